import { encodeBase64Url } from '../tokens/base64url.js';

const HEADER = encodeBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** A JWT-shaped token as a server signs it at `issuedAtMs` on its own clock, expiring `lifetimeMs` later. */
export function tokenIssuedAt(issuedAtMs: number, lifetimeMs: number): string {
  const iat = Math.floor(issuedAtMs / 1000);
  const claims = { sub: 'user-1', user_id: 'user-1', username: 'ada@example.com', iat, exp: iat + lifetimeMs / 1000 };
  return `${HEADER}.${encodeBase64Url(JSON.stringify(claims))}.signature`;
}
