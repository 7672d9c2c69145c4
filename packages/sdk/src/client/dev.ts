import type { RequestQuery } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Options of the development outbox call. */
export interface OutboxOptions extends CallOptions {
  /** The outbox key the development server printed at start-up (sent as `X-Parla-Dev-Key`); without it, only an admin may read. */
  devKey?: string;
}

/** Development-only helpers of the reference server. */
export function devNamespace(context: CallContext) {
  return {
    /**
     * Mails the server would have sent (development servers only; needs the outbox key the server printed).
     *
     * @example
     * const { results } = await client.dev.outbox({ to: email }, { devKey: process.env.PARLA_DEV_OUTBOX_KEY });
     */
    outbox: (query?: RequestQuery<'dev.outbox'>, options: OutboxOptions = {}) => {
      const { devKey, ...callOptions } = options;
      return call(context, 'dev.outbox', { query, ...(devKey ? { headers: { 'X-Parla-Dev-Key': devKey } } : {}) }, callOptions);
    },
  };
}
