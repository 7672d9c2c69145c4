import { and, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { cachePerDatabase } from '../db/per-database.js';
import { refreshTokens } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

/**
 * The session an access token names, before the database has confirmed it is live (see `requireTokenSession`). A read
 * that checks the session in its own statement ({@link liveSessionCondition}) marks it `checked`.
 */
export interface TokenSession {
  userId: string;
  /** The refresh-token family of the session. */
  familyId: string;
  /** Set once a statement found the session live. */
  checked: boolean;
}

/**
 * The condition that the session named by the placeholders `userId` and `familyId` is live: its refresh-token family has
 * not been revoked by a logout, a reused refresh token or a password reset, and the account still exists (deleting it
 * deletes its tokens). A read adds it to its `WHERE` (PostgreSQL evaluates it once, as an init plan), so the session
 * check rides in the read's statement: rows back mean the session is live (see {@link sessionCheckedBy}); no rows leave
 * the session to `requireTokenSession`'s own check.
 */
export function liveSessionCondition(db: Database): SQL {
  return exists(
    db
      .select({ live: sql`1` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), eq(refreshTokens.userId, sql.placeholder('userId')), isNull(refreshTokens.revokedAt))),
  );
}

/** The 401 of a token whose session has ended (as `requireAuth` answers it). */
export function sessionEnded(): ApiError {
  return new ApiError(401, 'token_invalid', 'The access token is invalid.');
}

/** Marks the session checked when a statement with {@link liveSessionCondition} returned rows. */
export function sessionCheckedBy(session: TokenSession, rows: readonly unknown[]): void {
  if (rows.length > 0) {
    session.checked = true;
  }
}

/** Caches one prepared statement per database and shape (a few shapes each: which filters a list has). */
export function preparedPerDatabase<Q>(build: (db: Database, shape: string) => Q): (db: Database, shape?: string) => Q {
  const cached = cachePerDatabase<Q>();
  return (db, shape = '') => cached(db, shape, () => build(db, shape));
}
