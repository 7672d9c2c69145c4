import type { MessageReview } from '@parla/sdk';
import type { Translate } from '../../i18n/use-t.js';
import { grammarNoteKey } from './review-state.js';

/** Interface languages whose sentences follow each other without a space. */
const NO_SPACE_BETWEEN_SENTENCES = /^(ja|zh)\b/;

/** The words the review's spelling check ran on but could not judge, as the learner wrote them (none when not given). */
export function uncheckedWords(review: MessageReview): readonly string[] {
  return review.checks.find((check) => check.kind === 'spelling' && check.status === 'unavailable')?.unchecked_words ?? [];
}

/**
 * What the checks covered when spelling could not judge some words, as sentences a screen reader reads as they are:
 * "Spelling and accents checked, except “naranjes”, which is not in the dictionary. Grammar was not checked." Null when the
 * review names no such word.
 */
export function uncheckedWordsNote(t: Translate, locale: string, review: MessageReview): string | null {
  const words = uncheckedWords(review);
  if (words.length === 0) {
    return null;
  }
  const quoted = new Intl.ListFormat(locale, { type: 'conjunction' }).format(words.map((word) => t('chat.review.quotedWord', { word })));
  const sentences = [t('chat.review.spellingExcept', { words: quoted, count: words.length })];
  const otherKinds = review.checks.filter((check) => check.kind !== 'spelling' && check.status === 'unavailable').map((check) => check.kind);
  if (otherKinds.length > 0) {
    sentences.push(t(otherKinds.every((kind) => kind === 'grammar') ? grammarNoteKey(review) : 'chat.review.partial'));
  }
  return sentences.join(NO_SPACE_BETWEEN_SENTENCES.test(locale) ? '' : ' ');
}
