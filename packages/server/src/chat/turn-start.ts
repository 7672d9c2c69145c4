import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { QuotaTier } from '@parla/contract';
import { REPLY_SILENCE_LIMIT_MS } from '../data/interrupted-work.js';
import { sessionEnded } from '../data/live-session.js';
import { IDEMPOTENCY_KEY_INDEX, keptTurnAnswer, type IdempotencyClaim, type IdempotencyScope } from '../data/idempotency-keys.js';
import type { Database } from '../db/database.js';
import { conversationFromJson, messageFromJson, rowsOf, type JsonRow } from '../db/rows-from-json.js';
import type { ConversationRow, MessageRow } from '../db/schema.js';
import { ApiError, notFound } from '../http/api-error.js';
import { violatesUnique } from '../http/database-failure.js';
import {
  rateLimitCountingSql,
  rateLimitDecision,
  rateLimitRefusal,
  type RateLimitDecision,
  rateLimitValues,
  type RateLimitWindowRow,
  type ServerRateLimitedAction,
} from '../limits/rate-limiter.js';
import { quotaCountingSql, incrementShape, quotaReservation, quotaValues, refundQuota, throwQuotaRefusal, type UsageIncrement } from '../limits/usage.js';
import { preparedRaw } from '../db/prepared-raw.js';
import type { TutorTurn } from '../tutor/tutor-engine.js';

/** The index that lets one reply of a conversation be written at a time (migration 0013). */
export const ONE_REPLY_WRITTEN_INDEX = 'messages_one_reply_written_idx';

/** A stored turn start: the conversation as updated, both messages, and the turns the tutor is given (the learner's last). */
export interface TurnStart {
  conversation: ConversationRow;
  userMessage: MessageRow;
  aiMessage: MessageRow;
  recentTurns: TutorTurn[];
  /** The rate limit the statement counted the turn against, when it was asked to (its headers go on the answer). */
  rateLimit?: RateLimitDecision;
  /** Whether the statement stored the turn's ids as the answer of the Idempotency-Key it was given (`keep` or `claim`). */
  keptForKey: boolean;
}

/**
 * Thrown by a turn's statement given a key to `claim` that it could not store the turn with: the key is taken (a repeat,
 * or a request with it being answered), or a reply of the conversation is still written. Nothing was stored or counted;
 * the caller claims the key on its own first, as without `claim`, and answers as that says.
 */
export class ClaimKeyFirst extends Error {
  constructor() {
    super('the Idempotency-Key is to be claimed on its own first');
    this.name = 'ClaimKeyFirst';
  }
}

/** A turn to start: who, where, what, when, what it counts; and what the statement also does (a rate limit, a key). */
export interface TurnStartInput extends TurnStartOptions {
  learner: TurnLearner;
  conversationId: string;
  /** The learner's message. */
  text: string;
  now: Date;
  /** What the turn counts against the learner's quotas. */
  usage: UsageIncrement;
  /** How many recent delivered messages the tutor is given. */
  window: number;
}

/** What the statement that starts a turn also does: count a §9 rate limit, keep the turn for a claimed key. */
export interface TurnStartOptions {
  /** The §9 limit of the learner to count the turn against. */
  rateLimit?: ServerRateLimitedAction;
  /** The Idempotency-Key the request claimed: the statement stores the turn's ids as its answer (see `keptTurnBody`). */
  keep?: IdempotencyScope;
  /**
   * An Idempotency-Key not claimed yet: the statement claims it with the turn's ids as its answer, and stores nothing
   * when it is taken ({@link ClaimKeyFirst}); one statement fewer than its claim before the turn.
   */
  claim?: IdempotencyClaim;
}

interface TurnStartRow {
  owner: boolean;
  tier: QuotaTier | null;
  kept: boolean;
  rate: RateLimitWindowRow | string | null;
  owned: boolean;
  counted: boolean;
  conversation: JsonRow | null;
  learner: JsonRow | null;
  reply: JsonRow | null;
  recent: { sender: string; text: string }[] | string | null;
}

/**
 * Who starts the turn: the learner's id and, when their session has not been checked yet (`requireTokenSession`), the
 * session (refresh-token family) their token names, which the statement then checks is live. Their tier is read by the
 * statement itself.
 */
export interface TurnLearner {
  id: string;
  familyId?: string;
}

