import type { LanguageCode } from '@parla/contract';
import { differsOnlyByAccents } from '../best-suggestion.js';
import type { SpellChecker } from '../spell-checker.js';
import type { Finding } from './finding.js';

/** Tokens that are not prose: numbers, links, addresses, handles and hashtags. */
const NOT_PROSE = /\d|:\/\/|^www\.|@|^#|\.[a-z]{2,}\//i;

/** A token that ends a sentence (closing quotes and brackets allowed after the mark). */
const ENDS_SENTENCE = /[.!?…。！？]["'»”’)\]]*$/;

/** A word: letters, inner apostrophes and hyphens. */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

/** A word to spell-check, where it is, and whether it may be a name. */
export interface SpellingToken {
  word: string;
  start: number;
  end: number;
  /** Capitalised without starting a sentence: a name, or (in German) a noun. */
  capitalisedInside: boolean;
}

function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

function isAllCapitals(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}

/** The words of a message worth spell-checking, capitalised ones included; numbers, links, handles, acronyms and emoji left out. */
export function spellingTokens(text: string): SpellingToken[] {
  const tokens: SpellingToken[] = [];
  let sentenceStart = true;
  for (const tokenMatch of text.matchAll(/\S+/g)) {
    const token = tokenMatch[0];
    const startsSentence = sentenceStart;
    sentenceStart = ENDS_SENTENCE.test(token);
    if (NOT_PROSE.test(token)) {
      continue;
    }
    let firstInToken = true;
    for (const wordMatch of token.matchAll(WORD)) {
      const word = wordMatch[0].replace(/['’-]+$/, '');
      const initial = startsSentence && firstInToken;
      firstInToken = false;
      if (Array.from(word).length < 2 || isAllCapitals(word)) {
        continue;
      }
      const start = tokenMatch.index + wordMatch.index;
      tokens.push({ word, start, end: start + word.length, capitalisedInside: isCapitalised(word) && !initial });
    }
  }
  return tokens;
}

/** The words of the tutor's recent turns, folded, for "never flag a word the tutor used". */
export function taughtWordSet(taughtWords: readonly string[]): Set<string> {
  return new Set(taughtWords.flatMap((phrase) => Array.from(phrase.matchAll(WORD), (match) => match[0].toLowerCase().replace(/['’-]+$/, ''))));
}

/** Languages whose nouns are capitalised, so a capitalised word inside a sentence is not taken for a name. */
const CAPITALISED_NOUNS: ReadonlySet<LanguageCode> = new Set(['de']);

/** Shortest capitalised German word corrected by ordinary edits (shorter ones are often names). */
const MIN_NOUN_EDIT_LETTERS = 6;

/** What the spelling check found, or that it could not run. */
export type SpellingOutcome = { status: 'ran'; findings: Finding[] } | { status: 'unavailable' };

/**
 * Spelling and accent mistakes of a message, only where the suggestion is sure: a slip (accent, doubled letter,
 * ß spelt out, capital) or a clear one-word winner of ordinary edits; a capitalised word inside a sentence may be
 * a name, so it is corrected only for a missing accent, or (German nouns) when long enough. Words the tutor used
 * are never flagged. Unavailable when the language has no dictionary, it did not load within `waitMs`, or most of
 * the text is in another language.
 */
export async function reviewSpelling(checker: SpellChecker, language: LanguageCode, text: string, taught: ReadonlySet<string>, waitMs: number): Promise<SpellingOutcome> {
  const tokens = spellingTokens(text).filter((token) => !taught.has(token.word.toLowerCase()));
  const words = [...new Set(tokens.map((token) => token.word))];
  const report = await checker.checkWords(language, words, { waitMs, max: 40 });
  if (!report || report.otherLanguage) {
    return { status: 'unavailable' };
  }
  const findings: Finding[] = [];
  for (const mistake of report.mistakes) {
    const { suggestion, confidence } = mistake;
    if (!suggestion || !confidence || confidence === 'guess') {
      continue;
    }
    const caseOnly = suggestion.toLowerCase() === mistake.word.toLowerCase();
    const accentOnly = !caseOnly && differsOnlyByAccents(suggestion, mistake.word);
    for (const token of tokens.filter((candidate) => candidate.word === mistake.word)) {
      if (token.capitalisedInside && !accentOnly) {
        const noun = CAPITALISED_NOUNS.has(language) && isCapitalised(suggestion);
        if (!noun || (confidence === 'edit' && Array.from(token.word).length < MIN_NOUN_EDIT_LETTERS)) {
          continue;
        }
      }
      if (caseOnly) {
        const nounCapital = CAPITALISED_NOUNS.has(language) && isCapitalised(suggestion);
        findings.push({ start: token.start, end: token.end, replacement: suggestion, category: 'capitalization', explanation: nounCapital ? 'nounCapital' : 'capitalization' });
      } else {
        findings.push({ start: token.start, end: token.end, replacement: suggestion, category: accentOnly ? 'accent' : 'spelling', explanation: accentOnly ? 'accent' : 'spelling' });
      }
    }
  }
  return { status: 'ran', findings };
}
