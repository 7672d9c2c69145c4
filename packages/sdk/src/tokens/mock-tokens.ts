import type { TokenPair, User } from '@parla/contract';
import { MOCK_TOKEN_LIFETIME_MS } from '@parla/contract/constants';
import { encodeBase64Url } from './base64url.js';

const UNSIGNED_HEADER = encodeBase64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));

function unsignedToken(claims: Record<string, string | number>): string {
  // An unsigned JWT (alg none) has an empty signature part.
  return `${UNSIGNED_HEADER}.${encodeBase64Url(JSON.stringify(claims))}.`;
}

/**
 * Development sign-in (§4 development helpers): unsigned JWT-shaped tokens for `user`, the access token
 * valid 24 hours and the refresh token 168 hours from `nowMs` (`MOCK_TOKEN_LIFETIME_MS`).
 * No server accepts them; they only make the client believe it is signed in.
 */
export function createMockTokens(user: Pick<User, 'id' | 'username'>, nowMs: number): TokenPair {
  const issuedAt = Math.floor(nowMs / 1000);
  const claims = { sub: user.id, user_id: user.id, username: user.username, iat: issuedAt };
  return {
    access: unsignedToken({
      ...claims,
      exp: Math.floor((nowMs + MOCK_TOKEN_LIFETIME_MS.access) / 1000),
      token_type: 'access',
    }),
    refresh: unsignedToken({
      ...claims,
      exp: Math.floor((nowMs + MOCK_TOKEN_LIFETIME_MS.refresh) / 1000),
      token_type: 'refresh',
    }),
  };
}
