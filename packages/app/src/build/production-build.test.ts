import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = mkdtempSync(join(tmpdir(), 'parla-app-build-'));

describe('when the app is built from a shell that carries NODE_ENV=development', () => {
  let scripts = '';
  let status: number | null = null;

  beforeAll(() => {
    const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: appRoot,
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    status = result.status;
    const assets = join(outDir, 'assets');
    scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
  }, 120_000);

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('builds', () => {
    expect(status).toBe(0);
  });

  it('emits production JSX calls, never jsxDEV (absent from the bundled production React, so every route was blank)', () => {
    expect(scripts.includes('jsxDEV')).toBe(false);
    expect(/\.jsxs?\)?\(/.test(scripts)).toBe(true);
  });

  it('bundles the production React runtime', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.includes('react-jsx-dev-runtime.development')).toBe(false);
    expect(scripts.includes('Each child in a list should have a unique "key" prop')).toBe(false);
  });
});
