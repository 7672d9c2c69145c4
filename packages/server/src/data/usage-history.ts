import { and, asc, eq, gte } from 'drizzle-orm';
import type { UsagePeriod } from '@parla/contract';
import type { Database } from '../db/database.js';
import { usageCounters } from '../db/schema.js';
import { utcDay } from '../limits/usage.js';

/** One day of usage. */
export interface UsageDay {
  date: string;
  messages: number;
  voiceRequests: number;
  aiCalls: number;
  totalRequests: number;
  /** Premium features used that day (in the data export). */
  premiumFeatures?: number;
  /** Learner messages the configured model reviewed that day (its own line, not a quota). */
  modelReviews: number;
}

const PERIOD_DAYS: Readonly<Record<UsagePeriod, number>> = { day: 1, week: 7, month: 30 };

function dayRow(row: typeof usageCounters.$inferSelect): UsageDay {
  return {
    date: row.day,
    messages: row.messages,
    voiceRequests: row.voiceRequests,
    aiCalls: row.aiCalls,
    totalRequests: row.totalRequests,
    modelReviews: row.modelReviews,
  };
}

/** Every stored day of a user's usage, oldest first, premium features included. */
export async function allUsageDays(db: Database, userId: string): Promise<UsageDay[]> {
  const rows = await db.select().from(usageCounters).where(eq(usageCounters.userId, userId)).orderBy(asc(usageCounters.day));
  return rows.map((row) => ({ ...dayRow(row), premiumFeatures: row.premiumFeatures }));
}

/** Per-day usage over the period ending today, oldest first, with zero days filled in. */
export async function usageHistory(db: Database, userId: string, period: UsagePeriod, now: Date): Promise<UsageDay[]> {
  const days = PERIOD_DAYS[period];
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const rows = await db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), gte(usageCounters.day, utcDay(first))));
  const byDay = new Map(rows.map((row) => [row.day, dayRow(row)]));
  const results: UsageDay[] = [];
  for (let index = 0; index < days; index += 1) {
    const day = utcDay(new Date(first.getTime() + index * 86_400_000));
    results.push(byDay.get(day) ?? { date: day, messages: 0, voiceRequests: 0, aiCalls: 0, totalRequests: 0, modelReviews: 0 });
  }
  return results;
}
