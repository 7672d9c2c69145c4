import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The README quick starts, run as written: extracted, type-checked as a fresh strict project would, then run against the
// real server (built packages, as npm installs them).
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The first ```ts or ```tsx block under a heading (`## Quick start` unless told) in a package's README. */
function quickStartOf(readme: string, heading = '## Quick start'): string {
  const section = readFileSync(join(repositoryRoot, readme), 'utf8').split(`\n${heading}\n`)[1] ?? '';
  const block = /```tsx?\n([\s\S]*?)```/.exec(section.split('\n## ')[0]!)?.[1];
  if (!block) {
    throw new Error(`${readme} has no TypeScript block under ${heading}`);
  }
  return block;
}

/** A folder inside the repository (so `@parla/*` resolve as installed packages do) holding one strict TypeScript project. */
function strictProject(name: string, source: string, file = 'quick-start.ts'): string {
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
        jsx: 'react-jsx',
        skipLibCheck: true,
        noEmit: true,
      },
      files: [file],
    }),
  );
  writeFileSync(join(folder, file), source);
  return folder;
}

/** Type-checks a strict project with the repository's TypeScript; the failure message is the compiler's output. */
function expectTypeChecks(folder: string): void {
  const typeCheck = spawnSync(process.execPath, [join(repositoryRoot, 'node_modules/typescript/bin/tsc'), '-p', folder], { encoding: 'utf8' });
  expect(typeCheck.status, typeCheck.stdout + typeCheck.stderr).toBe(0);
}

/** Runs a project's quick-start.ts with tsx against the e2e server, `env` added; fails the test on a non-zero exit. */
function runQuickStart(folder: string, env: Record<string, string> = {}): string {
  const run = spawnSync(join(repositoryRoot, 'node_modules/.bin/tsx'), ['quick-start.ts'], {
    cwd: folder,
    env: { ...process.env, PARLA_URL: `http://127.0.0.1:${process.env.WIDGET_E2E_API_PORT}`, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

test('the SDK quick start type-checks strictly, signs up and in, and streams a reply from the real server', () => {
  const folder = strictProject('sdk', quickStartOf('packages/sdk/README.md'));
  expectTypeChecks(folder);

  const stdout = runQuickStart(folder);
  expect(stdout).toMatch(/\S.*\n\(message [0-9a-f-]{36}\)/);
});

test("the SDK's partner and admin example type-checks strictly, makes a key, a learner session with it, and revokes it", () => {
  const folder = strictProject('sdk-partners', quickStartOf('packages/sdk/README.md', '### Partners and admins'));
  expectTypeChecks(folder);

  // The admin the partner example (a web server of this configuration) registered at start-up, with its default password.
  const stdout = runQuickStart(folder, { PARLA_ADMIN_EMAIL: 'partner-admin@parla.test', PARLA_ADMIN_PASSWORD: 'partner example admin' });
  expect(stdout).toMatch(/^(new|returning) learner [0-9a-f-]{36}\n/);
  expect(stdout).toContain("'pk_");
});

test("the SDK's chat-state example type-checks strictly, chats through a session, and ends by itself", () => {
  const folder = strictProject('sdk-chat-state', quickStartOf('packages/sdk/README.md', "### A chat's state"));
  expectTypeChecks(folder);

  // A verified learner: the admin the partner example registered at start-up. Without session.destroy() the token's
  // expiry timer kept Node running, and this run timed out.
  const stdout = runQuickStart(folder, { PARLA_EMAIL: 'partner-admin@parla.test', PARLA_PASSWORD: 'partner example admin' });
  expect(stdout).toMatch(/(^|\n)user: Hola\nai: \S/);
});

test('the React quick start is the React app example, word for word (react-app-example.spec.ts runs it in Chromium)', () => {
  expect(quickStartOf('packages/react/README.md')).toBe(readFileSync(join(repositoryRoot, 'examples/react-app/src/main.tsx'), 'utf8'));
});

test("the React quick start's page height is the React app example's, which react-app-example.spec.ts runs", () => {
  // A fresh Vite app without it grew with the conversation: the list stopped scrolling, the message box left the window.
  const section = readFileSync(join(repositoryRoot, 'packages/react/README.md'), 'utf8').split('\n## Quick start\n')[1] ?? '';
  const style = /```html\n(<style>[^\n]*<\/style>)\n```/.exec(section.split('\n## ')[0]!)?.[1];
  expect(style).toBeDefined();
  expect(readFileSync(join(repositoryRoot, 'examples/react-app/index.html'), 'utf8')).toContain(style);
});

test('the React quick start type-checks as a fresh strict app would, against the built types (exactOptionalPropertyTypes)', () => {
  expectTypeChecks(strictProject('react', quickStartOf('packages/react/README.md'), 'main.tsx'));
});
