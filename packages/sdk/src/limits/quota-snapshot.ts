import type { DailyQuota, MonthlyQuota, QuotaLimits, QuotaTier } from '@parla/contract/constants';
import { QUOTA_WARNING_AT, USAGE_WARNING_LEVELS } from '@parla/contract/constants';

/** A usage warning level (§9): 0 below 80 %, then 0.8 and 0.9. */
export type UsageLevel = 0 | (typeof USAGE_WARNING_LEVELS)[number];

/** One quota counter against its limit. */
export interface QuotaCounterStatus {
  /** Used in the current period. */
  used: number;
  /** Allowed per period by the tier. */
  limit: number;
  /** `used / limit` (1 when the limit is 0). */
  fraction: number;
  /** Whether the quota warning applies (§9: from 80 %). */
  warning: boolean;
  /** The highest usage warning level reached (§9: 80 % and 90 %), or 0. */
  usageLevel: UsageLevel;
  /** Whether the limit is reached: nothing more may be used this period. */
  exceeded: boolean;
}

/** Every quota counter of the learner's tier, with the next resets. */
export interface QuotaSnapshot {
  /** The tier whose limits apply. */
  tier: QuotaTier;
  /** Today's counters. */
  daily: Record<keyof DailyQuota, QuotaCounterStatus>;
  /** This month's counters. */
  monthly: Record<keyof MonthlyQuota, QuotaCounterStatus>;
  /** When the daily counters reset: the next local midnight (ms since the epoch). */
  dailyResetsAt: number;
  /** When the monthly counters reset: the 1st of next month, local midnight. */
  monthlyResetsAt: number;
  /** Whether any counter is at its warning threshold. */
  warning: boolean;
  /** Whether any counter reached its limit. */
  exceeded: boolean;
}

/** One counter's status: fraction, warning (≥ `QUOTA_WARNING_AT`), usage level and whether it is exhausted. */
export function counterStatus(used: number, limit: number): QuotaCounterStatus {
  const fraction = limit > 0 ? used / limit : 1;
  let usageLevel: UsageLevel = 0;
  for (const level of USAGE_WARNING_LEVELS) {
    if (fraction >= level) {
      usageLevel = level;
    }
  }
  return {
    used,
    limit,
    fraction,
    warning: fraction >= QUOTA_WARNING_AT,
    usageLevel,
    exceeded: used >= limit,
  };
}

/** Input of {@link buildQuotaSnapshot}. */
export interface QuotaSnapshotInput {
  tier: QuotaTier;
  limits: QuotaLimits;
  daily: DailyQuota;
  monthly: MonthlyQuota;
  dailyResetsAt: number;
  monthlyResetsAt: number;
}

/** The snapshot of given counts against a tier's limits. */
export function buildQuotaSnapshot(input: QuotaSnapshotInput): QuotaSnapshot {
  const { limits, daily, monthly } = input;
  const dailyStatus = {
    messages: counterStatus(daily.messages, limits.daily.messages),
    voiceRequests: counterStatus(daily.voiceRequests, limits.daily.voiceRequests),
    aiCalls: counterStatus(daily.aiCalls, limits.daily.aiCalls),
  };
  const monthlyStatus = {
    totalRequests: counterStatus(monthly.totalRequests, limits.monthly.totalRequests),
    premiumFeatures: counterStatus(monthly.premiumFeatures, limits.monthly.premiumFeatures),
  };
  const all = [...Object.values(dailyStatus), ...Object.values(monthlyStatus)];
  return {
    tier: input.tier,
    daily: dailyStatus,
    monthly: monthlyStatus,
    dailyResetsAt: input.dailyResetsAt,
    monthlyResetsAt: input.monthlyResetsAt,
    warning: all.some((status) => status.warning),
    exceeded: all.some((status) => status.exceeded),
  };
}
