import type { RequestBody, RequestQuery } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Admin-only views and partner-key management (403 for everyone else). */
export function adminNamespace(context: CallContext) {
  return {
    /** Users, searchable and paginated. */
    users: (query?: RequestQuery<'admin.users'>, options?: CallOptions) => call(context, 'admin.users', { query }, options),
    /** Totals across all learners. */
    usage: (options?: CallOptions) => call(context, 'admin.usage', {}, options),
    /** Problems learners reported, a page at a time. */
    reports: (query?: RequestQuery<'admin.reports'>, options?: CallOptions) => call(context, 'admin.reports', { query }, options),
    /** Learners' star ratings and comments, a page at a time. */
    feedback: (query?: RequestQuery<'admin.feedback'>, options?: CallOptions) => call(context, 'admin.feedback', { query }, options),
    /** Creates a partner API key; the answer's `key` is the secret, shown this once. */
    createPartnerKey: (body: RequestBody<'admin.createPartnerKey'>, options?: CallOptions) =>
      call(context, 'admin.createPartnerKey', { body }, options),
    /** Every partner key (without secrets), newest first. */
    listPartnerKeys: (options?: CallOptions) => call(context, 'admin.listPartnerKeys', {}, options),
    /** Revokes a partner key: its sessions can no longer be created and its origins lose CORS. */
    revokePartnerKey: (id: string, options?: CallOptions) => call(context, 'admin.revokePartnerKey', { params: { id } }, options),
  };
}