/**
 * Starts a chat turn in one statement, whose cost does not grow with the conversation: marks the learner active (the
 * account's row first, the order a deletion takes its locks in), fails the conversation's replies whose writer has been
 * silent too long, counts the quota, reopens the conversation and moves its counter, last-message time and preview on,
 * stores the learner's message and the AI placeholder (`processing`) right after it, and reads the tutor's recent turns.
 * A reply of the conversation still being written makes the placeholder's insert fail on {@link ONE_REPLY_WRITTEN_INDEX},
 * which undoes the whole statement: undefined then (the caller waits and tries again). With `rateLimit`, the statement
 * also counts the turn against that §9 limit of the learner, right after marking them active (the order a deletion
 * takes its locks in), and stores nothing past a refusal: one round trip fewer before the first chunk than a separate
 * check. With the learner's `familyId`, the same statement checks their session is live (the request's session check
 * rides in it). Throws 401 for an account gone or a session ended, 429 `rate_limited` past the rate limit, 404 for a conversation that is not the
 * learner's (the rate limit counted, as a separate check before it would have), 429 over a quota (counting nothing).
 * With `keep`, the claimed Idempotency-Key gets the turn's ids as its answer in the same statement (one statement and
 * one round trip fewer before the first chunk than the middleware's own update); with `claim`, the key is claimed there
 * too, already answered (one statement fewer again), and a key taken or a reply still written throws {@link ClaimKeyFirst}.
 */
export async function storeTurnStart(db: Database, turn: TurnStartInput): Promise<TurnStart | undefined> {
  let rate: RateLimitDecision | undefined;
  for (let attempt = 1; ; attempt += 1) {
    // A second attempt (after a quota refusal that a parallel turn's refund may have undone) is not counted again.
    const attempted = await runTurnStart(db, rate ? { ...turn, rateLimit: undefined } : turn);
    if (!attempted) {
      return undefined;
    }
    rate = attempted.rate ?? rate;
    if (attempted.stored) {
      return rate ? { ...attempted.stored, rateLimit: rate } : attempted.stored;
    }
    await throwQuotaRefusal(db, turn.learner.id, attempted.tier, turn.now, turn.usage, attempt);
  }
}

/** One run of the turn's statement: what it stored (nothing when over a quota), and the rate limit it counted. */
interface TurnStartAttempt {
  stored?: TurnStart;
  /** The learner's tier, as the statement read it. */
  tier: QuotaTier;
  rate?: RateLimitDecision;
}

/** What decides the text of a turn's statement (its values are placeholders, see `turnStartSql`). */
interface TurnStartShape {
  rateLimit: ServerRateLimitedAction | undefined;
  usage: UsageIncrement;
  /** How the key keeps the turn: its claim updated, or claimed here. */
  keep: 'update' | 'claim' | undefined;
  /** Whether the statement checks the learner's session is live. */
  session: boolean;
}

/** Each slot of `slots` as the placeholder `{prefix}_{name}`. */
function placeholders<K extends string>(prefix: string, names: readonly K[]): Record<K, unknown> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(`${prefix}_${name}`)])) as Record<K, unknown>;
}

/** The values of `slots` under the names {@link placeholders} gives them. */
function prefixed(prefix: string, slots: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(slots).map(([name, value]) => [`${prefix}_${name}`, value]));
}

/** The statement that starts a turn, built once per database and shape (see `storeTurnStart`). */
const turnStartStatement = preparedRaw();

