import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh random token: 32 bytes, base64url. */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha256 of a token, as stored in the database. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time (by their sha256, so lengths leak nothing either). */
export function safeEqual(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}
