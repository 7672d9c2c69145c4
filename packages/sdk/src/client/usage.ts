import type { RequestQuery } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Usage against quotas and limits. */
export function usageNamespace(context: CallContext) {
  return {
    /** Today's and this month's usage against the tier's quotas. */
    current: (options?: CallOptions) => call(context, 'usage.current', {}, options),
    /** Per-day usage over a period (default week). */
    history: (query?: RequestQuery<'usage.history'>, options?: CallOptions) => call(context, 'usage.history', { query }, options),
    /** The tier, every tier's quotas and the rate-limit table. */
    limits: (options?: CallOptions) => call(context, 'usage.limits', {}, options),
  };
}
