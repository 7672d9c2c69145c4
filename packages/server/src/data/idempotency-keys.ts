import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { idempotencyKeys } from '../db/schema.js';
import { preparedPerDatabase } from './live-session.js';

/** A stored idempotency key. */
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** Where a key is looked up: whose key, which key, for which route. */
export interface IdempotencyScope {
  /** `user:{id}` or `ip:{address}`. */
  scope: string;
  /** The client's Idempotency-Key. */
  key: string;
  /** The route name, so one key cannot replay another call. */
  route: string;
}

/** The unique index that lets one request claim a key (racing requests: one row wins). */
export const IDEMPOTENCY_KEY_INDEX = 'idempotency_keys_scope_key_route_idx';

/** A key's claim as a row holds it: the request it stands for, whose it is, and until when it is kept. */
export interface IdempotencyClaim extends IdempotencyScope {
  requestHash: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The ids of the turn a keyed send stored: what its Idempotency-Key keeps when the answer was a stream. */
export interface KeptTurn {
  conversation_id: string;
  user_message_id: string;
  ai_message_id: string;
}

/** The answer a key keeps for a streamed turn (read back by `replayKeptTurn`). */
export function keptTurnAnswer(turn: KeptTurn): string {
  return JSON.stringify({ kept_turn: turn });
}

/** The claim of a key, built once per database and sent as a prepared statement (every keyed send makes one). */
const claimQuery = preparedPerDatabase((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      route: sql.placeholder('route'),
      requestHash: sql.placeholder('requestHash'),
      userId: sql.placeholder('userId'),
      createdAt: sql.placeholder('now'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
    .prepare('claim_idempotency_key'),
);

/** Claims a key with an "in progress" row; false when a row exists already (the unique index decides between racing requests). */
export async function claimIdempotencyKey(
  db: Database,
  input: IdempotencyScope & { requestHash: string; userId: string | undefined; now: Date; expiresAt: Date },
): Promise<boolean> {
  const inserted = await claimQuery(db).execute({
    scope: input.scope,
    key: input.key,
    route: input.route,
    requestHash: input.requestHash,
    userId: input.userId ?? null,
    now: input.now,
    expiresAt: input.expiresAt,
  });
  return inserted.length > 0;
}

function matches(where: IdempotencyScope) {
  return and(eq(idempotencyKeys.scope, where.scope), eq(idempotencyKeys.key, where.key), eq(idempotencyKeys.route, where.route));
}

/** The stored row of a key, if any. */
export async function findIdempotencyKey(db: Database, where: IdempotencyScope): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(matches(where)).limit(1);
  return row;
}

/** Stores the response to replay for a claimed key. */
export async function completeIdempotencyKey(db: Database, where: IdempotencyScope, status: number, responseBody: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, responseBody }).where(matches(where));
}

/** Frees a key (its request failed, or the stored response expired), so the next request with it runs. */
export async function releaseIdempotencyKey(db: Database, where: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(matches(where));
}

/** Deletes keys whose 24 hours are over. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}

/** How long a key may stay "in progress": past this its request is taken as dead (its process was killed) and the key is free again. */
export const IN_PROGRESS_LIMIT_MS = 2 * 60 * 1000;

/** Frees keys claimed before `before` whose request never finished; returns how many. */
export async function releaseStaleIdempotencyClaims(db: Database, before: Date, where?: IdempotencyScope): Promise<number> {
  const released = await db
    .delete(idempotencyKeys)
    .where(and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, before), where ? matches(where) : undefined))
    .returning({ id: idempotencyKeys.id });
  return released.length;
}
