import { call, type CallContext, type CallOptions } from './call.js';

/** The terms of service. */
export function termsNamespace(context: CallContext) {
  return {
    /** The current terms: version, date and the 12 sections. */
    get: (options?: CallOptions) => call(context, 'terms.get', {}, options),
  };
}
