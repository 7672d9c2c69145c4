import { decodeTokenClaims } from './decode-token.js';

/**
 * Differences between the server's clock and the device's up to this are the time a token took to arrive (and `iat`
 * counting whole seconds), not a wrong clock, and are ignored: 10 s.
 */
export const CLOCK_OFFSET_TOLERANCE_MS = 10_000;

/**
 * How far the server's clock is ahead of the device's, in ms (negative: behind), read from a token that has just
 * arrived: its `iat` is the server's time when it issued the token, `receivedAtMs` the device's when it arrived.
 * 0 within {@link CLOCK_OFFSET_TOLERANCE_MS}; null when the token carries no readable `iat`.
 * A token kept a while before it arrives makes the server's clock look behind by that while, so the offset can only
 * make tokens look valid longer than they are (the server's 401 then refreshes), never expire early.
 */
export function clockOffset(token: string, receivedAtMs: number): number | null {
  const claims = decodeTokenClaims(token);
  if (claims === null) {
    return null;
  }
  const offset = claims.iat * 1000 - receivedAtMs;
  return Math.abs(offset) <= CLOCK_OFFSET_TOLERANCE_MS ? 0 : offset;
}
