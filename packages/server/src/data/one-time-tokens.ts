import { and, eq, gt, isNull } from 'drizzle-orm';
import { createSecretToken, hashSecretToken } from '../auth/secret-token.js';
import type { Database } from '../db/database.js';
import { emailVerificationTokens, passwordResetTokens } from '../db/schema.js';

/** The two kinds of mailed single-use links. */
export type OneTimeTokenKind = 'verify_email' | 'password_reset';

/** Lifetimes: verification links last 48 hours, reset links 1 hour. */
export const ONE_TIME_TOKEN_LIFETIME_MS: Readonly<Record<OneTimeTokenKind, number>> = {
  verify_email: 48 * 3_600_000,
  password_reset: 3_600_000,
};

function tableOf(kind: OneTimeTokenKind) {
  return kind === 'verify_email' ? emailVerificationTokens : passwordResetTokens;
}

/** Creates a single-use token for a user and returns it in clear (only its hash is stored). */
export async function issueOneTimeToken(db: Database, kind: OneTimeTokenKind, userId: string, now: Date): Promise<string> {
  const token = createSecretToken();
  await db.insert(tableOf(kind)).values({
    userId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_LIFETIME_MS[kind]),
    createdAt: now,
  });
  return token;
}

/** Uses up a token: returns its user id when it exists, is unused and unexpired (and matches `userId` if given). */
export async function consumeOneTimeToken(
  db: Database,
  kind: OneTimeTokenKind,
  token: string,
  now: Date,
  userId?: string,
): Promise<string | undefined> {
  const table = tableOf(kind);
  const conditions = [eq(table.tokenHash, hashSecretToken(token)), isNull(table.usedAt), gt(table.expiresAt, now)];
  if (userId !== undefined) {
    conditions.push(eq(table.userId, userId));
  }
  const [used] = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(...conditions))
    .returning({ userId: table.userId });
  return used?.userId;
}
