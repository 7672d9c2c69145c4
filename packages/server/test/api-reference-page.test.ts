import { mkdirSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@parla/contract';
import { chromiumLaunchOptions, watchCspViolations } from '@parla/test-utils/browser';
import { createTestContext, type TestContext } from './test-app.js';

let context: TestContext;
let server: ServerType;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  context = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: context.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
  browser = await chromium.launch(chromiumLaunchOptions());
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await context.close();
});

/** The page's scripts and stylesheets, from its HTML. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the API reference page', () => {
  it('is served with its renderer\'s files from this origin, under the page policy with no inline code', async () => {
    const page = await fetch(`${origin}/api/v1/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)|<style|https?:\/\//);
    const assets = assetsOf(html);
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      const response = await fetch(`${origin}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('Content-Type'), asset).toMatch(asset.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      expect(response.headers.get('Cache-Control'), asset).toContain('immutable');
      expect((await response.text()).length, asset).toBeGreaterThan(100);
    }
    expect((await fetch(`${origin}/api/v1/docs/assets/0.0.0/swagger-ui-bundle.js`)).status).toBe(404);
    expect((await fetch(`${origin}${assets[0]!.replace(/[^/]+$/, 'package.json')}`)).status).toBe(404);
  });

  it('renders every operation of the contract in Chromium with its examples, light and dark, with no policy violation', async () => {
    const shots = process.env.PARLA_SHOTS_DIR;
    const page = await browser.newPage({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(20_000);
    const violations = await watchCspViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/api/v1/docs/`);
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBe(listEndpoints().length);
    expect(await page.locator('.info .title').textContent()).toContain('Parla API');
    // An operation opens with its description and its request and response examples from the contract.
    const login = page.locator('.opblock').filter({ has: page.locator('[data-path="/api/v1/auth/login/"]') });
    await login.locator('button.opblock-summary-control').click();
    await expect.poll(() => login.textContent()).toContain('Signs in with the email as');
    await expect.poll(() => login.locator('.body-param__example').textContent()).toContain('learner@example.com');
    await expect.poll(() => login.locator('.responses-table').textContent()).toContain('Please enter a valid email');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark-mode'));
    expect(await isDark()).toBe(false);
    await login.locator('.body-param__example').scrollIntoViewIfNeeded();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect.poll(isDark).toBe(colorScheme === 'dark');
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: `${shots}/api-reference-${colorScheme}.png` });
      }
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
