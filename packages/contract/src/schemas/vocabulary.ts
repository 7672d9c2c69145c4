import { z } from 'zod';
import { id, languageCode, pageQuery, paginated, requiredString, timestamp } from './fields.js';

/** How a card asks: target → native (`recognise`), native → typed target (`recall`), heard → typed (`listen`), a corrected mistake → typed right (`fix_it`). */
export const REVIEW_CARD_KINDS = ['recognise', 'recall', 'listen', 'fix_it'] as const;
/** One of {@link REVIEW_CARD_KINDS}. */
export type ReviewCardKind = (typeof REVIEW_CARD_KINDS)[number];

/** The four grades of a review, as FSRS (and Anki) name them. */
export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
/** One of {@link REVIEW_GRADES}. */
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

/** Where the scheduler has a card: never reviewed, in its first steps, in long-term review, or relearning after a lapse. */
export const REVIEW_CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;

/** Where a looked-up meaning came from: an offline bilingual dictionary, the configured model, or nothing could answer. */
export const LOOKUP_SOURCES = ['dictionary', 'model', 'none'] as const;

const wordText = requiredString().max(100);
const sentenceText = z.string().trim().max(1000);

/** A word the learner saved, with its meaning in their native language and the sentence it came from. */
export const savedWord = z.object({
  id,
  language: languageCode,
  word: z.string(),
  /** The dictionary form of an inflected word ("hablar" for "hablamos"), found by a morphological analyser; null when none knows it. */
  base_form: z.string().nullable(),
  /** How a Japanese word is read, in hiragana (additive); null for other languages or when unknown. */
  reading: z.string().nullable().optional(),
  meaning: z.string().nullable(),
  context_sentence: z.string().nullable(),
  /** The message it was saved from; null when saved by hand or once that message is deleted. */
  source_message_id: id.nullable(),
  created_at: timestamp,
});

/** POST vocabulary/: save a word (a meaning makes recognise and recall cards; every word gets a listen card). */
export const saveWordRequest = z.object({
  word: wordText,
  language: languageCode,
  base_form: z.string().trim().max(100).nullish(),
  meaning: z.string().trim().max(500).nullish(),
  context_sentence: sentenceText.nullish(),
  source_message_id: id.nullish(),
});

/** GET vocabulary/: saved words, newest first, optionally of one language and matching a search in the word, base form or meaning. */
export const vocabularyListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  language: languageCode.optional(),
});

/** A page of saved words. */
export const savedWordPage = paginated(savedWord);

/** GET vocabulary/lookup/: the meaning of one word of `language` in `native`. */
export const wordLookupQuery = z.object({
  word: wordText,
  language: languageCode,
  native: languageCode,
});

/** The answer of a look-up; `meaning` is null (and `message` says why) when no dictionary or model covers the pair. */
export const wordLookup = z.object({
  word: z.string(),
  language: languageCode,
  native_language: languageCode,
  /** The dictionary form of an inflected word ("hablar" for "hablamos"), found by a morphological analyser; null when none knows it. */
  base_form: z.string().nullable(),
  /** How a Japanese word is read, in hiragana (additive); null for other languages or when unknown. */
  reading: z.string().nullable().optional(),
  meaning: z.string().nullable(),
  source: z.enum(LOOKUP_SOURCES),
  /** The dictionary (`freedict-spa-eng`) or model engine that answered; null when none did. */
  engine: z.string().nullable(),
  message: z.string().nullable(),
});

/** A review card and where FSRS has it. */
export const reviewCard = z.object({
  id,
  kind: z.enum(REVIEW_CARD_KINDS),
  language: languageCode,
  /** What the card shows (for `listen`, what is spoken). */
  prompt: z.string(),
  /** What the learner should answer. */
  answer: z.string(),
  context_sentence: z.string().nullable(),
  /** A short explanation (a correction's) shown after answering; null when there is none. */
  hint: z.string().nullable(),
  word_id: id.nullable(),
  source_message_id: id.nullable(),
  state: z.enum(REVIEW_CARD_STATES),
  due: timestamp,
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  last_review: timestamp.nullable(),
  created_at: timestamp,
});

/** When a card would next be due after each grade. */
export const nextDueTimes = z.object({ again: timestamp, hard: timestamp, good: timestamp, easy: timestamp });

/** A card due now, with the next due time each grade would give (shown on the grade buttons). */
export const dueCard = reviewCard.extend({ next_due: nextDueTimes });

/** GET review/due/: cards due now, the most overdue first. */
export const dueCardsQuery = z.object({
  language: languageCode.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Cards due now, and how many are due in all. */
export const dueCards = z.object({ results: z.array(dueCard), count: z.number().int().nonnegative() });

/** POST review/cards/{id}/check/: the learner's typed answer to a recall, listen or fix-it card. */
export const checkAnswerRequest = z.object({ answer: z.string().max(1000) });

/** The verdict on a typed answer: case, punctuation and spacing never count; missing accents are accepted and reported. */
export const answerCheck = z.object({
  /** `right` (accepted), `close` (a letter or two off: not accepted) or `wrong`. */
  verdict: z.enum(['right', 'close', 'wrong']),
  correct: z.boolean(),
  expected: z.string(),
  /** Words written without (or with wrong) accents: what was written and what is right. */
  accent_slips: z.array(z.object({ written: z.string(), expected: z.string() })),
});

/** POST review/cards/{id}/grade/: how well the learner remembered. */
export const gradeCardRequest = z.object({ grade: z.enum(REVIEW_GRADES) });

/** The graded card, rescheduled, and when it is next due. */
export const gradedCard = z.object({ card: reviewCard, next_due: timestamp });

/** GET review/stats/: cards due now, reviews since the start of the UTC day and how many of them were remembered (not Again). */
export const reviewStats = z.object({
  due_count: z.number().int().nonnegative(),
  reviewed_today: z.number().int().nonnegative(),
  retained_today: z.number().int().nonnegative(),
  total_cards: z.number().int().nonnegative(),
});

/** GET review/stats/ query: one language, or all. */
export const reviewStatsQuery = z.object({ language: languageCode.optional() });

/** A saved word as a TypeScript type. */
export type SavedWord = z.output<typeof savedWord>;
/** A review card as a TypeScript type. */
export type ReviewCard = z.output<typeof reviewCard>;
/** A due card with its next due times. */
export type DueCard = z.output<typeof dueCard>;
/** The answer of a look-up. */
export type WordLookup = z.output<typeof wordLookup>;
/** Review statistics. */
export type ReviewStats = z.output<typeof reviewStats>;
/** A verdict on a typed answer. */
export type AnswerCheck = z.output<typeof answerCheck>;
