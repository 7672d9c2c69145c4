import type { RequestBody, RequestQuery } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Spaced-repetition review of the learner's cards, scheduled with FSRS on the server (beyond the spec). */
export function reviewNamespace(context: CallContext) {
  return {
    /** Cards due now, most overdue first, each with the next due time every grade would give. */
    due: (query?: RequestQuery<'review.due'>, options?: CallOptions) => call(context, 'review.due', { query }, options),
    /** Checks a typed answer to a recall, listen or fix-it card tolerantly (case, punctuation, spacing; accents reported). */
    check: (id: string, body: RequestBody<'review.check'>, options?: CallOptions) => call(context, 'review.check', { params: { id }, body }, options),
    /** Grades a card Again, Hard, Good or Easy; answers the rescheduled card and its next due time. */
    grade: (id: string, body: RequestBody<'review.grade'>, options?: CallOptions) => call(context, 'review.grade', { params: { id }, body }, options),
    /** Cards due now, reviews today and how many were remembered, and the number of cards. */
    stats: (query?: RequestQuery<'review.stats'>, options?: CallOptions) => call(context, 'review.stats', { query }, options),
  };
}
