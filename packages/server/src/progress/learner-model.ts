import { and, count, countDistinct, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { CORRECTION_CATEGORIES, type CefrLevel, type CorrectionCategory, type LanguageCode, type LearnerModel, type LearningGoal, type MessageReview } from '@parla/contract';
import type { Database } from '../db/database.js';
import { conversations, learnerLevels, messages, reviewCards, savedWords } from '../db/schema.js';
import { estimateLevel, type WritingSample } from './level-estimate.js';
import { TimedCache } from './profile-cache.js';

/** The writing the estimate reads: the learner's messages of the last 60 days in the language, at most 200. */
export const ESTIMATE_WINDOW_DAYS = 60;
const ESTIMATE_MAX_MESSAGES = 200;
/** Recurring categories are counted over the last 7 days; one needs at least two corrections to recur. */
export const RECURRING_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The learner's messages of the estimate's window in a language, newest first: text, review, time. */
async function readWriting(db: Database, userId: string, language: LanguageCode, now: Date) {
  return db
    .select({ id: messages.id, text: messages.messageText, review: messages.review, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.sender, 'user'),
        eq(conversations.targetLanguage, language),
        gte(messages.createdAt, new Date(now.getTime() - ESTIMATE_WINDOW_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(ESTIMATE_MAX_MESSAGES);
}

type WritingRow = Awaited<ReturnType<typeof readWriting>>[number];

function samplesOf(rows: ReadonlyArray<Pick<WritingRow, 'text' | 'review'>>): WritingSample[] {
  return rows.map((row) => ({
    text: row.text,
    corrections: row.review && row.review.checks.some((check) => check.status === 'ran') ? row.review.corrections.length : null,
  }));
}

/** Categories corrected at least twice since `from`, most frequent first (ties in the contract's order). */
function recurringOf(corrections: Iterable<{ category: CorrectionCategory; at: number }>, from: number): Array<{ category: CorrectionCategory; count: number }> {
  const categories = new Map<CorrectionCategory, number>();
  for (const correction of corrections) {
    if (correction.at >= from) {
      categories.set(correction.category, (categories.get(correction.category) ?? 0) + 1);
    }
  }
  return [...categories.entries()]
    .filter(([, times]) => times >= 2)
    .sort((a, b) => b[1] - a[1] || CORRECTION_CATEGORIES.indexOf(a[0]) - CORRECTION_CATEGORIES.indexOf(b[0]))
    .map(([category, times]) => ({ category, count: times }));
}

function correctionsOf(rows: ReadonlyArray<Pick<WritingRow, 'review' | 'createdAt'>>): Array<{ category: CorrectionCategory; at: number }> {
  return rows.flatMap((row) => (row.review?.corrections ?? []).map((correction) => ({ category: correction.category, at: row.createdAt.getTime() })));
}

/** The learner model of one target language (see the contract's `learnerModel`), read from the stored data at `now`. */
export async function readLearnerModel(db: Database, userId: string, language: LanguageCode, now: Date): Promise<LearnerModel> {
  const rows = await readWriting(db, userId, language, now);
  const { level: estimated, measures } = estimateLevel(samplesOf(rows), language);
  const recurring = recurringOf(correctionsOf(rows), now.getTime() - RECURRING_WINDOW_DAYS * DAY_MS);

  const [[override], [saved], [known], [due]] = await Promise.all([
    db.select().from(learnerLevels).where(and(eq(learnerLevels.userId, userId), eq(learnerLevels.language, language))).limit(1),
    db.select({ value: count() }).from(savedWords).where(and(eq(savedWords.userId, userId), eq(savedWords.language, language))),
    // A word is known once one of its cards has left the learning steps (FSRS state 2, review) without a lapse pending.
    db
      .select({ value: countDistinct(reviewCards.wordId) })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.language, language), isNotNull(reviewCards.wordId), eq(reviewCards.state, 2))),
    db.select({ value: count() }).from(reviewCards).where(and(eq(reviewCards.userId, userId), eq(reviewCards.language, language), lte(reviewCards.due, now))),
  ]);
  const levelOverride = override?.level ?? null;
  return {
    language,
    estimated_level: estimated,
    level_override: levelOverride,
    level: levelOverride ?? estimated,
    evidence: {
      messages: measures.messages,
      words: measures.words,
      mean_sentence_words: round(measures.meanSentenceWords, 1),
      distinct_word_ratio: round(measures.distinctWordRatio, 2),
      rare_word_ratio: round(measures.rareWordRatio, 2),
      errors_per_100_words: round(measures.errorsPer100Words, 1),
    },
    recurring_categories: recurring,
    words: { saved: saved?.value ?? 0, known: known?.value ?? 0, due: due?.value ?? 0 },
    updated_at: now.toISOString(),
  };
}

/** Sets (or, with null, clears) the level a learner chose in a language. */
export async function setLearnerLevel(db: Database, userId: string, language: LanguageCode, level: CefrLevel | null, now: Date): Promise<void> {
  profiles.delete(profileKey(userId, language));
  if (level === null) {
    await db.delete(learnerLevels).where(and(eq(learnerLevels.userId, userId), eq(learnerLevels.language, language)));
    return;
  }
  await db
    .insert(learnerLevels)
    .values({ userId, language, level, updatedAt: now })
    .onConflictDoUpdate({ target: [learnerLevels.userId, learnerLevels.language], set: { level, updatedAt: now } });
}

/** Every level a learner set, for the data export. */
export async function learnerLevelsOf(db: Database, userId: string) {
  const rows = await db.select().from(learnerLevels).where(eq(learnerLevels.userId, userId));
  return rows.map((row) => ({ language: row.language, level: row.level, updated_at: row.updatedAt.toISOString() }));
}

/** A saved word with a review card due: the word, its meaning and the sentence it was saved from, when known. */
export interface DueWord {
  word: string;
  meaning: string | null;
  sentence: string | null;
}

/** What both tutors use of the learner model: level, weak categories (most frequent first), due words, goals. */
export interface LearnerProfile {
  language: LanguageCode;
  /** The level the learner set, else the estimate; null while there is too little writing. */
  level: CefrLevel | null;
  weakCategories: CorrectionCategory[];
  /** Saved words with a card due, most overdue first (at most 8). */
  dueWords: DueWord[];
  goals: LearningGoal[];
}

/** What a profile is made from, kept per learner and language between chat turns. */
interface ProfileBase {
  /** The level the learner set, if any. */
  override: CefrLevel | null;
  /** The writing the estimate reads, newest first, by message; reviews of later (or edited) messages are added. */
  writing: Array<{ id: string; sample: WritingSample; corrections: Array<{ category: CorrectionCategory; at: number }> }>;
  /** The estimate from `writing`, worked out again when it changed (undefined then). */
  estimate: CefrLevel | null | undefined;
  dueWords: DueWord[];
}

/** How long a loaded profile serves chat turns before it is read again (due words change when cards are reviewed). */
export const PROFILE_TTL_MS = 10 * 60 * 1000;
const profiles = new TimedCache<ProfileBase>(PROFILE_TTL_MS, 2000);
const profileKey = (userId: string, language: LanguageCode) => `${userId}:${language}`;

/** Reads a profile's base: the writing of the estimate's window, the learner's own level, the due words (3 statements). */
async function loadProfileBase(db: Database, userId: string, language: LanguageCode, now: Date): Promise<ProfileBase> {
  const [rows, [override], due] = await Promise.all([
    readWriting(db, userId, language, now),
    db.select({ level: learnerLevels.level }).from(learnerLevels).where(and(eq(learnerLevels.userId, userId), eq(learnerLevels.language, language))).limit(1),
    db
      .select({ word: savedWords.word, meaning: savedWords.meaning, sentence: savedWords.contextSentence })
      .from(reviewCards)
      .innerJoin(savedWords, eq(savedWords.id, reviewCards.wordId))
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.language, language), lte(reviewCards.due, now)))
      .orderBy(reviewCards.due)
      .limit(20),
  ]);
  const recentFrom = now.getTime() - RECURRING_WINDOW_DAYS * DAY_MS;
  const dueWords = new Map<string, DueWord>();
  for (const row of due) {
    if (!dueWords.has(row.word) && dueWords.size < 8) {
      dueWords.set(row.word, row);
    }
  }
  return {
    override: override?.level ?? null,
    writing: rows.map((row) => ({ id: row.id, sample: samplesOf([row])[0] as WritingSample, corrections: correctionsOf([row]).filter((correction) => correction.at >= recentFrom) })),
    estimate: undefined,
    dueWords: [...dueWords.values()],
  };
}

