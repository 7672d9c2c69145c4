import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.js';

let context: TestContext;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  context = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: context.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await context.close();
});

/** The page's scripts and stylesheets, from its HTML. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((match) => match[1]!);
}

// Rendered in Chromium (every operation with its examples, light and dark, no policy violation) by the app's end-to-end
// suite: packages/app/e2e/content-security-policy.spec.ts.
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
});
