import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

test('the Node SDK example prints the streamed reply of the real server', () => {
  const result = spawnSync(process.execPath, ['examples/node-sdk/chat.mjs', 'Hola, ¿cómo estás?'], {
    cwd: repositoryRoot,
    env: { ...process.env, PARLA_URL: `http://127.0.0.1:${process.env.WIDGET_E2E_API_PORT}` },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain('you:   Hola, ¿cómo estás?');
  expect(result.stdout).toMatch(/tutor: \S.+\n\(\d+ characters, message [0-9a-f-]+\)/);
});
