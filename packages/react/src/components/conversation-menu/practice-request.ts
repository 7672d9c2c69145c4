import type { LanguageCode } from '@parla/contract/constants';

/** The practice views the conversation menu opens. */
export type PracticeExercise = 'pronunciation' | 'listening';

/** What the chat asks for when the learner opens a practice view: the view, the text to practise, its language. */
export interface PracticeRequest {
  /** Pronunciation practice or a listening exercise. */
  exercise: PracticeExercise;
  /** The latest tutor message ('' when there is none yet). */
  text: string;
  /** The conversation's target language. */
  language: LanguageCode;
}
