// Compares the example partner page with and without <tutor-chat> in one run (Lighthouse 12, Debian Chromium):
// the widget must not delay the largest contentful paint by more than 5 % nor add layout shift.
//
//   npm run bench -w @parla/widget        (starts a throw-away API server and the partner example itself)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

function freePort() {
  return spawnSync(process.execPath, ['-e', "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"]).stdout.toString().trim();
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not start`);
}

const apiPort = freePort();
const pagePort = freePort();
const api = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: apiPort, PARLA_DATA_DIR: mkdtempSync(join(tmpdir(), 'parla-bench-')), PARLA_ADMIN_EMAILS: 'bench-admin@parla.test' },
});
let page;
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
try {
  await waitFor(`http://127.0.0.1:${apiPort}/health/`);
  page = spawn(process.execPath, ['examples/partner-page/server.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: pagePort, PARLA_URL: `http://127.0.0.1:${apiPort}`, PARLA_ADMIN_EMAIL: 'bench-admin@parla.test' },
  });
  await waitFor(`http://127.0.0.1:${pagePort}/`);

  async function measure(url) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, {
      extends: 'lighthouse:default',
      settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'simulate' },
    });
    const audits = result.lhr.audits;
    return { lcp: audits['largest-contentful-paint'].numericValue, cls: audits['cumulative-layout-shift'].numericValue, tbt: audits['total-blocking-time'].numericValue };
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const without = [];
  const withWidget = [];
  for (let run = 0; run < RUNS; run += 1) {
    without.push(await measure(`http://127.0.0.1:${pagePort}/?widget=0`));
    withWidget.push(await measure(`http://127.0.0.1:${pagePort}/`));
  }
  const base = { lcp: median(without.map((item) => item.lcp)), cls: median(without.map((item) => item.cls)), tbt: median(without.map((item) => item.tbt)) };
  const widget = { lcp: median(withWidget.map((item) => item.lcp)), cls: median(withWidget.map((item) => item.cls)), tbt: median(withWidget.map((item) => item.tbt)) };
  const ratio = widget.lcp / base.lcp;
  const addedShift = widget.cls - base.cls;
  console.log(`partner page, median of ${RUNS} Lighthouse runs each (desktop, simulated throttling):`);
  console.log(`  without the widget: LCP ${base.lcp.toFixed(0)} ms, CLS ${base.cls.toFixed(3)}, TBT ${base.tbt.toFixed(0)} ms`);
  console.log(`  with the widget:    LCP ${widget.lcp.toFixed(0)} ms, CLS ${widget.cls.toFixed(3)}, TBT ${widget.tbt.toFixed(0)} ms`);
  console.log(`  LCP ratio ${ratio.toFixed(3)} (budget ≤ 1.05), layout shift added ${addedShift.toFixed(3)} (budget 0)`);
  if (ratio > 1.05 || addedShift > 0.001) {
    process.exitCode = 1;
  }
} finally {
  await chrome.kill();
  page?.kill();
  api.kill();
}