/**
 * The learner profile the tutors adapt to (issue #21): level, weak categories, due words and the conversation's goals.
 * It is read once (3 statements) and kept in the process for {@link PROFILE_TTL_MS}, so a chat turn usually reads
 * nothing: creating a conversation loads it, each stored review adds its message ({@link noteReviewedMessage}),
 * and setting a level forgets it. Example: `const profile = await learnerProfile(db, user.id, 'es', ['travel'], now)`.
 */
export async function learnerProfile(db: Database, userId: string, language: LanguageCode, goals: readonly LearningGoal[], now: Date): Promise<LearnerProfile> {
  const key = profileKey(userId, language);
  let base = profiles.get(key, now);
  if (!base) {
    base = await loadProfileBase(db, userId, language, now);
    profiles.set(key, base, now);
  }
  if (base.estimate === undefined) {
    base.estimate = estimateLevel(base.writing.map((entry) => entry.sample), language).level;
  }
  const weakCategories = recurringOf(base.writing.flatMap((entry) => entry.corrections), now.getTime() - RECURRING_WINDOW_DAYS * DAY_MS).map((entry) => entry.category);
  return { language, level: base.override ?? base.estimate, weakCategories, dueWords: base.dueWords, goals: [...goals] };
}

/** Adds a newly reviewed learner message (its writing and corrections) to the kept profile, when one is kept (no statement). */
export function noteReviewedMessage(userId: string, language: LanguageCode, message: { id: string; text: string; createdAt: Date }, review: MessageReview): void {
  const base = profiles.get(profileKey(userId, language), message.createdAt);
  if (!base) {
    return;
  }
  // An edited message, reviewed again, replaces its earlier review.
  const entry = { id: message.id, sample: samplesOf([{ text: message.text, review }])[0] as WritingSample, corrections: correctionsOf([{ review, createdAt: message.createdAt }]) };
  base.writing = [entry, ...base.writing.filter((kept) => kept.id !== message.id)].slice(0, ESTIMATE_MAX_MESSAGES);
  base.estimate = undefined;
}

const CATEGORY_WORDS: Record<CorrectionCategory, string> = {
  spelling: 'spelling', accent: 'accents', capitalization: 'capital letters', agreement: 'agreement', conjugation: 'verb endings',
  word_order: 'word order', word_choice: 'word choice', punctuation: 'punctuation', style: 'style', grammar: 'grammar',
};

/** The profile as one short line for a model's system prompt (English, like the rest of the prompt). */
export function profileLine(profile: LearnerProfile): string {
  const parts = [profile.level ? `writes at about ${profile.level}` : 'level not yet estimated'];
  if (profile.weakCategories.length > 0) {
    parts.push(`recurring mistakes: ${profile.weakCategories.slice(0, 3).map((category) => CATEGORY_WORDS[category]).join(', ')} (give practice on them)`);
  }
  if (profile.dueWords.length > 0) {
    parts.push(`words due for review, reuse some naturally: ${profile.dueWords.map((due) => due.word).join(', ')}`);
  }
  if (profile.goals.length > 0) {
    parts.push(`goals: ${profile.goals.join(', ')}`);
  }
  return `Learner profile: ${parts.join('; ')}.`;
}
