import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Whether a path belongs to the API rather than the web app. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/health');
}

/** Serves the built reference app from a folder, falling back to index.html for client-side routes. */
export function createStaticSite(folder: string): Hono | undefined {
  const index = join(folder, 'index.html');
  if (!existsSync(index)) {
    return undefined;
  }
  const site = new Hono();
  site.use('*', serveStatic({ root: relative(process.cwd(), folder) || '.' }));
  site.get('*', (c) => c.html(readFileSync(index, 'utf8')));
  return site;
}
