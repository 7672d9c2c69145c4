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

  it('leaves out the §4 development helpers (parlaMockLogin, parlaMockLogout)', () => {
    expect(scripts.includes('parlaMockLogin')).toBe(false);
    expect(scripts.includes('parlaMockLogout')).toBe(false);
  });

  it('bundles the production React runtime', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.includes('react-jsx-dev-runtime.development')).toBe(false);
    expect(scripts.includes('Each child in a list should have a unique "key" prop')).toBe(false);
  });
});

describe('when the app is built for development', () => {
  const developmentDir = mkdtempSync(join(tmpdir(), 'parla-app-dev-build-'));
  let scripts = '';

  beforeAll(() => {
    const result = spawnSync('npx', ['vite', 'build', '--mode', 'development', '--outDir', developmentDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: appRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const assets = join(developmentDir, 'assets');
    scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
  }, 180_000);

  afterAll(() => {
    rmSync(developmentDir, { recursive: true, force: true });
  });

  it('installs the §4 development helpers (they were never installed), asking for a manual reload', () => {
    expect(scripts.includes('parlaMockLogin')).toBe(true);
    expect(scripts.includes('parlaMockLogout')).toBe(true);
    expect(scripts.includes('Reload the page to apply the change.')).toBe(true);
  });
});
