import { Hono } from 'hono';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { findActivePartnerKey, findOrCreatePartnerLearner, touchPartnerKey } from '../data/partner-keys.js';
import { startSession } from '../data/sessions.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { checkRateLimit, rateLimitHeaders } from '../limits/rate-limiter.js';
import { jsonBody } from '../middleware/validate.js';

/** The partner key of a request: `Authorization: Bearer pk_…` or `X-Partner-Key: pk_…`. */
function partnerKeyOf(authorization: string | undefined, header: string | undefined): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return header?.trim() || bearer;
}

/**
 * Partner sessions: a partner's backend exchanges its secret key for a learner session, so its learners never sign up
 * twice. Learners are matched per partner by `external_user_id` and created on first use (terms not yet accepted).
 */
export function partnerRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();

  app.post(routePath('partner.createSession'), async (c, next) => {
    const key = partnerKeyOf(c.req.header('Authorization'), c.req.header('X-Partner-Key'));
    if (!key) {
      throw new ApiError(401, 'not_authenticated', 'A partner key is required (Authorization: Bearer pk_… or X-Partner-Key).');
    }
    const partnerKey = await findActivePartnerKey(db, key);
    if (!partnerKey) {
      throw new ApiError(401, 'token_invalid', 'The partner key is invalid or has been revoked.');
    }
    // Keys belong on the partner's server; a browser call from an origin the key does not allow is refused.
    const origin = c.req.header('Origin');
    if (origin && !partnerKey.allowedOrigins.includes(origin.toLowerCase())) {
      throw new ApiError(403, 'permission_denied', 'This partner key does not allow requests from this origin.');
    }
    const decision = await checkRateLimit(db, 'partner_session', { key: `partner-key:${partnerKey.id}` }, clock.now());
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) {
      throw new ApiError(429, 'rate_limited', undefined, { headers });
    }
    for (const [name, value] of Object.entries(headers)) {
      c.header(name, value);
    }
    c.set('partnerKey', partnerKey);
    await next();
  }, jsonBody(ENDPOINTS['partner.createSession'].body), async (c) => {
    const partnerKey = c.get('partnerKey');
    const body = c.req.valid('json');
    const now = clock.now();
    const { user, created } = await findOrCreatePartnerLearner(db, partnerKey.partner, body, now);
    await touchPartnerKey(db, partnerKey.id, now);
    const tokens = await startSession(db, config.secret, user, now);
    return c.json({ ...tokens, user_id: user.id, created }, 200);
  });

  return app;
}
