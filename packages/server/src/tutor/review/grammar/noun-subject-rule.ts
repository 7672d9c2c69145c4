import type { Finding } from '../finding.js';
import type { NounForm } from '../lexicon/noun-lexicon.js';
import { indexVerbs, type VerbData } from '../lexicon/verb-tables.js';
import type { Token } from '../review-tokens.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** What the rule needs to find a noun subject. */
export interface NounSubjectData {
  /** The language's verbs. */
  verbs: VerbData;
  /** Known nouns by form. */
  nouns: ReadonlyMap<string, NounForm>;
  /** Determiners that may open the subject (one or two: "os meus amigos"). */
  determiners: ReadonlySet<string>;
  /** The plural ones among the determiners. */
  pluralDeterminers: ReadonlySet<string>;
  /** Words after which a determiner opens a new subject (y, et, que). */
  clauseOpeners: ReadonlySet<string>;
  /** Nouns of people (singular forms): after them a verb with no third person at all ("mi novia trabajo") is judged too; after other nouns it may be a time phrase ("el lunes trabajo"). */
  people?: ReadonlySet<string>;
  /** Subject pronouns that, right after the verb, show the noun was its object (German "Das Buch haben wir gelesen"). */
  subjectsAfter?: ReadonlySet<string>;
}

/** Words for years of age, after which "to be" is the wrong verb, not the wrong number. */
const AGE_WORDS: ReadonlySet<string> = new Set(['anni', 'años', 'anos', 'ans']);

/** The words for "and" that may join two subjects. */
const AND: ReadonlySet<string> = new Set(['y', 'e', 'et', 'und', 'and', 'en', 'och', 'i']);

/**
 * Whether the determiner follows an "and" that joins it to a subject before it ("lei e sua sorella vanno": the verb
 * is plural for both), not to a clause with its verb ("lavoro e mia sorella studia"): no verb form just before "and".
 */
function coordinated(tokens: readonly Token[], before: Token | undefined, verbForms: ReadonlyMap<string, unknown>): boolean {
  const joined = before === undefined ? undefined : tokens[before.index - 1];
  return before !== undefined && AND.has(before.lower) && joined !== undefined && !verbForms.has(joined.lower);
}

/**
 * A noun subject and its verb agree in number: "mis padres es" → "mis padres son", "la niña juegan" → "la niña
 * juega", "mi novia trabajo" → "mi novia trabaja". Only a subject that opens its clause with a determiner, and a
 * known noun followed right away by a present form of a known verb (a form with no third person only after a person).
 */
export function nounSubjectRule(data: NounSubjectData): GrammarRule {
  const index = indexVerbs(data.verbs);
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const first of tokens) {
      const before = tokens[first.index - 1];
      const opens = first.clauseStart || (before !== undefined && data.clauseOpeners.has(before.lower));
      if (!opens || !data.determiners.has(first.lower) || coordinated(tokens, before, index.forms)) {
        continue;
      }
      let nounToken: Token | undefined = tokens[first.index + 1];
      if (nounToken && data.determiners.has(nounToken.lower)) {
        nounToken = tokens[nounToken.index + 1];
      }
      const noun = nounToken ? data.nouns.get(nounToken.lower) : undefined;
      // A determiner of the other number ("les chat") leaves the subject's number unknown.
      if (noun && data.pluralDeterminers.has(first.lower) !== (noun.numbers[0] === 'p')) {
        continue;
      }
      const verb = nounToken ? tokens[nounToken.index + 1] : undefined;
      if (!noun || !nounToken || !verb || !adjacent(text, nounToken, verb) || noun.numbers.length !== 1) {
        continue;
      }
      const entries = index.forms.get(verb.lower);
      const wantedPerson = noun.numbers[0] === 'p' ? '3p' : '3s';
      const otherThird = entries?.some((entry) => entry.persons.includes(wantedPerson === '3p' ? '3s' : '3p')) === true;
      const noThird = entries?.every((entry) => !entry.persons.includes('3s') && !entry.persons.includes('3p')) === true;
      if (!entries || entries.some((entry) => entry.persons.includes(wantedPerson)) || !(otherThird || (noThird && data.people?.has(noun.singular) === true))) {
        continue;
      }
      const afterVerb = tokens[verb.index + 1];
      if (afterVerb && data.subjectsAfter?.has(afterVerb.lower)) {
        continue;
      }
      // "Mio figlio sono ventidue anni": the verb itself is wrong (age takes "to have"), so its number is not corrected into another wrong form.
      if (tokens.slice(verb.index + 1, verb.index + 4).some((token) => AGE_WORDS.has(token.lower))) {
        continue;
      }
      const wanted = index.paradigm(entries[0]!.verb)?.[wantedPerson === '3p' ? 5 : 2];
      if (wanted) {
        findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, wanted), category: 'conjugation', explanation: 'conjugation', values: { subject: text.slice(first.start, nounToken.end) } });
      }
    }
    return findings;
  };
}
