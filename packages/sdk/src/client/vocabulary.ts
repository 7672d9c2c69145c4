import type { RequestBody, RequestQuery } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** The learner's saved words (beyond the spec): each saved word becomes spaced-repetition cards. */
export function vocabularyNamespace(context: CallContext) {
  return {
    /** Saved words, newest first; filter by `language` and `search` (word, base form or meaning), page with `limit`/`offset`. */
    list: (query?: RequestQuery<'vocabulary.list'>, options?: CallOptions) => call(context, 'vocabulary.list', { query }, options),
    /** Saves a word with its meaning and context sentence; its review cards are due at once. */
    save: (body: RequestBody<'vocabulary.save'>, options?: CallOptions) => call(context, 'vocabulary.save', { body }, options),
    /** The meaning of a word in the learner's language: from an offline dictionary, else the model, else `source: 'none'` and why. */
    lookup: (query: RequestQuery<'vocabulary.lookup'>, options?: CallOptions) => call(context, 'vocabulary.lookup', { query }, options),
    /** Deletes a saved word and its cards. */
    delete: (id: string, options?: CallOptions) => call(context, 'vocabulary.delete', { params: { id } }, options),
  };
}
