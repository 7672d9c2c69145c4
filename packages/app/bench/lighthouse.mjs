// Lighthouse (mobile, simulated throttling) on the production build served by the real server:
// `/` for a visitor and `/chat/{id}` with a conversation open for a signed-in learner.
// Prints the performance scores and CLS, and exits non-zero below the targets (performance ≥ 95, CLS ≤ 0.02).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];
const TARGETS = { performance: 95, cls: 0.02 };

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/health/`)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start.');
}

/** Opens the bench server's development outbox (where the verification link is read). */
const DEV_OUTBOX_KEY = randomBytes(16).toString('hex');

async function api(origin, method, path, body, token) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Parla-Dev-Key': DEV_OUTBOX_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** A verified learner who accepted the terms, with a conversation of a few turns. */
async function learnerWithConversation(origin) {
  const email = `bench-${Date.now()}@parla.test`;
  const password = 'correct horse battery staple';
  await api(origin, 'POST', '/api/v1/auth/register/', {
    first_name: 'Ada', last_name: 'Lovelace', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true,
  });
  const outbox = await api(origin, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(email)}`);
  const link = outbox.results.flatMap((mail) => mail.links).find((candidate) => candidate.includes('/verify-email/'));
  const token = decodeURIComponent(new URL(link).pathname.split('/').filter(Boolean).pop());
  const tokens = await api(origin, 'POST', '/api/v1/auth/verify-email/', { token });
  await api(origin, 'POST', '/api/v1/auth/accept-terms/', {}, tokens.access);
  const conversation = await api(origin, 'POST', '/api/v1/conversations/', { target_language: 'es', learning_mode: 'free_conversation' }, tokens.access);
  for (const text of ['Hola, ¿qué tal?', 'Me gusta mucho el café por la mañana.', '¿Qué me recomiendas visitar en Madrid?']) {
    await api(origin, 'POST', '/api/v1/conversations/send-message/', { conversation_id: conversation.id, message_text: text }, tokens.access);
  }
  return { tokens, conversationId: conversation.id };
}

async function audit(url, userDataDir, keepStorage) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags, `--user-data-dir=${userDataDir}`], userDataDir: false });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });
    const { lhr } = result;
    return {
      url,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  if (!existsSync(join(repositoryRoot, 'packages/app/dist/index.html')) || !existsSync(join(repositoryRoot, 'packages/server/dist/main.js'))) {
    console.log('Building first (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
    if (built.status !== 0) {
      process.exit(1);
    }
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'parla-bench-data-'));
  const userDataDir = mkdtempSync(join(tmpdir(), 'parla-bench-chrome-'));
  const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PARLA_DATA_DIR: dataDir, PARLA_PUBLIC_URL: origin, PARLA_DEV_OUTBOX_KEY: DEV_OUTBOX_KEY, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(origin);
    const { tokens, conversationId } = await learnerWithConversation(origin);
    const results = [];
    results.push(await audit(`${origin}/`, userDataDir, false));

    // Sign the learner in inside the same Chromium profile, then audit the chat without clearing storage.
    const context = await chromium.launchPersistentContext(userDataDir, { executablePath: chromePath, args: chromeFlags, headless: true });
    const page = await context.newPage();
    await page.goto(`${origin}/about`);
    await page.evaluate((value) => localStorage.setItem('parla_tokens', JSON.stringify(value)), tokens);
    await page.goto(`${origin}/chat/${conversationId}`);
    await page.locator('.parla-message').first().waitFor();
    await context.close();
    results.push(await audit(`${origin}/chat/${conversationId}`, userDataDir, true));

    let failed = false;
    for (const result of results) {
      const ok = result.performance >= TARGETS.performance && result.cls <= TARGETS.cls;
      failed ||= !ok;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${result.url.replace(origin, '')}: performance ${result.performance}, CLS ${result.cls.toFixed(3)}, ` +
          `FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, SI ${Math.round(result.si)} ms`,
      );
    }
    console.log(`targets: performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls} (Lighthouse mobile preset, simulated throttling)`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    rmSync(userDataDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
