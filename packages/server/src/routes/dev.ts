import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { safeEqual } from '../auth/secret-token.js';
import { pageTotal, totalOverAllRows } from '../data/page-total.js';
import { outboxMails } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { isAdmin, nextPageLink } from '../http/serialize.js';
import { requireAuth } from '../middleware/auth.js';
import { queryParams } from '../middleware/validate.js';

/** The header that carries the development outbox key. */
export const DEV_OUTBOX_KEY_HEADER = 'X-Parla-Dev-Key';

/**
 * Lets through only those entitled to read every user's mail: the holder of the outbox key the server printed at
 * start-up, or a signed-in admin. Anyone else gets 403, whatever the environment.
 */
function outboxReader(deps: AppDeps) {
  const signedIn = requireAuth(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(DEV_OUTBOX_KEY_HEADER);
    if (key !== undefined && deps.config.devOutboxKey !== undefined && safeEqual(key, deps.config.devOutboxKey)) {
      return next();
    }
    if (key === undefined && c.req.header('Authorization')) {
      return signedIn(c, async () => {
        if (!isAdmin(c.get('user'))) {
          throw new ApiError(403, 'permission_denied');
        }
        await next();
      });
    }
    throw new ApiError(403, 'permission_denied', `The development outbox needs the key the server printed at start-up (${DEV_OUTBOX_KEY_HEADER}) or an admin's sign-in.`);
  });
}

/** The development outbox: mails the server would have sent, newest first (mounted only outside production, readable only by the entitled). */
export function devRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(routePath('dev.outbox'), outboxReader(deps), queryParams(ENDPOINTS['dev.outbox'].query), async (c) => {
    const { limit, offset, to } = c.req.valid('query');
    // Mails of requests already answered are still being written beside them: wait for them (bounded).
    await deps.background?.idle();
    const where = to ? eq(outboxMails.toAddress, to.toLowerCase()) : undefined;
    const page = await deps.db
      .select({ mail: outboxMails, total: totalOverAllRows() })
      .from(outboxMails)
      .where(where)
      .orderBy(desc(outboxMails.createdAt))
      .limit(limit)
      .offset(offset);
    const totalCount = await pageTotal(page, offset, async () => {
      const [counted] = await deps.db.select({ value: count() }).from(outboxMails).where(where);
      return counted?.value ?? 0;
    });
    return c.json(
      {
        results: page.map(({ mail: row }) => ({ id: row.id, to: row.toAddress, subject: row.subject, text: row.text, links: row.links, created_at: row.createdAt.toISOString() })),
        next: nextPageLink(c.req.url, offset, limit, totalCount),
        count: totalCount,
      },
      200,
    );
  });
  return app;
}
