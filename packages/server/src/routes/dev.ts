import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { pageTotal, totalOverAllRows } from '../data/page-total.js';
import { outboxMails } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { routePath } from '../http/route-path.js';
import { nextPageLink } from '../http/serialize.js';
import { queryParams } from '../middleware/validate.js';

/** The development outbox: mails the server would have sent, newest first (mounted only outside production). */
export function devRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(routePath('dev.outbox'), queryParams(ENDPOINTS['dev.outbox'].query), async (c) => {
    const { limit, offset, to } = c.req.valid('query');
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
