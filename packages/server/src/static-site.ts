import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { formatPolicy, inlineHashes, pagePolicy } from './http/content-security-policy.js';
import { securityHeaders } from './middleware/security-headers.js';

/** Whether a path belongs to the API rather than the web app. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/health');
}

/** Normalises a base path to `/tutor` form (no trailing slash); `''` for the root. Rejects anything but plain path segments. */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') {
    return '';
  }
  const withLeading = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(withLeading)) {
    throw new Error(`PARLA_BASE_PATH must be a path such as /tutor, not ${JSON.stringify(value)}.`);
  }
  return withLeading;
}

/** Options of {@link createStaticSite}. */
export interface StaticSiteOptions {
  /** The sub-path the app is mounted at (`/tutor`), or `''`. Default `''`. */
  basePath?: string;
  /** Honour `X-Forwarded-Prefix` from a reverse proxy that strips a prefix. Default false. */
  trustProxy?: boolean;
}

/** Hashed build output: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The current text of a file, read again only when its modification time or size changed (one `stat` per call), so a
 * rebuild while the server runs is served at once. While the file is missing (a build emptying its folder) the last
 * text read is kept; null before any was read.
 */
function currentFile(path: string): () => Promise<string | null> {
  let cached: { mtimeMs: number; size: number; text: string } | null = null;
  return async () => {
    try {
      const stats = await stat(path);
      if (!cached || stats.mtimeMs !== cached.mtimeMs || stats.size !== cached.size) {
        cached = { mtimeMs: stats.mtimeMs, size: stats.size, text: await readFile(path, 'utf8') };
      }
    } catch {
      // Missing for a moment (rebuilding): keep what was read.
    }
    return cached?.text ?? null;
  };
}

/**
 * Serves the built reference app from a folder: precompressed `.br`/`.gz` assets with long cache headers for the hashed
 * ones, and `index.html` for every client-side route with a `<base href>` naming the app's base (the sub-path, behind a
 * trusted proxy prefixed with `X-Forwarded-Prefix`), so the app derives its asset and API URLs from the page. The
 * `index.html` served is the current one: after a rebuild it names the new hashed bundle. Every response carries the
 * secure headers, the page's Content-Security-Policy allowing its own inline blocks by hash.
 */
export function createStaticSite(folder: string, options: StaticSiteOptions = {}): Hono | undefined {
  const index = join(folder, 'index.html');
  if (!existsSync(index)) {
    return undefined;
  }
  const template = currentFile(index);
  const basePath = normaliseBasePath(options.basePath);
  const site = new Hono();
  site.use('*', securityHeaders({ policy: pagePolicy() }));

  const page = async (c: Context) => {
    const html = await template();
    if (html === null) {
      c.header('Retry-After', '5');
      return c.text('The app is being built. Reload in a moment.', 503);
    }
    const forwarded = options.trustProxy ? c.req.header('X-Forwarded-Prefix') : undefined;
    let prefix = '';
    try {
      prefix = forwarded ? normaliseBasePath(forwarded.split(',')[0]) : '';
    } catch {
      prefix = '';
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'X-Forwarded-Prefix');
    // The page's inline blocks (the theme set before the first paint) are allowed by their hashes, nothing else inline.
    c.header('Content-Security-Policy', formatPolicy(pagePolicy(inlineHashes(html))));
    return c.html(html.replace(/<base href="[^"]*"\s*\/?>/, `<base href="${prefix}${basePath}/" />`));
  };

  site.get('/', page);
  site.get('/index.html', page);
  site.use(
    '*',
    serveStatic({
      root: relative(process.cwd(), folder) || '.',
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'public, max-age=3600');
      },
    }),
  );
  // A missing build file is a 404, not the app's page (a stale chunk must fail as a chunk).
  site.get('/assets/*', (c) => c.text('Not found', 404));
  site.get('*', page);
  return site;
}
