import { and, count, desc, eq, gte, ilike, or, sql, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import { ENDPOINTS, type AdminUser } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { pageTotal, totalOverAllRows } from '../data/page-total.js';
import { feedbackJson, supportReportJson } from '../data/support.js';
import { hasAcceptedCurrentTerms } from '../data/users.js';
import { conversations, feedback, messages, supportReports, usageCounters, users } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { routePath } from '../http/route-path.js';
import { isAdmin, isoOrNull, nextPageLink } from '../http/serialize.js';
import { startOfUtcDay, utcDay } from '../limits/usage.js';
import { requireAdmin, requireAuth } from '../middleware/auth.js';
import { queryParams } from '../middleware/validate.js';

/** The admin dashboard's calls: users, usage totals, reports and feedback. */
export function adminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(deps), requireAdmin()] as const;

  app.get(routePath('admin.users'), ...guard, queryParams(ENDPOINTS['admin.users'].query), async (c) => {
    const { limit, offset, search } = c.req.valid('query');
    const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
    const where = pattern
      ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
      : undefined;
    const conversationCount = db
      .select({ userId: conversations.userId, value: count().as('conversation_count') })
      .from(conversations)
      .groupBy(conversations.userId)
      .as('conversation_counts');
    const messageCount = db
      .select({ userId: messages.userId, value: count().as('message_count') })
      .from(messages)
      .where(eq(messages.sender, 'user'))
      .groupBy(messages.userId)
      .as('message_counts');
    const rows = await db
      .select({ user: users, conversations: conversationCount.value, messages: messageCount.value, total: totalOverAllRows() })
      .from(users)
      .leftJoin(conversationCount, eq(conversationCount.userId, users.id))
      .leftJoin(messageCount, eq(messageCount.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(limit)
      .offset(offset);
    const totalCount = await pageTotal(rows, offset, async () => {
      const [counted] = await db.select({ value: count() }).from(users).where(where);
      return counted?.value ?? 0;
    });
    const results: AdminUser[] = rows.map((row) => ({
      id: row.user.id,
      email: row.user.email,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      is_admin: isAdmin(row.user),
      email_verified: row.user.emailVerified,
      terms_accepted: hasAcceptedCurrentTerms(row.user),
      tier: row.user.tier,
      conversation_count: Number(row.conversations ?? 0),
      message_count: Number(row.messages ?? 0),
      created_at: row.user.createdAt.toISOString(),
      last_active_at: isoOrNull(row.user.lastActiveAt),
    }));
    return c.json({ results, next: nextPageLink(c.req.url, offset, limit, totalCount), count: totalCount }, 200);
  });

  app.get(routePath('admin.usage'), ...guard, async (c) => {
    const now = clock.now();
    const today = utcDay(now);
    const firstDay = utcDay(new Date(now.getTime() - 29 * 86_400_000));
    const [[userTotal], [activeToday], [conversationTotal], [todayTotals], perDay] = await Promise.all([
      db.select({ value: count() }).from(users),
      // Active today: signed in (any way) or used the tutor since midnight UTC (markActive).
      db.select({ value: count() }).from(users).where(gte(users.lastActiveAt, startOfUtcDay(now))),
      db.select({ value: count() }).from(conversations),
      db
        .select({ messages: sum(usageCounters.messages), voice: sum(usageCounters.voiceRequests) })
        .from(usageCounters)
        .where(eq(usageCounters.day, today)),
      db
        .select({ day: usageCounters.day, value: sql<string>`sum(${usageCounters.messages})` })
        .from(usageCounters)
        .where(and(gte(usageCounters.day, firstDay)))
        .groupBy(usageCounters.day)
        .orderBy(usageCounters.day),
    ]);
    return c.json(
      {
        users: userTotal?.value ?? 0,
        active_users_today: activeToday?.value ?? 0,
        conversations: conversationTotal?.value ?? 0,
        messages_today: Number(todayTotals?.messages ?? 0),
        voice_requests_today: Number(todayTotals?.voice ?? 0),
        messages_by_day: perDay.map((row) => ({ date: row.day, count: Number(row.value) })),
      },
      200,
    );
  });

  app.get(routePath('admin.reports'), ...guard, queryParams(ENDPOINTS['admin.reports'].query), async (c) => {
    const { limit, offset } = c.req.valid('query');
    const rows = await db
      .select({ report: supportReports, email: users.email, total: totalOverAllRows() })
      .from(supportReports)
      .leftJoin(users, eq(users.id, supportReports.userId))
      .orderBy(desc(supportReports.createdAt))
      .limit(limit)
      .offset(offset);
    const totalCount = await pageTotal(rows, offset, async () => {
      const [counted] = await db.select({ value: count() }).from(supportReports);
      return counted?.value ?? 0;
    });
    return c.json(
      { results: rows.map((row) => supportReportJson(row.report, row.email)), next: nextPageLink(c.req.url, offset, limit, totalCount), count: totalCount },
      200,
    );
  });

  app.get(routePath('admin.feedback'), ...guard, queryParams(ENDPOINTS['admin.feedback'].query), async (c) => {
    const { limit, offset } = c.req.valid('query');
    const rows = await db
      .select({ feedback, email: users.email, total: totalOverAllRows() })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .orderBy(desc(feedback.createdAt))
      .limit(limit)
      .offset(offset);
    const totalCount = await pageTotal(rows, offset, async () => {
      const [counted] = await db.select({ value: count() }).from(feedback);
      return counted?.value ?? 0;
    });
    return c.json(
      { results: rows.map((row) => feedbackJson(row.feedback, row.email)), next: nextPageLink(c.req.url, offset, limit, totalCount), count: totalCount },
      200,
    );
  });

  return app;
}
