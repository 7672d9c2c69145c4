import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import { CORRECT_SENTENCES_FILE, loadLearnerMessages } from './learner-messages.js';
import { reviewAll } from './review-eval.js';

/**
 * Reviews the correct sentences (eval/correct-sentences.txt) and prints "flags on correct sentences: N of M" with
 * every flag listed (line, flagged text, replacement, category). Returns the number of flagged sentences.
 */
export async function correctSentencesSection(reviewer: MessageReviewer): Promise<number> {
  const sentences = loadLearnerMessages(CORRECT_SENTENCES_FILE);
  const marked = sentences.filter((sentence) => sentence.errors.length > 0);
  if (marked.length > 0) {
    throw new Error(`correct-sentences.txt holds marked mistakes (line ${marked[0]!.line}): it is for correct sentences only`);
  }
  const reviewed = await reviewAll(reviewer, sentences);
  const flagged = reviewed.filter(({ review }) => review.corrections.length > 0);
  const flags = flagged.reduce((sum, { review }) => sum + review.corrections.length, 0);
  console.log(`\nCorrect sentences (${new Set(sentences.map((sentence) => sentence.targetLanguage)).size} languages, no mistake in them):`);
  console.log(`flags on correct sentences: ${flagged.length} of ${sentences.length} (${flags} flags)`);
  for (const { message, review } of flagged) {
    for (const correction of review.corrections) {
      console.log(`  line ${message.line} ${message.targetLanguage}: '${message.text.slice(correction.start, correction.end)}' → '${correction.replacement}' (${correction.category}) in «${message.text}»`);
    }
  }
  return flagged.length;
}
