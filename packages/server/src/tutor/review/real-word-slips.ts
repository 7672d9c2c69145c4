import type { LanguageCode } from '@parla/contract';
import type { SpellChecker } from '../spell-checker.js';
import type { SpellingToken } from '../spelling-candidates.js';
import type { CorpusCounts } from './corpus-counts.js';
import type { Finding } from './finding.js';
import { frequencyRank } from './frequency-spellings.js';

// Slips that make another word the dictionary accepts, so Hunspell says nothing: "un croisant" (a form of "croiser")
// for "un croissant", "Санкт Петербурге" for "Санкт-Петербурге". Caught only where the written word is rare (not in
// the language's 10,000 commonest words nor the tutor's texts) and the intended one is common.

/** Rarest rank (in the subtitle word lists) a word may have to be taken as the one meant. */
const MEANT_MAX_RANK = 8000;

/** Whether a word is rare: unlisted in the word lists and never used by the tutor's texts. */
function rare(language: LanguageCode, word: string, counts: CorpusCounts): boolean {
  return !Number.isFinite(frequencyRank(language, word)) && counts.count(word) === 0;
}

/** Shortest word judged (shorter real words are too often right: "diner", "mater"). */
const MIN_LETTERS = 6;

/** The word with one of its doubled letters written once, or one of its letters doubled ("croisant" → "croissant"). */
function doublingVariants(word: string): string[] {
  const letters = Array.from(word);
  const variants = new Set<string>();
  letters.forEach((letter, index) => {
    if (!/\p{L}/u.test(letter) || /[aeiouyàáâãäåèéêëìíîïòóôõöùúûüаеёиоуыэюяіїєæøœ]/iu.test(letter)) {
      return;
    }
    if (letters[index + 1] === letter) {
      variants.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(''));
    } else if (letters[index - 1] !== letter && index > 0) {
      variants.add([...letters.slice(0, index), letter, ...letters.slice(index)].join(''));
    }
  });
  return [...variants];
}

/**
 * A rare word the dictionary accepts that is a common word with one consonant doubled or undoubled: "croisant" →
 * "croissant", "sopratutto" → "soprattutto". Only words of 6 letters or more (not a name inside a sentence), when
 * exactly one such common word exists.
 */
export function doubledLetterSlips(language: LanguageCode, tokens: readonly SpellingToken[], misspelt: ReadonlySet<string>, counts: CorpusCounts): Finding[] {
  const findings: Finding[] = [];
  for (const token of tokens) {
    const word = token.word.toLocaleLowerCase(language);
    if (misspelt.has(token.word) || token.capitalisedInside || Array.from(word).length < MIN_LETTERS || word.includes('-') || !rare(language, word, counts)) {
      continue;
    }
    const meant = doublingVariants(word).filter((variant) => frequencyRank(language, variant) <= MEANT_MAX_RANK);
    if (meant.length === 1 && meant[0]) {
      const replacement = token.word === word ? meant[0] : meant[0].charAt(0).toLocaleUpperCase(language) + meant[0].slice(1);
      findings.push({ start: token.start, end: token.end, replacement, category: 'spelling', explanation: 'spelling' });
    }
  }
  return findings;
}

/**
 * A compound name written as two words that the dictionary knows hyphenated, whose first part is capitalised and no
 * common word of its own: "Санкт Петербурге" → "Санкт-Петербурге". Both parts are accepted alone, so only the pair
 * shows it. (Lower-case pairs are left alone: dictionaries accept any two words joined by a hyphen, "sœur-sont".)
 */
export async function splitCompounds(checker: SpellChecker, language: LanguageCode, text: string, tokens: readonly SpellingToken[], counts: CorpusCounts, waitMs: number): Promise<Finding[]> {
  const pairs = tokens.flatMap((first, index) => {
    const second = tokens[index + 1];
    if (!second || !/^ $/.test(text.slice(first.end, second.start)) || first.word.includes('-') || second.word.includes('-') || first.word === first.word.toLowerCase() || second.word === second.word.toLowerCase() || !rare(language, first.word.toLowerCase(), counts)) {
      return [];
    }
    return [{ first, second, joined: `${first.word}-${second.word}` }];
  });
  if (pairs.length === 0) {
    return [];
  }
  const report = await checker.checkWords(language, pairs.map((pair) => pair.joined), { waitMs, max: 40 });
  if (!report) {
    return [];
  }
  const unknown = new Set(report.mistakes.map((mistake) => mistake.word));
  return pairs
    .filter((pair) => !unknown.has(pair.joined))
    .map((pair) => ({ start: pair.first.start, end: pair.second.end, replacement: pair.joined, category: 'spelling' as const, explanation: 'spelling' as const }));
}
