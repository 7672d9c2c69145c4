import { CORRECTION_CATEGORIES, LANGUAGES, LEARNING_MODES, messageReview, type MessageReview } from '@parla/contract';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import type { EvalMessage } from './learner-messages.js';
import { printTable } from './print-table.js';
import { countReviews, percent, type ReviewedMessage } from './review-metrics.js';

/**
 * Reviews every benchmark message with one reviewer. A review that fails (a model that does not answer) counts as
 * "no check could run"; a review that breaks the contract's schema fails the run.
 */
export async function reviewAll(reviewer: MessageReviewer, messages: readonly EvalMessage[]): Promise<ReviewedMessage[]> {
  const reviewed: ReviewedMessage[] = [];
  let failures = 0;
  for (const message of messages) {
    const review = await reviewer
      .review({ text: message.text, targetLanguage: message.targetLanguage, nativeLanguage: message.nativeLanguage, level: message.level, mode: message.mode, taughtWords: [] }, AbortSignal.timeout(60_000))
      .catch((error: unknown): MessageReview => {
        failures += 1;
        if (failures === 1) {
          console.log(`A review failed (line ${message.line}): ${error instanceof Error ? error.message : String(error)}`);
        }
        return { corrected_text: message.text, corrections: [], better_phrasing: null, checks: [{ kind: 'model', status: 'unavailable' }], engine: 'model' };
      });
    const checked = messageReview.safeParse(review);
    if (!checked.success) {
      throw new Error(`line ${message.line}: the review breaks the contract: ${checked.error.message}`);
    }
    reviewed.push({ message, review });
  }
  if (failures > 0) {
    console.log(`${failures} of ${messages.length} reviews failed and count as unchecked.`);
  }
  return reviewed;
}

function row(label: string, reviewed: readonly ReviewedMessage[]): string[] {
  const counts = countReviews(reviewed);
  return [label, String(counts.messages), percent(counts.found, counts.errors), percent(counts.exact, counts.errors), percent(counts.trueCorrections, counts.corrections), percent(counts.falsePraise, counts.withErrors), String(counts.unchecked)];
}

const HEADER = ['', 'messages', 'recall', 'exact fix', 'precision', 'false praise', 'unchecked'];

/**
 * Prints the review section: recall (overall, spelling + accent, per category), precision and false praise,
 * per language and per mode. Returns the overall counts.
 */
export function printReviewSection(title: string, reviewed: readonly ReviewedMessage[]): ReturnType<typeof countReviews> {
  const overall = countReviews(reviewed);
  const spellingAndAccent = ['spelling', 'accent'].map((category) => countReviews(reviewed, category));
  const orthography = { found: spellingAndAccent[0]!.found + spellingAndAccent[1]!.found, errors: spellingAndAccent[0]!.errors + spellingAndAccent[1]!.errors };
  printTable(`${title}: overall`, [
    ['figure', 'value'],
    ['recall of all annotated errors', percent(overall.found, overall.errors)],
    ['recall of spelling + accent errors', percent(orthography.found, orthography.errors)],
    ['errors fixed exactly as annotated', percent(overall.exact, overall.errors)],
    ['precision (flags that are real errors)', percent(overall.trueCorrections, overall.corrections)],
    ['false praise (nothing flagged, a missed error\'s check said it ran)', percent(overall.falsePraise, overall.withErrors)],
    ['flags on the correct messages', String(countReviews(reviewed.filter(({ message }) => message.errors.length === 0)).corrections)],
    ['messages where no check could run', percent(overall.unchecked, overall.messages)],
  ]);
  printTable(`${title}: recall per category`, [
    ['category', 'recall', 'exact fix'],
    ...CORRECTION_CATEGORIES.map((category) => ({ category, counts: countReviews(reviewed, category) }))
      .filter(({ counts }) => counts.errors > 0)
      .map(({ category, counts }) => [category, percent(counts.found, counts.errors), percent(counts.exact, counts.errors)]),
  ]);
  printTable(`${title}: per language`, [HEADER, ...LANGUAGES.map((language) => row(language, reviewed.filter(({ message }) => message.targetLanguage === language)))]);
  printTable(`${title}: per mode`, [HEADER, ...LEARNING_MODES.map((mode) => row(mode, reviewed.filter(({ message }) => message.mode === mode)))]);
  return overall;
}
