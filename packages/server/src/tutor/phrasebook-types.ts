import type { LearningMode } from '@parla/contract';

/**
 * What the offline tutor can say in one language. Mode lines may hold `{sentence}` (a sentence in
 * the learner's native language to translate); `spelling` holds `{words}`.
 */
export interface Phrasebook {
  /** The tutor introduces itself. */
  greeting: string;
  /** A reassurance for beginners (short sentences are fine). */
  beginnerNote: string;
  /** Short praise and acknowledgements. */
  encouragement: readonly string[];
  /** Open questions that keep a conversation going. */
  followUps: readonly string[];
  /** Points at misspelt words: `{words}` becomes “wrong → right” pairs. */
  spelling: string;
  /** Gently asks the learner to try again in this language, when most of their message was in another one. */
  otherLanguage: string;
  /** Lines per learning mode, each used once per conversation: roleplay and storytelling lines in order, as scenes that move on. */
  modes: Readonly<Record<LearningMode, readonly string[]>>;
  /** Simple sentences in this language, given to learners whose native language it is, to translate. */
  practiceSentences: readonly string[];
  /** First replies a learner might send. */
  suggestions: readonly string[];
}
