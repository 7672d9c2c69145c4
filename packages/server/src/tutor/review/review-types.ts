import type { LanguageCode, LearningMode, MessageReview, SkillLevel } from '@parla/contract';

export type { Correction, CorrectionCategory, MessageReview, ReviewCheck } from '@parla/contract';

/** What a reviewer is asked to review. */
export interface ReviewRequest {
  /** The learner's message as written. */
  text: string;
  /** The language being learnt. */
  targetLanguage: LanguageCode;
  /** The learner's own language: explanations are written in it. */
  nativeLanguage: LanguageCode;
  /** The learner's level. */
  level: SkillLevel;
  /** The conversation's learning mode. */
  mode: LearningMode;
  /** Words the tutor itself used in recent turns: never flag these. */
  taughtWords: string[];
}

/** Reviews one learner message. */
export interface MessageReviewer {
  /** The review of one learner message; rejects when `signal` aborts. */
  review(request: ReviewRequest, signal: AbortSignal): Promise<MessageReview>;
}
