import { readFileSync } from 'node:fs';
import { LANGUAGES, type LanguageCode } from '@parla/contract';
import { createEmbeddedReviewer } from '../src/tutor/review/embedded-reviewer.js';
import type { SpellChecker } from '../src/tutor/spell-checker.js';
import { spellingTokens } from '../src/tutor/spelling-candidates.js';
import { printTable } from './print-table.js';

/** The misspellings file: `<language> | <sentence with one [written>meant] mark>`, `#` comments. */
export const MISSPELLINGS_FILE = new URL('./misspellings.txt', import.meta.url);

/** A second set, same format, written after the ranking was tuned on the first; its first run's misses were since fixed by class. */
export const SECOND_MISSPELLINGS_FILE = new URL('./misspellings-2.txt', import.meta.url);

/** A third set, same format, written after the second set's fixes; its first run's one wrong word was since fixed by class. */
export const THIRD_MISSPELLINGS_FILE = new URL('./misspellings-3.txt', import.meta.url);

/** A fourth set, same format, written after the third set's fix and never tuned on: the estimate for unseen words. */
export const FOURTH_MISSPELLINGS_FILE = new URL('./misspellings-4.txt', import.meta.url);

/** One misspelt word as a learner wrote it in a sentence, and the word they meant. */
export interface Misspelling {
  line: number;
  language: LanguageCode;
  /** The sentence as the learner wrote it. */
  text: string;
  written: string;
  meant: string;
  /** Where `written` is in `text`. */
  start: number;
}

const MARK = /\[([^\]>]+)>([^\]]+)\]/;

/** Parses the misspellings file; throws on a line that is not `<language> | <sentence with one mark>`. */
export function loadMisspellings(file: URL = MISSPELLINGS_FILE): Misspelling[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((raw, index) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) {
        return [];
      }
      const [language = '', marked = ''] = line.split(' | ');
      const mark = MARK.exec(marked);
      if (!(LANGUAGES as readonly string[]).includes(language) || !mark?.[1] || !mark[2]) {
        throw new Error(`${file.pathname.split('/').pop() ?? ''} line ${index + 1}: expected "<language> | <sentence with [written>meant]>"`);
      }
      return [{ line: index + 1, language: language as LanguageCode, text: marked.replace(MARK, mark[1]), written: mark[1], meant: mark[2], start: mark.index }];
    });
}

/** What became of one misspelling: the checker's top suggestion, and what the learner is shown. */
export interface SuggestionOutcome {
  item: Misspelling;
  /** The spell checker's closest word, however unsure (undefined when the dictionary accepts the word or has nothing). */
  top: string | undefined;
  /** The review's replacement on the word, or undefined when it offers none (the word is named as not recognised). */
  shown: string | undefined;
}

/** Runs every misspelling through the spell checker and the embedded reviewer. */
export async function suggestAll(checker: SpellChecker, items: readonly Misspelling[]): Promise<SuggestionOutcome[]> {
  const reviewer = createEmbeddedReviewer({ spellChecker: checker, dictionaryWaitMs: 30_000 });
  const outcomes: SuggestionOutcome[] = [];
  for (const item of items) {
    // The sentence's words, as the review sends them: one unknown word alone would read as another language.
    const report = await checker.checkWords(item.language, [...new Set(spellingTokens(item.text).map((token) => token.word))], { waitMs: 30_000 });
    const top = report?.mistakes.find((mistake) => mistake.word === item.written)?.suggestion;
    const review = await reviewer.review({ text: item.text, targetLanguage: item.language, nativeLanguage: 'en', level: 'beginner', mode: 'free_conversation', taughtWords: [] }, AbortSignal.timeout(60_000));
    const end = item.start + item.written.length;
    const correction = review.corrections.find((candidate) => candidate.start < end && item.start < candidate.end);
    // A correction's span may hold more than the word ("d'aqua" → "d'acqua"): the meant word in the same span counts.
    const meantInSpan = correction && item.text.slice(correction.start, item.start) + item.meant + item.text.slice(end, correction.end);
    const shown = correction && (correction.replacement === meantInSpan ? item.meant : correction.replacement);
    outcomes.push({ item, top, shown });
  }
  return outcomes;
}

function share(count: number, total: number): string {
  return total === 0 ? '–' : `${Math.round((100 * count) / total)} % (${count}/${total})`;
}

/**
 * Prints the suggestion benchmark: how often the spell checker's top suggestion is the word the learner meant, and
 * what the learner is shown: the meant word, a wrong word (worse than none: it teaches an error), or no replacement.
 */
export async function suggestionSection(checker: SpellChecker): Promise<SuggestionOutcome[]> {
  const outcomes = await printSuggestions(checker, 'Spelling suggestions (misspellings.txt, the set the ranking was tuned on)', loadMisspellings());
  const second = await printSuggestions(checker, 'Spelling suggestions, second set (misspellings-2.txt, its first run\'s misses fixed by class)', loadMisspellings(SECOND_MISSPELLINGS_FILE));
  const third = await printSuggestions(checker, 'Spelling suggestions, third set (misspellings-3.txt, its one miss fixed by class)', loadMisspellings(THIRD_MISSPELLINGS_FILE));
  const fourth = await printSuggestions(checker, 'Spelling suggestions, fourth set (misspellings-4.txt, never tuned on)', loadMisspellings(FOURTH_MISSPELLINGS_FILE));
  return [...outcomes, ...second, ...third, ...fourth];
}

async function printSuggestions(checker: SpellChecker, title: string, items: readonly Misspelling[]): Promise<SuggestionOutcome[]> {
  const outcomes = await suggestAll(checker, items);
  const row = (label: string, subset: readonly SuggestionOutcome[]) => {
    const offered = subset.filter((outcome) => outcome.shown !== undefined);
    const right = offered.filter((outcome) => outcome.shown === outcome.item.meant).length;
    return [label, String(subset.length), share(subset.filter((outcome) => outcome.top === outcome.item.meant).length, subset.length), share(right, subset.length), share(offered.length - right, subset.length), share(subset.length - offered.length, subset.length), share(right, offered.length)];
  };
  console.log(`\n${title}: ${items.length} misspellings as learners write them.`);
  printTable(title, [
    ['', 'words', 'top suggestion = meant', 'shown: meant word', 'shown: wrong word', 'no replacement', 'shown that are right'],
    row('all', outcomes),
    ...[...new Set(items.map((item) => item.language))].map((language) => row(language, outcomes.filter((outcome) => outcome.item.language === language))),
  ]);
  const wrong = outcomes.filter((outcome) => outcome.shown !== undefined && outcome.shown !== outcome.item.meant);
  if (wrong.length > 0) {
    console.log(`Wrong replacements shown: ${wrong.map((outcome) => `${outcome.item.written} → ${outcome.shown} (meant ${outcome.item.meant})`).join(', ')}`);
  }
  const missed = outcomes.filter((outcome) => outcome.shown === undefined);
  if (missed.length > 0) {
    console.log(`No replacement: ${missed.map((outcome) => `${outcome.item.written} (top ${outcome.top ?? '–'}, meant ${outcome.item.meant})`).join(', ')}`);
  }
  return outcomes;
}
