/* global window -- page.evaluate runs in the browser */
// Checks the §4 development helpers in Chromium (#25 point 13): the app's Vite dev server defines parlaMockLogin() and
// parlaMockLogout() (fake sign-in with the mock-mode flag, access 24 h, refresh 168 h, each asking for a reload), and a
// production build does not. Kept as a script, not a CI test: a cold Vite dev server takes 15-20 s to serve its first
// page here, more than CI has room for.
// Usage: npm run dev -w @parla/app -- --port 5199 & node packages/app/bench/dev-helpers.mjs http://127.0.0.1:5199/ [<production-url>]
import { chromium } from 'playwright';
const [devUrl, prodUrl] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const decode = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
let failures = 0;
const check = (what, ok, detail = '') => { console.log(`${ok ? 'PASS' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`); if (!ok) {failures += 1;} };
{
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (message) => logs.push(message.text()));
  const started = Date.now();
  await page.goto(devUrl, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.parlaMockLogin === 'function', null, { timeout: 60_000 }).catch(() => undefined);
  console.log(`dev page ready in ${Date.now() - started} ms`);
  check('dev: parlaMockLogin and parlaMockLogout are global functions', await page.evaluate(() => typeof window.parlaMockLogin === 'function' && typeof window.parlaMockLogout === 'function'));
  const stored = await page.evaluate(() => { window.parlaMockLogin(); return Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])); });
  console.log('stored keys:', Object.keys(stored).join(', '));
  check('dev: mock-mode flag stored', stored.parla_mock_mode === 'true', stored.parla_mock_mode);
  check('dev: mock user and preferences stored', Boolean(stored.parla_mock_user && stored.parla_mock_preferences));
  const tokens = JSON.parse(stored.parla_tokens ?? '{}');
  const access = decode(tokens.access); const refresh = decode(tokens.refresh);
  check('dev: mock access token lasts 24 h', access.exp - access.iat === 24 * 3600, `${(access.exp - access.iat) / 3600} h`);
  check('dev: mock refresh token lasts 168 h', refresh.exp - refresh.iat === 168 * 3600, `${(refresh.exp - refresh.iat) / 3600} h`);
  check('dev: login asks for a manual reload', logs.some((line) => /mock sign-in stored\. Reload the page/.test(line)), logs.filter((l) => l.includes('Parla')).join(' | '));
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.parlaMockLogout === 'function', null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  if (process.env.SHOT_DIR) {await page.screenshot({ path: `${process.env.SHOT_DIR}/dev-helpers-after-mock-login.png` });}
  const remaining = await page.evaluate(() => { window.parlaMockLogout(); return Object.keys(localStorage).filter((key) => /tokens|mock/.test(key)); });
  check('dev: logout clears tokens and mock data', remaining.length === 0, remaining.join(','));
  check('dev: logout asks for a manual reload', logs.some((line) => /mock sign-in removed\. Reload the page/.test(line)));
  await page.close();
}
if (prodUrl) {
  const page = await browser.newPage();
  await page.goto(prodUrl, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  check('production: no development helpers', await page.evaluate(() => typeof window.parlaMockLogin === 'undefined' && typeof window.parlaMockLogout === 'undefined'));
  await page.close();
}
await browser.close();
console.log(failures === 0 ? 'ALL PASS' : `${failures} FAILED`);
process.exit(failures === 0 ? 0 : 1);
