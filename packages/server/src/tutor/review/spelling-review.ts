import type { LanguageCode } from '@parla/contract';
import { differsOnlyByAccents } from '../best-suggestion.js';
import type { SpellChecker } from '../spell-checker.js';
import type { Finding } from './finding.js';
import { isCapitalised, spellingTokens } from '../spelling-candidates.js';

/** A word: letters, inner apostrophes and hyphens. */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

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
