import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import type { GrammarRule } from './grammar-rule.js';

/** Question words that open the question part of a sentence after a comma ("Perdone, ¿dónde está…?"). */
const QUESTION_WORDS = new Set(['qué', 'que', 'dónde', 'donde', 'cómo', 'como', 'cuándo', 'cuando', 'cuánto', 'cuanto', 'cuánta', 'cuántos', 'cuántas', 'quién', 'quiénes', 'quien', 'cuál', 'cuáles', 'cual', 'adónde', 'por', 'verdad', 'no', 'y']);
/** Accented question words, which inside a sentence start a question of their own. */
const MID_QUESTION = new Set(['qué', 'dónde', 'cómo', 'cuándo', 'cuánto', 'cuánta', 'cuántos', 'cuántas', 'quién', 'quiénes', 'cuál', 'cuáles', 'adónde']);
const PAIRS: Readonly<Record<string, string>> = { '?': '¿', '!': '¡' };

/**
 * Spanish questions and exclamations open with ¿ and ¡: "Tienes hermanos?" → "¿Tienes hermanos?". The mark goes
 * before the sentence's first word when the whole sentence is the question, or before a question word that opens its
 * last clause ("Perdone, dónde está?" → "…, ¿dónde está?"); where it would go cannot be told otherwise, nothing is said.
 * A sentence that has the opening mark anywhere is left alone.
 */
export const spanishInvertedMarkRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  const starts = tokens.filter((token) => token.sentenceStart);
  starts.forEach((first, index) => {
    const nextStart = starts[index + 1];
    const words = tokens.slice(first.index, nextStart?.index ?? tokens.length);
    const last = words[words.length - 1]!;
    const after = text.slice(last.end, nextStart?.start ?? text.length);
    const close = /^[\s"»”)]*([?!])/.exec(after)?.[1];
    const open = close ? PAIRS[close] : undefined;
    const sentence = text.slice(first.start, last.end);
    // What stands between the previous sentence's end and this one's first word ("¿", a number…).
    const lead = text.slice(first.index === 0 ? 0 : tokens[first.index - 1]!.end, first.start).replace(/^[^]*[.!?…]/, '');
    if (!open || sentence.includes('¿') || sentence.includes('¡') || /[¿¡\d]/.test(lead)) {
      return;
    }
    const clauses = words.filter((word) => word.clauseStart);
    // A question word or a tag ("y tú", "verdad", "no") inside a sentence without commas: where the question starts is not known.
    const inner = words.slice(1).some((word) => MID_QUESTION.has(word.lower)) || (words.length > 2 && ['tú', 'usted', 'verdad', 'no'].includes(last.lower));
    const opener: Token | undefined = clauses.length === 1 ? (inner ? undefined : first) : close === '?' && QUESTION_WORDS.has(clauses[clauses.length - 1]!.lower) ? clauses[clauses.length - 1] : undefined;
    if (opener) {
      findings.push({ start: opener.start, end: opener.end, replacement: `${open}${opener.text}`, category: 'punctuation', explanation: 'invertedMark' });
    }
  });
  return findings;
};
