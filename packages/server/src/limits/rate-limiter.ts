import { sql, type SQL } from 'drizzle-orm';
import { RATE_LIMITS, type RateLimitRule, type RateLimitedAction } from '@parla/contract';
import type { Database, Transaction } from '../db/database.js';
import { ApiError } from '../http/api-error.js';

/** Limits the server enforces beyond the §9 table (the client never sends these calls itself). */
export const SERVER_RATE_LIMITS = {
  /** Partner sessions per partner key: 120 a minute, then a minute's block. */
  partner_session: { limit: 120, windowMs: 60_000, blockMs: 60_000, warningAt: 0.8 },
  /** Failed sign-ins of one account from any number of addresses: 20 in 15 minutes, then 30 minutes' block. */
  login_account: { limit: 20, windowMs: 15 * 60_000, blockMs: 30 * 60_000, warningAt: 0.7 },
  /** Mails to one address (verification, reset, "you already have an account"): 5 an hour, then an hour's pause. */
  mail_recipient: { limit: 5, windowMs: 3_600_000, blockMs: 3_600_000, warningAt: 0.8 },
} as const satisfies Record<string, RateLimitRule>;

/** Every action the server counts. */
export type ServerRateLimitedAction = RateLimitedAction | keyof typeof SERVER_RATE_LIMITS;

function ruleOf(action: ServerRateLimitedAction): RateLimitRule {
  return action in SERVER_RATE_LIMITS ? SERVER_RATE_LIMITS[action as keyof typeof SERVER_RATE_LIMITS] : RATE_LIMITS[action as RateLimitedAction];
}

/** The outcome of one rate-limit check. */
export interface RateLimitDecision {
  /** Whether the action may go ahead (it has then been counted). */
  allowed: boolean;
  /** The rule's limit. */
  limit: number;
  /** Actions left in the window after this one. */
  remaining: number;
  /** Seconds until the window frees a slot (or the block ends). */
  resetSeconds: number;
  /** Seconds to wait before retrying, when refused. */
  retryAfterSeconds: number;
  /** When an allowed action was counted, for {@link refundRateLimit}. */
  countedAt?: Date;
}

