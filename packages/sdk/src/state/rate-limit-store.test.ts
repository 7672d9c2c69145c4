import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@parla/contract/constants';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { memoryStorage, systemClock } from '../ports.js';
import { createRateLimitStore } from './rate-limit-store.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function limiterWithSendLimit(limit: number) {
  return createRateLimiter({
    storage: memoryStorage(),
    clock: systemClock,
    rules: { ...RATE_LIMITS, message_send: { limit, windowMs: 60_000, blockMs: 300_000, warningAt: 0.8 } },
  });
}

describe('the rate-limit store', () => {
  it('shows every action’s status and follows the limiter while subscribed', () => {
    const limiter = limiterWithSendLimit(2);
    const limits = createRateLimitStore({ limiter, clock: systemClock });
    const unsubscribe = limits.$rateLimits.subscribe(() => undefined);
    expect(limits.$rateLimits.get().message_send?.remaining).toBe(2);

    limiter.consume('message_send');
    limiter.consume('message_send');
    expect(() => limiter.consume('message_send')).toThrow();

    expect(limits.$rateLimits.get().message_send).toMatchObject({ blocked: true, retryAfterMs: 300_000 });
    expect(Object.keys(limits.$rateLimits.get()).sort()).toEqual(Object.keys(RATE_LIMITS).sort());
    unsubscribe();
  });

  it('wakes up when a block ends', () => {
    const limiter = limiterWithSendLimit(1);
    const limits = createRateLimitStore({ limiter, clock: systemClock });
    const unsubscribe = limits.$rateLimits.subscribe(() => undefined);
    limiter.consume('message_send');
    expect(() => limiter.consume('message_send')).toThrow();

    vi.advanceTimersByTime(300_000);

    expect(limits.$rateLimits.get().message_send).toMatchObject({ blocked: false, remaining: 1 });
    unsubscribe();
  });

  it('is empty when the client leaves limiting to the server', () => {
    const limits = createRateLimitStore({ limiter: null, clock: systemClock });
    expect(limits.$rateLimits.get()).toEqual({});
    expect(limits.status('message_send')).toBeNull();
  });
});
