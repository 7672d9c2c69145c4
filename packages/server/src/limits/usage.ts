import { and, eq, gte, lte, sql, sum } from 'drizzle-orm';
import { QUOTA_TIER_LIMITS, type QuotaTier, type UsageCurrent } from '@parla/contract';
import { markActive } from '../data/users.js';
import type { Database } from '../db/database.js';
import { usageCounters } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

/** Counters a request can add to. */
export interface UsageIncrement {
  messages?: number;
  voiceRequests?: number;
  aiCalls?: number;
  totalRequests?: number;
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Start of the UTC day of an instant (midnight UTC). */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

/** Start of the next UTC day. */
export function nextUtcMidnight(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate() + 1));
}

/** Start of the next UTC month. */
export function nextUtcMonth(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1));
}

/** Adds to today's counters of a user, who counts as active now. */
export async function recordUsage(db: Database, userId: string, now: Date, increment: UsageIncrement): Promise<void> {
  await markActive(db, userId, now);
  const values = {
    messages: increment.messages ?? 0,
    voiceRequests: increment.voiceRequests ?? 0,
    aiCalls: increment.aiCalls ?? 0,
    totalRequests: increment.totalRequests ?? 0,
  };
  await db
    .insert(usageCounters)
    .values({ userId, day: utcDay(now), ...values })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.day],
      set: {
        messages: sql`${usageCounters.messages} + ${values.messages}`,
        voiceRequests: sql`${usageCounters.voiceRequests} + ${values.voiceRequests}`,
        aiCalls: sql`${usageCounters.aiCalls} + ${values.aiCalls}`,
        totalRequests: sql`${usageCounters.totalRequests} + ${values.totalRequests}`,
      },
    });
}

/** A user's counters for today and for this month. */
export async function readUsage(db: Database, userId: string, now: Date) {
  const today = utcDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const [daily] = await db.select().from(usageCounters).where(and(eq(usageCounters.userId, userId), eq(usageCounters.day, today)));
  const [monthly] = await db
    .select({ totalRequests: sum(usageCounters.totalRequests), premiumFeatures: sum(usageCounters.premiumFeatures) })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), gte(usageCounters.day, monthStart), lte(usageCounters.day, today)));
  return {
    daily: { messages: daily?.messages ?? 0, voiceRequests: daily?.voiceRequests ?? 0, aiCalls: daily?.aiCalls ?? 0 },
    monthly: { totalRequests: Number(monthly?.totalRequests ?? 0), premiumFeatures: Number(monthly?.premiumFeatures ?? 0) },
  };
}

/** The `usage.current` body: counters against the tier's limits. */
export async function currentUsage(db: Database, userId: string, tier: QuotaTier, now: Date): Promise<UsageCurrent> {
  const usage = await readUsage(db, userId, now);
  const limits = QUOTA_TIER_LIMITS[tier];
  return {
    tier,
    daily: {
      messages: { used: usage.daily.messages, limit: limits.daily.messages },
      voiceRequests: { used: usage.daily.voiceRequests, limit: limits.daily.voiceRequests },
      aiCalls: { used: usage.daily.aiCalls, limit: limits.daily.aiCalls },
    },
    monthly: {
      totalRequests: { used: usage.monthly.totalRequests, limit: limits.monthly.totalRequests },
      premiumFeatures: { used: usage.monthly.premiumFeatures, limit: limits.monthly.premiumFeatures },
    },
    daily_resets_at: nextUtcMidnight(now).toISOString(),
    monthly_resets_at: nextUtcMonth(now).toISOString(),
  };
}

/** Refuses with 429 `quota_exceeded` when any counter the request would add to is already at its limit. */
export async function assertQuota(db: Database, userId: string, tier: QuotaTier, now: Date, increment: UsageIncrement): Promise<void> {
  const usage = await readUsage(db, userId, now);
  const limits = QUOTA_TIER_LIMITS[tier];
  const dailyChecks: Array<[keyof UsageIncrement & keyof typeof usage.daily, string]> = [
    ['messages', 'messages'],
    ['voiceRequests', 'voice requests'],
    ['aiCalls', 'AI calls'],
  ];
  for (const [key, label] of dailyChecks) {
    if ((increment[key] ?? 0) > 0 && usage.daily[key] + (increment[key] ?? 0) > limits.daily[key]) {
      throw quotaError(`You have used today's ${limits.daily[key]} ${label}. The quota resets at midnight UTC.`, nextUtcMidnight(now), now);
    }
  }
  if ((increment.totalRequests ?? 0) > 0 && usage.monthly.totalRequests + (increment.totalRequests ?? 0) > limits.monthly.totalRequests) {
    throw quotaError(
      `You have used this month's ${limits.monthly.totalRequests} requests. The quota resets on the 1st.`,
      nextUtcMonth(now),
      now,
    );
  }
}

function quotaError(message: string, resetsAt: Date, now: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  return new ApiError(429, 'quota_exceeded', message, { headers: { 'Retry-After': String(retryAfter) } });
}
