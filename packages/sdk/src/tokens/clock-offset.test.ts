import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from './base64url.js';
import { CLOCK_OFFSET_TOLERANCE_MS, clockOffset } from './clock-offset.js';

const HEADER = encodeBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const MINUTE = 60_000;
/** When the server issued the token, on its clock. */
const ISSUED_AT_MS = Date.parse('2025-03-10T10:00:00.000Z');

function tokenIssuedAt(issuedAtMs: number): string {
  const iat = Math.floor(issuedAtMs / 1000);
  const claims = { sub: 'user-1', user_id: 'user-1', username: 'ada@example.com', iat, exp: iat + 15 * 60 };
  return `${HEADER}.${encodeBase64Url(JSON.stringify(claims))}.signature`;
}

describe('clockOffset', () => {
  it('is negative by 20 minutes when the device clock is 20 minutes fast', () => {
    expect(clockOffset(tokenIssuedAt(ISSUED_AT_MS), ISSUED_AT_MS + 20 * MINUTE)).toBe(-20 * MINUTE);
  });

  it('is positive by 20 minutes when the device clock is 20 minutes slow', () => {
    expect(clockOffset(tokenIssuedAt(ISSUED_AT_MS), ISSUED_AT_MS - 20 * MINUTE)).toBe(20 * MINUTE);
  });

  it('is 0 when the clocks agree and the token took a few seconds to arrive', () => {
    expect(clockOffset(tokenIssuedAt(ISSUED_AT_MS), ISSUED_AT_MS + 4_000)).toBe(0);
    expect(clockOffset(tokenIssuedAt(ISSUED_AT_MS), ISSUED_AT_MS + CLOCK_OFFSET_TOLERANCE_MS)).toBe(0);
  });

  it('counts a difference just beyond the tolerance', () => {
    expect(clockOffset(tokenIssuedAt(ISSUED_AT_MS), ISSUED_AT_MS + CLOCK_OFFSET_TOLERANCE_MS + 1)).toBe(-(CLOCK_OFFSET_TOLERANCE_MS + 1));
  });

  it('is null for a token without readable claims (an opaque refresh token)', () => {
    expect(clockOffset('0b5c3d7e9f', ISSUED_AT_MS)).toBeNull();
  });
});
