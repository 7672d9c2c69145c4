import type { CorrectionCategory } from '@parla/contract';
import type { SceneSource } from './content/content-types.js';

/**
 * What a roleplay step practises, read from its English task and its model answer: the correction categories it
 * exercises. Tasks are English in every language's content, so one set of rules tags the scenes of all 15 tutor
 * languages; the model answer adds what is visible in the target language's writing (accents, inverted marks, capitals
 * inside a sentence). Spelling is practised by every step alike, so no scene is chosen for it.
 */
const TASK_RULES: ReadonlyArray<readonly [CorrectionCategory, RegExp]> = [
  // Describing things and choosing among them: adjectives and numbers agree with their noun.
  ['agreement', /\bdescribe the\b|\bcolou?r\b|\bsize\b|\bfor two\b/],
  // Telling what happened or what one does: past and present verb forms.
  ['conjugation', /\bdescribe your\b|\bexplain\b|\breport that\b|\bbooked\b|\bhow you handle\b|\bwhat hurts\b|\bwhere you are going\b/],
  // Questions (inversion, verb first, question words) and a "that" clause.
  ['word_order', /^ask\b|\bthat you\b/],
  // Which preposition or word: since when, paying with, going to, how often.
  ['word_choice', /\bsince when\b|\bhow you pay\b|\bwhere you are going\b|\bhow to take\b/],
  // Register: staying polite while insisting, negotiating or selling oneself.
  ['style', /\bpolitely\b|\bnegotiate\b|\bmotivation\b|\bweakness\b/],
];

/** Letters with a diacritic (Latin script): an answer with one practises accents. */
const ACCENTED = /[à-öø-ÿā-ž]/i;
/** Inverted question and exclamation marks, and a space before ? ! ; : (French typography). */
const MARKED_PUNCTUATION = /[¿¡]|\s[?!;:]/;
/** A capital letter after the first word (a name, a German noun). */
const CAPITAL_INSIDE = /\s\p{Lu}/u;

/** The categories one roleplay step practises: by its English task, then by what its model answer shows. */
export function sceneStepCategories(task: string, model: string): CorrectionCategory[] {
  const text = task.toLowerCase();
  const categories = TASK_RULES.filter(([, rule]) => rule.test(text)).map(([category]) => category);
  if (ACCENTED.test(model)) {
    categories.push('accent');
  }
  if (MARKED_PUNCTUATION.test(model)) {
    categories.push('punctuation');
  }
  if (CAPITAL_INSIDE.test(model)) {
    categories.push('capitalization');
  }
  return categories;
}

/** The categories a scene practises: its steps' categories, each once, the most practised first (ties in the order first met). */
export function sceneCategories(scene: SceneSource): CorrectionCategory[] {
  const counts = new Map<CorrectionCategory, number>();
  for (const [, task, , model] of scene.steps) {
    for (const category of sceneStepCategories(task, model)) {
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([category]) => category);
}
