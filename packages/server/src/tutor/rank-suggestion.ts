import type { LanguageCode } from '@parla/contract';
import { foldAccents, maxSpellingDistance, slipCorrections, spellingDistance } from './best-suggestion.js';
import { confusionVariants, twiceConfusedVariants } from './learner-confusions.js';

/** How sure a suggestion is: `slip` (an accent, a doubled letter, ß spelt out or a capital away), `edit` (the clearly likeliest word a learner meant), or `guess`. */
export type SuggestionConfidence = 'slip' | 'edit' | 'guess';

/** A suggestion for a misspelt word and how sure it is. */
export interface RankedSuggestion {
  /** The word the learner most likely meant, in the misspelt word's case. */
  suggestion: string;
  /** How sure the suggestion is (see `SuggestionConfidence`). */
  confidence: SuggestionConfidence;
  /** With a `guess`: every candidate nearly as likely as the suggestion (itself first), for other evidence to choose between. */
  alternatives?: string[];
}

/** What else than the dictionary a ranking may use. */
export interface RankingOptions {
  /** The language, for its learner confusions (`learner-confusions.ts`) and its Turkish letters. */
  language?: LanguageCode;
  /** A word's rank in a frequency list of the language (1 = most frequent), infinite when unlisted. */
  rank?: (word: string) => number;
}

/** Cost of a slip (see `spellingDistance`). */
const SLIP_COST = 0.25;

/** Cost of a learner confusion undone ("questa" → "cuesta"): twice a slip (a missing accent is likelier still), half an edit. */
const CONFUSION_COST = 0.5;

/**
 * Orders of magnitude of likelihood one ordinary edit is worth: a candidate one edit further away must be this many
 * times ten more frequent to be as likely (a learner's typo is rare next to a word they know).
 */
const EDIT_WEIGHT = 3;

/** Frequency ranks are counted from here: among the most frequent words (mostly short function words) rank says little. */
const RANK_FLOOR = 200;

/** The rank an unlisted word counts as (the lists hold 10,000 words). */
const UNLISTED_RANK = 30_000;

/** Orders of magnitude a changed first letter costs beyond its edit: learners seldom get the start of a word wrong. */
const FIRST_LETTER_COST = 1;

/** Orders of magnitude by which the likeliest candidate must beat the next before it is offered. */
const CLEAR_MARGIN = 1;

/**
 * Shortest word an unlisted candidate, or one an ordinary edit away, may be offered for: a short word has many
 * neighbours ('güey' is not a misspelt 'grey', 'peli' not 'pelo'); a slip or a learner confusion is still offered.
 */
const MIN_EDIT_LETTERS = 5;

function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function matchCase(original: string, suggestion: string): string {
  return original.charAt(0) !== original.charAt(0).toLowerCase() && suggestion.charAt(0) === suggestion.charAt(0).toLowerCase() ? upperFirst(suggestion) : suggestion;
}

function commonPrefixLength(first: string, second: string): number {
  const a = Array.from(foldAccents(first));
  const b = Array.from(foldAccents(second));
  let length = 0;
  while (length < a.length && a[length] === b[length]) {
    length += 1;
  }
  return length;
}

/** A candidate with what makes it likely or not. */
interface Scored {
  candidate: string;
  /** Position among the candidates as found (slips first, in their fixed order; then the dictionary's order). */
  order: number;
  /** Edit cost, a learner confusion undone counting as a slip (see `learnerDistance`). */
  cost: number;
  /** Whether the candidate is one slip or two away (an accent, a doubled letter, ß spelt out). */
  slip: boolean;
  listed: boolean;
  /** Whether its first letter differs from the written word's, no learner confusion explaining it. */
  firstChanged: boolean;
  /** Negative log-likelihood in orders of magnitude: lower is likelier. */
  score: number;
  prefix: number;
}

/**
 * How far apart a learner's word and a candidate are: `spellingDistance`, or half an edit for one of the language's learner
 * confusions undone plus the distance left ("questa" → "cuesta": 0.5; "plalla" → "playa": 0.5); one of `twice`, the same confusion undone in two places, costs 1.
 */
export function learnerDistance(language: LanguageCode | undefined, written: string, candidate: string, variants: readonly string[] = confusionVariants(language, written), twice: readonly string[] = []): number {
  let best = spellingDistance(written, candidate);
  for (const variant of variants) {
    if (best <= CONFUSION_COST) {
      break;
    }
    best = Math.min(best, CONFUSION_COST + spellingDistance(variant, candidate));
  }
  // The same confusion twice ("гаварю" → "говорю") costs two.
  return twice.includes(candidate.toLocaleLowerCase(language)) ? Math.min(best, 2 * CONFUSION_COST) : best;
}

