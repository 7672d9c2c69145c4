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

/** Verifies an access token (HS256 only) at the given time; throws a 401 ApiError otherwise. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessTokenClaims & { sid?: string }> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'], currentDate: now });
    const claims = accessTokenClaims.parse(payload);
    return { ...claims, sid: typeof payload.sid === 'string' ? payload.sid : undefined };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new ApiError(401, 'token_expired', 'Your session has expired. Please sign in again.');
    }
    throw new ApiError(401, 'token_invalid', 'The access token is invalid.');
  }
}
