import { eq } from 'drizzle-orm';
import { TERMS_VERSION, preferences as preferencesSchema, type RegisterPreferences } from '@parla/contract';
import type { Database } from '../db/database.js';
import { outboxMails, users, type UserRow } from '../db/schema.js';
import { deleteMessagesOfUser } from './deletion-lock-order.js';

/** The user with this (lower-case) email, if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

/** The user with this id, if any. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * What accepting the current terms records on a user (§4): their version and when. Registration (whose form requires the
 * acceptance, §5) and accept-terms both store exactly these columns, so the profile and the terms status agree.
 */
export function acceptedTerms(now: Date): Pick<UserRow, 'termsVersion' | 'termsAcceptedAt'> {
  return { termsVersion: TERMS_VERSION, termsAcceptedAt: now };
}

/** Whether a user has accepted the current terms (the profile's `terms_accepted`, the negation of `needs_acceptance`). */
export function hasAcceptedCurrentTerms(user: Pick<UserRow, 'termsVersion' | 'termsAcceptedAt'>): boolean {
  return user.termsAcceptedAt !== null && user.termsVersion === TERMS_VERSION;
}

/**
 * Stores a new, unverified user; its preferences are the defaults with `preferences` (chosen on the device) over them.
 * With `termsAccepted` (the registration form's ticked box) the current terms are recorded as accepted at `now`.
 */
export async function createUser(
  db: Database,
  input: { email: string; firstName: string; lastName: string; passwordHash: string; preferences?: RegisterPreferences; termsAccepted: boolean; now: Date },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      preferences: preferencesSchema.parse({ ...input.preferences }),
      ...(input.termsAccepted ? acceptedTerms(input.now) : {}),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!user) {
    throw new Error('insert returned no user');
  }
  return user;
}

/**
 * Records that a user was active at `now` (the admin's "Last active" and "Active today"): every sign-in (password, the
 * email-verification link, a refresh, a partner session) and every metered use (messages, voice) goes through here.
 */
export async function markActive(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}

/** Deletes a user and, by cascade, every row of theirs (their messages first: see `deletion-lock-order.ts`); also the outbox mails sent to them. */
export async function deleteUser(db: Database, user: Omit<UserRow, 'passwordHash'>): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteMessagesOfUser(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.delete(outboxMails).where(eq(outboxMails.toAddress, user.email));
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID (ids in paths are checked before reaching the database). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
