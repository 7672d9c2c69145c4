import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { PARTNER_KEY_PREFIX, preferences as preferencesSchema, type PartnerKey, type PartnerSessionRequest } from '@parla/contract';
import { hashPassword } from '../auth/password.js';
import { hashSecretToken } from '../auth/secret-token.js';
import type { Database } from '../db/database.js';
import { partnerKeys, partnerLearners, users, type PartnerKeyRow, type UserRow } from '../db/schema.js';
import { isoOrNull } from '../http/serialize.js';
import { findUserById } from './users.js';

/** Thrown inside the creating transaction when another request linked the learner first. */
class ConcurrentLearnerCreation extends Error {}

/** How many characters of a key admins see (`pk_` and 8 more). */
const VISIBLE_PREFIX_LENGTH = PARTNER_KEY_PREFIX.length + 8;

/** Domain of the addresses given to partner learners whose partner sent no (free) email. */
const PARTNER_EMAIL_DOMAIN = 'partners.parla.invalid';

/** A partner key as admins see it (never the secret nor its hash). */
export function partnerKeyJson(row: PartnerKeyRow): PartnerKey {
  return {
    id: row.id,
    partner: row.partner,
    prefix: row.prefix,
    allowed_origins: row.allowedOrigins,
    created_at: row.createdAt.toISOString(),
    last_used_at: isoOrNull(row.lastUsedAt),
    revoked_at: isoOrNull(row.revokedAt),
  };
}

/** Creates a key: 32 random bytes after `pk_`, stored as sha256. Returns the row and the secret (shown once). */
export async function createPartnerKey(
  db: Database,
  input: { partner: string; allowedOrigins: readonly string[]; createdBy: string; now: Date },
): Promise<{ row: PartnerKeyRow; key: string }> {
  const key = `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(partnerKeys)
    .values({
      partner: input.partner,
      prefix: key.slice(0, VISIBLE_PREFIX_LENGTH),
      keyHash: hashSecretToken(key),
      allowedOrigins: [...new Set(input.allowedOrigins.map((origin) => origin.toLowerCase()))],
      createdBy: input.createdBy,
      createdAt: input.now,
    })
    .returning();
  if (!row) {
    throw new Error('insert returned no partner key');
  }
  return { row, key };
}

/** Every key, newest first. */
export async function listPartnerKeys(db: Database): Promise<PartnerKeyRow[]> {
  return db.select().from(partnerKeys).orderBy(desc(partnerKeys.createdAt));
}

/** Revokes a key (idempotent: a revoked key keeps its first revocation time); undefined when there is no such key. */
export async function revokePartnerKey(db: Database, id: string, now: Date): Promise<PartnerKeyRow | undefined> {
  await db
    .update(partnerKeys)
    .set({ revokedAt: now })
    .where(and(eq(partnerKeys.id, id), isNull(partnerKeys.revokedAt)));
  const [row] = await db.select().from(partnerKeys).where(eq(partnerKeys.id, id)).limit(1);
  return row;
}

/** The unrevoked key with this secret, if any. */
export async function findActivePartnerKey(db: Database, key: string): Promise<PartnerKeyRow | undefined> {
  if (!key.startsWith(PARTNER_KEY_PREFIX)) {
    return undefined;
  }
  const [row] = await db
    .select()
    .from(partnerKeys)
    .where(and(eq(partnerKeys.keyHash, hashSecretToken(key)), isNull(partnerKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Whether an unrevoked key allows this origin (for CORS on the learner API). */
export async function isPartnerOrigin(db: Database, origin: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerKeys.id })
    .from(partnerKeys)
    .where(and(isNull(partnerKeys.revokedAt), sql`${partnerKeys.allowedOrigins} @> ${JSON.stringify([origin.toLowerCase()])}::jsonb`))
    .limit(1);
  return row !== undefined;
}

/** Notes that a key was just used. */
export async function touchPartnerKey(db: Database, id: string, now: Date): Promise<void> {
  await db.update(partnerKeys).set({ lastUsedAt: now }).where(eq(partnerKeys.id, id));
}

function placeholderEmail(partner: string, externalUserId: string): string {
  const slug = partner.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'partner';
  const digest = createHash('sha256').update(`${partner}\u0000${externalUserId}`).digest('hex').slice(0, 24);
  return `${slug}-${digest}@${PARTNER_EMAIL_DOMAIN}`;
}

/**
 * The Parla learner of a partner's user, created on first use with terms not accepted. Its address is always a
 * placeholder of the partner's own: a partner never claims a real address, so it can neither mint an admin (whose
 * email is configured) nor keep a way into an account the address's owner registers later. The email a partner sends
 * is not stored. Names and languages are set at creation only: later changes are the learner's own.
 */
export async function findOrCreatePartnerLearner(
  db: Database,
  partner: string,
  input: PartnerSessionRequest,
  now: Date,
): Promise<{ user: UserRow; created: boolean }> {
  const [link] = await db
    .select()
    .from(partnerLearners)
    .where(and(eq(partnerLearners.partner, partner), eq(partnerLearners.externalUserId, input.external_user_id)))
    .limit(1);
  const linked = link ? await findUserById(db, link.userId) : undefined;
  if (linked) {
    return { user: linked, created: false };
  }
  const email = placeholderEmail(partner, input.external_user_id);
  // Partner learners sign in through their partner only: the password is random and never told to anyone.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const preferences = preferencesSchema.parse({
    ...(input.native_language ? { native_language: input.native_language } : {}),
    ...(input.target_language ? { target_language: input.target_language } : {}),
  });
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
        passwordHash,
        emailVerified: false,
        preferences,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) {
      throw new Error('insert returned no user');
    }
    const inserted = await tx
      .insert(partnerLearners)
      .values({ partner, externalUserId: input.external_user_id, userId: user.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      // A concurrent first session of the same learner won: drop ours and use theirs.
      throw new ConcurrentLearnerCreation();
    }
    return { user, created: true };
  }).catch(async (error: unknown) => {
    // A concurrent first session of the same learner won (unique address or link): use the learner it created.
    const [winner] = await db
      .select()
      .from(partnerLearners)
      .where(and(eq(partnerLearners.partner, partner), eq(partnerLearners.externalUserId, input.external_user_id)))
      .limit(1);
    const user = winner ? await findUserById(db, winner.userId) : undefined;
    if (!user) {
      throw error;
    }
    return { user, created: false };
  });
}

/** Ends every partner's link to an account whose owner has proved its address: no partner session reaches it any more. */
export async function detachFromPartners(db: Database, userId: string): Promise<void> {
  await db.delete(partnerLearners).where(eq(partnerLearners.userId, userId));
}
