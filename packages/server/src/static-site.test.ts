import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site.js';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'parla-static-site-'));
  mkdirSync(join(folder, 'assets'));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** Writes a build whose index.html names its hashed bundle, modified `secondsLater` seconds after a fixed instant. */
function build(hash: string, secondsLater = 0): void {
  writeFileSync(join(folder, 'assets', `index-${hash}.js`), `console.log('${hash}');`);
  writeFileSync(join(folder, 'index.html'), `<!doctype html><html><head><base href="/" /><script type="module" src="./assets/index-${hash}.js"></script></head><body></body></html>`);
  const time = new Date((1_000_000_000 + secondsLater) * 1000);
  utimesSync(join(folder, 'index.html'), time, time);
}

async function page(site: NonNullable<ReturnType<typeof createStaticSite>>, path: string): Promise<string> {
  const response = await site.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

describe('the static site after the app is rebuilt while the server runs', () => {
  it('serves the new index.html on every route, naming the new bundle, which loads', async () => {
    build('aaaa1111');
    const site = createStaticSite(folder);
    if (!site) {
      throw new Error('no site');
    }
    expect(await page(site, '/chat/123')).toContain('assets/index-aaaa1111.js');

    rmSync(join(folder, 'assets', 'index-aaaa1111.js'));
    build('bbbb2222', 60);

    for (const path of ['/', '/index.html', '/chat/123', '/new-conversation']) {
      expect(await page(site, path)).toContain('assets/index-bbbb2222.js');
    }
    expect((await site.request('/assets/index-bbbb2222.js')).status).toBe(200);
    expect((await site.request('/assets/index-aaaa1111.js')).status).toBe(404);
  });

  it('keeps serving the last page while index.html is missing mid-build', async () => {
    build('aaaa1111');
    const site = createStaticSite(folder);
    if (!site) {
      throw new Error('no site');
    }
    expect(await page(site, '/')).toContain('index-aaaa1111.js');

    rmSync(join(folder, 'index.html'));

    expect(await page(site, '/about')).toContain('index-aaaa1111.js');
  });

  it('reads index.html again only when it changed (same time and size: the page read before)', async () => {
    build('aaaa1111');
    const site = createStaticSite(folder);
    if (!site) {
      throw new Error('no site');
    }
    expect(await page(site, '/')).toContain('index-aaaa1111.js');
    const { mtime } = statSync(join(folder, 'index.html'));

    writeFileSync(join(folder, 'index.html'), (await page(site, '/')).replace('aaaa1111', 'cccc3333'));
    utimesSync(join(folder, 'index.html'), mtime, mtime);

    expect(await page(site, '/')).toContain('index-aaaa1111.js');
  });
});
