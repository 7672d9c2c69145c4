import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { RATE_LIMITS, type RateLimitRule, type RateLimitedAction } from '@parla/contract';
import type { Database } from '../db/database.js';
import { rateLimitBlocks, rateLimitEvents } from '../db/schema.js';

/** Limits the server enforces beyond the §9 table (the client never sends these calls itself). */
export const SERVER_RATE_LIMITS = {
  /** Partner sessions per partner key: 120 a minute, then a minute's block. */
  partner_session: { limit: 120, windowMs: 60_000, blockMs: 60_000, warningAt: 0.8 },
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

/**
 * Counts an action against the §9 table with a sliding window stored in the database: the action that reaches the
 * limit goes ahead and blocks the next ones for the rule's block time, counted from that moment (the window freeing
 * up does not end the block), as the client's limiter does.
 */
export async function checkRateLimit(
  db: Database,
  action: ServerRateLimitedAction,
  subject: RateLimitSubject,
  now: Date,
): Promise<RateLimitDecision> {
  const rule = ruleOf(action);
  const windowStart = new Date(now.getTime() - rule.windowMs);
  return db.transaction(async (tx) => {
    // Serialise checks of one key across processes sharing the database.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${subject.key}|${action}`}))`);
    const [block] = await tx
      .select()
      .from(rateLimitBlocks)
      .where(and(eq(rateLimitBlocks.key, subject.key), eq(rateLimitBlocks.action, action)))
      .limit(1);
    if (block && block.blockedUntil.getTime() > now.getTime()) {
      const wait = seconds(block.blockedUntil.getTime() - now.getTime());
      return { allowed: false, limit: rule.limit, remaining: 0, resetSeconds: wait, retryAfterSeconds: wait };
    }
    await tx
      .delete(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, subject.key), eq(rateLimitEvents.action, action), lte(rateLimitEvents.createdAt, windowStart)));
    const [window] = await tx
      .select({ used: count(), oldest: min(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, subject.key), eq(rateLimitEvents.action, action), gt(rateLimitEvents.createdAt, windowStart)));
    const used = window?.used ?? 0;
    const oldest = window?.oldest ? new Date(window.oldest) : now;
    const windowReset = seconds(oldest.getTime() + rule.windowMs - now.getTime());
    const startBlock = async () => {
      const blockedUntil = new Date(now.getTime() + rule.blockMs);
      await tx
        .insert(rateLimitBlocks)
        .values({ key: subject.key, action, userId: subject.userId ?? null, blockedUntil })
        .onConflictDoUpdate({ target: [rateLimitBlocks.key, rateLimitBlocks.action], set: { blockedUntil } });
      // The block replaces the window: once it ends, counting starts afresh.
      await tx.delete(rateLimitEvents).where(and(eq(rateLimitEvents.key, subject.key), eq(rateLimitEvents.action, action)));
    };
    if (used >= rule.limit) {
      // Counted before blocks started at the limit: block from now.
      await startBlock();
      const wait = seconds(rule.blockMs);
      return { allowed: false, limit: rule.limit, remaining: 0, resetSeconds: wait, retryAfterSeconds: wait };
    }
    const remaining = rule.limit - used - 1;
    if (remaining === 0) {
      await startBlock();
      return { allowed: true, limit: rule.limit, remaining, resetSeconds: seconds(rule.blockMs), retryAfterSeconds: 0 };
    }
    await tx.insert(rateLimitEvents).values({ key: subject.key, action, userId: subject.userId ?? null, createdAt: now });
    return {
      allowed: true,
      limit: rule.limit,
      remaining,
      resetSeconds: used === 0 ? seconds(rule.windowMs) : windowReset,
      retryAfterSeconds: 0,
    };
  });
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