/** The text of a turn's statement, its values as placeholders (filled by `runTurnStart`). */
function turnStartSql({ rateLimit, usage, keep, session }: TurnStartShape): SQL {
  const p = (name: string) => sql.placeholder(name);
  // Counted only for an account still there (its row is locked first); nothing past the turn is stored when refused.
  const rate = rateLimit
    ? rateLimitCountingSql(rateLimit, placeholders('rate', ['key', 'userId', 'at', 'windowStart', 'blockEnd']), sql`EXISTS (SELECT 1 FROM owner)`)
    : sql`SELECT true AS allowed, 0 AS used, NULL::timestamptz AS blocked_until, NULL::timestamptz AS oldest`;
  const quota = quotaCountingSql(
    sql`(SELECT tier FROM owner)`,
    usage,
    placeholders('quota', ['userId', 'day', 'monthStart']),
    sql`EXISTS (SELECT 1 FROM owned) AND (SELECT count(*) FROM failed) >= 0 AND coalesce((SELECT allowed FROM rate), false)`,
  );
  // The session the token names, not logged out nor revoked (as `liveSessionCondition` checks it).
  const live = session
    ? sql`AND EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${p('familyId')}::uuid AND user_id = ${p('learnerId')}::uuid AND revoked_at IS NULL)`
    : sql``;
  // A key claimed here: a plain insert, so a key taken (by a repeat, or a racing request once it commits) undoes the whole
  // statement on the unique index, counting nothing.
  const claimed = sql`INSERT INTO idempotency_keys (scope, key, route, request_hash, user_id, status, response_body, created_at, expires_at)
        SELECT ${p('keptScope')}, ${p('keptKey')}, ${p('keptRoute')}, ${p('keptHash')}, (SELECT id FROM owner), 200, ${p('keptBody')},
          ${p('keptAt')}::timestamptz, ${p('keptUntil')}::timestamptz
        WHERE EXISTS (SELECT 1 FROM reply)
        RETURNING 1`;
  const kept = keep === 'claim' ? claimed : keep
    ? sql`UPDATE idempotency_keys SET status = 200, response_body = ${p('keptBody')}
        WHERE scope = ${p('keptScope')} AND key = ${p('keptKey')} AND route = ${p('keptRoute')} AND EXISTS (SELECT 1 FROM reply)
        RETURNING 1`
    : sql`SELECT 1 WHERE false`;
  // The parts run in the order the final SELECT reads them (each data-modifying part runs once, when first read).
  return sql`
      WITH owner AS (
        UPDATE users SET last_active_at = ${p('at')}::timestamptz WHERE id = ${p('learnerId')}::uuid ${live} RETURNING id, tier
      ), rate AS (${rate}
      ), owned AS (
        SELECT id FROM conversations WHERE id = ${p('conversationId')}::uuid AND user_id = (SELECT id FROM owner)
      ), failed AS (
        UPDATE messages SET status = 'failed'
        WHERE conversation_id = (SELECT id FROM owned) AND status = 'processing' AND coalesce(progress_at, created_at) <= ${p('silentSince')}::timestamptz
        RETURNING id
      ), quota AS (${quota}
      ), conversation AS (
        UPDATE conversations
        SET status = 'active', ended_at = NULL, message_count = message_count + 2, last_message_preview = '', last_message_at = ${p('aiAt')}::timestamptz, updated_at = ${p('at')}::timestamptz
        WHERE id = (SELECT id FROM owned) AND EXISTS (SELECT 1 FROM quota)
        RETURNING *
      ), learner AS (
        INSERT INTO messages (id, conversation_id, user_id, sender, message_text, status, created_at)
        SELECT ${p('userMessageId')}::uuid, c.id, c.user_id, 'user', ${p('text')}, 'delivered', ${p('at')}::timestamptz FROM conversation AS c
        RETURNING *
      ), reply AS (
        INSERT INTO messages (id, conversation_id, user_id, sender, message_text, status, created_at)
        SELECT ${p('aiMessageId')}::uuid, l.conversation_id, l.user_id, 'ai', '', 'processing', ${p('aiAt')}::timestamptz FROM learner AS l
        RETURNING *
      ), kept AS (${kept}
      )
      SELECT
        EXISTS (SELECT 1 FROM owner) AS owner,
        (SELECT tier FROM owner) AS tier,
        EXISTS (SELECT 1 FROM kept) AS kept,
        (SELECT row_to_json(r) FROM rate AS r) AS rate,
        EXISTS (SELECT 1 FROM owned) AS owned,
        EXISTS (SELECT 1 FROM quota) AS counted,
        (SELECT row_to_json(c) FROM conversation AS c) AS conversation,
        (SELECT row_to_json(l) FROM learner AS l) AS learner,
        (SELECT row_to_json(r) FROM reply AS r) AS reply,
        (SELECT coalesce(json_agg(json_build_object('sender', t.sender, 'text', t.message_text) ORDER BY t.seq), '[]'::json)
         FROM (SELECT seq, sender, message_text FROM messages
               WHERE conversation_id = ${p('conversationId')}::uuid AND status = 'delivered' AND EXISTS (SELECT 1 FROM reply)
               ORDER BY seq DESC LIMIT ${p('window')}::int) AS t) AS recent`;
}

