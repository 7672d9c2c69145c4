import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { RateLimitedAction } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import type { AppDeps } from '../deps.js';
import { checkRateLimit, rateLimitHeaders, rateLimitRefusal, type RateLimitDecision, type RateLimitSubject } from '../limits/rate-limiter.js';
import { clientAddress } from './client-address.js';

/** Whom to count: the signed-in user (default) or the client address. */
export type RateLimitBy = 'user' | 'address';

function subjectOf(c: Context<AppEnv>, by: RateLimitBy, trustProxy: boolean): RateLimitSubject {
  if (by === 'address') {
    return { key: `ip:${clientAddress(c, trustProxy)}` };
  }
  const user = c.get('user');
  return { key: `user:${user.id}`, userId: user.id };
}

/** Puts a counted action's `RateLimit-*` headers on the answer (nothing without a decision). */
export function setRateLimitHeaders(c: Context<AppEnv>, decision: RateLimitDecision | undefined): void {
  for (const [name, value] of Object.entries(decision ? rateLimitHeaders(decision) : {})) {
    c.header(name, value);
  }
}

/** Enforces one row of the §9 rate-limit table; 429 with Retry-After and RateLimit-* headers when exceeded. */
export function rateLimit(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, action: RateLimitedAction, by: RateLimitBy = 'user') {
  return createMiddleware<AppEnv>(async (c, next) => {
    const decision = await checkRateLimit(deps.db, action, subjectOf(c, by, deps.config.trustProxy), deps.clock.now());
    if (!decision.allowed) {
      throw rateLimitRefusal(decision);
    }
    setRateLimitHeaders(c, decision);
    await next();
  });
}
