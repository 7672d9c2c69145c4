import type { DailyQuota, MonthlyQuota, QuotaTier } from '@parla/contract/constants';
import { QUOTA_TIERS } from '@parla/contract/constants';

/** The stored quota counts and the periods they belong to. */
export interface QuotaState {
  /** Start of the local day the daily counts belong to (ms since the epoch). */
  day: number;
  /** Start of the local month the monthly counts belong to. */
  month: number;
  /** The tier the server last reported; absent until the first sync. */
  tier?: QuotaTier;
  /** Today's counts. */
  daily: DailyQuota;
  /** This month's counts. */
  monthly: MonthlyQuota;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads stored quota state; null when anything is malformed. */
export function parseQuotaState(value: unknown): QuotaState | null {
  if (!isObject(value) || !isObject(value.daily) || !isObject(value.monthly)) {
    return null;
  }
  const { day, month, tier, daily, monthly } = value as {
    day: unknown;
    month: unknown;
    tier: unknown;
    daily: Record<string, unknown>;
    monthly: Record<string, unknown>;
  };
  if (typeof day !== 'number' || !Number.isFinite(day) || typeof month !== 'number' || !Number.isFinite(month)) {
    return null;
  }
  if (tier !== undefined && !(QUOTA_TIERS as readonly unknown[]).includes(tier)) {
    return null;
  }
  if (
    !isCount(daily.messages) ||
    !isCount(daily.voiceRequests) ||
    !isCount(daily.aiCalls) ||
    !isCount(monthly.totalRequests) ||
    !isCount(monthly.premiumFeatures)
  ) {
    return null;
  }
  return {
    day,
    month,
    ...(tier === undefined ? {} : { tier: tier as QuotaTier }),
    daily: { messages: daily.messages, voiceRequests: daily.voiceRequests, aiCalls: daily.aiCalls },
    monthly: { totalRequests: monthly.totalRequests, premiumFeatures: monthly.premiumFeatures },
  };
}
