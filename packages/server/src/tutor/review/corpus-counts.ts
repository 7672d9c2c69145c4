import type { LanguageCode } from '@parla/contract';
import { CONTENT } from '../content/all-content.js';
import { foldAccents } from '../best-suggestion.js';
import { PHRASEBOOKS } from '../phrasebooks.js';

/** How often each word (lower case) occurs in the tutor's own texts of one language, and its spellings by folded form. */
export interface CorpusCounts {
  /** Occurrences of a word, lower case; 0 when the texts never use it. */
  count(word: string): number;
  /** The spellings the texts use for a word with its accents stripped ('musica' → ['música']), most frequent first. */
  spellingsOf(folded: string): readonly string[];
  /** The most frequent word starting with `prefix` (accents and case aside), if the texts have one. */
  commonest(prefix: string): string | undefined;
}

/** A word: letters and marks, inner apostrophes and hyphens. */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

/** Every string of a content tree, skipping keyword and answer patterns (`a|b`: they list misspellings on purpose). */
function* prose(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    if (!value.includes('|')) {
      yield value;
    }
  } else if (Array.isArray(value)) {
    for (const item of value) {
      yield* prose(item);
    }
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      yield* prose(item);
    }
  }
}

function build(language: LanguageCode): CorpusCounts {
  const counts = new Map<string, number>();
  for (const text of prose([CONTENT[language], PHRASEBOOKS[language]])) {
    for (const match of text.matchAll(WORD)) {
      const word = match[0].toLowerCase().replace(/['’-]+$/, '');
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const byFolded = new Map<string, string[]>();
  const byFrequency = [...counts.keys()].sort((first, second) => (counts.get(second) ?? 0) - (counts.get(first) ?? 0));
  for (const word of byFrequency) {
    const folded = foldAccents(word);
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), word]);
  }
  return {
    count: (word) => counts.get(word.toLowerCase()) ?? 0,
    spellingsOf: (folded) => byFolded.get(folded) ?? [],
    commonest: (prefix) => byFrequency.find((word) => foldAccents(word).startsWith(foldAccents(prefix))),
  };
}

const cache = new Map<LanguageCode, CorpusCounts>();

/**
 * Word counts of the tutor's own texts in a language (its content file and phrasebook, several thousand words of
 * natural prose written per language): frequency data for choosing between spellings the dictionary accepts.
 * Built once per language.
 */
export function corpusCounts(language: LanguageCode): CorpusCounts {
  let counts = cache.get(language);
  if (!counts) {
    counts = build(language);
    cache.set(language, counts);
  }
  return counts;
}
