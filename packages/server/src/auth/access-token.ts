import { SignJWT, errors, jwtVerify } from 'jose';
import { accessTokenClaims, type AccessTokenClaims } from '@parla/contract';
import { ApiError } from '../http/api-error.js';

/** Lifetime of an access token: 15 minutes. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

/** The HMAC key of each secret, imported once (jose would import a raw key on every sign and verify). */
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** Signs an HS256 access token carrying `sub`, `user_id`, `username`, `exp`, `iat` (and the session family `sid`). */
export async function signAccessToken(
  secret: string,
  user: { id: string; email: string },
  now: Date,
  familyId: string,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ user_id: user.id, username: user.email, sid: familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
    .sign(await keyOf(secret));
}

/** The claims of a verified access token. */
export type VerifiedClaims = AccessTokenClaims & { sid?: string };

/** Most verified tokens kept per secret (a client sends the same access token for its 15 minutes). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Tokens whose signature was verified, by secret, with their claims (oldest first, dropped past the bound). */
const verifiedTokens = new Map<string, Map<string, VerifiedClaims>>();

function expired(): ApiError {
  return new ApiError(401, 'token_expired', 'Your session has expired. Please sign in again.');
}

/**
 * Verifies an access token (HS256 only) at the given time; throws a 401 ApiError otherwise. A token's signature is
 * checked once (jose, with the key imported once) and its claims kept, bounded: the HMAC job of WebCrypto was the
 * largest cost of an authenticated read. Its expiry is checked against `now` on every call, as jose does (`exp` at or
 * before now is expired); whether its session is still live is the caller's check, on every request.
 */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<VerifiedClaims> {
  let verified = verifiedTokens.get(secret);
  const kept = verified?.get(token);
  if (kept) {
    if (kept.exp <= Math.floor(now.getTime() / 1000)) {
      verified?.delete(token);
      throw expired();
    }
    return kept;
  }
  let claims: VerifiedClaims;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'], currentDate: now });
    claims = { ...accessTokenClaims.parse(payload), sid: typeof payload.sid === 'string' ? payload.sid : undefined };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw expired();
    }
    throw new ApiError(401, 'token_invalid', 'The access token is invalid.');
  }
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  if (verified.size >= VERIFIED_TOKENS_KEPT) {
    const oldest = verified.keys().next();
    if (!oldest.done) {
      verified.delete(oldest.value);
    }
  }
  verified.set(token, claims);
  return claims;
}
