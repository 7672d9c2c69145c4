import type { Finding } from '../finding.js';
import { PERSONS, type Person, type VerbIndex } from '../lexicon/verb-tables.js';
import type { Token } from '../review-tokens.js';
import { inCaseOf, type GrammarRule } from './grammar-rule.js';

/** A verb form and what it is. */
interface FormOf {
  verb: string;
  person: Person;
}

/** A language's words for the rule. */
export interface ConditionalIfData {
  /** The word for "if" (se). */
  ifWord: string;
  /** Subject pronouns, negation and object pronouns that may stand between "if" and the verb. */
  between: ReadonlySet<string>;
  /** Conditional forms of the known verbs (avrei, teria). */
  conditionals: ReadonlyMap<string, FormOf>;
  /** Present forms of the known verbs, judged when the rest of the sentence holds a conditional ("Se eu tenho tempo, viajaria"). */
  present?: VerbIndex;
  /** A regular conditional form of any verb (viajaria, viaggerei), to find the conditional of the main clause. */
  anyConditional: RegExp;
  /** The imperfect subjunctive of a verb for a person (avessi, tivesse). */
  subjunctive(verb: string, person: Person): string | undefined;
}

/** The conditional forms of verbs, given each verb's conditional stem and the six endings. */
export function conditionalForms(stems: Readonly<Record<string, string>>, endings: readonly string[]): Map<string, FormOf> {
  const forms = new Map<string, FormOf>();
  for (const [verb, stem] of Object.entries(stems)) {
    endings.forEach((ending, position) => {
      if (!forms.has(`${stem}${ending}`)) {
        forms.set(`${stem}${ending}`, { verb, person: PERSONS[position]! });
      }
    });
  }
  return forms;
}

/**
 * The imperfect subjunctive after "if" opening a clause, where a learner put the conditional ("Se avrei tempo,
 * viaggerei" → "avessi"; "Se eu teria dinheiro" → "tivesse") or, with a conditional in the rest of the sentence, the
 * present ("Se eu tenho tempo, viajaria mais" → "tivesse"). "Se" inside a clause ("Non so se verrebbe": whether) is
 * left alone.
 */
export function conditionalIfRule(data: ConditionalIfData): GrammarRule {
  return ({ tokens }) => {
    const findings: Finding[] = [];
    for (const word of tokens) {
      if (word.lower !== data.ifWord || !word.clauseStart) {
        continue;
      }
      let at = word.index + 1;
      let persons: readonly Person[] | undefined;
      while (tokens[at] && data.between.has(tokens[at]!.lower) && at - word.index <= 3) {
        at += 1;
      }
      const verb: Token | undefined = tokens[at];
      if (!verb || verb.clauseStart) {
        continue;
      }
      const conditional = data.conditionals.get(verb.lower);
      let form: FormOf | undefined = conditional;
      if (!form && data.present) {
        const entry = data.present.forms.get(verb.lower)?.[0];
        const rest: Token[] = [];
        for (let index = verb.index + 1; tokens[index] && !tokens[index]!.sentenceStart; index += 1) {
          rest.push(tokens[index]!);
        }
        persons = entry?.persons;
        form = entry && persons?.[0] && rest.some((token) => data.anyConditional.test(token.lower) || data.conditionals.has(token.lower)) ? { verb: entry.verb, person: persons[0] } : undefined;
      }
      const wanted = form ? data.subjunctive(form.verb, form.person) : undefined;
      if (wanted && wanted !== verb.lower) {
        findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, wanted), category: 'conjugation', explanation: 'subjunctive', values: { trigger: data.ifWord } });
      }
    }
    return findings;
  };
}
