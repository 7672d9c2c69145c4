import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The README quick starts, run as written: extracted, type-checked as a fresh strict project would, then run against the
// real server (built packages, as npm installs them).
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The first ```ts or ```tsx block under `## Quick start` in a package's README. */
function quickStartOf(readme: string): string {
  const section = readFileSync(join(repositoryRoot, readme), 'utf8').split('\n## Quick start\n')[1] ?? '';
  const block = /```tsx?\n([\s\S]*?)```/.exec(section.split('\n## ')[0]!)?.[1];
  if (!block) {
    throw new Error(`${readme} has no TypeScript quick start`);
  }
  return block;
}

/** A folder inside the repository (so `@parla/*` resolve as installed packages do) holding one strict TypeScript project. */
function strictProject(name: string, source: string): string {
  const folder = join(repositoryRoot, 'test-results/quick-starts', name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        lib: ['es2022', 'dom'],
        module: 'nodenext',
        moduleResolution: 'nodenext',
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        types: ['node'],
        skipLibCheck: true,
        noEmit: true,
      },
      files: ['quick-start.ts'],
    }),
  );
  writeFileSync(join(folder, 'quick-start.ts'), source);
  return folder;
}

test('the SDK quick start type-checks strictly, signs up and in, and streams a reply from the real server', () => {
  const folder = strictProject('sdk', quickStartOf('packages/sdk/README.md'));
  const typeCheck = spawnSync(process.execPath, [join(repositoryRoot, 'node_modules/typescript/bin/tsc'), '-p', folder], { encoding: 'utf8' });
  expect(typeCheck.status, typeCheck.stdout + typeCheck.stderr).toBe(0);

  const run = spawnSync(join(repositoryRoot, 'node_modules/.bin/tsx'), ['quick-start.ts'], {
    cwd: folder,
    env: { ...process.env, PARLA_URL: `http://127.0.0.1:${process.env.WIDGET_E2E_API_PORT}` },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/\S.*\n\(message [0-9a-f-]{36}\)/);
});

test('the React quick start is the React app example, word for word (react-app-example.spec.ts runs it in Chromium)', () => {
  expect(quickStartOf('packages/react/README.md')).toBe(readFileSync(join(repositoryRoot, 'examples/react-app/src/main.tsx'), 'utf8'));
});
