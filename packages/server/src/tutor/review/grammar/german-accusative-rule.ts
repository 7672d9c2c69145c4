import type { Finding } from '../finding.js';
import { GERMAN_NOUNS } from '../lexicon/noun-genders.js';
import { noPlural, nounLexicon } from '../lexicon/noun-lexicon.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

const NOUNS = nounLexicon(GERMAN_NOUNS, noPlural);

/** Present forms of verbs whose object is in the accusative (möchte, habe, kaufe, brauche…). */
const TRANSITIVE = new Set(['möchte', 'möchtest', 'möchten', 'möchtet', 'hätte', 'hätten', 'habe', 'hast', 'hat', 'haben', 'habt', 'kaufe', 'kaufst', 'kauft', 'kaufen', 'brauche', 'brauchst', 'braucht', 'brauchen', 'suche', 'suchst', 'sucht', 'suchen', 'nehme', 'nimmst', 'nimmt', 'nehmen', 'trinke', 'trinkst', 'trinkt', 'trinken', 'esse', 'isst', 'essen', 'bestelle', 'bestellst', 'bestellt', 'bestellen', 'sehe', 'siehst', 'sieht', 'sehen']);
/** Words that may stand between the verb and its object. */
const BETWEEN = new Set(['gern', 'gerne', 'noch', 'auch', 'heute', 'jetzt', 'bitte', 'morgen', 'oft', 'immer', 'nur', 'ich', 'du', 'er', 'sie', 'wir', 'ihr']);
/** Nominative masculine determiners and their accusative. */
const ACCUSATIVE: Readonly<Record<string, string>> = { ein: 'einen', kein: 'keinen', mein: 'meinen', dein: 'deinen' };

/** A masculine object takes the accusative: "ich möchte ein Kaffee" → "einen Kaffee", "hast du kein Hund?" → "keinen". */
export const germanAccusativeRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const article of tokens) {
    const wanted = ACCUSATIVE[article.lower];
    const noun = tokens[article.index + 1];
    const form = noun ? NOUNS.get(noun.text) ?? NOUNS.get(noun.lower) : undefined;
    if (!wanted || !noun || !form || form.gender !== 'm' || !form.numbers.includes('s') || !adjacent(text, article, noun)) {
      continue;
    }
    let at = article.index - 1;
    while (tokens[at] && BETWEEN.has(tokens[at]!.lower) && article.index - at <= 3) {
      at -= 1;
    }
    const verb = tokens[at];
    if (verb && TRANSITIVE.has(verb.lower)) {
      findings.push({ start: article.start, end: article.end, replacement: inCaseOf(article.text, wanted), category: 'agreement', explanation: 'accusative', values: { verb: verb.text } });
    }
  }
  return findings;
};
