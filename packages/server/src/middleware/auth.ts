import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../auth/access-token.js';
import type { AppEnv } from '../app-env.js';
import { findUserById } from '../data/users.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { isAdmin } from '../http/serialize.js';

/** Requires a valid bearer access token of an existing user; sets `user` and `sessionId`. */
export function requireAuth(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw new ApiError(401, 'not_authenticated', 'Authentication credentials were not provided.');
    }
    const claims = await verifyAccessToken(deps.config.secret, match[1], deps.clock.now());
    const user = await findUserById(deps.db, claims.user_id);
    if (!user || user.id !== claims.sub) {
      throw new ApiError(401, 'token_invalid', 'The access token is invalid.');
    }
    c.set('user', user);
    c.set('sessionId', claims.sid);
    await next();
  });
}

/** Requires the signed-in user to be an admin (email in PARLA_ADMIN_EMAILS); 403 otherwise. */
export function requireAdmin(deps: Pick<AppDeps, 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isAdmin(deps.config, c.get('user'))) {
      throw new ApiError(403, 'permission_denied');
    }
    await next();
  });
}
