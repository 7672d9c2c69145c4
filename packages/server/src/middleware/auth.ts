import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../auth/access-token.js';
import type { AppEnv } from '../app-env.js';
import { sessionEnded, type TokenSession } from '../data/live-session.js';
import { findUserOfLiveSession, type SessionUser } from '../data/sessions.js';
import type { Database } from '../db/database.js';
import { isUuid } from '../data/users.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { isAdmin } from '../http/serialize.js';

/** The verified claims of the request's bearer token that name a session; 401 without a valid one. */
async function tokenSessionOf(deps: Pick<AppDeps, 'clock' | 'config'>, header: string | undefined): Promise<{ userId: string; familyId: string }> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) {
    throw new ApiError(401, 'not_authenticated', 'Authentication credentials were not provided.');
  }
  const claims = await verifyAccessToken(deps.config.secret, match[1], deps.clock.now());
  if (!claims.sid || claims.user_id !== claims.sub || !isUuid(claims.user_id) || !isUuid(claims.sid)) {
    throw sessionEnded();
  }
  return { userId: claims.user_id, familyId: claims.sid };
}

/**
 * Requires a valid bearer access token of an existing user whose session is still live (not logged out, not revoked by a
 * reused refresh token or a password reset): a token stops working with the next request after its session ends, not at
 * its expiry. Sets `user` and `sessionId`.
 */
export function requireAuth(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { userId, familyId } = await tokenSessionOf(deps, c.req.header('Authorization'));
    const user = await findUserOfLiveSession(deps.db, userId, familyId);
    if (!user) {
      throw sessionEnded();
    }
    c.set('user', user);
    c.set('sessionId', familyId);
    await next();
  });
}

/**
 * `requireAuth` for the hot reads that check the session in their own statement (one statement per request instead of
 * two): verifies the token and sets `tokenSession` for the route's read, which marks it checked (see
 * `liveSessionCondition`). A request whose session no read checked (a validation error, a route that did not) is checked
 * here afterwards and answered 401 when its session has ended, so no answer ever goes out on an ended session.
 */
export function requireTokenSession(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session: TokenSession = { ...(await tokenSessionOf(deps, c.req.header('Authorization'))), checked: false };
    c.set('tokenSession', session);
    c.set('sessionId', session.familyId);
    await next();
    if (!session.checked && !(await findUserOfLiveSession(deps.db, session.userId, session.familyId))) {
      throw sessionEnded();
    }
  });
}

/**
 * The signed-in user of a request behind `requireAuth` or `requireTokenSession`: behind the latter, its session is
 * checked now unless a statement already did (401 when it has ended), for a path that answers before the route's own
 * statement would check it (an Idempotency-Key's repeat).
 */
export async function userOfRequest(c: Context<AppEnv>, db: Database): Promise<SessionUser> {
  const known = c.var.user as SessionUser | undefined;
  if (known) {
    return known;
  }
  const session = c.var.tokenSession as TokenSession | undefined;
  const user = session ? await findUserOfLiveSession(db, session.userId, session.familyId) : undefined;
  if (!session || !user) {
    throw sessionEnded();
  }
  session.checked = true;
  c.set('user', user);
  return user;
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
