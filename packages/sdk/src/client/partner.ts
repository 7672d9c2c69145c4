import type { RequestBody } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Calls a partner's backend makes with its secret API key (never ship the key to a browser). */
export function partnerNamespace(context: CallContext) {
  return {
    /**
     * Exchanges the partner key for a learner session (the learner is created on first use); the tokens are returned,
     * not stored, since they belong to the learner's browser.
     * @example
     * const { access, refresh } = await client.partner.createSession({ external_user_id: 'u-42' }, { partnerKey: process.env.PARTNER_KEY });
     */
    createSession: (body: RequestBody<'partner.createSession'>, options: CallOptions & { partnerKey: string }) => {
      const { partnerKey, ...callOptions } = options;
      return call(context, 'partner.createSession', { body, headers: { 'x-partner-key': partnerKey } }, callOptions);
    },
  };
}
