import { call, type CallContext, type CallOptions } from './call.js';

/** The server's health. */
export function healthNamespace(context: CallContext) {
  return {
    /** Liveness and the database's state. */
    check: (options?: CallOptions) => call(context, 'health.check', {}, options),
  };
}
