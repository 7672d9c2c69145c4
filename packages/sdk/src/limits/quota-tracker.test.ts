import type { UsageCurrent } from '@parla/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, systemClock } from '../ports.js';
import { createQuotaTracker } from './quota-tracker.js';

const MINUTE = 60_000;
/** nanostores stops a store this long after its last subscriber leaves (`STORE_UNMOUNT_DELAY`). */
const UNMOUNT_DELAY_MS = 1000;

/** `systemClock` reads `Date.now()` and the global timers at call time, so under fake timers the test controls it. */
const clock = systemClock;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 2, 14, 10, 0, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function usage(overrides: Partial<UsageCurrent> = {}): UsageCurrent {
  return {
    tier: 'free',
    daily: {
      messages: { used: 40, limit: 100 },
      voiceRequests: { used: 5, limit: 50 },
      aiCalls: { used: 60, limit: 200 },
    },
    monthly: {
      totalRequests: { used: 700, limit: 2000 },
      premiumFeatures: { used: 2, limit: 10 },
    },
    daily_resets_at: '2025-03-15T00:00:00.000Z',
    monthly_resets_at: '2025-04-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('recording usage', () => {
  it('counts each kind and adds it to the monthly total of requests', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });

    quota.record('messages');
    quota.record('voiceRequests', 2);
    quota.record('aiCalls', 3);
    const snapshot = quota.record('premiumFeatures');

    expect(snapshot.daily.messages.used).toBe(1);
    expect(snapshot.daily.voiceRequests.used).toBe(2);
    expect(snapshot.daily.aiCalls.used).toBe(3);
    expect(snapshot.monthly.premiumFeatures.used).toBe(1);
    expect(snapshot.monthly.totalRequests.used).toBe(7);
  });

  it('measures against the free tier by default (§9)', () => {
    const snapshot = createQuotaTracker({ storage: memoryStorage(), clock }).snapshot();

    expect(snapshot.tier).toBe('free');
    expect(snapshot.daily.messages.limit).toBe(100);
    expect(snapshot.daily.voiceRequests.limit).toBe(50);
    expect(snapshot.daily.aiCalls.limit).toBe(200);
    expect(snapshot.monthly.totalRequests.limit).toBe(2000);
    expect(snapshot.monthly.premiumFeatures.limit).toBe(10);
  });

  it('measures against the premium tier when given (§9)', () => {
    const snapshot = createQuotaTracker({ storage: memoryStorage(), clock, tier: 'premium' }).snapshot();

    expect(snapshot.tier).toBe('premium');
    expect(snapshot.daily.messages.limit).toBe(500);
    expect(snapshot.daily.voiceRequests.limit).toBe(200);
    expect(snapshot.daily.aiCalls.limit).toBe(1000);
    expect(snapshot.monthly.totalRequests.limit).toBe(10000);
    expect(snapshot.monthly.premiumFeatures.limit).toBe(1000);
  });

  it('keeps counts in storage under parla_quota, shared with a new tracker (another tab, a reload)', () => {
    const storage = memoryStorage();
    createQuotaTracker({ storage, clock }).record('messages', 4);

    expect(storage.getItem('parla_quota')).not.toBeNull();
    expect(createQuotaTracker({ storage, clock }).snapshot().daily.messages.used).toBe(4);
  });

  it('ignores corrupt stored counts', () => {
    const storage = memoryStorage();
    storage.setItem('parla_quota', '{"day":"today","daily":{}}');
    const quota = createQuotaTracker({ storage, clock });

    expect(quota.snapshot().daily.messages.used).toBe(0);
    expect(quota.record('messages').daily.messages.used).toBe(1);
  });

  it('refuses a negative or non-finite amount', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });

    expect(() => quota.record('messages', -1)).toThrow(RangeError);
    expect(() => quota.record('messages', Number.NaN)).toThrow(RangeError);
    expect(quota.snapshot().daily.messages.used).toBe(0);
  });
});

