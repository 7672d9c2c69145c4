import type { RequestBody, RequestQuery } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** The learner model per target language (beyond the spec): estimated CEFR level, the learner's own level, weak categories, words; and the progress history behind the charts. */
export function progressNamespace(context: CallContext) {
  return {
    /** The learner model of one target language. */
    learnerModel: (query: RequestQuery<'progress.learnerModel'>, options?: CallOptions) => call(context, 'progress.learnerModel', { query }, options),
    /** Sets the learner's own level in a language (null follows the estimate again); answers the updated model. */
    setLevel: (body: RequestBody<'progress.setLevel'>, options?: CallOptions) => call(context, 'progress.setLevel', { body }, options),
    /** The learner's progress per UTC day over the last `weeks` (default 4) in a language: minutes, corrections per 100 words, words saved and retained, pronunciation. */
    history: (query: RequestQuery<'progress.history'>, options?: CallOptions) => call(context, 'progress.history', { query }, options),
  };
}
