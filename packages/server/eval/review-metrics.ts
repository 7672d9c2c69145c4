import type { MessageReview } from '@parla/contract';
import type { AnnotatedError, EvalMessage } from './learner-messages.js';

/** A benchmark message with the review it got. */
export interface ReviewedMessage {
  message: EvalMessage;
  review: MessageReview;
}

/** Counts behind one row of the review table. */
export interface ReviewCounts {
  messages: number;
  errors: number;
  /** Annotated mistakes a correction pointed at (its span overlaps the mistake). */
  found: number;
  /** Annotated mistakes corrected exactly as annotated. */
  exact: number;
  corrections: number;
  /** Corrections that point at an annotated mistake. */
  trueCorrections: number;
  /** Messages with a mistake. */
  withErrors: number;
  /** Messages with a mistake whose review found nothing although a check covering a missed mistake says it ran: false praise. */
  falsePraise: number;
  /** Messages on which no check could run (the review says so rather than praising). */
  unchecked: number;
}

function overlaps(correction: { start: number; end: number }, error: AnnotatedError): boolean {
  if (error.start === error.end) {
    return correction.start <= error.start && error.start <= correction.end;
  }
  return correction.start < error.end && error.start < correction.end;
}

/** Whether a correction fixes the mistake as annotated (the same span, or a wider one whose replacement holds the fix). */
export function fixesExactly(text: string, correction: MessageReview['corrections'][number], error: AnnotatedError): boolean {
  if (correction.start > error.start || correction.end < error.end) {
    return false;
  }
  const expected = text.slice(correction.start, error.start) + error.replacement + text.slice(error.end, correction.end);
  return expected === correction.replacement;
}

/** The mistakes the spelling check vouches for; every other category is grammar's. */
const SPELLING_CATEGORIES: ReadonlySet<string> = new Set(['spelling', 'accent', 'capitalization']);

/**
 * Whether the review says a check that covers this kind of mistake ran, so that finding nothing reads as "no such
 * mistakes": a model's review covers every kind, the spelling check spelling, accents and capitals, the grammar
 * check the rest. A review that says grammar could not be checked does not praise a grammar mistake it missed.
 */
export function claimedChecked(review: MessageReview, category: string): boolean {
  const ran = (kind: string) => review.checks.some((check) => check.kind === kind && check.status === 'ran');
  return ran('model') || ran(SPELLING_CATEGORIES.has(category) ? 'spelling' : 'grammar');
}

/** Adds up the counts of reviewed messages. */
export function countReviews(reviewed: readonly ReviewedMessage[], category?: string): ReviewCounts {
  const counts: ReviewCounts = { messages: 0, errors: 0, found: 0, exact: 0, corrections: 0, trueCorrections: 0, withErrors: 0, falsePraise: 0, unchecked: 0 };
  for (const { message, review } of reviewed) {
    const errors = message.errors.filter((error) => category === undefined || error.category === category);
    counts.messages += 1;
    counts.errors += errors.length;
    counts.found += errors.filter((error) => review.corrections.some((correction) => overlaps(correction, error))).length;
    counts.exact += errors.filter((error) => review.corrections.some((correction) => fixesExactly(message.text, correction, error))).length;
    counts.corrections += review.corrections.length;
    counts.trueCorrections += review.corrections.filter((correction) => message.errors.some((error) => overlaps(correction, error))).length;
    const ran = review.checks.some((check) => check.status === 'ran');
    if (message.errors.length > 0) {
      counts.withErrors += 1;
      const unflagged = message.errors.filter((error) => !review.corrections.some((correction) => overlaps(correction, error)));
      if (review.corrections.length === 0 && unflagged.some((error) => claimedChecked(review, error.category))) {
        counts.falsePraise += 1;
      }
    }
    if (!ran) {
      counts.unchecked += 1;
    }
  }
  return counts;
}

/** A ratio as a percentage with its fraction ('67 % (2/3)'), or '–' when nothing was counted. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((100 * part) / whole)} % (${part}/${whole})`;
}
