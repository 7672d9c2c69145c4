import type { AccessTokenClaims } from '@parla/contract';
import { decodeBase64Url } from './base64url.js';

function isClaims(value: unknown): value is AccessTokenClaims {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return false;
  }
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.user_id === 'string' &&
    typeof claims.username === 'string' &&
    typeof claims.exp === 'number' &&
    Number.isFinite(claims.exp) &&
    typeof claims.iat === 'number' &&
    Number.isFinite(claims.iat)
  );
}

/**
 * The claims of a JWT-shaped token (§3: user_id, username, exp, iat, plus sub), read without checking
 * the signature; null for anything malformed. Works in browsers and Node (no Buffer).
 */
export function decodeTokenClaims(token: string): AccessTokenClaims | null {
  if (typeof token !== 'string') {
    return null;
  }
  const parts = token.split('.');
  if (parts.length !== 3) {
    return null;
  }
  const payload = decodeBase64Url(parts[1] ?? '');
  if (payload === null) {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isClaims(value)) {
    return null;
  }
  const { sub, user_id, username, exp, iat } = value;
  return { sub, user_id, username, exp, iat };
}

/**
 * Whether a token is valid at `nowMs` (§4): it decodes and its expiry (`exp`, in seconds) is still in the future.
 * `exp` is on the server's clock, so pass the server's time when the device's clock may be off (the session's token
 * state adds the offset it learned from the `iat` of the tokens it received).
 */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) {
    return false;
  }
  const claims = decodeTokenClaims(token);
  return claims !== null && claims.exp * 1000 > nowMs;
}
