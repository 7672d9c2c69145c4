import { Hono } from 'hono';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { feedback, supportReports } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { routePath } from '../http/route-path.js';
import { requireAuth } from '../middleware/auth.js';
import { idempotency } from '../middleware/idempotency.js';
import { jsonBody } from '../middleware/validate.js';

/** Problem reports and feedback from signed-in learners. */
export function supportRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.post(routePath('support.report'), auth, idempotency(deps, 'support.report'), jsonBody(ENDPOINTS['support.report'].body), async (c) => {
    const body = c.req.valid('json');
    const [stored] = await db
      .insert(supportReports)
      .values({
        userId: c.get('user').id,
        subject: body.subject,
        description: body.description,
        category: body.category,
        pageUrl: body.page_url ?? null,
        userAgent: body.user_agent ?? c.req.header('User-Agent') ?? null,
        createdAt: clock.now(),
      })
      .returning();
    if (!stored) {
      throw new Error('insert returned no report');
    }
    return c.json({ id: stored.id, created_at: stored.createdAt.toISOString(), message: 'Thank you — your report has been received.' }, 201);
  });

  app.post(routePath('support.feedback'), auth, idempotency(deps, 'support.feedback'), jsonBody(ENDPOINTS['support.feedback'].body), async (c) => {
    const body = c.req.valid('json');
    const [stored] = await db
      .insert(feedback)
      .values({ userId: c.get('user').id, rating: body.rating, comment: body.comment || null, category: body.category ?? null, createdAt: clock.now() })
      .returning();
    if (!stored) {
      throw new Error('insert returned no feedback');
    }
    return c.json({ id: stored.id, created_at: stored.createdAt.toISOString(), message: 'Thank you for your feedback!' }, 201);
  });

  return app;
}
