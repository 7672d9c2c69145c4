import { z } from 'zod';
import { CORRECTION_CATEGORIES, LEARNING_GOALS } from '../constants/enums.js';
import { id, languageCode, timestamp } from './fields.js';

/** The six levels of the Common European Framework of Reference, lowest first. */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
/** One of {@link CEFR_LEVELS}. */
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** What made a recap: the learner ended the conversation, or it was left idle for 30 minutes. */
export const RECAP_TRIGGERS = ['ended', 'idle'] as const;
/** Who wrote a recap's prose: rules over the stored data, or the configured model (the figures always come from the data). */
export const RECAP_ENGINES = ['rules', 'model'] as const;

/** One of the learner's own mistakes, as they wrote it and as it is right, with the sentence it was in. */
export const recapExample = z.object({
  wrong: z.string(),
  right: z.string(),
  sentence: z.string(),
});

/** The corrections of one category in a session, with up to three of the learner's own examples. */
export const recapCategory = z.object({
  category: z.enum(CORRECTION_CATEGORIES),
  count: z.number().int().positive(),
  examples: z.array(recapExample).max(3),
});

/** Something that went well, named from the data: `kind` says what, the numbers and text say how much and where. */
export const recapStrength = z.object({
  kind: z.enum(['clean_messages', 'longest_message', 'word_variety', 'category_absent', 'words_saved', 'steady_practice']),
  /** The figure behind it (messages without a correction, words in the longest message, distinct words, words saved, minutes). */
  count: z.number().int().min(0),
  /** The total it is out of, when there is one (messages written). */
  total: z.number().int().min(0).nullable(),
  /** The learner's sentence it points to (the longest message), or a correction category that never came up. */
  detail: z.string().nullable(),
});

/** The one thing to practise next time: a category with the learner's own example, or writing longer messages. */
export const recapFocus = z.object({
  kind: z.enum(['category', 'write_more', 'keep_going']),
  category: z.enum(CORRECTION_CATEGORIES).nullable(),
  example: recapExample.nullable(),
});

/** How a session served one of the learner's goals (§1): the figure that goal is measured by. */
export const recapGoal = z.object({
  goal: z.enum(LEARNING_GOALS),
  /** What was counted for it: messages written, words saved, corrections in grammar categories, words written, pronunciation attempts. */
  measure: z.enum(['messages', 'words_saved', 'grammar_corrections', 'words_written', 'pronunciation_attempts', 'distinct_words']),
  count: z.number().int().min(0),
});

/**
 * The recap of one session (beyond the spec, issue #21): the figures are counted from the stored messages, their
 * reviews and the words saved; the prose (`summary`, `went_well_text`, `focus_text`) is written by the configured model
 * in the learner's native language, or null when rules made the recap (clients then phrase `went_well` and `focus`).
 */
export const sessionRecap = z.object({
  conversation_id: id,
  target_language: languageCode,
  native_language: languageCode,
  trigger: z.enum(RECAP_TRIGGERS),
  engine: z.enum(RECAP_ENGINES),
  created_at: timestamp,
  started_at: timestamp,
  last_activity_at: timestamp,
  /** Minutes of practice: the gaps between the session's messages, each counted up to 5 minutes (time away is not practice). */
  minutes: z.number().int().min(0),
  learner_messages: z.number().int().min(0),
  learner_words: z.number().int().min(0),
  corrections_total: z.number().int().min(0),
  corrections: z.array(recapCategory),
  words_saved: z.array(z.object({ word: z.string(), meaning: z.string().nullable() })),
  went_well: z.array(recapStrength).min(1).max(3),
  focus: recapFocus,
  goals: z.array(recapGoal),
  summary: z.string().nullable(),
  went_well_text: z.string().nullable(),
  focus_text: z.string().nullable(),
});

/** How often one correction category came up in the learner's recent writing. */
export const categoryCount = z.object({
  category: z.enum(CORRECTION_CATEGORIES),
  count: z.number().int().positive(),
});

/**
 * The learner model of one target language (beyond the spec, issue #21): the level estimated from what the learner
 * wrote (null until there is enough writing), the level they set themselves, the measures behind the estimate, the
 * correction categories that recur in the last 7 days, and their words.
 */
export const learnerModel = z.object({
  language: languageCode,
  estimated_level: z.enum(CEFR_LEVELS).nullable(),
  level_override: z.enum(CEFR_LEVELS).nullable(),
  /** The override when set, else the estimate. */
  level: z.enum(CEFR_LEVELS).nullable(),
  evidence: z.object({
    messages: z.number().int().min(0),
    words: z.number().int().min(0),
    mean_sentence_words: z.number().min(0),
    distinct_word_ratio: z.number().min(0).max(1),
    rare_word_ratio: z.number().min(0).max(1),
    errors_per_100_words: z.number().min(0),
  }),
  recurring_categories: z.array(categoryCount),
  words: z.object({ saved: z.number().int().min(0), known: z.number().int().min(0), due: z.number().int().min(0) }),
  updated_at: timestamp,
});

/** GET progress/learner-model/: the target language whose model is asked for. */
export const learnerModelQuery = z.object({ language: languageCode });

/** PUT progress/learner-model/level/: the learner sets their level in a language, or clears it (null) to follow the estimate. */
export const setLearnerLevelRequest = z.object({
  language: languageCode,
  level: z.enum(CEFR_LEVELS).nullable(),
});
