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
  /** Wrong forms corrected only when the years end the clause (Italian "sono venti anni." but "sono sei anni che…" is right). */
  swapAtClauseEnd?: Readonly<Record<string, string>>;
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
      // A bare first-person form only where no noun subject stands before it ("…e sono venti anni.", not "mio figlio sono…").
      const bare = verb.clauseStart || (before !== undefined && ['e', 'ed', 'ma', 'anche', 'y', 'et'].includes(before.lower));
      const atClauseEnd = data.swap[key] === undefined && bare ? data.swapAtClauseEnd?.[verb.lower] : undefined;
      if (atClauseEnd !== undefined) {
        key = verb.lower;
        start = verb.start;
      }
      const wanted = data.swap[key] ?? atClauseEnd;
      if (wanted === undefined) {
        continue;
      }
      let at = verb.index + 1;
      while (tokens[at] && data.numbers.has(tokens[at]!.lower) && at - verb.index <= 4) {
        at += 1;
      }
      const years = tokens[at];
      if (!years || !data.years.has(years.lower)) {
        continue;
      }
      const gap = text.slice(verb.end, years.start);
      const hasNumber = at > verb.index + 1 || /\d/.test(gap);
      const afterYears = tokens[at + 1];
      const endsClause = !afterYears || afterYears.clauseStart || /[,.;!?]/.test(text.slice(years.end, afterYears.start));
      if (!hasNumber || !/^[\s\d\p{L}-]*$/u.test(gap) || (data.then !== undefined && afterYears?.lower !== data.then) || (atClauseEnd !== undefined && !endsClause)) {
        continue;
      }
      const original = text.slice(start, verb.end);
      findings.push({ start, end: verb.end, replacement: inCaseOf(original, wanted), category: 'word_choice', explanation: 'age' });
    }
    return findings;
  };
}
