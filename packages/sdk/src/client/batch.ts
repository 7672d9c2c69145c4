import type { RequestBody } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Changes to many messages at once. */
export function batchNamespace(context: CallContext) {
  return {
    /** Edits several messages. */
    updateMessages: (body: RequestBody<'batch.updateMessages'>, options?: CallOptions) =>
      call(context, 'batch.updateMessages', { body }, options),
    /** Deletes several messages. */
    deleteMessages: (body: RequestBody<'batch.deleteMessages'>, options?: CallOptions) =>
      call(context, 'batch.deleteMessages', { body }, options),
  };
}
