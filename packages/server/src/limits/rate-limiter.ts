import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { RATE_LIMITS, type RateLimitRule, type RateLimitedAction } from '@parla/contract';
import type { Database, Transaction } from '../db/database.js';
import { rateLimitBlocks, rateLimitEvents } from '../db/schema.js';

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
  /** The stored count of an allowed action, for {@link refundRateLimit}. */
  eventId?: number;
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

/** Serialises checks of one key and action across processes sharing the database. */
async function lockKey(tx: Transaction, subject: RateLimitSubject, action: ServerRateLimitedAction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${subject.key}|${action}`}))`);
}

function ofKey(table: typeof rateLimitEvents | typeof rateLimitBlocks, subject: RateLimitSubject, action: ServerRateLimitedAction) {
  return and(eq(table.key, subject.key), eq(table.action, action));
}

/**
 * Counts an action against the §9 table with a sliding window stored in the database: the action that reaches the
 * limit goes ahead and blocks the next ones for the rule's block time, counted from that moment (the window freeing
 * up does not end the block; once it ends, counting starts afresh), as the client's limiter does.
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
    await lockKey(tx, subject, action);
    const [block] = await tx.select().from(rateLimitBlocks).where(ofKey(rateLimitBlocks, subject, action)).limit(1);
    if (block && block.blockedUntil.getTime() > now.getTime()) {
      const wait = seconds(block.blockedUntil.getTime() - now.getTime());
      return { allowed: false, limit: rule.limit, remaining: 0, resetSeconds: wait, retryAfterSeconds: wait };
    }
    if (block) {
      // The block has ended: what was counted up to its start is forgotten.
      const blockStart = new Date(block.blockedUntil.getTime() - rule.blockMs);
      await tx.delete(rateLimitEvents).where(and(ofKey(rateLimitEvents, subject, action), lte(rateLimitEvents.createdAt, blockStart)));
      await tx.delete(rateLimitBlocks).where(ofKey(rateLimitBlocks, subject, action));
    }
    await tx.delete(rateLimitEvents).where(and(ofKey(rateLimitEvents, subject, action), lte(rateLimitEvents.createdAt, windowStart)));
    const [window] = await tx
      .select({ used: count(), oldest: min(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(and(ofKey(rateLimitEvents, subject, action), gt(rateLimitEvents.createdAt, windowStart)));
    const used = window?.used ?? 0;
    const oldest = window?.oldest ? new Date(window.oldest) : now;
    const startBlock = async () => {
      const blockedUntil = new Date(now.getTime() + rule.blockMs);
      await tx
        .insert(rateLimitBlocks)
        .values({ key: subject.key, action, userId: subject.userId ?? null, blockedUntil })
        .onConflictDoUpdate({ target: [rateLimitBlocks.key, rateLimitBlocks.action], set: { blockedUntil } });
    };
    if (used >= rule.limit) {
      // Counted before blocks started at the limit: block from now.
      await startBlock();
      const wait = seconds(rule.blockMs);
      return { allowed: false, limit: rule.limit, remaining: 0, resetSeconds: wait, retryAfterSeconds: wait };
    }
    const [event] = await tx
      .insert(rateLimitEvents)
      .values({ key: subject.key, action, userId: subject.userId ?? null, createdAt: now })
      .returning({ id: rateLimitEvents.id });
    const remaining = rule.limit - used - 1;
    if (remaining === 0) {
      await startBlock();
    }
    const resetSeconds = remaining === 0 ? seconds(rule.blockMs) : used === 0 ? seconds(rule.windowMs) : seconds(oldest.getTime() + rule.windowMs - now.getTime());
    return { allowed: true, limit: rule.limit, remaining, resetSeconds, retryAfterSeconds: 0, ...(event ? { eventId: event.id } : {}) };
  });
}

/**
 * Takes back one counted action (a sign-in that turned out to be right counts for nothing), and the block it started,
 * if the window no longer holds the limit without it.
 */
export async function refundRateLimit(db: Database, action: ServerRateLimitedAction, subject: RateLimitSubject, decision: RateLimitDecision, now: Date): Promise<void> {
  const eventId = decision.eventId;
  if (eventId === undefined) {
    return;
  }
  const rule = ruleOf(action);
  await db.transaction(async (tx) => {
    await lockKey(tx, subject, action);
    await tx.delete(rateLimitEvents).where(and(ofKey(rateLimitEvents, subject, action), eq(rateLimitEvents.id, eventId)));
    const [window] = await tx
      .select({ used: count() })
      .from(rateLimitEvents)
      .where(and(ofKey(rateLimitEvents, subject, action), gt(rateLimitEvents.createdAt, new Date(now.getTime() - rule.windowMs))));
    if ((window?.used ?? 0) < rule.limit) {
      await tx.delete(rateLimitBlocks).where(ofKey(rateLimitBlocks, subject, action));
    }
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
