import type { Message, MessageReview } from '@parla/sdk';
import { aMessage } from '@parla/test-utils';

/** A learner's Spanish sentence with three mistakes. */
export const MISSPELT_SENTENCE = 'Yo tiengo un gata negro y vivo en Madrid desde dos años';

/** A review with one spelling correction of `Yo tiengo un perro.` */
export const oneCorrectionReview: MessageReview = {
  corrected_text: 'Yo tengo un perro.',
  corrections: [{ start: 3, end: 9, original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'The verb tener is spelled “tengo” in the first person.' }],
  better_phrasing: null,
  checks: [
    { kind: 'spelling', status: 'ran' },
    { kind: 'grammar', status: 'ran' },
  ],
  engine: 'embedded',
};

/** A review of {@link MISSPELT_SENTENCE}: spelling, agreement (twice), a missing word, and a better phrasing. */
export const manyCorrectionsReview: MessageReview = {
  corrected_text: 'Yo tengo una gata negra y vivo en Madrid desde hace dos años',
  corrections: [
    { start: 3, end: 9, original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'The verb tener is spelled “tengo” in the first person.' },
    { start: 10, end: 12, original: 'un', replacement: 'una', category: 'agreement', explanation: '“Gata” is feminine, so the article is “una”.' },
    { start: 18, end: 23, original: 'negro', replacement: 'negra', category: 'agreement', explanation: 'The adjective agrees with “gata”: feminine.' },
    { start: 47, end: 47, original: '', replacement: 'hace ', category: 'grammar', explanation: 'For a duration up to now, say “desde hace”.' },
  ],
  better_phrasing: 'Tengo una gata negra y llevo dos años viviendo en Madrid.',
  checks: [
    { kind: 'spelling', status: 'ran' },
    { kind: 'grammar', status: 'ran' },
  ],
  engine: 'embedded',
};

/** A review with no correction whose checks all ran: "no mistakes" may be said. */
export const noMistakesReview: MessageReview = {
  corrected_text: 'Muy bien, gracias.',
  corrections: [],
  better_phrasing: null,
  checks: [
    { kind: 'spelling', status: 'ran' },
    { kind: 'grammar', status: 'ran' },
  ],
  engine: 'embedded',
};

/** A review whose checks could not run (no dictionary, a model that failed): nothing may be claimed. */
export const checksUnavailableReview: MessageReview = {
  corrected_text: 'Muy bien, gracias.',
  corrections: [],
  better_phrasing: null,
  checks: [
    { kind: 'spelling', status: 'unavailable' },
    { kind: 'grammar', status: 'unavailable' },
  ],
  engine: 'embedded',
};

/** A review whose spelling check ran on every word but two it could not judge (not in the dictionary); grammar not checked. */
export const uncheckedWordsReview: MessageReview = {
  corrected_text: 'Compré unas naranjes y unos zapatis.',
  corrections: [],
  better_phrasing: null,
  checks: [
    { kind: 'spelling', status: 'unavailable', unchecked_words: ['naranjes', 'zapatis'] },
    { kind: 'grammar', status: 'unavailable' },
  ],
  engine: 'embedded',
};

/** A learner's message carrying a review. */
export function aReviewedMessage(id: string, text: string, review: MessageReview | null, overrides: Partial<Message> = {}): Message {
  return aMessage(id, { sender: 'user', message_text: text, review, ...overrides });
}
