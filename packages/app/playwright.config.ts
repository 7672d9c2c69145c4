import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, chromiumUse, freePort } from '@parla/test-utils/browser';
import { fakeMicrophoneWav } from './e2e/support/fake-microphone.js';

/** Repository root: two levels above this file. */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

process.env.PARLA_E2E_PORT ??= freePort();
process.env.PARLA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'parla-e2e-'));
// The server's development outbox opens only with this key (the tests read verification and reset links from it).
process.env.PARLA_DEV_OUTBOX_KEY ??= randomBytes(16).toString('hex');
const port = process.env.PARLA_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/** Admin addresses: one per test that needs an admin, since an address registers once. */
const ADMIN_EMAILS = Array.from({ length: 8 }, (_, index) => `admin${index + 1}@parla.test`);

/** The voice specs run in a Chromium whose microphone plays an espeak-ng recording, with autoplay allowed. */
const VOICE_SPECS = /voice.*\.spec\.ts$/;
const voiceLaunchOptions = () => {
  const options = chromiumLaunchOptions();
  return {
    ...options,
    args: [
      ...options.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fakeMicrophoneWav(process.env.PARLA_E2E_DATA_DIR ?? tmpdir())}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  };
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: join(repositoryRoot, 'test-results/app'),
  use: chromiumUse(baseURL),
  projects: [
    { name: 'app', testIgnore: VOICE_SPECS },
    { name: 'voice', testMatch: VOICE_SPECS, use: { launchOptions: voiceLaunchOptions() } },
  ],
  webServer: {
    command: 'node packages/server/dist/main.js',
    cwd: repositoryRoot,
    url: `${baseURL}/health/`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      PARLA_DATA_DIR: process.env.PARLA_E2E_DATA_DIR,
      PARLA_ADMIN_EMAILS: ADMIN_EMAILS.join(','),
      PARLA_PUBLIC_URL: baseURL,
      // Each test's browser sends its own X-Forwarded-For, so the per-address login limit does not throttle the suite.
      PARLA_TRUST_PROXY: 'true',
      // Replies stream a word every 100 ms, as a hosted model would, so speech can be seen starting mid-reply.
      PARLA_OFFLINE_DELAY_MS: '100',
      NODE_ENV: 'development',
    },
  },
});
