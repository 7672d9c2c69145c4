import type { RequestQuery } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Admin-only views (403 for everyone else). */
export function adminNamespace(context: CallContext) {
  return {
    /** Users, searchable and paginated. */
    users: (query?: RequestQuery<'admin.users'>, options?: CallOptions) => call(context, 'admin.users', { query }, options),
    /** Totals across all learners. */
    usage: (options?: CallOptions) => call(context, 'admin.usage', {}, options),
    /** Support reports. */
    reports: (query?: RequestQuery<'admin.reports'>, options?: CallOptions) => call(context, 'admin.reports', { query }, options),
    /** Feedback. */
    feedback: (query?: RequestQuery<'admin.feedback'>, options?: CallOptions) => call(context, 'admin.feedback', { query }, options),
  };
}
