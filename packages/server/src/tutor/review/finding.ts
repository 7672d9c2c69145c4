import type { CorrectionCategory } from './review-types.js';
import type { ExplanationKey } from './explanations.js';

/** A correction a check found, before its explanation is written in the learner's language. */
export interface Finding {
  /** UTF-16 offset of the wrong part in the message. */
  start: number;
  /** Offset just past the wrong part. */
  end: number;
  /** The text to put in its place. */
  replacement: string;
  /** The kind of mistake. */
  category: CorrectionCategory;
  /** Which explanation template to use. */
  explanation: ExplanationKey;
  /** Values for the template's {placeholders}; `right` defaults to the replacement. */
  values?: Record<string, string>;
}
