import type { RequestQuery } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Development-only helpers of the reference server. */
export function devNamespace(context: CallContext) {
  return {
    /** Mails the server would have sent (development servers only). */
    outbox: (query?: RequestQuery<'dev.outbox'>, options?: CallOptions) => call(context, 'dev.outbox', { query }, options),
  };
}
