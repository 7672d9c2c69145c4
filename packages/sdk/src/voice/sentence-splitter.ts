import { splitSentences } from './split-sentences.js';

/** Cuts growing text into complete sentences, each handed out once. */
export interface SentenceSplitter {
  /** Given the whole text so far, returns the sentences completed since the last call (trimmed, in order). */
  push(textSoFar: string): string[];
  /** Given the final text, returns every sentence not handed out yet, the unfinished last one included. */
  flush(finalText: string): string[];
}

/**
 * Splits growing text into complete sentences (Intl.Segmenter 'sentence' when present, else punctuation .!?。！？…).
 * A sentence counts as complete once the next one has begun, so `push` never hands out half a sentence.
 * @example
 * const splitter = createSentenceSplitter();
 * splitter.push('Hola. ¿Qué'); // ['Hola.']
 * splitter.flush('Hola. ¿Qué tal?'); // ['¿Qué tal?']
 */
export function createSentenceSplitter(options: { locale?: string } = {}): SentenceSplitter {
  let consumed = 0;

  function take(text: string, includeLast: boolean): string[] {
    if (text.length <= consumed) {
      return [];
    }
    const pieces = splitSentences(text.slice(consumed), options.locale);
    const complete = includeLast ? pieces : pieces.slice(0, -1);
    const sentences: string[] = [];
    for (const piece of complete) {
      consumed += piece.length;
      const sentence = piece.trim();
      if (sentence !== '') {
        sentences.push(sentence);
      }
    }
    return sentences;
  }

  return {
    push: (textSoFar) => take(textSoFar, false),
    flush: (finalText) => take(finalText, true),
  };
}
