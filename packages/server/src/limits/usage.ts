import { and, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
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
  /** Reviews of learner messages by the configured model: counted, never limited (the turn's AI call covers them). */
  modelReviews?: number;
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
    modelReviews: increment.modelReviews ?? 0,
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
        modelReviews: sql`${usageCounters.modelReviews} + ${values.modelReviews}`,
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

/** What a granted request took from the quotas, so a request that fails can give it back ({@link refundQuota}). */
export interface QuotaReservation {
  userId: string;
  /** The UTC day whose counters were counted. */
  day: string;
  increment: Required<UsageIncrement>;
}

const DAILY_COUNTERS = [
  ['messages', 'messages', 'messages'],
  ['voiceRequests', 'voice_requests', 'voice requests'],
  ['aiCalls', 'ai_calls', 'AI calls'],
] as const;

function fullIncrement(increment: UsageIncrement): Required<UsageIncrement> {
  return {
    messages: increment.messages ?? 0,
    voiceRequests: increment.voiceRequests ?? 0,
    aiCalls: increment.aiCalls ?? 0,
    totalRequests: increment.totalRequests ?? 0,
    modelReviews: increment.modelReviews ?? 0,
  };
}

/**
 * The statement that counts a request against the tier's quotas: an insert of today's counters whose conflict update
 * adds to them, both only when every counter the request adds to stays within its limit (the monthly total included),
 * returning the day when it counted and nothing when refused. `when` adds a condition to counting at all (a chat turn's
 * statement counts only for a conversation of the learner's). It can run alone or as a `WITH` part of a larger statement.
 */
export function quotaCountingStatement(userId: string, tier: QuotaTier, now: Date, increment: UsageIncrement, when: SQL = sql`true`): SQL {
  return quotaCountingSql(tier, increment, quotaValues(userId, now), when);
}

/** What changes from one quota count to the next: values, or placeholders of a statement prepared once (`preparedRaw`). */
export type QuotaSlots = Record<'userId' | 'day' | 'monthStart', unknown>;

/** The values a count for `userId` at `now` puts in {@link quotaCountingSql}'s slots. */
export function quotaValues(userId: string, now: Date): QuotaSlots {
  const day = utcDay(now);
  return { userId, day, monthStart: `${day.slice(0, 8)}01` };
}

/**
 * A tier's limit as SQL: its number for a known tier, or, for a tier the statement reads itself (`tier` is then an SQL
 * expression, such as the learner's row), the number of whichever tier that is.
 */
function limitSql(tier: QuotaTier | SQL, pick: (limits: (typeof QUOTA_TIER_LIMITS)[QuotaTier]) => number): SQL {
  if (typeof tier === 'string') {
    return sql`${pick(QUOTA_TIER_LIMITS[tier])}::int`;
  }
  const cases = Object.entries(QUOTA_TIER_LIMITS).map(([name, limits]) => sql`WHEN ${name} THEN ${pick(limits)}::int`);
  return sql`(CASE ${tier} ${sql.join(cases, sql` `)} END)`;
}

/**
 * {@link quotaCountingStatement} with its changing values in `slots` (the limits and the increment are part of its
 * text); `tier` may be an SQL expression the statement reads (a tier not yet known when it is built).
 */
export function quotaCountingSql(tier: QuotaTier | SQL, increment: UsageIncrement, slots: QuotaSlots, when: SQL = sql`true`): SQL {
  const added = fullIncrement(increment);
  const { userId, day, monthStart } = slots;
  // Earlier days of the month no longer change; today's row is read locked, as the conflict update sees it.
  const earlierThisMonth = sql`(SELECT coalesce(sum(earlier.total_requests), 0) FROM usage_counters AS earlier WHERE earlier.user_id = ${userId}::uuid AND earlier.day >= ${monthStart}::date AND earlier.day < ${day}::date)`;
  const withinLimits = (current: (column: string) => SQL) => {
    const checks: SQL[] = [sql`true`];
    for (const [key, column] of DAILY_COUNTERS) {
      if (added[key] > 0) {
        checks.push(sql`${current(column)} + ${added[key]}::int <= ${limitSql(tier, (limits) => limits.daily[key])}`);
      }
    }
    if (added.totalRequests > 0) {
      checks.push(sql`${earlierThisMonth} + ${current('total_requests')} + ${added.totalRequests}::int <= ${limitSql(tier, (limits) => limits.monthly.totalRequests)}`);
    }
    return sql.join(checks, sql` AND `);
  };
  return sql`
    INSERT INTO usage_counters AS counters (user_id, day, messages, voice_requests, ai_calls, total_requests, model_reviews)
    SELECT ${userId}::uuid, ${day}::date, ${added.messages}::int, ${added.voiceRequests}::int, ${added.aiCalls}::int, ${added.totalRequests}::int, ${added.modelReviews}::int
    WHERE ${withinLimits(() => sql`0`)} AND ${when}
    ON CONFLICT (user_id, day) DO UPDATE SET
      messages = counters.messages + excluded.messages,
      voice_requests = counters.voice_requests + excluded.voice_requests,
      ai_calls = counters.ai_calls + excluded.ai_calls,
      total_requests = counters.total_requests + excluded.total_requests,
      model_reviews = counters.model_reviews + excluded.model_reviews
    WHERE ${withinLimits((column) => sql.raw(`counters.${column}`))}
    RETURNING counters.day`;
}

/** A shape key of a quota count's increment, part of what {@link quotaCountingSql} writes into its text. */
export function incrementShape(increment: UsageIncrement): string {
  const added = fullIncrement(increment);
  return `${added.messages},${added.voiceRequests},${added.aiCalls},${added.totalRequests},${added.modelReviews}`;
}

/** What a reservation of `increment` counted on the day of `now`. */
export function quotaReservation(userId: string, now: Date, increment: UsageIncrement): QuotaReservation {
  return { userId, day: utcDay(now), increment: fullIncrement(increment) };
}

/**
 * Checks and counts a request against the tier's quotas in one atomic statement ({@link quotaCountingStatement}), so
 * parallel requests can never pass a quota. Refuses with 429 `quota_exceeded` and counts nothing otherwise. `db` may be
 * a transaction.
 */
export async function consumeQuota(db: Database, userId: string, tier: QuotaTier, now: Date, increment: UsageIncrement): Promise<QuotaReservation> {
  for (let attempt = 1; ; attempt += 1) {
    if (rowsOf(await db.execute(quotaCountingStatement(userId, tier, now, increment))).length > 0) {
      return quotaReservation(userId, now, increment);
    }
    await throwQuotaRefusal(db, userId, tier, now, increment, attempt);
  }
}

/**
 * After a refused count: throws the 429 naming the first counter the request would take past its limit. Returns (so the
 * caller counts once more) only on a first attempt when no counter is at its limit any more: a failed request has just
 * given its unit back.
 */
export async function throwQuotaRefusal(db: Database, userId: string, tier: QuotaTier, now: Date, increment: UsageIncrement, attempt: number): Promise<void> {
  const refusal = await quotaRefusal(db, userId, tier, now, fullIncrement(increment));
  if (refusal || attempt >= 2) {
    throw refusal ?? quotaError(`You have used today's quota. The quota resets at midnight UTC.`, nextUtcMidnight(now), now);
  }
}

/** Gives back what a reservation counted (the request it was for failed and must not count). */
export async function refundQuota(db: Database, reservation: QuotaReservation): Promise<void> {
  const { messages, voiceRequests, aiCalls, totalRequests, modelReviews } = reservation.increment;
  await db
    .update(usageCounters)
    .set({
      messages: sql`greatest(${usageCounters.messages} - ${messages}, 0)`,
      voiceRequests: sql`greatest(${usageCounters.voiceRequests} - ${voiceRequests}, 0)`,
      aiCalls: sql`greatest(${usageCounters.aiCalls} - ${aiCalls}, 0)`,
      totalRequests: sql`greatest(${usageCounters.totalRequests} - ${totalRequests}, 0)`,
      modelReviews: sql`greatest(${usageCounters.modelReviews} - ${modelReviews}, 0)`,
    })
    .where(and(eq(usageCounters.userId, reservation.userId), eq(usageCounters.day, reservation.day)));
}

/**
 * Runs a metered request: counts it first ({@link consumeQuota}, 429 when over a quota), and gives the units back
 * when the work throws, so only requests that succeed count. The learner counts as active.
 */
export async function withQuota<T>(db: Database, user: { id: string; tier: QuotaTier }, now: Date, increment: UsageIncrement, work: () => Promise<T>): Promise<T> {
  const reservation = await consumeQuota(db, user.id, user.tier, now, increment);
  await markActive(db, user.id, now);
  try {
    return await work();
  } catch (error) {
    try {
      await refundQuota(db, reservation);
    } catch {
      // The database failed too (the request's own error says so); the units stay counted.
    }
    throw error;
  }
}

/** The 429 for a refused request, naming the first counter it would take past its limit; undefined when none is. */
async function quotaRefusal(db: Database, userId: string, tier: QuotaTier, now: Date, added: Required<UsageIncrement>): Promise<ApiError | undefined> {
  const usage = await readUsage(db, userId, now);
  const limits = QUOTA_TIER_LIMITS[tier];
  for (const [key, , label] of DAILY_COUNTERS) {
    if (added[key] > 0 && usage.daily[key] + added[key] > limits.daily[key]) {
      return quotaError(`You have used today's ${limits.daily[key]} ${label}. The quota resets at midnight UTC.`, nextUtcMidnight(now), now);
    }
  }
  if (added.totalRequests > 0 && usage.monthly.totalRequests + added.totalRequests > limits.monthly.totalRequests) {
    return quotaError(`You have used this month's ${limits.monthly.totalRequests} requests. The quota resets on the 1st.`, nextUtcMonth(now), now);
  }
  return undefined;
}

/** Rows of a raw result, whichever driver produced it. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) {
    return result;
  }
  return (result as { rows?: unknown[] }).rows ?? [];
}

function quotaError(message: string, resetsAt: Date, now: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  return new ApiError(429, 'quota_exceeded', message, { headers: { 'Retry-After': String(retryAfter) } });
}
