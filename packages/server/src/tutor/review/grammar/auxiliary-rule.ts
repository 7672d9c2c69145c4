import type { Finding } from '../finding.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** The compound past's auxiliary choice of one language. */
export interface AuxiliaryData {
  /** Forms of the wrong auxiliary → the right one, by person (French "ai" → "suis"). Keys may span an elision ("j'ai"). */
  swap: Readonly<Record<string, string>>;
  /** Participles that take the other auxiliary (all their forms). */
  participles: ReadonlySet<string>;
  /** Words that may stand between the auxiliary and the participle (negation, adverbs). */
  between: ReadonlySet<string>;
  /** The right auxiliary form by subject pronoun, when the pronoun stands right before it ("io ha andato" → "io sono andato"). */
  bySubject?: Readonly<Record<string, string>>;
  /** The other auxiliary's infinitive, named in the explanation. */
  auxiliary: string;
}

/**
 * The auxiliary of the compound past: verbs of movement and change of state take être / essere / sein
 * ("j'ai allé" → "je suis allé", "ho andato" → "sono andato"), the others avoir / avere ("je suis dormi" → "j'ai dormi").
 * Only the auxiliary is replaced; only participles that never take the other auxiliary are listed.
 */
export function auxiliaryRule(data: AuxiliaryData): GrammarRule {
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const auxiliary of tokens) {
      let start = auxiliary.start;
      let key = auxiliary.lower;
      const before = tokens[auxiliary.index - 1];
      // French elision: "j'" + "ai" is replaced as one ("j'ai" → "je suis").
      if (before && before.end === auxiliary.start && /['’]$/.test(before.text)) {
        key = `${before.lower.replace('’', "'")}${auxiliary.lower}`;
        start = before.start;
      } else if (before && data.swap[`${before.lower} ${auxiliary.lower}`] !== undefined && adjacent(text, before, auxiliary)) {
        key = `${before.lower} ${auxiliary.lower}`;
        start = before.start;
      }
      const subject = start === auxiliary.start ? before : undefined;
      const swapped = data.swap[key];
      const wanted = swapped !== undefined && subject && adjacent(text, subject, auxiliary) ? (data.bySubject?.[subject.lower] ?? swapped) : swapped;
      if (wanted === undefined) {
        continue;
      }
      let at = auxiliary.index + 1;
      while (tokens[at] && data.between.has(tokens[at]!.lower) && at - auxiliary.index <= 3) {
        at += 1;
      }
      const participle = tokens[at];
      if (!participle || !data.participles.has(participle.lower) || participle.clauseStart) {
        continue;
      }
      const original = text.slice(start, auxiliary.end);
      findings.push({ start, end: auxiliary.end, replacement: inCaseOf(original, wanted), category: 'grammar', explanation: 'auxiliary', values: { auxiliary: data.auxiliary, verb: participle.text } });
    }
    return findings;
  };
}
