// Time from spawning the built server (`node packages/server/dist/main.js`, what `npm start` runs after building) on an
// empty data folder to its first 200 from /health/. Run alone: npx tsx packages/server/bench/startup.ts
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Whether the server is built (the measurement needs `npm run build -w @parla/server`). */
export function serverIsBuilt(): boolean {
  return existsSync(main);
}

/** Milliseconds from spawning the built server on an empty data folder to its first healthy answer. */
export async function firstStartMs(port: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parla-first-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, DATABASE_URL: '', PARLA_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', PARLA_SECRET: 'bench-secret-0123456789-abcdefghijklmnop' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited with ${child.exitCode}`);
      }
      const healthy = await fetch(`http://127.0.0.1:${port}/health/`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) {
        return performance.now() - started;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = [];
  for (let index = 0; index < 3; index += 1) {
    runs.push(await firstStartMs(39_000 + index));
  }
  console.log(`first start on an empty PGlite folder to /health/ 200: ${runs.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
}
