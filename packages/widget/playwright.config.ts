import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumUse, freePort } from '@parla/test-utils/browser';

/** Repository root: two levels above this file. */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

process.env.WIDGET_E2E_API_PORT ??= freePort();
process.env.WIDGET_E2E_PAGE_PORT ??= freePort();
process.env.WIDGET_E2E_REACT_PORT ??= freePort();
process.env.WIDGET_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'parla-widget-e2e-'));
// The server's development outbox opens only with this key (the tests and the partner page read verification links from it).
process.env.PARLA_DEV_OUTBOX_KEY ??= randomBytes(16).toString('hex');
const apiPort = process.env.WIDGET_E2E_API_PORT;
const pagePort = process.env.WIDGET_E2E_PAGE_PORT;
const apiBase = `http://127.0.0.1:${apiPort}`;
const pageOrigin = `http://127.0.0.1:${pagePort}`;
const adminEmail = 'partner-admin@parla.test';

export default defineConfig({
  testDir: './e2e',
  // Two files at a time (each file's tests in order, in one worker), as the app's suite runs: the tests wait on the
  // server and the browser far more than they compute (1 worker: 123 s in the last full run for 113 s of tests).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  outputDir: join(repositoryRoot, 'test-results/widget'),
  use: chromiumUse(pageOrigin),
  webServer: [
    {
      // The real API, built, over a fresh embedded database; CORS for the partner page comes from its partner key
      // (PARLA_CORS_ORIGINS lists it too, as a deployment would).
      command: 'node packages/server/dist/main.js',
      cwd: repositoryRoot,
      url: `${apiBase}/health/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: apiPort,
        HOST: '127.0.0.1',
        PARLA_DATA_DIR: process.env.WIDGET_E2E_DATA_DIR,
        PARLA_ADMIN_EMAILS: adminEmail,
        PARLA_CORS_ORIGINS: pageOrigin,
        PARLA_SECRET: 'widget-e2e-secret-0123456789-abcdefghijklmnop',
      },
    },
    {
      // The partner example, exactly as its README runs it: it creates its key through the admin API at start-up.
      command: 'node examples/partner-page/server.mjs',
      cwd: repositoryRoot,
      url: `${pageOrigin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: pagePort, HOST: '127.0.0.1', PARLA_URL: apiBase, PARLA_ADMIN_EMAIL: adminEmail },
    },
    {
      // The React app example, exactly as its README runs it: Vite's dev server, forwarding /api to the Parla server.
      command: 'npx vite examples/react-app',
      cwd: repositoryRoot,
      url: `http://127.0.0.1:${process.env.WIDGET_E2E_REACT_PORT}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { PORT: process.env.WIDGET_E2E_REACT_PORT, HOST: '127.0.0.1', PARLA_URL: apiBase },
    },
  ],
});
