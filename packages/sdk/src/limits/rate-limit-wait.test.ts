import { describe, expect, it } from 'vitest';
import type { RateLimitStatus } from './rate-limiter.js';
import { rateLimitWaitMs } from './rate-limit-wait.js';

const NOW = 1_000_000;

function status(overrides: Partial<RateLimitStatus>): RateLimitStatus {
  return { action: 'message_send', limit: 15, blockMs: 300_000, remaining: 15, used: 0, blocked: false, retryAfterMs: 0, warning: false, resetsAt: null, ...overrides };
}

describe('rateLimitWaitMs', () => {
  it('is 0 while attempts are left, and without a status', () => {
    expect(rateLimitWaitMs(status({ used: 14, remaining: 1, resetsAt: NOW + 5000 }), NOW)).toBe(0);
    expect(rateLimitWaitMs(null, NOW)).toBe(0);
  });

  it('waits out a block, from its end or else its retry delay', () => {
    expect(rateLimitWaitMs(status({ blocked: true, remaining: 0, resetsAt: NOW + 42_000 }), NOW)).toBe(42_000);
    expect(rateLimitWaitMs(status({ blocked: true, remaining: 0, retryAfterMs: 9000 }), NOW)).toBe(9000);
    expect(rateLimitWaitMs(status({ blocked: true, remaining: 0, resetsAt: NOW - 1 }), NOW)).toBe(0);
  });

});
