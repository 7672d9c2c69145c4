import { asc, desc, eq, max, min, sql } from 'drizzle-orm';
import type { AccountRecord } from '@parla/contract';
import type { Database } from '../db/database.js';
import { outboxMails, partnerLearners, refreshTokens, type UserRow } from '../db/schema.js';
import { isoOrNull } from '../http/serialize.js';

/** What the server keeps about an account beyond its profile: tier, role, activity, partner links, sessions, kept mails. */
export async function accountRecord(db: Database, user: Omit<UserRow, 'passwordHash'>): Promise<AccountRecord> {
  const [links, sessions, mails] = await Promise.all([
    db.select().from(partnerLearners).where(eq(partnerLearners.userId, user.id)).orderBy(asc(partnerLearners.createdAt)),
    db
      .select({
        id: refreshTokens.familyId,
        startedAt: min(refreshTokens.createdAt),
        lastRefreshedAt: max(refreshTokens.createdAt),
        expiresAt: max(refreshTokens.expiresAt),
        // A family is revoked when none of its tokens is left unrevoked.
        revokedAt: sql<Date | string | null>`CASE WHEN bool_and(${refreshTokens.revokedAt} IS NOT NULL) THEN max(${refreshTokens.revokedAt}) END`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id))
      .groupBy(refreshTokens.familyId)
      .orderBy(desc(min(refreshTokens.createdAt))),
    db.select().from(outboxMails).where(eq(outboxMails.toAddress, user.email)).orderBy(asc(outboxMails.createdAt)),
  ]);
  return {
    tier: user.tier,
    role: user.role,
    last_active_at: isoOrNull(user.lastActiveAt),
    partner_links: links.map((link) => ({ partner: link.partner, external_user_id: link.externalUserId, created_at: link.createdAt.toISOString() })),
    sessions: sessions.map((session) => ({
      id: session.id,
      started_at: iso(session.startedAt),
      last_refreshed_at: iso(session.lastRefreshedAt),
      expires_at: iso(session.expiresAt),
      revoked_at: session.revokedAt === null ? null : iso(session.revokedAt),
    })),
    mails: mails.map((mail) => ({ subject: mail.subject, text: mail.text, created_at: mail.createdAt.toISOString() })),
  };
}

/** ISO text of an aggregate's value, which drivers give as a Date or as text. */
function iso(value: Date | string | null): string {
  return value === null ? new Date(0).toISOString() : new Date(value).toISOString();
}
