// Time from spawning the built server (`node packages/server/dist/main.js`, what `npm start` runs after building) on an
// empty data folder to its first 200 from /health/. Run alone: npx tsx packages/server/bench/startup.ts
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// PARLA_SERVER_MAIN measures another build (an A/B of two builds in one run).
const main = process.env.PARLA_SERVER_MAIN ?? fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Whether the server is built (the measurement needs `npm run build -w @parla/server`). */
export function serverIsBuilt(): boolean {
  return existsSync(main);
}

/** One first start: milliseconds to the first healthy answer, the server's own timeline of its steps, and its CPU time. */
export interface FirstStart {
  ms: number;
  /** `step ms` lines the server printed (PARLA_STARTUP_TIMELINE), in ms since its process started. */
  timeline: string[];
  /** CPU time the server process had used when it answered (user + system, from /proc; undefined elsewhere). */
  cpuMs?: number;
}

/** Milliseconds from spawning the built server on an empty data folder to its first healthy answer. */
export async function firstStartMs(port: number): Promise<number> {
  return (await firstStart(port)).ms;
}

function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Spawns the built server on an empty data folder and waits for its first healthy answer. */
export async function firstStart(port: number): Promise<FirstStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parla-first-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PARLA_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      PARLA_SECRET: 'bench-secret-0123456789-abcdefghijklmnop',
      PARLA_STARTUP_TIMELINE: '1',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const timeline: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    timeline.push(...text.split('\n').filter((line) => line.startsWith('start-up: ')).map((line) => line.slice('start-up: '.length)));
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
        return { ms: performance.now() - started, timeline, cpuMs: cpuMsOf(child.pid) };
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (let index = 0; index < 3; index += 1) {
    const run = await firstStart(39_000 + index);
    console.log(
      `first start on an empty PGlite folder to /health/ 200: ${Math.round(run.ms)} ms (server CPU ${run.cpuMs ?? '?'} ms; ${run.timeline.join(', ')})`,
    );
  }
}
