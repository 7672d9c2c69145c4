import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { LanguageCode, PronunciationAttempt, PronunciationDay } from '@parla/contract';
import type { Database } from '../db/database.js';
import { pronunciationAttempts } from '../db/schema.js';
import { nextUtcMidnight } from '../limits/usage.js';

/** UTC days of the pronunciation trend, today included. */
const TREND_DAYS = 30;

/** Stores one scored attempt of a learner. */
export async function recordPronunciationAttempt(
  db: Database,
  attempt: { userId: string; language: LanguageCode; overallScore: number; createdAt: Date },
): Promise<void> {
  await db.insert(pronunciationAttempts).values(attempt);
}

/** Average overall score and number of attempts per UTC day among the last 30 days (today included), oldest first; days without attempts are left out. */
export async function pronunciationTrend(db: Database, userId: string, now: Date): Promise<PronunciationDay[]> {
  const end = nextUtcMidnight(now);
  const start = new Date(end.getTime() - TREND_DAYS * 86_400_000);
  const day = sql<string>`to_char(${pronunciationAttempts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      average_score: sql<number>`round(avg(${pronunciationAttempts.overallScore})::numeric, 1)::float8`.mapWith(Number),
      attempts: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(pronunciationAttempts)
    .where(and(eq(pronunciationAttempts.userId, userId), gte(pronunciationAttempts.createdAt, start), lt(pronunciationAttempts.createdAt, end)))
    .groupBy(day)
    .orderBy(day);
}

/** Every stored attempt of a learner, oldest first, for the data export. */
export async function allPronunciationAttempts(db: Database, userId: string): Promise<PronunciationAttempt[]> {
  const rows = await db.select().from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId)).orderBy(asc(pronunciationAttempts.createdAt));
  return rows.map((row) => ({ language: row.language, overall_score: row.overallScore, created_at: row.createdAt.toISOString() }));
}
