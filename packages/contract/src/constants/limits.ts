import type { QuotaTier, RateLimitedAction } from './enums.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One row of the rate-limit table: `limit` actions per `windowMs`, then blocked for `blockMs`. */
export interface RateLimitRule {
  /** Actions allowed per window. */
  limit: number;
  /** Length of the sliding window in milliseconds. */
  windowMs: number;
  /** How long the action stays blocked once the limit is hit, in milliseconds. */
  blockMs: number;
  /** Fraction of the limit (0–1) from which a warning is shown. */
  warningAt: number;
}

/** The §9 rate-limit table, enforced by the SDK (early) and the server (authority). */
export const RATE_LIMITS: Readonly<Record<RateLimitedAction, RateLimitRule>> = {
  message_send: { limit: 15, windowMs: MINUTE, blockMs: 5 * MINUTE, warningAt: 0.8 },
  transcribe: { limit: 30, windowMs: MINUTE, blockMs: 10 * MINUTE, warningAt: 0.75 },
  synthesize: { limit: 50, windowMs: MINUTE, blockMs: 5 * MINUTE, warningAt: 0.85 },
  create_conversation: { limit: 5, windowMs: HOUR, blockMs: HOUR, warningAt: 0.6 },
  login: { limit: 10, windowMs: 15 * MINUTE, blockMs: 30 * MINUTE, warningAt: 0.7 },
  data_export: { limit: 3, windowMs: DAY, blockMs: DAY, warningAt: 0.5 },
};

/** Daily quota counters (§3 quota record). */
export interface DailyQuota {
  messages: number;
  voiceRequests: number;
  aiCalls: number;
}

/** Monthly quota counters (§3 quota record). */
export interface MonthlyQuota {
  totalRequests: number;
  premiumFeatures: number;
}

/** Limits of one quota tier. */
export interface QuotaLimits {
  daily: DailyQuota;
  monthly: MonthlyQuota;
}

/** The §9 quota tiers. */
export const QUOTA_TIER_LIMITS: Readonly<Record<QuotaTier, QuotaLimits>> = {
  free: {
    daily: { messages: 100, voiceRequests: 50, aiCalls: 200 },
    monthly: { totalRequests: 2000, premiumFeatures: 10 },
  },
  premium: {
    daily: { messages: 500, voiceRequests: 200, aiCalls: 1000 },
    monthly: { totalRequests: 10000, premiumFeatures: 1000 },
  },
};

/** Quota warning threshold (§9): 80 % of a limit. */
export const QUOTA_WARNING_AT = 0.8;
/** Usage warning thresholds (§9): 80 % and 90 %. */
export const USAGE_WARNING_LEVELS = [0.8, 0.9] as const;

/** Timers of §9. */
export const TIMERS = {
  /** Expired rate-limit records are cleaned up this often. */
  cleanupIntervalMs: 5 * MINUTE,
  /** Quotas are re-checked (resets, server usage) this often. */
  quotaCheckIntervalMs: MINUTE,
} as const;
