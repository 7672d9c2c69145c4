/** A sentence ends at . ! ? … (then closing quotes or brackets, then white space) or at 。！？ (no space needed). */
const SENTENCE = /[^]*?(?:[.!?…]+[)\]"'”’»]*\s+|[。！？]+[)\]"'”’»」』]*\s*)/y;

/** One sentence segmenter per locale: `splitSentences` runs on every update of a streaming reply. */
const segmenters = new Map<string, Intl.Segmenter>();

function sentenceSegmenter(locale: string | undefined): Intl.Segmenter | null {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (typeof Segmenter !== 'function') {
    return null;
  }
  const key = locale ?? '';
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    segmenter = new Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(key, segmenter);
  }
  return segmenter;
}

/** Splits text into sentences with Intl.Segmenter when the platform has it, else by punctuation; the pieces join back to the text. */
export function splitSentences(text: string, locale?: string): string[] {
  const segmenter = sentenceSegmenter(locale);
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : splitSentencesByPunctuation(text);
}

/** Splits text after sentence-ending punctuation; the last piece is whatever follows the last end. The pieces join back to the text. */
export function splitSentencesByPunctuation(text: string): string[] {
  const pieces: string[] = [];
  SENTENCE.lastIndex = 0;
  let offset = 0;
  for (let match = SENTENCE.exec(text); match; match = SENTENCE.exec(text)) {
    pieces.push(match[0]);
    offset = SENTENCE.lastIndex;
  }
  if (offset < text.length) {
    pieces.push(text.slice(offset));
  }
  return pieces;
}
