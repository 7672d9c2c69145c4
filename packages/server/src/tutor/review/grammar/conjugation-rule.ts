import type { Finding } from '../finding.js';
import { indexVerbs, PERSONS, type Person, type VerbData } from '../lexicon/verb-tables.js';
import type { Token } from '../review-tokens.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** Where a language lets a subject pronoun be checked against the verb after it. */
export interface ConjugationOptions {
  /** Words that may stand between the subject and its verb (negation, object pronouns). */
  between?: readonly string[];
  /** Words after which a pronoun is not a subject (prepositions, verbs that take an object). */
  notAfter?: readonly string[];
  /** Words that, earlier in the clause, make the verb after the subject an infinitive (English "does he go"). */
  notInClauseWith?: readonly string[];
  /** Words that join two subjects ("he and she go"): after them the plural forms pass too. */
  joiners?: readonly string[];
  /** Whether an infinitive right after the subject is wrong ("ella tener" → "ella tiene"): not in German or English, where it is a form. */
  conjugateInfinitive?: boolean;
  /** Words that, earlier in the clause, make an infinitive's form after the subject right (Portuguese "quando eu chegar": the future subjunctive). */
  infinitiveFormAfter?: readonly string[];
  /** Only pronouns that start a clause (German: elsewhere the verb may come later). */
  clauseInitialOnly?: boolean;
}

/**
 * Subject–verb agreement for the frequent verbs of `data`: a subject pronoun followed (past `between` words) by
 * a present form of a known verb that is not its person's form is corrected to its person's form ("yo tiene" →
 * "yo tengo", "he go" → "he goes", "ils parle" → "ils parlent"). A form that fits any person of the pronoun passes,
 * and after a joiner ("he and she go") a plural form too.
 */
export function conjugationRule(data: VerbData, options: ConjugationOptions = {}): GrammarRule {
  const index = indexVerbs(data);
  const between = new Set(options.between ?? []);
  const notAfter = new Set(options.notAfter ?? []);
  const notInClauseWith = new Set(options.notInClauseWith ?? []);
  const joiners = new Set(options.joiners ?? []);
  const infinitiveFormAfter = new Set(options.infinitiveFormAfter ?? []);
  const isPronoun = (token: Token | undefined) => token !== undefined && data.pronouns[token.lower] !== undefined;
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const subject of tokens) {
      const own = data.pronouns[subject.lower];
      if (!own) {
        continue;
      }
      const before = tokens[subject.index - 1];
      if (before && /^[-‐‑]$/.test(text.slice(before.end, subject.start))) {
        continue; // an inverted subject ("que puis-je faire", "dois-tu"): its verb came before it
      }
      const joined = before !== undefined && !subject.clauseStart && joiners.has(before.lower);
      const persons: readonly Person[] = joined ? [...own, '1p', '3p'] : own;
      if (options.clauseInitialOnly && !subject.clauseStart && !(before && (joined || ['aber', 'denn', 'sondern'].includes(before.lower)))) {
        continue;
      }
      if (!subject.clauseStart && before && (notAfter.has(before.lower) || isPronoun(before) || between.has(before.lower))) {
        continue;
      }
      if (notInClauseWith.size > 0 && clauseBefore(tokens, subject).some((token) => notInClauseWith.has(token.lower))) {
        continue;
      }
      let at = subject.index + 1;
      while (tokens[at] && between.has(tokens[at]!.lower) && at - subject.index <= 3) {
        at += 1;
      }
      const verb = tokens[at];
      const previous = tokens[at - 1];
      if (!verb || !previous || verb.clauseStart || !(adjacent(text, previous, verb) || /^['’]$/.test(text.slice(previous.end, verb.start)) || previous.text.endsWith("'") || previous.text.endsWith('’'))) {
        continue;
      }
      const infinitiveIsForm = infinitiveFormAfter.size > 0 && clauseBefore(tokens, subject).some((token) => infinitiveFormAfter.has(token.lower));
      const infinitive = options.conjugateInfinitive === true && !infinitiveIsForm && !index.forms.has(verb.lower) ? index.paradigm(verb.lower) : undefined;
      const entries = index.forms.get(verb.lower);
      if (!infinitive && (!entries || entries.some((entry) => entry.persons.some((person) => persons.includes(person))))) {
        continue;
      }
      const paradigm = infinitive ?? index.paradigm(entries![0]!.verb);
      const wanted = paradigm?.[PERSONS.indexOf(own[0] as Person)];
      if (!wanted) {
        continue;
      }
      findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, wanted), category: 'conjugation', explanation: 'conjugation', values: { subject: subject.text } });
    }
    return findings;
  };
}

/** The tokens of the subject's clause before it. */
function clauseBefore(tokens: readonly Token[], subject: Token): Token[] {
  const found: Token[] = [];
  for (let at = subject.index; at >= 0; at -= 1) {
    const token = tokens[at]!;
    if (at !== subject.index) {
      found.push(token);
    }
    if (token.clauseStart) {
      break;
    }
  }
  return found;
}
