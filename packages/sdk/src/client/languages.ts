import { call, type CallContext, type CallOptions } from './call.js';

/** Languages the product supports. */
export function languagesNamespace(context: CallContext) {
  return {
    /** Every supported language with what the server can do in it. */
    supported: (options?: CallOptions) => call(context, 'languages.supported', {}, options),
  };
}
