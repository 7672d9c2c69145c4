import { readFile } from 'node:fs/promises';
import type { Finding } from '../finding.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

// Ukrainian adjective–noun gender agreement with the installed Hunspell dictionary (`dictionary-uk`, from the
// dict_uk project) as the morphological lexicon: its affix classes mark the adjectives in -ий/-ій (flag j), the
// feminine nouns of the first declension (flag %, without h: h also covers nouns of common gender, "колега", and
// masculine ones, "слуга") and the neuter nouns in -о/-е (flag Q). No other Ukrainian lexicon with genders is
// installable as text here.

interface UkrainianLexicon {
  adjectives: ReadonlySet<string>;
  feminine: ReadonlySet<string>;
  neuter: ReadonlySet<string>;
}

let lexicon: UkrainianLexicon | null | undefined;
let loading: Promise<UkrainianLexicon | null> | undefined;

/** Lines parsed between two yields to the event loop (the file has 335,000). */
const LINES_PER_SLICE = 20_000;

async function readLexicon(): Promise<UkrainianLexicon | null> {
  try {
    const dic = await readFile(new URL('index.dic', import.meta.resolve('dictionary-uk')), 'utf8');
    const words = { adjectives: new Set<string>(), feminine: new Set<string>(), neuter: new Set<string>() };
    let at = 0;
    for (let line = 0; at < dic.length; line += 1) {
      const end = dic.indexOf('\n', at) === -1 ? dic.length : dic.indexOf('\n', at);
      const slash = dic.indexOf('/', at);
      if (slash > at && slash < end) {
        const word = dic.slice(at, slash);
        const flag = dic.charAt(slash + 1);
        const last = word.charAt(word.length - 1);
        if (flag === 'j' && (word.endsWith('ий') || word.endsWith('ій'))) {
          words.adjectives.add(word);
        } else if (flag === '%' && (last === 'а' || last === 'я') && !dic.slice(slash, end).includes('h')) {
          words.feminine.add(word);
        } else if (flag === 'Q' && (last === 'о' || last === 'е')) {
          words.neuter.add(word);
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

/**
 * Loads the lexicon from the dictionary's word list once (about 8 MB), in slices so that the server keeps answering
 * meanwhile; resolves when it is ready (null when the package is absent). The rule finds nothing until then.
 */
export function loadUkrainianLexicon(): Promise<UkrainianLexicon | null> {
  loading ??= readLexicon().then((words) => (lexicon = words));
  return loading;
}

/** The feminine or neuter nominative of an adjective in -ий/-ій: новий → нова/нове, синій → синя/синє. */
function inflect(adjective: string, gender: 'f' | 'n'): string {
  const soft = adjective.endsWith('ій');
  const stem = adjective.slice(0, -2);
  return stem + (gender === 'f' ? (soft ? 'я' : 'а') : soft ? 'є' : 'е');
}

/**
 * A masculine adjective right before a feminine or neuter noun in its dictionary form: "новий сумка" → "нова сумка",
 * "великий місто" → "велике місто". Only nouns of the dictionary's sure classes, and only their nominative form; nothing while the lexicon loads (the
 * reviewer waits for it as for a dictionary, see `GRAMMAR_LEXICONS`).
 */
export const ukrainianAgreementRule: GrammarRule = ({ text, tokens }) => {
  const words = lexicon;
  if (words === undefined) {
    void loadUkrainianLexicon();
  }
  const findings: Finding[] = [];
  for (const adjective of tokens) {
    const noun = tokens[adjective.index + 1];
    if (!words || !noun || !adjacent(text, adjective, noun) || !words.adjectives.has(adjective.lower)) {
      continue;
    }
    const gender = words.feminine.has(noun.lower) ? 'f' : words.neuter.has(noun.lower) ? 'n' : undefined;
    if (gender !== undefined) {
      findings.push({ start: adjective.start, end: adjective.end, replacement: inCaseOf(adjective.text, inflect(adjective.lower, gender)), category: 'agreement', explanation: 'agreement', values: { noun: noun.text } });
    }
  }
  return findings;
};
