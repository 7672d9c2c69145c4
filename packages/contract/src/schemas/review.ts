import { z } from 'zod';
import { CORRECTION_CATEGORIES, REVIEW_CHECK_KINDS, REVIEW_CHECK_STATUSES, REVIEW_ENGINES } from '../constants/enums.js';
import { UNCHECKED_WORD_MAX_LENGTH, UNCHECKED_WORDS_MAX } from '../constants/constants.js';

/**
 * One correction of a learner message: the span of the original text it replaces (UTF-16 offsets, `end` exclusive;
 * `start === end` for an insertion), the wrong part, its replacement, a category and a short explanation in the
 * learner's native language.
 */
export const correction = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  original: z.string(),
  replacement: z.string(),
  category: z.enum(CORRECTION_CATEGORIES),
  explanation: z.string(),
});

/**
 * One check a review ran, or could not run. `unchecked_words` (optional; with status `unavailable`): the check ran on
 * the message but could not judge these words, as the learner wrote them (a word the dictionary does not know and the
 * check cannot correct, such as "naranjes"), so it vouches for every word but these. The status stays `unavailable`,
 * so a client that predates the field still claims nothing for the message. Absent: no word is singled out.
 */
export const reviewCheck = z.object({
  kind: z.enum(REVIEW_CHECK_KINDS),
  status: z.enum(REVIEW_CHECK_STATUSES),
  unchecked_words: z.array(z.string().min(1).max(UNCHECKED_WORD_MAX_LENGTH)).max(UNCHECKED_WORDS_MAX).optional(),
});

/**
 * The review of one learner message: the text with every correction applied, the corrections (sorted by `start`,
 * non-overlapping, each `original` as long as its span), an optional more natural phrasing, the checks that ran
 * ("no mistakes" may only be claimed when one ran) and the engine that produced it.
 */
export const messageReview = z
  .object({
    corrected_text: z.string(),
    corrections: z.array(correction),
    better_phrasing: z.string().nullable(),
    checks: z.array(reviewCheck),
    engine: z.enum(REVIEW_ENGINES),
  })
  .superRefine((review, context) => {
    let previousEnd = 0;
    review.corrections.forEach((item, index) => {
      if (item.end < item.start) {
        context.addIssue({ code: 'custom', path: ['corrections', index, 'end'], message: 'end must not be before start' });
      } else if (item.end - item.start !== item.original.length) {
        context.addIssue({ code: 'custom', path: ['corrections', index, 'original'], message: 'original must be as long as its span' });
      }
      if (item.start < previousEnd) {
        context.addIssue({ code: 'custom', path: ['corrections', index, 'start'], message: 'corrections must be sorted by start and must not overlap' });
      }
      previousEnd = Math.max(previousEnd, item.end);
    });
  });

