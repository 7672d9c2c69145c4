import { eq } from 'drizzle-orm';
import { preferences as preferencesSchema, type RegisterPreferences } from '@parla/contract';
import type { Database } from '../db/database.js';
import { outboxMails, users, type UserRow } from '../db/schema.js';

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

/** Stores a new, unverified user; its preferences are the defaults with `preferences` (chosen on the device) over them. */
export async function createUser(
  db: Database,
  input: { email: string; firstName: string; lastName: string; passwordHash: string; preferences?: RegisterPreferences; now: Date },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      preferences: preferencesSchema.parse({ ...input.preferences }),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!user) {
    throw new Error('insert returned no user');
  }
  return user;
}

/** Deletes a user and, by cascade, every row of theirs; also the outbox mails sent to them. */
export async function deleteUser(db: Database, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.delete(outboxMails).where(eq(outboxMails.toAddress, user.email));
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID (ids in paths are checked before reaching the database). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
