import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../auth/access-token.js';
import type { AppEnv } from '../app-env.js';
import { findUserOfLiveSession } from '../data/sessions.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { isAdmin } from '../http/serialize.js';

/**
 * Requires a valid bearer access token of an existing user whose session is still live (not logged out, not revoked by a
 * reused refresh token or a password reset): a token stops working with the next request after its session ends, not at
 * its expiry. Sets `user` and `sessionId`.
 */
export function requireAuth(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw new ApiError(401, 'not_authenticated', 'Authentication credentials were not provided.');
    }
    const claims = await verifyAccessToken(deps.config.secret, match[1], deps.clock.now());
    const user = claims.sid && claims.user_id === claims.sub ? await findUserOfLiveSession(deps.db, claims.user_id, claims.sid) : undefined;
    if (!user) {
      throw new ApiError(401, 'token_invalid', 'The access token is invalid.');
    }
    c.set('user', user);
    c.set('sessionId', claims.sid);
    await next();
  });
}

/** Requires the signed-in user to hold the admin role stored on their account; 403 otherwise. */
export function requireAdmin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isAdmin(c.get('user'))) {
      throw new ApiError(403, 'permission_denied');
    }
    await next();
  });
}
