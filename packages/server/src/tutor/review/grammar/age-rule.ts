import type { Finding } from '../finding.js';
import { inCaseOf, type GrammarRule } from './grammar-rule.js';

/** How a language says someone's age, and the verb learners wrongly take from their own language. */
export interface AgeData {
  /** Wrong verb forms (keys may be two words, or span an elision) → the right ones ("je suis" → "j'ai", "soy" → "tengo"). */
  swap: Readonly<Record<string, string>>;
  /** Number words (with digits, always accepted) that may stand between the verb and the years. */
  numbers: ReadonlySet<string>;
  /** The word for years (ans, años, anni, anos, years). */
  years: ReadonlySet<string>;
  /** A word that must follow the years (English "old": "I have 25 years of experience" is right). */
  then?: string;
}

/**
 * Age with the wrong verb: "je suis vingt ans" → "j'ai vingt ans", "soy 20 años" → "tengo 20 años",
 * "I have 25 years old" → "I am 25 years old": the verb, a number (digits or a number word), then the word for years.
 */
export function ageRule(data: AgeData): GrammarRule {
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const verb of tokens) {
      const before = tokens[verb.index - 1];
      let start = verb.start;
      let key = verb.lower;
      if (before && before.end === verb.start && /['’]$/.test(before.text)) {
        key = `${before.lower.replace('’', "'")}${verb.lower}`;
        start = before.start;
      } else if (before && data.swap[`${before.lower} ${verb.lower}`] !== undefined && /^\s+$/.test(text.slice(before.end, verb.start))) {
        key = `${before.lower} ${verb.lower}`;
        start = before.start;
      }
      const wanted = data.swap[key];
      if (wanted === undefined) {
        continue;
      }
      let at = verb.index + 1;
      while (tokens[at] && data.numbers.has(tokens[at]!.lower) && at - verb.index <= 2) {
        at += 1;
      }
      const years = tokens[at];
      if (!years || !data.years.has(years.lower)) {
        continue;
      }
      const gap = text.slice(verb.end, years.start);
      const hasNumber = at > verb.index + 1 || /\d/.test(gap);
      if (!hasNumber || !/^[\s\d\p{L}-]*$/u.test(gap) || (data.then !== undefined && tokens[at + 1]?.lower !== data.then)) {
        continue;
      }
      const original = text.slice(start, verb.end);
      findings.push({ start, end: verb.end, replacement: inCaseOf(original, wanted), category: 'word_choice', explanation: 'age' });
    }
    return findings;
  };
}
