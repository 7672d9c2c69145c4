import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Context } from 'hono';

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
 * Serves the built reference app from a folder: precompressed `.br`/`.gz` assets with long cache headers for the hashed
 * ones, and `index.html` for every client-side route with a `<base href>` naming the app's base (the sub-path, behind a
 * trusted proxy prefixed with `X-Forwarded-Prefix`), so the app derives its asset and API URLs from the page.
 */
export function createStaticSite(folder: string, options: StaticSiteOptions = {}): Hono | undefined {
  const index = join(folder, 'index.html');
  if (!existsSync(index)) {
    return undefined;
  }
  const template = readFileSync(index, 'utf8');
  const basePath = normaliseBasePath(options.basePath);
  const site = new Hono();

  const page = (c: Context) => {
    const forwarded = options.trustProxy ? c.req.header('X-Forwarded-Prefix') : undefined;
    let prefix = '';
    try {
      prefix = forwarded ? normaliseBasePath(forwarded.split(',')[0]) : '';
    } catch {
      prefix = '';
    }
    const html = template.replace(/<base href="[^"]*"\s*\/?>/, `<base href="${prefix}${basePath}/" />`);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'X-Forwarded-Prefix');
    return c.html(html);
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
