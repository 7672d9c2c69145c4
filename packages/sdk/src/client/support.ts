import type { RequestBody } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Support reports and feedback. */
export function supportNamespace(context: CallContext) {
  return {
    /** Reports a problem. */
    report: (body: RequestBody<'support.report'>, options?: CallOptions) => call(context, 'support.report', { body }, options),
    /** Sends a 1–5 star rating with an optional comment. */
    feedback: (body: RequestBody<'support.feedback'>, options?: CallOptions) => call(context, 'support.feedback', { body }, options),
  };
}
