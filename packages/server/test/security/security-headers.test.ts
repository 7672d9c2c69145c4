import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from '../../src/static-site.js';
import { call, createTestContext, signUp, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let learner: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  learner = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The headers every response must carry against sniffing, framing and leaking the URL. */
function expectHardened(headers: Headers, label: string): void {
  expect(headers.get('X-Content-Type-Options'), label).toBe('nosniff');
  expect(headers.get('X-Frame-Options'), label).toBe('DENY');
  expect(headers.get('Referrer-Policy'), label).toBe('no-referrer');
  expect(headers.get('Content-Security-Policy'), label).toContain("frame-ancestors 'none'");
  expect(headers.get('Content-Security-Policy'), label).not.toContain('unsafe-inline');
  // ASVS 5.0 3.4.1: at least a year.
  expect(headers.get('Strict-Transport-Security'), label).toBe('max-age=31536000');
}

describe('an API response', () => {
  it('cannot be framed, sniffed or leak its URL as a referrer, whatever its status', async () => {
    const responses = [
      ['health', await call(context.app, 'GET', '/health/')],
      ['profile', await call(context.app, 'GET', '/api/v1/auth/profile/', { token: learner.access })],
      ['401', await call(context.app, 'GET', '/api/v1/auth/profile/')],
      ['404', await call(context.app, 'GET', '/api/v1/no-such-route/')],
      ['400', await call(context.app, 'POST', '/api/v1/auth/login/', { body: {} })],
    ] as const;
    for (const [label, response] of responses) {
      expectHardened(response.headers, label);
      expect(response.headers.get('Content-Security-Policy'), label).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    }
  });

  it('carrying a learner\'s data or tokens is never stored by a cache', async () => {
    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: learner.access });
    expect(profile.headers.get('Cache-Control')).toBe('no-store');
    const conversations = await call(context.app, 'GET', '/api/v1/conversations/', { token: learner.access });
    expect(conversations.headers.get('Cache-Control')).toBe('no-store');
    const login = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: learner.email, password: learner.password } });
    expect(login.status).toBe(200);
    expect(login.headers.get('Cache-Control')).toBe('no-store');
  });

  it('of a cross-origin preflight keeps its CORS answer and gets the same headers', async () => {
    const response = await context.app.request('/api/v1/auth/profile/', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expectHardened(response.headers, 'preflight');
  });
});

describe('the API reference page', () => {
  it('allows no inline script or style (Swagger UI comes as files from this origin) and cannot be framed', async () => {
    const page = await call(context.app, 'GET', '/api/v1/docs/');
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/<style|<script(?![^>]*\ssrc=)|\sstyle=/);
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expectHardened(page.headers, 'docs');
  });
});

describe('the built app served by the server', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'parla-csp-site-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'assets', 'index-abc123.js'), "console.log('app');");
    writeFileSync(
      join(folder, 'index.html'),
      '<!doctype html><html><head><base href="/" /><style>html{background:#fff}</style><script>document.documentElement.dataset.theme = "light";</script>' +
        '<script type="module" src="./assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('allows only the page\'s own inline script and style, by hash, on every route, and cannot be framed', async () => {
    const site = createStaticSite(folder);
    if (!site) {
      throw new Error('no site');
    }
    for (const path of ['/', '/chat/123', '/settings']) {
      const response = await site.request(path);
      expect(response.status).toBe(200);
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha256('document.documentElement.dataset.theme = "light";')}`);
      expect(policy).toContain(`style-src 'self' ${sha256('html{background:#fff}')}`);
      expect(policy).toContain("object-src 'none'");
      expectHardened(response.headers, path);
    }
  });

  it('serves its files with the same headers (a worker script takes the policy it is served with)', async () => {
    const site = createStaticSite(folder);
    const response = await site!.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expectHardened(response.headers, 'asset');
    expect(response.headers.get('Content-Security-Policy')).toContain("connect-src 'self'");
  });
});
