import { randomUUID } from 'node:crypto';
import { and, eq, exists, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { TokenPair } from '@parla/contract';
import { signAccessToken } from '../auth/access-token.js';
import { createSecretToken, hashSecretToken } from '../auth/secret-token.js';
import type { Database } from '../db/database.js';
import { refreshTokens, users, type UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { isUuid, markActive } from './users.js';

/** Lifetime of a refresh token: 30 days. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;

async function storeRefreshToken(db: Database, userId: string, familyId: string, now: Date): Promise<string> {
  const token = createSecretToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}

/** Starts a session: a new refresh-token family and an access token; the user counts as active now (every way of signing in starts one). */
export async function startSession(db: Database, secret: string, user: UserRow, now: Date): Promise<TokenPair> {
  await markActive(db, user.id, now);
  const familyId = randomUUID();
  const refresh = await storeRefreshToken(db, user.id, familyId, now);
  const access = await signAccessToken(secret, user, now, familyId);
  return { access, refresh };
}

/** The signed-in user as every authenticated request reads it: the account without its password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>;

const { passwordHash: _passwordHash, ...sessionUserColumns } = getTableColumns(users);

/** The live-session read, built once per database and sent as a prepared statement (the hottest query of the API). */
function buildLiveSessionQuery(db: Database) {
  return db
    .select(sessionUserColumns)
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        exists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, sql.placeholder('familyId')),
                eq(refreshTokens.userId, sql.placeholder('userId')),
                isNull(refreshTokens.revokedAt),
              ),
            ),
        ),
      ),
    )
    .limit(1)
    .prepare('find_user_of_live_session');
}

const liveSessionQueries = new WeakMap<Database, ReturnType<typeof buildLiveSessionQuery>>();

/**
 * The user of a live session, in one statement: the account exists and the session (refresh-token family) named by the
 * access token has not been revoked by a logout, a reused refresh token or a password reset.
 */
export async function findUserOfLiveSession(db: Database, userId: string, familyId: string): Promise<SessionUser | undefined> {
  if (!isUuid(userId) || !isUuid(familyId)) {
    return undefined;
  }
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = buildLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [user] = await query.execute({ userId, familyId });
  return user;
}

/** Revokes every token of a family (logout, or a reused token). */
export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of a user (password reset). */
export async function revokeAllSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Rotates a refresh token: the presented one is used up and a new one of the same family is
 * returned, and the user counts as active now. A token that was already used or revoked revokes
 * its whole family (theft detection).
 */
export async function rotateRefreshToken(
  db: Database,
  secret: string,
  token: string,
  now: Date,
  loadUser: (id: string) => Promise<UserRow | undefined>,
): Promise<TokenPair> {
  const invalid = new ApiError(401, 'token_invalid', 'The refresh token is invalid or has been revoked.');
  const [stored] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashSecretToken(token))).limit(1);
  if (!stored) {
    throw invalid;
  }
  if (stored.revokedAt || stored.usedAt) {
    await revokeFamily(db, stored.familyId, now);
    throw invalid;
  }
  if (stored.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError(401, 'token_expired', 'Your session has expired. Please sign in again.');
  }
  // Claim the token atomically: of two concurrent uses only one wins; the other counts as reuse.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, stored.familyId, now);
    throw invalid;
  }
  const user = await loadUser(stored.userId);
  if (!user) {
    throw invalid;
  }
  await markActive(db, user.id, now);
  const refresh = await storeRefreshToken(db, user.id, stored.familyId, now);
  const access = await signAccessToken(secret, user, now, stored.familyId);
  return { access, refresh };
}

/** The family of a refresh token, when it belongs to the user. */
export async function familyOfToken(db: Database, token: string, userId: string): Promise<string | undefined> {
  const [stored] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashSecretToken(token)), eq(refreshTokens.userId, userId)))
    .limit(1);
  return stored?.familyId;
}
