import { describe, expect, it } from 'vitest';
import { QUOTA_TIER_LIMITS } from '@parla/contract/constants';
import type { DailyQuota, MonthlyQuota } from '@parla/contract/constants';
import { buildQuotaSnapshot } from '../limits/quota-snapshot.js';
import type { QuotaSnapshot } from '../limits/quota-snapshot.js';
import { createRateLimiter } from '../limits/rate-limiter.js';
import type { RateLimitStatus } from '../limits/rate-limiter.js';
import { memoryStorage, systemClock } from '../ports.js';
import type { RateLimitSnapshot } from './rate-limit-store.js';
import { statusNotices } from './status-notices.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0);

function quota(daily: Partial<DailyQuota> = {}, monthly: Partial<MonthlyQuota> = {}): QuotaSnapshot {
  return buildQuotaSnapshot({
    tier: 'free',
    limits: QUOTA_TIER_LIMITS.free,
    daily: { messages: 0, voiceRequests: 0, aiCalls: 0, ...daily },
    monthly: { totalRequests: 0, premiumFeatures: 0, ...monthly },
    dailyResetsAt: NOW + 3_600_000,
    monthlyResetsAt: NOW + 86_400_000,
  });
}

function status(action: RateLimitStatus['action'], overrides: Partial<RateLimitStatus>): RateLimitStatus {
  return { action, limit: 10, blockMs: 300_000, remaining: 10, used: 0, blocked: false, retryAfterMs: 0, warning: false, resetsAt: null, ...overrides };
}

function notices(overrides: { online?: boolean; rateLimits?: RateLimitSnapshot; quota?: QuotaSnapshot } = {}) {
  return statusNotices({ online: true, rateLimits: {}, quota: quota(), ...overrides }, NOW);
}

describe('statusNotices', () => {
  it('is empty when all is well', () => {
    expect(notices()).toEqual([]);
    expect(notices({ rateLimits: { message_send: status('message_send', { used: 3, remaining: 7 }) } })).toEqual([]);
  });

  it('says offline first', () => {
    const blocked = { message_send: status('message_send', { blocked: true, resetsAt: NOW + 5000 }) };
    expect(notices({ online: false, rateLimits: blocked })).toEqual([
      { kind: 'offline' },
      { kind: 'rate-limited', action: 'message_send', waitMs: 5000 },
    ]);
  });

  it('gives a blocked action the time left, from its reset or else its retry delay, and drops it once the time is up', () => {
    expect(notices({ rateLimits: { transcribe: status('transcribe', { blocked: true, resetsAt: NOW + 42_000 }) } })).toEqual([
      { kind: 'rate-limited', action: 'transcribe', waitMs: 42_000 },
    ]);
    expect(notices({ rateLimits: { synthesize: status('synthesize', { blocked: true, retryAfterMs: 9000 }) } })).toEqual([
      { kind: 'rate-limited', action: 'synthesize', waitMs: 9000 },
    ]);
    expect(notices({ rateLimits: { message_send: status('message_send', { blocked: true, resetsAt: NOW }) } })).toEqual([]);
  });

  it('shows sending as waiting 5 minutes from the send that reached the limit (§9), not until its minute frees up', () => {
    let now = NOW;
    const limiter = createRateLimiter({ storage: memoryStorage(), clock: { ...systemClock, now: () => now } });
    const sendingNotices = () => statusNotices({ online: true, rateLimits: { message_send: limiter.check('message_send') }, quota: quota() }, now);
    for (let attempt = 0; attempt < 15; attempt += 1) {
      limiter.consume('message_send');
    }

    expect(sendingNotices()).toEqual([{ kind: 'rate-limited', action: 'message_send', waitMs: 300_000 }]);
    now += 61_000;
    expect(sendingNotices()).toEqual([{ kind: 'rate-limited', action: 'message_send', waitMs: 239_000 }]);
    now += 239_000;
    expect(sendingNotices()).toEqual([]);
  });

  it('warns near the limit of every noticed action with the attempts left and how long the block would last, and not once it is blocked', () => {
    const rateLimits: RateLimitSnapshot = {
      message_send: status('message_send', { warning: true, used: 12, remaining: 3 }),
      transcribe: status('transcribe', { warning: true, used: 23, remaining: 7, blockMs: 600_000 }),
      synthesize: status('synthesize', { warning: true, blocked: true, resetsAt: NOW + 1000 }),
    };
    expect(notices({ rateLimits })).toEqual([
      { kind: 'rate-warning', action: 'message_send', remaining: 3, blockMs: 300_000 },
      { kind: 'rate-warning', action: 'transcribe', remaining: 7, blockMs: 600_000 },
      { kind: 'rate-limited', action: 'synthesize', waitMs: 1000 },
    ]);
  });

  it('names the quota counter closest to its limit once one is at 80 % or more, after the rate limits', () => {
    const snapshot = quota({ messages: 85, voiceRequests: 46 });
    const found = notices({ quota: snapshot, rateLimits: { transcribe: status('transcribe', { warning: true, remaining: 7 }) } });

    expect(found.map((notice) => notice.kind)).toEqual(['rate-warning', 'quota']);
    expect(found[1]).toEqual({ kind: 'quota', counter: 'voiceRequests', status: snapshot.daily.voiceRequests });
    expect(notices({ quota: quota({ messages: 79 }) })).toEqual([]);
  });

  it('reports a used-up monthly counter', () => {
    const snapshot = quota({ messages: 90 }, { premiumFeatures: 10 });
    expect(notices({ quota: snapshot })).toEqual([{ kind: 'quota', counter: 'premiumFeatures', status: snapshot.monthly.premiumFeatures }]);
    expect(snapshot.monthly.premiumFeatures.exceeded).toBe(true);
  });
});
