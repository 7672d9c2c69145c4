import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';

/** A learner message as grammar rules read it. */
export interface RuleInput {
  /** The message as written. */
  text: string;
  /** Its words (see `tokenize`). */
  tokens: readonly Token[];
}

/** A grammar rule: the corrections it is sure of, none on a correct sentence. */
export type GrammarRule = (input: RuleInput) => Finding[];

/** The replacement in the case of the word it replaces ('Yo' → 'Tengo' when the original starts with a capital). */
export function inCaseOf(original: string, replacement: string): string {
  const first = original.charAt(0);
  if (first !== first.toLowerCase() && replacement.length > 0) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/** Whether the two tokens are next to each other with only spaces between (no punctuation). */
export function adjacent(text: string, first: Token, second: Token): boolean {
  return /^\s+$/.test(text.slice(first.end, second.start));
}