function score(word: string, candidate: string, order: number, variants: readonly string[], twice: readonly string[], options: RankingOptions): Scored {
  const twoWords = /[\s-]/.test(candidate) && !/[\s-]/.test(word);
  // A dropped apostrophe is a slip ("Ankarada" → "Ankara'da", "jai" → "j'ai").
  const apostropheOnly = candidate.replace(/['’]/g, '').toLowerCase() === word.toLowerCase();
  // A capital the learner left out is as likely as a confusion: a word the dictionary knows only capitalised is mostly a name ("Fieten").
  const caseOnly = candidate.toLowerCase() === word.toLowerCase();
  const cost = caseOnly ? CONFUSION_COST : apostropheOnly ? SLIP_COST : learnerDistance(options.language, word, candidate, variants, twice) + (twoWords ? 1 : 0);
  const slip = spellingDistance(word, candidate) <= 0.5;
  const rank = options.rank?.(candidate) ?? Number.POSITIVE_INFINITY;
  const listed = Number.isFinite(rank);
  const start = foldAccents(candidate).charAt(0);
  const firstChanged = start !== foldAccents(word).charAt(0) && !variants.some((variant) => foldAccents(variant).charAt(0) === start && learnerDistance(options.language, variant, candidate, []) < 1);
  const frequency = Math.log10(Math.min(Math.max(rank, RANK_FLOOR), UNLISTED_RANK));
  return { candidate, order, cost, slip, listed, firstChanged, score: EDIT_WEIGHT * cost + frequency + (firstChanged ? FIRST_LETTER_COST : 0), prefix: commonPrefixLength(word, candidate) };
}

/** The word without accents and with every doubled letter single ('caffè' → 'cafe'). */
function undoubled(word: string): string {
  return foldAccents(word).replace(/(.)\1+/gu, '$1');
}

/**
 * Whether the cheap candidates (slips and learner confusions) settle the choice without the dictionary's slow
 * suggestions: the best beats anything an ordinary edit away, or is a slip, unless it is an unlisted word only a
 * doubled or undoubled letter or a capital away ('resposa' is more likely 'resposta' than 'reesposa', 'mooij' 'mooi' than 'Mooij').
 */
function settledWithoutSuggestions(word: string, best: Scored | undefined, options: RankingOptions): boolean {
  if (!best) {
    return false;
  }
  // Anything only the dictionary suggests is an ordinary edit or more away: scored at least EDIT_WEIGHT + log10(RANK_FLOOR).
  if (best.score + CLEAR_MARGIN <= EDIT_WEIGHT + Math.log10(RANK_FLOOR)) {
    return true;
  }
  const doubling = undoubled(word) === undoubled(best.candidate) && foldAccents(word) !== foldAccents(best.candidate);
  const caseOnly = best.candidate.toLowerCase() === word.toLowerCase();
  return best.slip && !(options.rank && !best.listed && (doubling || caseOnly));
}

/**
 * The word a learner most likely meant by a misspelt word, and how sure that is, deterministically, or none when
 * nothing is close enough to be the same word misspelt (see `maxSpellingDistance`). Each candidate (the word with a
 * capital the dictionary knows, 'hund' → 'Hund'; slip corrections; the word with one of its
 * language's learner confusions undone, and, unless those settle it, the dictionary's suggestions) is scored as a
 * noisy channel: its edit cost, a slip costing a quarter and a learner confusion half an edit ('questa' → 'cuesta', 'сабак' →
 * 'собак'), weighed against its frequency rank (`options.rank`), with a changed first letter less likely. The best
 * is offered when it beats the next by a clear margin; otherwise it is a `guess` with its close rivals as
 * alternatives, and so is an unlisted word for a short one ('güey' is not 'grey'). Slips nearly as likely as each
 * other keep their fixed order ('cafe' → 'café').
 */
export function rankSuggestion(word: string, isCorrect: (candidate: string) => boolean, suggest: (word: string) => string[], options: RankingOptions = {}): RankedSuggestion | undefined {
  const lower = word.toLowerCase();
  const capital = upperFirst(word);
  const variants = confusionVariants(options.language, word);
  const twice = twiceConfusedVariants(options.language, word);
  const limit = maxSpellingDistance(word);
  const scoredAll = (candidates: readonly string[]) =>
    candidates
      // Once each, case aside; the word itself only with the capital it lacks.
      .filter((candidate, index) => candidates.findIndex((other) => other.toLowerCase() === candidate.toLowerCase()) === index && (candidate.toLowerCase() !== lower || (candidate === capital && capital !== word)))
      .map((candidate, order) => score(lower, candidate, order, variants, twice, options))
      .filter((entry) => entry.cost <= limit)
      .sort((first, second) => first.score - second.score || second.prefix - first.prefix || first.order - second.order);
  // The word with a capital is a slip too ('hund' → 'Hund'), weighed like any other: 'mooij' is not the name 'Mooij'.
  const cheap = [...(capital !== word && isCorrect(capital) ? [capital] : []), ...slipCorrections(word, isCorrect, options.language), ...variants.filter((variant) => isCorrect(variant)), ...twice.filter((variant) => isCorrect(variant))];
  let ranked = scoredAll(cheap);
  if (!settledWithoutSuggestions(lower, ranked[0], options)) {
    ranked = scoredAll([...cheap, ...suggest(word)]);
  }
  const [best] = ranked;
  if (!best) {
    return undefined;
  }
  const rivals = ranked.filter((entry) => entry !== best && entry.score < best.score + CLEAR_MARGIN);
  if (best.slip && rivals.every((entry) => entry.slip)) {
    // Slips the frequency lists cannot tell apart keep their fixed order ('cafe': 'café' before 'cafè').
    const first = [best, ...rivals].sort((a, b) => a.order - b.order)[0] ?? best;
    return { suggestion: matchCase(word, first.candidate), confidence: 'slip' };
  }
  const suggestion = matchCase(word, best.candidate);
  const longEnough = Array.from(word).length >= MIN_EDIT_LETTERS;
  if (rivals.length === 0 && (longEnough ? best.listed || !best.firstChanged : best.cost < 1)) {
    return { suggestion, confidence: best.slip ? 'slip' : 'edit' };
  }
  return { suggestion, confidence: 'guess', alternatives: [best, ...rivals].map((entry) => matchCase(word, entry.candidate)) };
}

/** The word a learner most likely meant by a misspelt word, or none (see `rankSuggestion`). */
export function bestSuggestion(word: string, isCorrect: (candidate: string) => boolean, suggest: (word: string) => string[], options: RankingOptions = {}): string | undefined {
  return rankSuggestion(word, isCorrect, suggest, options)?.suggestion;
}
