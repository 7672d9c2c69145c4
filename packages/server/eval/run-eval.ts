// The tutor benchmark: runs the public set of annotated learner messages (learner-messages.txt) through the
// embedded reviewer, and through the configured model's reviewer when PARLA_TUTOR_URL is set, and prints recall,
// precision and false praise per language and mode; then spelling suggestions against what learners meant
// (suggestion-eval.ts, misspellings.txt); then the tutor's replies (tutor-eval.ts). Sections are
// independent: each takes the parsed set and prints.
// Run: npm run eval -w @parla/server            (add -- --baseline for the spell-check-only feedback of before;
//                                                -- --replies for only the tutor's replies read as a learner would, reply-eval.ts;
//                                                -- --review for only the review sections, the correct sentences' flags last)
import { LANGUAGES } from '@parla/contract';
import { hasDictionary } from '../src/tutor/hunspell-dictionaries.js';
import { createEmbeddedReviewer } from '../src/tutor/review/embedded-reviewer.js';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import { createSpellChecker } from '../src/tutor/spell-checker.js';
import { createBaselineReviewer } from './baseline-reviewer.js';
import { correctSentencesSection } from './correct-sentences-eval.js';
import { FOURTH_HOLDOUT_MESSAGES_FILE, HOLDOUT_MESSAGES_FILE, loadLearnerMessages, SECOND_HOLDOUT_MESSAGES_FILE, THIRD_HOLDOUT_MESSAGES_FILE, type EvalMessage } from './learner-messages.js';
import { printReviewSection, reviewAll } from './review-eval.js';
import { replySection } from './reply-eval.js';
import { suggestionSection } from './suggestion-eval.js';
import { tutorSection } from './tutor-eval.js';

/** One section of the benchmark: given the set, it measures and prints. */
export type EvalSection = (messages: readonly EvalMessage[]) => Promise<void>;

const checker = createSpellChecker();

/** The model reviewer (H5's `model-reviewer.ts`) when PARLA_TUTOR_URL is set and the module exists. */
async function modelReviewer(): Promise<MessageReviewer | undefined> {
  const url = process.env.PARLA_TUTOR_URL;
  if (!url) {
    return undefined;
  }
  const module = await import('../src/tutor/review/model-reviewer.js').catch(() => undefined);
  if (!module) {
    console.log('\nPARLA_TUTOR_URL is set, but the model reviewer is not available yet (src/tutor/review/model-reviewer.ts).');
    return undefined;
  }
  return module.createModelReviewer({ url: url.replace(/\/+$/, ''), model: process.env.PARLA_TUTOR_MODEL || 'gpt-4o-mini', key: process.env.PARLA_TUTOR_KEY || undefined });
}

const reviewSection: EvalSection = async (messages) => {
  // Every dictionary is loaded first: the benchmark measures the checks, not the load (the reviewer's wait is tested apart).
  const started = performance.now();
  await Promise.all(LANGUAGES.filter(hasDictionary).map((language) => checker.warm(language)));
  console.log(`Dictionaries loaded in ${Math.round(performance.now() - started)} ms.`);
  if (process.argv.includes('--baseline')) {
    printReviewSection('Before: spell-check feedback only', await reviewAll(createBaselineReviewer(checker), messages));
  }
  // A generous wait: the figures measure what the checks find, not how busy the machine is (a slow Hunspell
  // suggestion on a loaded machine would otherwise turn into "spelling unavailable" at random).
  const embedded = createEmbeddedReviewer({ spellChecker: checker, dictionaryWaitMs: 30_000 });
  printReviewSection('Embedded reviewer', await reviewAll(embedded, messages));
  const holdout = loadLearnerMessages(HOLDOUT_MESSAGES_FILE);
  console.log(`\nFirst held-out set (written before tuning; its false-praise misses were since studied and fixed by class, so it is no longer blind): ${holdout.length} learner messages, ${holdout.reduce((sum, message) => sum + message.errors.length, 0)} annotated errors.`);
  printReviewSection('Embedded reviewer, held-out set', await reviewAll(embedded, holdout));
  const second = loadLearnerMessages(SECOND_HOLDOUT_MESSAGES_FILE);
  console.log(`\nSecond held-out set (written after the false-praise fixes; its misses were since studied and fixed by class, so it is no longer blind): ${second.length} learner messages, ${second.reduce((sum, message) => sum + message.errors.length, 0)} annotated errors.`);
  printReviewSection('Embedded reviewer, second held-out set', await reviewAll(embedded, second));
  const third = loadLearnerMessages(THIRD_HOLDOUT_MESSAGES_FILE);
  console.log(`\nThird held-out set (written before any run of it; its misses were since studied and fixed by class, so it is no longer blind): ${third.length} learner messages, ${third.reduce((sum, message) => sum + message.errors.length, 0)} annotated errors.`);
  printReviewSection('Embedded reviewer, third held-out set (studied)', await reviewAll(embedded, third));
  const fourth = loadLearnerMessages(FOURTH_HOLDOUT_MESSAGES_FILE);
  console.log(`\nFourth held-out set (the blind one: written before any run of it, never tuned on): ${fourth.length} learner messages, ${fourth.reduce((sum, message) => sum + message.errors.length, 0)} annotated errors.`);
  printReviewSection('Embedded reviewer, fourth held-out set (blind)', await reviewAll(embedded, fourth));
  await correctSentencesSection(embedded);
  const model = await modelReviewer();
  if (model) {
    printReviewSection('Model reviewer (PARLA_TUTOR_URL)', await reviewAll(model, messages));
    printReviewSection('Model reviewer (PARLA_TUTOR_URL), held-out set', await reviewAll(model, holdout));
    printReviewSection('Model reviewer (PARLA_TUTOR_URL), fourth held-out set (blind)', await reviewAll(model, fourth));
  }
};

/** The benchmark's sections, in order (the tutor's replies get their own section beside the review). */
export const EVAL_SECTIONS: readonly EvalSection[] = [
  reviewSection,
  async () => {
    await suggestionSection(checker);
  },
  tutorSection,
];

if (process.argv.includes('--replies')) {
  try {
    await replySection(checker);
  } finally {
    await checker.close();
  }
  process.exit(0);
}

const messages = loadLearnerMessages();
const languages = new Set(messages.map((message) => message.targetLanguage)).size;
console.log(`Tutor benchmark: ${messages.length} learner messages in ${languages} languages, ${messages.reduce((sum, message) => sum + message.errors.length, 0)} annotated errors.`);
try {
  for (const section of process.argv.includes('--review') ? [reviewSection] : EVAL_SECTIONS) {
    await section(messages);
  }
} finally {
  await checker.close();
}
