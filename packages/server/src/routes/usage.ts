import { Hono } from 'hono';
import { ENDPOINTS, QUOTA_TIER_LIMITS, RATE_LIMITS, RATE_LIMITED_ACTIONS, type UsageLimits } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { usageHistory } from '../data/usage-history.js';
import type { AppDeps } from '../deps.js';
import { routePath } from '../http/route-path.js';
import { currentUsage } from '../limits/usage.js';
import { requireAuth } from '../middleware/auth.js';
import { queryParams } from '../middleware/validate.js';

/** Quota usage: today's and this month's counters, per-day history and the limits. */
export function usageRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get(routePath('usage.current'), auth, async (c) => {
    const user = c.get('user');
    return c.json(await currentUsage(db, user.id, user.tier, clock.now()), 200);
  });

  app.get(routePath('usage.history'), auth, queryParams(ENDPOINTS['usage.history'].query), async (c) => {
    const { period } = c.req.valid('query');
    return c.json({ period, results: await usageHistory(db, c.get('user').id, period, clock.now()) }, 200);
  });

  app.get(routePath('usage.limits'), auth, (c) => {
    const rateLimits = Object.fromEntries(
      RATE_LIMITED_ACTIONS.map((action) => {
        const rule = RATE_LIMITS[action];
        return [action, { limit: rule.limit, window_seconds: rule.windowMs / 1000, block_seconds: rule.blockMs / 1000, warning_at: rule.warningAt }];
      }),
    ) as UsageLimits['rate_limits'];
    return c.json({ tier: c.get('user').tier, tiers: QUOTA_TIER_LIMITS, rate_limits: rateLimits }, 200);
  });

  return app;
}
