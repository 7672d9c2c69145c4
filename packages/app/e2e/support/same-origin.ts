import type { BrowserContext } from '@playwright/test';

/** Every URL a browser context requests, in order (data: and blob: URLs left out: they never reach the network). */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:')) {
      urls.push(url);
    }
  });
  return urls;
}

/** The recorded URLs that left `origin` (a CDN, an analytics host…); an empty list when everything stayed home. */
export function foreignRequests(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => new URL(url).origin !== origin);
}
