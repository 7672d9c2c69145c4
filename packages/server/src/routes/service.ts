import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { TERMS } from '../content/terms.js';
import type { AppDeps } from '../deps.js';
import { formatPolicy, pagePolicy } from '../http/content-security-policy.js';
import { routePath } from '../http/route-path.js';
import { buildOpenApiDocument } from '../openapi/openapi-document.js';
import { docsAssets } from '../openapi/docs-assets.js';
import { renderDocsPage } from '../openapi/docs-page.js';
import { serverCapabilities, supportedLanguages } from '../speech/server-capabilities.js';
import { speechOf } from '../speech/speech-of.js';
import { healthCheck } from './health.js';

/** Health, supported languages, terms, the OpenAPI document and the API reference page. */
export function serviceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  let document: Record<string, unknown> | undefined;
  const openApi = () => (document ??= buildOpenApiDocument());

  app.get(routePath('health.check'), healthCheck(deps));

  // Speech per language from the same capabilities as GET voice/capabilities/ (it said no speech anywhere).
  app.get(routePath('languages.supported'), (c) => c.json(supportedLanguages(serverCapabilities(speechOf(deps), deps.tutor)), 200));

  app.get(routePath('terms.get'), (c) => c.json(TERMS, 200));

  app.get('/api/v1/openapi.json', (c) => c.json(openApi(), 200));
  app.get('/api/v1/docs/', (c) => {
    const info = openApi().info as { title: string; version: string };
    const page = renderDocsPage({ title: `${info.title} ${info.version} — reference`, documentUrl: '/api/v1/openapi.json', assets: `/api/v1/docs/assets/${docsAssets().version}/` });
    // Swagger UI's files come from this origin and the page has no inline block: the page policy as it is.
    c.header('Content-Security-Policy', formatPolicy(pagePolicy()));
    return c.html(page);
  });
  // The renderer's files, only for the reference page; their URL carries swagger-ui-dist's version, so they never change.
  app.get('/api/v1/docs/assets/:version/:file', (c) => {
    const { version, files } = docsAssets();
    const file = c.req.param('version') === version ? files.get(c.req.param('file')) : undefined;
    if (!file) {
      return c.notFound();
    }
    const gzip = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Vary', 'Accept-Encoding');
    if (gzip) {
      c.header('Content-Encoding', 'gzip');
    }
    return c.body(new Uint8Array(gzip ? file.gzip : file.body), 200);
  });

  return app;
}
