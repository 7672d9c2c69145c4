import type { Finding } from '../finding.js';
import { GERMAN_NOUNS } from '../lexicon/noun-genders.js';
import { noPlural, nounLexicon } from '../lexicon/noun-lexicon.js';
import type { Token } from '../review-tokens.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

const NOUNS = nounLexicon(GERMAN_NOUNS, noPlural);

/** Present forms of verbs whose object is in the accusative (möchte, habe, kaufe, brauche…). */
const TRANSITIVE = new Set(['möchte', 'möchtest', 'möchten', 'möchtet', 'hätte', 'hätten', 'habe', 'hast', 'hat', 'haben', 'habt', 'kaufe', 'kaufst', 'kauft', 'kaufen', 'brauche', 'brauchst', 'braucht', 'brauchen', 'suche', 'suchst', 'sucht', 'suchen', 'nehme', 'nimmst', 'nimmt', 'nehmen', 'trinke', 'trinkst', 'trinkt', 'trinken', 'esse', 'isst', 'essen', 'bestelle', 'bestellst', 'bestellt', 'bestellen', 'sehe', 'siehst', 'sieht', 'sehen']);
/** Words that may stand between the verb and its object. */
const BETWEEN = new Set(['gern', 'gerne', 'noch', 'auch', 'heute', 'jetzt', 'bitte', 'morgen', 'oft', 'immer', 'nur', 'ich', 'du', 'er', 'sie', 'wir', 'ihr']);
/** Nominative masculine determiners and their accusative. */
const ACCUSATIVE: Readonly<Record<string, string>> = { ein: 'einen', kein: 'keinen', mein: 'meinen', dein: 'deinen' };

/** Subject pronouns, and determiners that open a nominative subject ("Mein Bruder hat…"). */
const SUBJECT_PRONOUNS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
const NOMINATIVE_OPENERS = new Set(['der', 'die', 'das', 'mein', 'meine', 'dein', 'deine', 'sein', 'seine', 'ihr', 'ihre', 'unser', 'unsere', 'ein', 'eine', 'kein', 'keine']);

/**
 * Whether the verb has its subject before it: a subject pronoun right before it, or a clause opening with a
 * nominative determiner and a noun ("Mein Bruder hat ein Hund"). Otherwise the verb came first or after a fronted
 * phrase, and the words after it may be its subject ("Jeden Sommer haben mein Bruder und ich…", "Heute hat mein Vater
 * Geburtstag", "Hat mein Bruder angerufen?").
 */
function hasSubjectBefore(tokens: readonly Token[], verbIndex: number): boolean {
  const before = tokens[verbIndex - 1];
  const opener = tokens[verbIndex - 2];
  if (!before || tokens[verbIndex]!.clauseStart) {
    return false;
  }
  return SUBJECT_PRONOUNS.has(before.lower) || (opener !== undefined && opener.clauseStart && NOMINATIVE_OPENERS.has(opener.lower));
}

/**
 * A masculine object takes the accusative: "ich möchte ein Kaffee" → "einen Kaffee", "hast du kein Hund?" → "keinen";
 * only when the verb's subject is known to stand elsewhere (a pronoun between, or a subject before the verb).
 */
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
    if (verb && TRANSITIVE.has(verb.lower) && (tokens.slice(at + 1, article.index).some((token) => SUBJECT_PRONOUNS.has(token.lower)) || hasSubjectBefore(tokens, verb.index))) {
      findings.push({ start: article.start, end: article.end, replacement: inCaseOf(article.text, wanted), category: 'agreement', explanation: 'accusative', values: { verb: verb.text } });
    }
  }
  return findings;
};
