// Runs every check of the repository and prints the closing line CI reads: `N passed, N failed`.
// Each step is one command; vitest's and Playwright's JSON reports are summed test by test,
// every other step (lint, type-check, build, size budgets, package checks) counts as one test.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test, named at the end of the run (CI keeps only the tail of a long log). */
const failedTests = [];

/** The first line of a failure message, short enough to read in a summary. */
function firstLine(message = '') {
  return String(message).split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
}

const timings = [];

/** Runs one command to its end; its output goes to the terminal, or to `options.logFile` (a step running in the background). */
async function run(label, command, args, options = {}) {
  if (!options.logFile) {
    console.log(`\n▶ ${label}`);
  }
  const started = performance.now();
  const log = options.logFile ? openSync(options.logFile, 'w') : undefined;
  const child = spawn(command, args, { stdio: log === undefined ? 'inherit' : ['ignore', log, log], env: { ...process.env, ...options.env } });
  const status = await new Promise((settle) => {
    child.on('error', () => settle(1));
    child.on('close', (code) => settle(code));
  });
  if (log !== undefined) {
    closeSync(log);
  }
  timings.push([label, (performance.now() - started) / 1000]);
  return status === 0;
}

async function step(label, command, args, options) {
  if (await run(label, command, args, options)) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(label);
  }
}

async function vitestStep(label, args, env) {
  const outputFile = `${reports}/${label.replace(/\W+/g, '-')}.json`;
  const ok = await run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...args], { env });
  if (!existsSync(outputFile)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failedTests.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
    if (file.status === 'failed' && (file.assertionResults ?? []).every((test) => test.status !== 'failed')) {
      failedTests.push(`${file.name.replace(`${process.cwd()}/`, '')}: ${firstLine(file.message)}`);
    }
  }
  if (report.numFailedTests > 0 || !ok) {
    failures.push(label);
    if (report.numFailedTests === 0) {
      failed += 1; // the run failed outside any test (a file that did not load, an unhandled error)
    }
  }
}

/** Playwright's error messages carry terminal colours. */
// eslint-disable-next-line no-control-regex
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

/** Names each Playwright test whose outcome was unexpected, with its file and the first line of its error. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = [...titles, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failedTests.push(`${spec.file}:${spec.line} › ${[...path.slice(1), spec.title].join(' › ')}: ${firstLine(error).replace(ANSI_COLOUR, '')}`);
        }
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

/** Runs a Playwright suite (Debian's Chromium, never a downloaded browser) and sums its JSON report. */
async function playwrightStep(label, config) {
  if (!existsSync(config)) {
    return;
  }
  // Absolute: Playwright resolves a relative report path against the config's folder.
  const outputFile = resolve(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = await run(label, 'npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (!existsSync(outputFile)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(outputFile, 'utf8'));
  collectPlaywrightFailures(suites ?? [], []);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.unexpected > 0 || !ok) {
    failures.push(label);
    if (stats.unexpected === 0) {
      failed += 1;
    }
  }
}

await step('lint', 'npx', ['eslint', '.']);
await step('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']);
await vitestStep('unit and integration tests', []);
if (process.env.PARLA_TEST_DATABASE_URL) {
  // Only the suites that meet a database: the server's unit tests (src/) never open one, so they run once, above.
  await vitestStep('server tests on PostgreSQL', ['--project', 'server', 'packages/server/test/'], { DATABASE_URL: process.env.PARLA_TEST_DATABASE_URL });
} else {
  console.log('\n(PARLA_TEST_DATABASE_URL is not set: the server suite ran on PGlite only)');
}
await step('build', 'npm', ['run', 'build']);
await step('widget types stand alone', 'node', ['scripts/check-widget-types.mjs']);
await step('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
await step('size budgets', 'npx', ['size-limit']);
await step('app first-load budgets', 'node', ['scripts/check-app-first-load.mjs']);
/** attw options per published package: the widget is ESM-only (a custom element for browsers); CSS is no module. */
const ATTW_OPTIONS = {
  contract: ['--profile', 'node16'],
  sdk: ['--profile', 'node16'],
  react: ['--profile', 'node16', '--exclude-entrypoints', './styles.css'],
  widget: ['--profile', 'esm-only'],
};
/**
 * The package checks (publint, attw) read the built packages only: they run one after another in the background while the
 * app's end-to-end suite, which mostly waits on its server and browsers, runs; their output is printed once they end.
 */
const packageChecks = (async () => {
  const logs = [];
  for (const pkg of ['contract', 'sdk', 'react', 'widget']) {
    for (const [label, command] of [
      [`publint ${pkg}`, ['publint', `packages/${pkg}`, '--strict']],
      [`attw ${pkg}`, ['attw', '--pack', `packages/${pkg}`, ...ATTW_OPTIONS[pkg]]],
    ]) {
      const logFile = `${reports}/${label.replace(/\W+/g, '-')}.log`;
      logs.push([label, logFile]);
      await step(label, 'npx', command, { logFile });
    }
  }
  return logs;
})();
await playwrightStep('end-to-end: reference app', 'packages/app/playwright.config.ts');
for (const [label, logFile] of await packageChecks) {
  console.log(`\n▶ ${label} (ran during the app's end-to-end suite)`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
}
await playwrightStep('end-to-end: widget', 'packages/widget/playwright.config.ts');
await playwrightStep('end-to-end: storybook in Chromium', 'packages/react/playwright.config.ts');

console.log('\nTime per step:');
for (const [label, seconds] of timings) {
  console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${label}`);
}
if (failures.length > 0) {
  console.log(`\nFailed: ${failures.join('; ')}`);
}
for (const test of failedTests) {
  console.log(`  ✗ ${test}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
