// Runs every check of the repository and prints the closing line CI reads: `N passed, N failed`.
// Each step is one command; vitest's and Playwright's JSON reports are summed test by test,
// every other step (lint, type-check, build, size budgets, package checks) counts as one test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

const timings = [];

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env } });
  timings.push([label, (performance.now() - started) / 1000]);
  return result.status === 0;
}

function step(label, command, args, options) {
  if (run(label, command, args, options)) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(label);
  }
}

function vitestStep(label, args, env) {
  const outputFile = `${reports}/${label.replace(/\W+/g, '-')}.json`;
  const ok = run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...args], { env });
  if (!existsSync(outputFile)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0 || !ok) {
    failures.push(label);
    if (report.numFailedTests === 0) {
      failed += 1; // the run failed outside any test (a file that did not load, an unhandled error)
    }
  }
}

/** Runs a Playwright suite (Debian's Chromium, never a downloaded browser) and sums its JSON report. */
function playwrightStep(label, config) {
  if (!existsSync(config)) {
    return;
  }
  // Absolute: Playwright resolves a relative report path against the config's folder.
  const outputFile = resolve(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (!existsSync(outputFile)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const { stats } = JSON.parse(readFileSync(outputFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.unexpected > 0 || !ok) {
    failures.push(label);
    if (stats.unexpected === 0) {
      failed += 1;
    }
  }
}

step('lint', 'npx', ['eslint', '.']);
step('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']);
vitestStep('unit and integration tests', []);
if (process.env.PARLA_TEST_DATABASE_URL) {
  // Only the suites that meet a database: the server's unit tests (src/) never open one, so they run once, above.
  vitestStep('server tests on PostgreSQL', ['--project', 'server', 'packages/server/test/'], { DATABASE_URL: process.env.PARLA_TEST_DATABASE_URL });
} else {
  console.log('\n(PARLA_TEST_DATABASE_URL is not set: the server suite ran on PGlite only)');
}
step('build', 'npm', ['run', 'build']);
step('widget types stand alone', 'node', ['scripts/check-widget-types.mjs']);
step('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
step('size budgets', 'npx', ['size-limit']);
step('app first-load budgets', 'node', ['scripts/check-app-first-load.mjs']);
playwrightStep('end-to-end: reference app', 'packages/app/playwright.config.ts');
playwrightStep('end-to-end: widget', 'packages/widget/playwright.config.ts');
playwrightStep('end-to-end: storybook in Chromium', 'packages/react/playwright.config.ts');
/** attw options per published package: the widget is ESM-only (a custom element for browsers); CSS is no module. */
const ATTW_OPTIONS = {
  contract: ['--profile', 'node16'],
  sdk: ['--profile', 'node16'],
  react: ['--profile', 'node16', '--exclude-entrypoints', './styles.css'],
  widget: ['--profile', 'esm-only'],
};
for (const pkg of ['contract', 'sdk', 'react', 'widget']) {
  step(`publint ${pkg}`, 'npx', ['publint', `packages/${pkg}`, '--strict']);
  step(`attw ${pkg}`, 'npx', ['attw', '--pack', `packages/${pkg}`, ...ATTW_OPTIONS[pkg]]);
}

console.log('\nTime per step:');
for (const [label, seconds] of timings) {
  console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${label}`);
}
if (failures.length > 0) {
  console.log(`\nFailed: ${failures.join('; ')}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
