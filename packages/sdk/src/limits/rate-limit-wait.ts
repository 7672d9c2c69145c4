import type { RateLimitStatus } from './rate-limiter.js';

/**
 * How long an action must wait before its next attempt is allowed, in ms at `now` (0: it may go now): a block's time
 * left, or, with every attempt of the window used (one more would start a block), until the oldest leaves the window.
 * @example
 * sendButton.disabled = rateLimitWaitMs(session.rateLimits.status('message_send'), Date.now()) > 0;
 */
export function rateLimitWaitMs(status: RateLimitStatus | null | undefined, now: number): number {
  if (!status) {
    return 0;
  }
  if (status.blocked) {
    return Math.max(0, (status.resetsAt ?? now + status.retryAfterMs) - now);
  }
  return status.remaining === 0 && status.resetsAt !== null ? Math.max(0, status.resetsAt - now) : 0;
}
