import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumUse, freePort } from '@parla/test-utils/browser';

/** Repository root: two levels above this file. */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

process.env.STORYBOOK_E2E_PORT ??= freePort();
const port = process.env.STORYBOOK_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/** Every story of the built Storybook (`storybook-static/`, which `npm test` builds first) in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: join(repositoryRoot, 'test-results/react'),
  use: chromiumUse(baseURL),
  webServer: {
    command: `node packages/react/e2e/support/serve-static.mjs storybook-static ${port}`,
    cwd: repositoryRoot,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
