import type { Finding } from '../finding.js';
import { PERSONS, type Person, type VerbIndex } from '../lexicon/verb-tables.js';
import { inCaseOf, type GrammarRule } from './grammar-rule.js';

/** The words that call for the subjunctive and the forms to give. */
export interface SubjunctiveData {
  /** Word sequences after which the verb is subjunctive ("bien qu'", "espero que"), lower case, elided words kept with their apostrophe. */
  triggers: readonly string[];
  /** Subject pronouns and their persons, which may stand before the verb. */
  subjects: Readonly<Record<string, readonly Person[]>>;
  /** Other words that may stand before the verb (negation, object pronouns). */
  between: ReadonlySet<string>;
  /** The language's present indicative forms. */
  indicative: VerbIndex;
  /** A verb's subjunctive form for a person, when known. */
  subjunctive(verb: string, person: Person): string | undefined;
}

/**
 * The subjunctive after the words that always call for it: "bien qu'il est" → "bien qu'il soit", "espero que vienes"
 * → "espero que vengas". Only present indicative forms of known verbs that differ from the subjunctive are corrected.
 */
export function subjunctiveRule(data: SubjunctiveData): GrammarRule {
  const triggers = data.triggers.map((trigger) => trigger.split(' '));
  return ({ tokens }) => {
    const findings: Finding[] = [];
    const lower = tokens.map((token) => token.lower.replace('’', "'"));
    for (const [index] of tokens.entries()) {
      const trigger = triggers.find((words) => words.every((word, offset) => lower[index + offset] === word));
      if (!trigger) {
        continue;
      }
      let at = index + trigger.length;
      let persons: readonly Person[] | undefined;
      while (tokens[at] && at - index - trigger.length < 3) {
        const word = lower[at]!;
        if (data.subjects[word] && !persons) {
          persons = data.subjects[word];
        } else if (!data.between.has(word)) {
          break;
        }
        at += 1;
      }
      const verb = tokens[at];
      const entry = verb ? data.indicative.forms.get(verb.lower)?.[0] : undefined;
      if (!verb || !entry) {
        continue;
      }
      const person = (persons ?? entry.persons).find((candidate) => entry.persons.includes(candidate)) ?? persons?.[0];
      const wanted = person ? data.subjunctive(entry.verb, person) : undefined;
      const alreadySubjunctive = PERSONS.some((candidate) => data.subjunctive(entry.verb, candidate) === verb.lower);
      if (wanted && wanted !== verb.lower && !alreadySubjunctive) {
        findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, wanted), category: 'conjugation', explanation: 'subjunctive', values: { trigger: trigger.join(' ').replace("' ", "'") } });
      }
    }
    return findings;
  };
}
