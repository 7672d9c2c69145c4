import { Hono, type MiddlewareHandler } from 'hono';
import { ROUTES } from '@parla/contract';
import { cors } from 'hono/cors';
import { isPartnerOrigin } from './data/partner-keys.js';
import type { AppEnv } from './app-env.js';
import { createBackgroundTasks } from './background-tasks.js';
import { detectDictionaries } from './vocabulary/dictionary-shelf.js';
import { createBaseForms } from './vocabulary/base-forms.js';
import { installedApertium, installedBaseForms } from './vocabulary/offline-language-tools.js';
import type { AppDeps } from './deps.js';
import { apiVersion } from './middleware/api-version.js';
import { bodySizeLimit } from './middleware/body-limit.js';
import { errorHandler, notFoundHandler } from './middleware/error-handler.js';
import { nodeEventStreams } from './http/event-stream-response.js';
import { requestIdMiddleware } from './middleware/request-id.js';
import { securityHeaders } from './middleware/security-headers.js';
import { API_POLICY } from './http/content-security-policy.js';
import { adminRoutes } from './routes/admin.js';
import { authRoutes } from './routes/auth.js';
import { batchRoutes } from './routes/batch.js';
import { chatRoutes } from './routes/chat.js';
import { conversationRoutes } from './routes/conversations.js';
import { devRoutes } from './routes/dev.js';
import { partnerKeyRoutes } from './routes/partner-keys.js';
import { partnerRoutes } from './routes/partner.js';
import { serviceRoutes } from './routes/service.js';
import { supportRoutes } from './routes/support.js';
import { usageRoutes } from './routes/usage.js';
import { userRoutes } from './routes/user.js';
import { voiceRoutes } from './routes/voice.js';
import { reviewRoutes } from './routes/review.js';
import { progressRoutes } from './routes/progress.js';
import { vocabularyRoutes } from './routes/vocabulary.js';

/** Headers a browser may read from responses. */
const EXPOSED_HEADERS = ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id', 'Content-Disposition', 'Idempotent-Replayed'];

/**
 * CORS for the configured origins and for the origins of unrevoked partner keys (pages embedding `<tutor-chat>`),
 * looked up per cross-origin request so a revoked key's origins lose access at once. Partner-session calls come from
 * partner servers and never get CORS headers.
 */
function partnerAwareCors(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const configuredOrigins = new Set(deps.config.corsOrigins.map((origin) => origin.toLowerCase()));
  const middleware = cors({
    origin: async (origin, c) => {
      if (!origin || origin === new URL(c.req.url).origin) {
        return null;
      }
      return configuredOrigins.has(origin.toLowerCase()) || (await isPartnerOrigin(deps.db, origin)) ? origin : null;
    },
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-API-Version', 'X-Request-Id', 'Idempotency-Key'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  return async (c, next) => {
    if (!c.req.header('Origin') || c.req.path === ROUTES['partner.createSession'].path) {
      return next();
    }
    return middleware(c, next);
  };
}

/**
 * Builds the v1 API as a Hono app from its dependencies; nothing is read from the environment.
 *
 * @example
 * const app = createApp({ db, mailer, tutor: createOfflineEngine(), clock: systemClock, config });
 * const response = await app.request('/health/');
 */
export function createApp(given: AppDeps): Hono<AppEnv> {
  const deps: AppDeps = {
    ...given,
    background: given.background ?? createBackgroundTasks(),
    dictionaries: given.dictionaries ?? detectDictionaries(),
    apertium: given.apertium ?? installedApertium(),
    baseForms: given.baseForms ?? (given.apertium ? createBaseForms({ apertium: given.apertium }) : installedBaseForms()),
  };
  const app = new Hono<AppEnv>();
  // Outermost: an event stream answered on Node's response gets every other middleware's headers first.
  app.use('*', nodeEventStreams());
  app.use('*', requestIdMiddleware());
  app.use('*', securityHeaders({ policy: API_POLICY, noStore: true }));
  app.use('*', partnerAwareCors(deps));
  app.use('*', bodySizeLimit());
  app.use('/api/*', apiVersion());
  app.onError(errorHandler());
  app.notFound(notFoundHandler());

  app.route('/', serviceRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', conversationRoutes(deps));
  app.route('/', chatRoutes(deps));
  app.route('/', voiceRoutes(deps));
  app.route('/', usageRoutes(deps));
  app.route('/', supportRoutes(deps));
  app.route('/', batchRoutes(deps));
  app.route('/', adminRoutes(deps));
  app.route('/', partnerKeyRoutes(deps));
  app.route('/', partnerRoutes(deps));
  app.route('/', vocabularyRoutes(deps));
  app.route('/', reviewRoutes(deps));
  app.route('/', progressRoutes(deps));
  if (deps.config.environment !== 'production') {
    app.route('/', devRoutes(deps));
  }
  return app;
}
