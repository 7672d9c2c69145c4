import type { MessageReview } from '@parla/contract';
import { applyCorrections } from '../tutor/review/apply-corrections.js';

/** One "fix it" exercise: a sentence with one mistake left in, the sentence put right, and why. */
export interface FixItPrompt {
  prompt: string;
  answer: string;
  hint: string;
}

/**
 * One exercise per correction of a review: the learner's sentence with every other correction applied (so it holds
 * just this one mistake) → the fully corrected sentence. Corrections that change nothing are left out.
 */
export function fixItPrompts(text: string, review: MessageReview): FixItPrompt[] {
  const answer = applyCorrections(text, review.corrections);
  const prompts: FixItPrompt[] = [];
  review.corrections.forEach((correction, index) => {
    const prompt = applyCorrections(
      text,
      review.corrections.filter((_, other) => other !== index),
    );
    if (prompt !== answer && !prompts.some((item) => item.prompt === prompt)) {
      prompts.push({ prompt, answer, hint: correction.explanation });
    }
  });
  return prompts;
}
