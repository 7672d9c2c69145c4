import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** A language's preposition + article pairs that must be written as one word, and what shows the article is a pronoun. */
export interface ContractionData {
  /** "preposition article" (lower case) → the contracted word: "à le" → "au", "de el" → "del". */
  pairs: Readonly<Record<string, string>>;
  /** Whether the word after the pair shows the "article" is an object pronoun before a verb ("commencer à le faire"): then nothing is said. */
  pronounBefore?: (next: Token) => boolean;
}

/**
 * A preposition and an article written apart where the language joins them: "Je vais à le cinéma" → "au", "Voy a el
 * parque" → "al", "Vado a il mare" → "al", "Moro em o centro" → "no". Only before another word of the same clause
 * (Spanish "de el" at the end of a clause is "de él" without its accent), and not before a name with a capital
 * ("de El Salvador") or where the word after shows a pronoun.
 */
export function contractionRule(data: ContractionData): GrammarRule {
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const preposition of tokens) {
      const article = tokens[preposition.index + 1];
      const next = article ? tokens[article.index + 1] : undefined;
      const wanted = article ? data.pairs[`${preposition.lower} ${article.lower}`] : undefined;
      if (!wanted || !article || !next || article.text !== article.lower || next.clauseStart || !adjacent(text, preposition, article) || !adjacent(text, article, next) || data.pronounBefore?.(next)) {
        continue;
      }
      findings.push({ start: preposition.start, end: article.end, replacement: inCaseOf(preposition.text, wanted), category: 'grammar', explanation: 'contraction' });
    }
    return findings;
  };
}

/** Italian: a, di, da, in, su with il, lo, la, i, gli, le (al, dello, nella, sui…). */
export function italianContractions(): Record<string, string> {
  const forms: Record<string, string> = { il: 'l', lo: 'llo', la: 'lla', i: 'i', gli: 'gli', le: 'lle' };
  const stems: Record<string, string> = { a: 'a', di: 'de', da: 'da', in: 'ne', su: 'su' };
  const pairs: Record<string, string> = {};
  for (const [preposition, stem] of Object.entries(stems)) {
    for (const [article, ending] of Object.entries(forms)) {
      pairs[`${preposition} ${article}`] = article === 'il' ? `${stem}l` : article === 'i' ? `${stem}i` : article === 'gli' ? `${stem}gli` : `${stem}${ending}`;
    }
  }
  return pairs;
}