async function runTurnStart(
  db: Database,
  { learner, conversationId, text, now, usage, window, rateLimit, keep, claim }: TurnStartInput,
): Promise<TurnStartAttempt | undefined> {
  const at = now.toISOString();
  const userMessageId = randomUUID();
  const aiMessageId = randomUUID();
  const key = claim ?? keep;
  const shape: TurnStartShape = { rateLimit, usage, keep: claim ? 'claim' : keep ? 'update' : undefined, session: learner.familyId !== undefined };
  const values: Record<string, unknown> = {
    at,
    aiAt: new Date(now.getTime() + 1).toISOString(),
    silentSince: new Date(now.getTime() - REPLY_SILENCE_LIMIT_MS).toISOString(),
    learnerId: learner.id,
    ...(learner.familyId !== undefined ? { familyId: learner.familyId } : {}),
    conversationId,
    text,
    userMessageId,
    aiMessageId,
    window,
    ...prefixed('quota', quotaValues(learner.id, now)),
    ...(rateLimit ? prefixed('rate', rateLimitValues({ key: `user:${learner.id}`, userId: learner.id }, rateLimit, now)) : {}),
    // The key's answer: the ids of the turn (what `keptTurnBody` keeps), stored only when the turn is.
    ...(key
      ? {
          keptBody: keptTurnAnswer({ conversation_id: conversationId, user_message_id: userMessageId, ai_message_id: aiMessageId }),
          keptScope: key.scope,
          keptKey: key.key,
          keptRoute: key.route,
        }
      : {}),
    ...(claim ? { keptHash: claim.requestHash, keptAt: claim.createdAt.toISOString(), keptUntil: claim.expiresAt.toISOString() } : {}),
  };
  let result: unknown;
  try {
    const shapeKey = `${rateLimit ?? '-'}|${incrementShape(usage)}|${shape.keep ?? '-'}|${shape.session ? 'session' : '-'}`;
    result = await turnStartStatement.run(db, shapeKey, () => turnStartSql(shape), values);
  } catch (error) {
    if (claim && (violatesUnique(error, IDEMPOTENCY_KEY_INDEX) || violatesUnique(error, ONE_REPLY_WRITTEN_INDEX))) {
      throw new ClaimKeyFirst();
    }
    if (violatesUnique(error, ONE_REPLY_WRITTEN_INDEX)) {
      return undefined;
    }
    throw error;
  }
  const [row] = rowsOf<TurnStartRow>(result);
  if (!row?.owner || !row.tier) {
    // The account is gone, or (checked here) the session its token names has ended: as `requireAuth` answers both.
    throw learner.familyId !== undefined ? sessionEnded() : new ApiError(401, 'not_authenticated');
  }
  const tier = row.tier;
  const rateRow = typeof row.rate === 'string' ? (JSON.parse(row.rate) as RateLimitWindowRow) : row.rate;
  const decision = rateLimit && rateRow ? rateLimitDecision(rateLimit, rateRow, now) : undefined;
  if (decision && !decision.allowed) {
    throw rateLimitRefusal(decision);
  }
  if (!row.owned) {
    throw notFound();
  }
  if (!row.counted) {
    return { rate: decision, tier };
  }
  if (!row.conversation || !row.learner || !row.reply) {
    // Deleted between the statement's read and its update: nothing was stored, and the quota is given back.
    await refundQuota(db, quotaReservation(learner.id, now, usage));
    throw notFound();
  }
  const userMessage = messageFromJson(row.learner);
  const recent = typeof row.recent === 'string' ? (JSON.parse(row.recent) as { sender: string; text: string }[]) : (row.recent ?? []);
  // The statement read the turns as they were before it: the learner's new message is the last one now.
  const earlier = recent.map((turn): TutorTurn => ({ role: turn.sender === 'ai' ? 'assistant' : 'user', content: turn.text }));
  const recentTurns: TutorTurn[] = [...earlier, { role: 'user' as const, content: text }].slice(-window);
  return {
    stored: { conversation: conversationFromJson(row.conversation), userMessage, aiMessage: messageFromJson(row.reply), recentTurns, keptForKey: row.kept },
    rate: decision,
    tier,
  };
}
