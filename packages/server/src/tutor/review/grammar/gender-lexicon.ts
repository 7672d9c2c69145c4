import { readFile } from 'node:fs/promises';
import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

// Adjective–noun gender agreement read from an installed Hunspell dictionary's word list: the affix classes of its
// lines tell adjectives and the nouns of a sure gender apart (each language says how, see `classify`).

/** The words of a Hunspell dictionary that the agreement rule can judge. */
export interface GenderLexicon {
  /** Masculine adjectives in their dictionary form. */
  adjectives: ReadonlySet<string>;
  /** Nouns that are surely feminine, in their dictionary form. */
  feminine: ReadonlySet<string>;
  /** Nouns that are surely neuter, in their dictionary form. */
  neuter: ReadonlySet<string>;
}

/** Which set of the lexicon one line of the word list (`word/flags`) belongs to, if any. */
export type ClassifyEntry = (word: string, flags: string) => keyof GenderLexicon | undefined;

/** Lines parsed between two yields to the event loop (the word lists have 146,000 to 335,000). */
const LINES_PER_SLICE = 20_000;

async function readLexicon(dictionaryPackage: string, classify: ClassifyEntry): Promise<GenderLexicon | null> {
  try {
    const dic = await readFile(new URL('index.dic', import.meta.resolve(dictionaryPackage)), 'utf8');
    const words = { adjectives: new Set<string>(), feminine: new Set<string>(), neuter: new Set<string>() };
    let at = 0;
    for (let line = 0; at < dic.length; line += 1) {
      const newline = dic.indexOf('\n', at);
      const end = newline === -1 ? dic.length : newline;
      const slash = dic.indexOf('/', at);
      if (slash > at && slash < end) {
        const word = dic.slice(at, slash);
        const kind = classify(word, dic.slice(slash + 1, end));
        if (kind !== undefined) {
          words[kind].add(word);
        }
      }
      at = end + 1;
      if (line % LINES_PER_SLICE === LINES_PER_SLICE - 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return words;
  } catch {
    return null;
  }
}

/** One language's lexicon, read once on first need. */
export interface GenderLexiconSource {
  /** Loads the lexicon once, in slices so that the server keeps answering meanwhile; null when the package is absent. */
  load(): Promise<GenderLexicon | null>;
  /** The lexicon when loaded (null: absent), undefined while it has not been. */
  current(): GenderLexicon | null | undefined;
}

/** The gender lexicon of the Hunspell dictionary package `dictionaryPackage`, its lines sorted by `classify`. */
export function genderLexiconSource(dictionaryPackage: string, classify: ClassifyEntry): GenderLexiconSource {
  let lexicon: GenderLexicon | null | undefined;
  let loading: Promise<GenderLexicon | null> | undefined;
  const load = () => (loading ??= readLexicon(dictionaryPackage, classify).then((words) => (lexicon = words)));
  return { load, current: () => lexicon };
}

/** How a language's agreement rule reads an adjective and its noun. */
export interface GenderAgreementOptions {
  /** The feminine or neuter nominative of a masculine adjective (or of a listed determiner). */
  inflect: (adjective: string, gender: 'f' | 'n') => string;
  /** Determiners the dictionary lists without classes, judged as adjectives (мой, этот). */
  determiners?: ReadonlySet<string>;
  /** Whether a noun may be judged (a capitalised word may be a name). */
  judgesNoun?: (noun: Token) => boolean;
}

/**
 * A masculine adjective right before a feminine or neuter noun in its dictionary form is given the noun's gender
 * ("новий сумка" → "нова сумка"). Only the nominative forms of both are judged; nothing while the lexicon loads (the
 * reviewer waits for it as for a dictionary, see `GRAMMAR_LEXICONS`).
 */
export function genderAgreementRule(source: GenderLexiconSource, options: GenderAgreementOptions): GrammarRule {
  return ({ text, tokens }) => {
    const words = source.current();
    if (words === undefined) {
      void source.load();
    }
    const findings: Finding[] = [];
    for (const adjective of tokens) {
      const noun = tokens[adjective.index + 1];
      if (!words || !noun || !adjacent(text, adjective, noun) || (options.judgesNoun && !options.judgesNoun(noun))) {
        continue;
      }
      if (!words.adjectives.has(adjective.lower) && !options.determiners?.has(adjective.lower)) {
        continue;
      }
      const gender = words.feminine.has(noun.lower) ? 'f' : words.neuter.has(noun.lower) ? 'n' : undefined;
      if (gender !== undefined) {
        findings.push({ start: adjective.start, end: adjective.end, replacement: inCaseOf(adjective.text, options.inflect(adjective.lower, gender)), category: 'agreement', explanation: 'agreement', values: { noun: noun.text } });
      }
    }
    return findings;
  };
}
