export { createRateLimiter } from './rate-limiter.js';
export type { RateLimiter, RateLimiterOptions, RateLimitStatus } from './rate-limiter.js';
export { isRateLimitError } from './rate-limit-error.js';
export { rateLimitWaitMs } from './rate-limit-wait.js';
export { formatWait } from './format-wait.js';
export { createQuotaTracker } from './quota-tracker.js';
export type { QuotaKind, QuotaTracker, QuotaTrackerOptions } from './quota-tracker.js';
export type { QuotaCounterStatus, QuotaSnapshot, UsageLevel } from './quota-snapshot.js';
