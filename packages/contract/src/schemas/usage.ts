import { z } from 'zod';
import { QUOTA_TIERS, RATE_LIMITED_ACTIONS, USAGE_PERIODS } from '../constants/enums.js';
import { timestamp } from './fields.js';

const counter = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
});

/** GET usage/current/: today's and this month's counters against the tier's limits. */
export const usageCurrent = z.object({
  tier: z.enum(QUOTA_TIERS),
  daily: z.object({ messages: counter, voiceRequests: counter, aiCalls: counter }),
  monthly: z.object({ totalRequests: counter, premiumFeatures: counter }),
  daily_resets_at: timestamp,
  monthly_resets_at: timestamp,
});

/** Query of usage/history/. */
export const usageHistoryQuery = z.object({ period: z.enum(USAGE_PERIODS).default('week') });

/** GET usage/history/: per-day counts over the period. */
export const usageHistory = z.object({
  period: z.enum(USAGE_PERIODS),
  results: z.array(
    z.object({
      date: z.iso.date(),
      messages: z.number().int().nonnegative(),
      voiceRequests: z.number().int().nonnegative(),
      aiCalls: z.number().int().nonnegative(),
      totalRequests: z.number().int().nonnegative(),
      /** Premium features used that day (servers that predate it leave it out). */
      premiumFeatures: z.number().int().nonnegative().optional(),
      /**
       * Learner messages the configured model reviewed that day: its own line, not a quota (a chat turn is one AI call,
       * its review included); servers that predate it leave it out.
       */
      modelReviews: z.number().int().nonnegative().optional(),
    }),
  ),
});

const tierLimits = z.object({
  daily: z.object({ messages: z.number(), voiceRequests: z.number(), aiCalls: z.number() }),
  monthly: z.object({ totalRequests: z.number(), premiumFeatures: z.number() }),
});

/** GET usage/limits/: the learner's tier, every tier's quotas and the rate-limit table. */
export const usageLimits = z.object({
  tier: z.enum(QUOTA_TIERS),
  tiers: z.object({ free: tierLimits, premium: tierLimits }),
  rate_limits: z.record(
    z.enum(RATE_LIMITED_ACTIONS),
    z.object({ limit: z.number(), window_seconds: z.number(), block_seconds: z.number(), warning_at: z.number() }),
  ),
});
