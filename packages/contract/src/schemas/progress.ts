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
  /**
   * What was counted for it: messages written, words saved, corrections in grammar categories, words written, pronunciation
   * attempts, different words, or (`theme_tasks`, travel and business) the exercises of that theme the learner answered:
   * scenes, sentences, word drills or conversation topics.
   */
  measure: z.enum(['messages', 'words_saved', 'grammar_corrections', 'words_written', 'pronunciation_attempts', 'distinct_words', 'theme_tasks']),
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

/** The most weeks {@link progressHistoryQuery} covers (about six months); the default is 4. */
export const PROGRESS_HISTORY_MAX_WEEKS = 26;

/** GET progress/history/: the target language and how many weeks back (1–26, default 4), ending today (UTC). */
export const progressHistoryQuery = z.object({
  language: languageCode,
  weeks: z.coerce.number().int().min(1).max(PROGRESS_HISTORY_MAX_WEEKS).default(4),
});

/** One UTC day of a learner's practice in one target language. */
export const progressDay = z.object({
  date: z.iso.date(),
  /** Minutes practised: the gaps between a conversation's messages that end this day, each counted up to 5 minutes, and at least a minute for each conversation the learner wrote in that day (as the recap counts). */
  minutes: z.number().int().min(0),
  /** Words the learner wrote in the messages of this day, counted as the recap counts them (the language's word breaker). */
  words_written: z.number().int().min(0),
  /** Words written in the messages whose review checked them: the base of each correction's `per_100_words`. */
  words_checked: z.number().int().min(0),
  /** Corrections of the day's reviewed messages by category, most frequent first, with the rate per 100 checked words (one decimal). */
  corrections: z.array(categoryCount.extend({ per_100_words: z.number().min(0) })),
  /** Saved words in the language at the end of the day (cumulative; words deleted since are not counted). */
  words_saved: z.number().int().min(0),
  /**
   * Saved words retained at the end of the day: those whose latest review by then (over any of the word's cards) was
   * graded Hard, Good or Easy — not Again. A word never reviewed is saved, not yet retained.
   */
  words_retained: z.number().int().min(0),
  /** Mean overall score (0–100, one decimal) of the day's scored pronunciation attempts in the language; null without any. */
  pronunciation_score: z.number().min(0).max(100).nullable(),
  pronunciation_attempts: z.number().int().min(0),
});

/**
 * The learner's progress over the last weeks in one target language (beyond the spec, issue #21), one entry per UTC
 * day from `from` to `to` inclusive, oldest first. Derived from the stored messages, their reviews, saved words, card
 * grades and pronunciation attempts (the data export holds all of those; the series are not exported themselves).
 */
export const progressHistory = z.object({
  language: languageCode,
  weeks: z.number().int().min(1).max(PROGRESS_HISTORY_MAX_WEEKS),
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(progressDay),
});
