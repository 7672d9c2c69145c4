import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './app-env.js';
import type { AppDeps } from './deps.js';
import { bodySizeLimit } from './middleware/body-limit.js';
import { errorHandler, notFoundHandler } from './middleware/error-handler.js';
import { requestIdMiddleware } from './middleware/request-id.js';
import { adminRoutes } from './routes/admin.js';
import { authRoutes } from './routes/auth.js';
import { batchRoutes } from './routes/batch.js';
import { chatRoutes } from './routes/chat.js';
import { conversationRoutes } from './routes/conversations.js';
import { devRoutes } from './routes/dev.js';
import { serviceRoutes } from './routes/service.js';
import { supportRoutes } from './routes/support.js';
import { usageRoutes } from './routes/usage.js';
import { userRoutes } from './routes/user.js';
import { voiceRoutes } from './routes/voice.js';

/** Headers a browser may read from responses. */
const EXPOSED_HEADERS = ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id', 'Content-Disposition'];

/**
 * Builds the v1 API as a Hono app from its dependencies; nothing is read from the environment.
 *
 * @example
 * const app = createApp({ db, mailer, tutor: createOfflineEngine(), clock: systemClock, config });
 * const response = await app.request('/health/');
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestIdMiddleware());
  if (deps.config.corsOrigins.length > 0) {
    app.use(
      '*',
      cors({
        origin: [...deps.config.corsOrigins],
        allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-API-Version', 'X-Request-Id', 'Idempotency-Key'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: EXPOSED_HEADERS,
        maxAge: 600,
      }),
    );
  }
  app.use('*', bodySizeLimit());
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
  if (deps.config.environment !== 'production') {
    app.route('/', devRoutes(deps));
  }
  return app;
}
