import type { Finding } from '../finding.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** Third-person singular subjects (pronouns). */
const THIRD_SINGULAR = new Set(['he', 'she', 'it']);

/** "don't" after he, she or it is "doesn't": "She don't like fish" → "She doesn't like fish". */
export const englishDoesntRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const token of tokens) {
    const subject = tokens[token.index - 1];
    const negation = /^don['’]?t$/.exec(token.lower);
    if (negation && subject && THIRD_SINGULAR.has(subject.lower) && adjacent(text, subject, token)) {
      const apostrophe = token.text.includes('’') ? '’' : "'";
      findings.push({ start: token.start, end: token.end, replacement: inCaseOf(token.text, `doesn${apostrophe}t`), category: 'conjugation', explanation: 'conjugation', values: { subject: subject.text } });
    }
  }
  return findings;
};
