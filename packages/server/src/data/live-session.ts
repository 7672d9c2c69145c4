import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { refreshTokens } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

/**
 * The session an access token names, before the database has confirmed it is live (see `requireTokenSession`). A read
 * that checks the session in its own statement (a `FROM` {@link liveSessionSource}) marks it `checked`.
 */
export interface TokenSession {
  userId: string;
  /** The refresh-token family of the session. */
  familyId: string;
  /** Set once a statement found the session live. */
  checked: boolean;
}

/**
 * One row (`live = 1`) when the session named by the placeholders `userId` and `familyId` is live, none otherwise: its
 * refresh-token family has not been revoked by a logout, a reused refresh token or a password reset, and the account
 * still exists (deleting it deletes its tokens). A read selects `FROM` it and left-joins its own rows, so the session
 * check rides in the read's statement: no rows means the session ended.
 */
export function liveSessionSource(db: Database) {
  return db
    .select({ live: sql<number>`1`.as('live') })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), eq(refreshTokens.userId, sql.placeholder('userId')), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .as('live_session');
}

/** The 401 of a token whose session has ended (as `requireAuth` answers it). */
export function sessionEnded(): ApiError {
  return new ApiError(401, 'token_invalid', 'The access token is invalid.');
}

/** Marks the session checked when the statement returned its row; a 401 when it returned none (the session ended). */
export function confirmSession<T>(session: TokenSession, rows: T[]): T {
  const first = rows[0];
  if (first === undefined) {
    throw sessionEnded();
  }
  session.checked = true;
  return first;
}

/** Caches one prepared statement per database and shape (a few shapes each: which filters a list has). */
export function preparedPerDatabase<Q>(build: (db: Database, shape: string) => Q): (db: Database, shape?: string) => Q {
  const cache = new WeakMap<Database, Map<string, Q>>();
  return (db, shape = '') => {
    let shapes = cache.get(db);
    if (!shapes) {
      shapes = new Map();
      cache.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}
