import { and, eq, exists, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { partnerLearners, users } from '../db/schema.js';

/**
 * Gives the admin role to exactly the accounts entitled to it, and takes it from the others: a verified account whose
 * email is one of `adminEmails` and that no partner created. Runs at start-up (all accounts) and when an account proves
 * its address (`userId`: email verification, password reset). An email alone never makes an admin.
 */
export async function syncAdminRoles(db: Database, adminEmails: readonly string[], userId?: string): Promise<void> {
  const entitled: SQL =
    adminEmails.length === 0
      ? sql`false`
      : and(
          inArray(users.email, adminEmails.map((email) => email.toLowerCase())),
          eq(users.emailVerified, true),
          not(exists(db.select({ one: sql`1` }).from(partnerLearners).where(eq(partnerLearners.userId, users.id)))),
        ) ?? sql`false`;
  const role = sql`CASE WHEN ${entitled} THEN 'admin' ELSE 'learner' END`;
  await db
    .update(users)
    .set({ role: sql`${role}` })
    .where(and(ne(users.role, role), userId === undefined ? undefined : eq(users.id, userId)));
}
