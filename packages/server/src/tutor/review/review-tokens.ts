/** One word of a learner's message, with where it is. */
export interface Token {
  /** The word as written. */
  text: string;
  /** The word in lower case. */
  lower: string;
  /** UTF-16 offset of its first character in the message. */
  start: number;
  /** UTF-16 offset just past its last character. */
  end: number;
  /** Position among the message's words. */
  index: number;
  /** Whether a sentence starts with this word. */
  sentenceStart: boolean;
  /** Whether a clause starts with this word (a sentence start, or after , ; : – or a quote). */
  clauseStart: boolean;
}

/** Words with an apostrophe inside kept whole ("don't", "j’aime"), or split after it for French and Italian elision ("j'" + "ai"). */
const WHOLE_WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
const ELIDED_WORD = /[\p{L}\p{M}]+['’](?=\p{L})|[\p{L}\p{M}]+/gu;

const SENTENCE_END = /[.!?…。！？]/;
const CLAUSE_END = /[,;:()"«»“”—–，、；：]/;

/**
 * The words of a message with their offsets and whether each starts a sentence or a clause.
 * @param splitElision split after an apostrophe, as French and Italian elide ("l'école" → "l'", "école")
 */
export function tokenize(text: string, splitElision = false): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(splitElision ? ELIDED_WORD : WHOLE_WORD)) {
    const start = match.index;
    const between = text.slice(last, start);
    const sentenceStart = tokens.length === 0 || SENTENCE_END.test(between);
    tokens.push({
      text: match[0],
      lower: match[0].toLowerCase(),
      start,
      end: start + match[0].length,
      index: tokens.length,
      sentenceStart,
      clauseStart: sentenceStart || CLAUSE_END.test(between),
    });
    last = start + match[0].length;
  }
  return tokens;
}

/** The text between two tokens (what separates them). */
export function gapBetween(text: string, first: Token, second: Token): string {
  return text.slice(first.end, second.start);
}
