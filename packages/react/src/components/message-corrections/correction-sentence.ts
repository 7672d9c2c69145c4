import type { Correction } from '@parla/sdk';
import type { Translate } from '../../i18n/use-t.js';

/** One correction as a sentence: "Correction: “tengo” instead of “tiengo” — spelling." */
export function correctionSentence(t: Translate, correction: Correction): string {
  const values = { original: correction.original.trim(), replacement: correction.replacement.trim(), category: t(`chat.review.category.${correction.category}`) };
  if (correction.original === '') {
    return t('chat.review.sentence.insert', values);
  }
  if (correction.replacement === '') {
    return t('chat.review.sentence.remove', values);
  }
  return t('chat.review.sentence.replace', values);
}
