import type { RateLimitStatus } from './rate-limiter.js';

/**
 * How long an action must wait before its next attempt is allowed, in ms at `now` (0: it may go now): the time left of
 * its block, which starts with the attempt that reaches the limit and lasts the §9 block time (5 minutes for sending).
 * @example
 * sendButton.disabled = rateLimitWaitMs(session.rateLimits.status('message_send'), Date.now()) > 0;
 */
export function rateLimitWaitMs(status: RateLimitStatus | null | undefined, now: number): number {
  if (!status?.blocked) {
    return 0;
  }
  return Math.max(0, (status.resetsAt ?? now + status.retryAfterMs) - now);
}
