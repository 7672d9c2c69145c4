import { Hono } from 'hono';
import type { AppDeps } from './deps.js';
import { API_POLICY } from './http/content-security-policy.js';
import { requestIdMiddleware } from './middleware/request-id.js';
import { securityHeaders } from './middleware/security-headers.js';
import { HEALTH_PATH, healthCheck } from './routes/health.js';

/** A server's request handler, as `@hono/node-server` calls it. */
export type FetchHandler = (request: Request, serverEnv: unknown) => Response | Promise<Response>;

/**
 * The handler of a server still starting (issue #24: answer `/health/` within 1.5 s of a first start): `GET /health/`
 * (at `healthPath`) is answered as soon as the database is open and migrated, with the API's request id and security
 * headers, while the rest of the server loads; every other request waits for `ready` (the whole server's handler) and
 * goes to it, as every request does once it is ready.
 *
 * @example
 * serve({ port, fetch: startingHandler({ db, clock: systemClock }, loadWholeServer()) });
 */
export function startingHandler(deps: Pick<AppDeps, 'db' | 'clock'>, ready: Promise<FetchHandler>, healthPath: string = HEALTH_PATH): FetchHandler {
  const health = new Hono();
  health.use('*', requestIdMiddleware());
  health.use('*', securityHeaders({ policy: API_POLICY, noStore: true }));
  health.get(healthPath, healthCheck(deps));
  let whole: FetchHandler | undefined;
  ready.then(
    (handler) => {
      whole = handler;
    },
    // The caller reports a server that failed to load; requests waiting for it fail with it.
    () => undefined,
  );
  return (request, serverEnv) => {
    if (whole) {
      return whole(request, serverEnv);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && new URL(request.url).pathname === healthPath) {
      return health.fetch(request, serverEnv);
    }
    return ready.then((handler) => handler(request, serverEnv));
  };
}