describe('when the day ends', () => {
  it('resets the daily counters at local midnight, not a millisecond before', () => {
    vi.setSystemTime(new Date(2025, 2, 14, 23, 59, 59, 998));
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    quota.record('messages', 5);
    quota.record('voiceRequests', 2);
    quota.record('aiCalls', 7);

    vi.advanceTimersByTime(1);
    expect(new Date(Date.now()).getMilliseconds()).toBe(999);
    expect(quota.snapshot().daily.messages.used).toBe(5);

    vi.advanceTimersByTime(1);
    const snapshot = quota.snapshot();
    expect(snapshot.daily.messages.used).toBe(0);
    expect(snapshot.daily.voiceRequests.used).toBe(0);
    expect(snapshot.daily.aiCalls.used).toBe(0);
  });

  it('keeps the monthly counters', () => {
    vi.setSystemTime(new Date(2025, 2, 14, 23, 59, 59, 999));
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    quota.record('messages', 5);
    quota.record('premiumFeatures');

    vi.advanceTimersByTime(1);

    expect(quota.snapshot().monthly).toMatchObject({ totalRequests: { used: 6 }, premiumFeatures: { used: 1 } });
  });

  it('reports the next local midnight as the daily reset', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });

    expect(quota.snapshot().dailyResetsAt).toBe(new Date(2025, 2, 15).getTime());
  });
});

describe('when the month ends', () => {
  it('resets the monthly counters on the 1st (31-day month)', () => {
    vi.setSystemTime(new Date(2025, 0, 31, 23, 59, 59, 999));
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    quota.record('messages', 3);
    quota.record('premiumFeatures', 2);
    expect(quota.snapshot().monthly.totalRequests.used).toBe(5);

    vi.advanceTimersByTime(1);

    expect(new Date(Date.now()).getDate()).toBe(1);
    expect(quota.snapshot().monthly).toMatchObject({ totalRequests: { used: 0 }, premiumFeatures: { used: 0 } });
    expect(quota.snapshot().daily.messages.used).toBe(0);
  });

  it('resets the monthly counters on the 1st after February 28th', () => {
    vi.setSystemTime(new Date(2025, 1, 28, 23, 59, 59, 999));
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    quota.record('aiCalls', 9);

    vi.advanceTimersByTime(1);

    expect(quota.snapshot().monthly.totalRequests.used).toBe(0);
  });

  it('keeps the monthly counters across an ordinary midnight', () => {
    vi.setSystemTime(new Date(2025, 2, 30, 23, 59, 59, 999));
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    quota.record('aiCalls', 9);

    vi.advanceTimersByTime(1);

    expect(quota.snapshot().monthly.totalRequests.used).toBe(9);
  });

  it('reports the 1st of next month as the monthly reset', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });

    expect(quota.snapshot().monthlyResetsAt).toBe(new Date(2025, 3, 1).getTime());
  });
});

describe('quota warnings (§9)', () => {
  it('warns from 80 % of a limit', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });

    expect(quota.record('messages', 79).daily.messages).toMatchObject({ used: 79, fraction: 0.79, warning: false });
    expect(quota.record('messages').daily.messages).toMatchObject({ used: 80, fraction: 0.8, warning: true });
    expect(quota.snapshot().warning).toBe(true);
  });

  it('raises the usage level to 80 % and then to 90 %', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });

    expect(quota.record('voiceRequests', 39).daily.voiceRequests.usageLevel).toBe(0);
    expect(quota.record('voiceRequests').daily.voiceRequests.usageLevel).toBe(0.8);
    expect(quota.record('voiceRequests', 4).daily.voiceRequests.usageLevel).toBe(0.8);
    expect(quota.record('voiceRequests').daily.voiceRequests.usageLevel).toBe(0.9);
    expect(quota.record('voiceRequests', 5).daily.voiceRequests.usageLevel).toBe(0.9);
  });

  it('marks a counter exceeded once its limit is reached', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });

    expect(quota.record('premiumFeatures', 9).monthly.premiumFeatures.exceeded).toBe(false);
    const snapshot = quota.record('premiumFeatures');
    expect(snapshot.monthly.premiumFeatures).toMatchObject({ used: 10, limit: 10, exceeded: true, usageLevel: 0.9 });
    expect(snapshot.exceeded).toBe(true);
  });
});