/** Who is limited: a user id or a client address. */
export interface RateLimitSubject {
  /** Key of the counter, such as `user:<id>` or `ip:<address>`. */
  key: string;
  /** The user the events belong to (so deleting the user removes them). */
  userId?: string;
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Rows of a raw result, whichever driver produced it. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/** What the counting statement returns: the window row as this check left it. */
export interface RateLimitWindowRow {
  allowed: boolean;
  used: number;
  blocked_until: string | Date | null;
  oldest: string | Date | null;
}

const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * The statement that counts an action against the §9 table with a sliding window stored in the database: the action
 * that reaches the limit goes ahead and blocks the next ones for the rule's block time, counted from that moment (the
 * window freeing up does not end the block; once it ends, counting starts afresh), as the client's limiter does. The
 * key's window row (its events' times and its block) is inserted or updated under its row lock, so parallel checks,
 * from any number of processes, each see the one before and can never pass the limit together. It returns the window
 * row as the check left it ({@link rateLimitDecision} reads it); `when` adds a condition to counting at all (no row
 * then). It runs alone ({@link checkRateLimit}) or as a `WITH` part of a larger statement (a chat turn's start).
 */
export function rateLimitCountingStatement(action: ServerRateLimitedAction, subject: RateLimitSubject, now: Date, when: SQL = sql`true`): SQL {
  return rateLimitCountingSql(action, rateLimitValues(subject, action, now), when);
}

/** The values a count of `action` by `subject` at `now` puts in {@link rateLimitCountingSql}'s slots. */
export function rateLimitValues(subject: RateLimitSubject, action: ServerRateLimitedAction, now: Date): RateLimitSlots {
  const rule = ruleOf(action);
  return {
    key: subject.key,
    userId: subject.userId ?? null,
    at: now.toISOString(),
    windowStart: new Date(now.getTime() - rule.windowMs).toISOString(),
    blockEnd: new Date(now.getTime() + rule.blockMs).toISOString(),
  };
}

/** What changes from one count to the next: values, or placeholders of a statement prepared once (`preparedRaw`). */
export type RateLimitSlots = Record<'key' | 'userId' | 'at' | 'windowStart' | 'blockEnd', unknown>;

/** {@link rateLimitCountingStatement} with its changing values in `slots` (the rule's numbers are part of its text). */
export function rateLimitCountingSql(action: ServerRateLimitedAction, slots: RateLimitSlots, when: SQL = sql`true`): SQL {
  const rule = ruleOf(action);
  const { at, windowStart, blockEnd } = slots;
  // The events still counted: inside the window and, after a block that has ended, after that block began.
  const kept = sql`coalesce((SELECT array_agg(e ORDER BY e) FROM unnest(w.events) AS e WHERE e > ${windowStart}::timestamptz AND (w.blocked_until IS NULL OR e > w.blocked_until - ${rule.blockMs}::int * interval '1 millisecond')), '{}'::timestamptz[])`;
  const blocked = sql`(w.blocked_until IS NOT NULL AND w.blocked_until > ${at}::timestamptz)`;
  const full = sql`(cardinality(${kept}) >= ${rule.limit}::int)`;
  return sql`
    INSERT INTO rate_limit_windows AS w (key, action, user_id, events, blocked_until, allowed, used)
    SELECT ${slots.key}, ${action}, ${slots.userId}::uuid, ARRAY[${at}::timestamptz], CASE WHEN ${rule.limit}::int <= 1 THEN ${blockEnd}::timestamptz END, true, 0
    WHERE ${when}
    ON CONFLICT (key, action) DO UPDATE SET
      events = CASE WHEN ${blocked} THEN w.events WHEN ${full} THEN ${kept} ELSE ${kept} || ${at}::timestamptz END,
      blocked_until = CASE WHEN ${blocked} THEN w.blocked_until WHEN cardinality(${kept}) + 1 >= ${rule.limit}::int THEN ${blockEnd}::timestamptz END,
      allowed = NOT ${blocked} AND NOT ${full},
      used = CASE WHEN ${blocked} THEN ${rule.limit}::int ELSE cardinality(${kept}) END
    RETURNING w.allowed, w.used, w.blocked_until, (SELECT min(e) FROM unnest(w.events) AS e) AS oldest`;
}

/** What the counting statement returned ({@link rateLimitCountingStatement}) means for the action counted at `now`. */
export function rateLimitDecision(action: ServerRateLimitedAction, row: RateLimitWindowRow, now: Date): RateLimitDecision {
  const rule = ruleOf(action);
  const blockedUntil = row.blocked_until === null ? undefined : instant(row.blocked_until);
  if (!row.allowed) {
    const wait = seconds((blockedUntil?.getTime() ?? now.getTime() + rule.blockMs) - now.getTime());
    return { allowed: false, limit: rule.limit, remaining: 0, resetSeconds: wait, retryAfterSeconds: wait };
  }
  const used = Number(row.used);
  const remaining = rule.limit - used - 1;
  const oldest = row.oldest === null ? now : instant(row.oldest);
  const resetSeconds = remaining === 0 ? seconds(rule.blockMs) : used === 0 ? seconds(rule.windowMs) : seconds(oldest.getTime() + rule.windowMs - now.getTime());
  return { allowed: true, limit: rule.limit, remaining, resetSeconds, retryAfterSeconds: 0, countedAt: now };
}

/** Counts an action against the §9 table ({@link rateLimitCountingStatement}, one statement) and says whether it may go ahead. */
export async function checkRateLimit(
  db: Database | Transaction,
  action: ServerRateLimitedAction,
  subject: RateLimitSubject,
  now: Date,
): Promise<RateLimitDecision> {
  const [row] = rowsOf<RateLimitWindowRow>(await db.execute(rateLimitCountingStatement(action, subject, now)));
  if (!row) {
    throw new Error('the rate-limit statement returned no row');
  }
  return rateLimitDecision(action, row, now);
}

/** The error of a refused action: 429 `rate_limited` with its Retry-After and RateLimit headers. */
export function rateLimitRefusal(decision: RateLimitDecision): ApiError {
  return new ApiError(429, 'rate_limited', undefined, { headers: rateLimitHeaders(decision) });
}

/**
 * Takes back one counted action (a sign-in that turned out to be right counts for nothing), and the block it started,
 * if the window no longer holds the limit without it. One statement, under the window row's lock.
 */
export async function refundRateLimit(db: Database, action: ServerRateLimitedAction, subject: RateLimitSubject, decision: RateLimitDecision, now: Date): Promise<void> {
  const countedAt = decision.countedAt;
  if (countedAt === undefined) {
    return;
  }
  const rule = ruleOf(action);
  const at = countedAt.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  // The events without one of those counted at that instant (two checks may share a millisecond).
  const rest = sql`coalesce((SELECT array_agg(e ORDER BY e) FROM (SELECT e, row_number() OVER (PARTITION BY e) AS n FROM unnest(w.events) AS e) AS counted WHERE NOT (e = ${at}::timestamptz AND n = 1)), '{}'::timestamptz[])`;
  await db.execute(sql`
    UPDATE rate_limit_windows AS w SET
      events = ${rest},
      blocked_until = CASE WHEN (SELECT count(*) FROM unnest(${rest}) AS e WHERE e > ${windowStart}::timestamptz) < ${rule.limit}::int THEN NULL ELSE w.blocked_until END
    WHERE w.key = ${subject.key} AND w.action = ${action} AND ${at}::timestamptz = ANY (w.events)`);
}

/** The standard headers describing a decision: `RateLimit-*`, plus `Retry-After` when refused. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) {
    headers['Retry-After'] = String(decision.retryAfterSeconds);
  }
  return headers;
}
