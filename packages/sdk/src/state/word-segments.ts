/** A word of a text: where it starts and ends (UTF-16 offsets) and the sentence around it. */
export interface WordSegment {
  word: string;
  start: number;
  end: number;
  /** The sentence the word is in, trimmed (the saved word's example). */
  sentence: string;
}

type Segments = Iterable<{ segment: string; index: number; isWordLike?: boolean }>;

/** `Intl.Segmenter` when the runtime has it; else null (a plain letters-and-marks split is used). */
function segmenter(language: string, granularity: 'word' | 'sentence'): { segment(text: string): Segments } | null {
  const Segmenter = (Intl as { Segmenter?: new (locale: string, options: { granularity: string }) => { segment(text: string): Segments } }).Segmenter;
  return Segmenter ? new Segmenter(language, { granularity }) : null;
}

const FALLBACK_WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const FALLBACK_SENTENCE = /[^.!?。！？\n]+[.!?。！？]*/gu;

function sentencesOf(text: string, language: string): Array<{ start: number; end: number; text: string }> {
  const found = segmenter(language, 'sentence');
  const parts = found
    ? [...found.segment(text)].map(({ segment, index }) => ({ start: index, end: index + segment.length }))
    : [...text.matchAll(FALLBACK_SENTENCE)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  return parts.map((part) => ({ ...part, text: text.slice(part.start, part.end).trim() }));
}

/**
 * The words of a text in `language` (punctuation and spaces left out), each with the sentence it is in. Japanese and
 * Chinese, written without spaces, are split into words by `Intl.Segmenter`, so a tap selects a word, not a sentence.
 * @example
 * wordSegments('Tengo un perro. ¿Y tú?', 'es').map((segment) => segment.word); // ['Tengo', 'un', 'perro', 'Y', 'tú']
 */
export function wordSegments(text: string, language: string): WordSegment[] {
  const sentences = sentencesOf(text, language);
  const sentenceAt = (offset: number) => sentences.find((sentence) => offset >= sentence.start && offset < sentence.end)?.text ?? text.trim();
  const found = segmenter(language, 'word');
  const words = found
    ? [...found.segment(text)].filter((part) => part.isWordLike).map(({ segment, index }) => ({ word: segment, start: index }))
    : [...text.matchAll(FALLBACK_WORD)].map((match) => ({ word: match[0], start: match.index }));
  return words
    .filter(({ word }) => /[\p{L}]/u.test(word))
    .map(({ word, start }) => ({ word, start, end: start + word.length, sentence: sentenceAt(start) }));
}

/** The word of `text` at a UTF-16 `offset` (a tap or click there), or null on a space or punctuation. */
export function wordAt(text: string, offset: number, language: string): WordSegment | null {
  return wordSegments(text, language).find((segment) => offset >= segment.start && offset < segment.end) ?? null;
}

/**
 * How long until a time, in the largest fitting unit of the locale ("1 min", "10 min", "1 day", "4 days"), for the
 * grade buttons of a review.
 */
export function formatDueIn(locale: string, milliseconds: number): string {
  const minutes = Math.max(1, Math.round(milliseconds / 60_000));
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 60 * 24
        ? [Math.round(minutes / 60), 'hour']
        : minutes < 60 * 24 * 30
          ? [Math.round(minutes / (60 * 24)), 'day']
          : minutes < 60 * 24 * 365
            ? [Math.round(minutes / (60 * 24 * 30)), 'month']
            : [Math.round(minutes / (60 * 24 * 365)), 'year'];
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  } catch {
    return `${value} ${unit}${value === 1 ? '' : 's'}`;
  }
}