describe('sync with the server', () => {
  it('replaces the local counts with the server’s', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    quota.record('messages', 90);
    quota.record('premiumFeatures', 5);

    const snapshot = quota.sync(usage());

    expect(snapshot.daily.messages.used).toBe(40);
    expect(snapshot.daily.voiceRequests.used).toBe(5);
    expect(snapshot.daily.aiCalls.used).toBe(60);
    expect(snapshot.monthly.totalRequests.used).toBe(700);
    expect(snapshot.monthly.premiumFeatures.used).toBe(2);
    expect(quota.record('messages').daily.messages.used).toBe(41);
  });

  it('adopts the server’s tier and its limits, also for a new tracker on the same storage', () => {
    const storage = memoryStorage();
    const quota = createQuotaTracker({ storage, clock });

    const snapshot = quota.sync(usage({ tier: 'premium' }));

    expect(snapshot.tier).toBe('premium');
    expect(snapshot.daily.messages.limit).toBe(500);
    expect(createQuotaTracker({ storage, clock }).snapshot().tier).toBe('premium');
  });

  it('forgets counts and the synced tier on reset', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    quota.sync(usage({ tier: 'premium' }));

    quota.reset();

    expect(quota.snapshot()).toMatchObject({ tier: 'free', daily: { messages: { used: 0 } } });
  });
});

describe('the $quota store', () => {
  it('publishes every change to subscribers', () => {
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    const seen: number[] = [];
    const unsubscribe = quota.$quota.subscribe((snapshot) => seen.push(snapshot.daily.messages.used));

    quota.record('messages');
    quota.record('messages', 2);
    unsubscribe();

    expect(seen).toEqual([0, 1, 3]);
  });

  it('runs no timers while nobody is subscribed', () => {
    createQuotaTracker({ storage: memoryStorage(), clock, fetchUsage: vi.fn(), onCleanup: vi.fn() });

    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts the quota check and cleanup timers on subscribe and stops them after unsubscribe', async () => {
    const fetchUsage = vi.fn(() => Promise.resolve(usage()));
    const onCleanup = vi.fn();
    const quota = createQuotaTracker({ storage: memoryStorage(), clock, fetchUsage, onCleanup });

    const unsubscribe = quota.$quota.subscribe(() => undefined);
    expect(vi.getTimerCount()).toBe(2);

    unsubscribe();
    await vi.advanceTimersByTimeAsync(UNMOUNT_DELAY_MS);

    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(fetchUsage).not.toHaveBeenCalled();
    expect(onCleanup).not.toHaveBeenCalled();
  });

  it('checks the quota every minute: loads the server’s usage and syncs it', async () => {
    const fetchUsage = vi.fn(() => Promise.resolve(usage()));
    const quota = createQuotaTracker({ storage: memoryStorage(), clock, fetchUsage });
    const seen: number[] = [];
    const unsubscribe = quota.$quota.subscribe((snapshot) => seen.push(snapshot.daily.messages.used));

    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(fetchUsage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUsage).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([0, 40]);

    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(fetchUsage).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('applies the midnight reset on the quota check without any other call', async () => {
    vi.setSystemTime(new Date(2025, 2, 14, 23, 59, 30));
    const quota = createQuotaTracker({ storage: memoryStorage(), clock });
    quota.record('messages', 5);
    const unsubscribe = quota.$quota.subscribe(() => undefined);
    expect(quota.$quota.get().daily.messages.used).toBe(5);

    await vi.advanceTimersByTimeAsync(MINUTE);

    expect(quota.$quota.get().daily.messages.used).toBe(0);
    unsubscribe();
  });

  it('logs a failed usage load with console.warn and keeps checking', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchUsage = vi
      .fn<() => Promise<UsageCurrent>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(usage());
    const quota = createQuotaTracker({ storage: memoryStorage(), clock, fetchUsage });
    const unsubscribe = quota.$quota.subscribe(() => undefined);

    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(warn).toHaveBeenCalledOnce();
    expect(quota.snapshot().daily.messages.used).toBe(0);

    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(quota.snapshot().daily.messages.used).toBe(40);
    unsubscribe();
  });

  it('runs the cleanup every 5 minutes', async () => {
    const onCleanup = vi.fn();
    const quota = createQuotaTracker({ storage: memoryStorage(), clock, onCleanup });
    const unsubscribe = quota.$quota.subscribe(() => undefined);

    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(onCleanup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onCleanup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(onCleanup).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe('subscription check (§6)', () => {
  it('always reports an active subscription', () => {
    expect(createQuotaTracker({ storage: memoryStorage(), clock }).hasActiveSubscription()).toBe(true);
  });
});
