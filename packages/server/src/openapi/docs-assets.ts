import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file the reference page loads: its text, its gzip and its content type. */
export interface DocsAsset {
  body: Buffer;
  gzip: Buffer;
  contentType: string;
}

/** The browser code that starts Swagger UI on the page (an asset, not an inline script: the page's policy allows none). */
const INIT_SCRIPT = `(() => {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const follow = () => document.documentElement.classList.toggle('dark-mode', dark.matches);
  follow();
  dark.addEventListener('change', follow);
  window.ui = window.SwaggerUIBundle({
    url: document.documentElement.dataset.document,
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
    displayRequestDuration: true,
    filter: true,
    tryItOutEnabled: false,
    validatorUrl: null,
  });
})();
`;

/** The few rules of ours over Swagger UI's stylesheet: the page's background in dark mode. */
const PAGE_STYLE = `html.dark-mode, html.dark-mode body { background: #1c2022; color-scheme: dark; }
body { margin: 0; }
`;

const require = createRequire(import.meta.url);

/** Where the installed swagger-ui-dist lives, and its version (the assets' URLs carry it, so they can be cached for good). */
function swaggerUiDist(): { folder: string; version: string } {
  const manifest = require.resolve('swagger-ui-dist/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { folder: dirname(manifest), version };
}

function asset(body: Buffer, contentType: string): DocsAsset {
  return { body, gzip: gzipSync(body), contentType };
}

let loaded: { version: string; files: Map<string, DocsAsset> } | undefined;

/**
 * The reference page's assets by file name, read from the server's `swagger-ui-dist` dependency (nothing is copied into
 * the repository or fetched from a CDN) on the first request for the page, then kept with their gzip.
 */
export function docsAssets(): { version: string; files: ReadonlyMap<string, DocsAsset> } {
  if (!loaded) {
    const { folder, version } = swaggerUiDist();
    loaded = {
      version,
      files: new Map([
        ['swagger-ui.css', asset(readFileSync(join(folder, 'swagger-ui.css')), 'text/css; charset=utf-8')],
        ['swagger-ui-bundle.js', asset(readFileSync(join(folder, 'swagger-ui-bundle.js')), 'text/javascript; charset=utf-8')],
        ['reference.css', asset(Buffer.from(PAGE_STYLE), 'text/css; charset=utf-8')],
        ['reference.js', asset(Buffer.from(INIT_SCRIPT), 'text/javascript; charset=utf-8')],
      ]),
    };
  }
  return loaded;
}
