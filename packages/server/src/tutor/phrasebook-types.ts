/** The offline tutor's fixed lines in one language around its tasks (the tasks themselves are in `content/`). */
export interface Phrasebook {
  /** The tutor introduces itself. */
  greeting: string;
  /** A reassurance for beginners (short sentences are fine). */
  beginnerNote: string;
  /** Gently asks the learner to try again in this language, when most of their message was in another one. */
  otherLanguage: string;
  /** First replies a learner might send. */
  suggestions: readonly string[];
}
