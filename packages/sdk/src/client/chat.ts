import type { RequestBody } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Translation of text or a message. */
export function chatNamespace(context: CallContext) {
  return {
    /** Translates text into a language. */
    translate: (body: RequestBody<'chat.translate'>, options?: CallOptions) => call(context, 'chat.translate', { body }, options),
  };
}
