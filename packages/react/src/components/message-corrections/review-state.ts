import type { MessageReview } from '@parla/sdk';

/**
 * What a review lets the learner be told: `corrected` (it has corrections), `clean` (none, and every check ran),
 * `partial` (none, but only some checks ran), `unavailable` (no check ran: no claim either way).
 */
export type ReviewState = 'corrected' | 'clean' | 'partial' | 'unavailable';

/** The {@link ReviewState} of a review. */
export function reviewState(review: MessageReview): ReviewState {
  if (review.corrections.length > 0) {
    return 'corrected';
  }
  const ran = review.checks.filter((check) => check.status === 'ran').length;
  if (ran === 0) {
    return 'unavailable';
  }
  return ran === review.checks.length ? 'clean' : 'partial';
}

/** Whether some check of the review could not run. */
export function someCheckUnavailable(review: MessageReview): boolean {
  return review.checks.some((check) => check.status === 'unavailable');
}

/** The kinds of check of a review with the given status. */
function kindsWith(review: MessageReview, status: 'ran' | 'unavailable'): string {
  return review.checks
    .filter((check) => check.status === status)
    .map((check) => check.kind)
    .sort()
    .join(',');
}

/** Whether spelling (and accents) was checked and grammar was not: what the learner is told names both. */
export function onlySpellingChecked(review: MessageReview): boolean {
  return kindsWith(review, 'ran') === 'spelling' && kindsWith(review, 'unavailable') === 'grammar';
}

/** Whether grammar is the one check that could not run. */
export function onlyGrammarUnchecked(review: MessageReview): boolean {
  return kindsWith(review, 'unavailable') === 'grammar';
}

/** Correction categories that come from spelling, not from grammar. */
const SPELLING_CATEGORIES: ReadonlySet<string> = new Set(['spelling', 'accent', 'capitalization']);

/**
 * What the learner is told of a grammar check that could not run: when the review still corrected grammar (the embedded
 * tutor's rules for frequent mistakes), that only frequent mistakes were checked; otherwise that grammar was not checked.
 */
export function grammarNoteKey(review: MessageReview): 'chat.review.grammarFrequentOnly' | 'chat.review.grammarUnchecked' {
  return review.corrections.some((correction) => !SPELLING_CATEGORIES.has(correction.category)) ? 'chat.review.grammarFrequentOnly' : 'chat.review.grammarUnchecked';
}
