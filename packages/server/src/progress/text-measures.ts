/** Word and sentence measures of a learner's writing, for recaps and the learner model (Intl.Segmenter: works for CJK too). */

const wordSegmenters = new Map<string, Intl.Segmenter>();
const sentenceSegmenters = new Map<string, Intl.Segmenter>();

function segmenter(cache: Map<string, Intl.Segmenter>, language: string, granularity: 'word' | 'sentence'): Intl.Segmenter {
  let found = cache.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    cache.set(language, found);
  }
  return found;
}

/** The words of a text (lower-cased, letters only, as the language's word breaker finds them). */
export function wordsOf(text: string, language: string): string[] {
  const words: string[] = [];
  for (const part of segmenter(wordSegmenters, language, 'word').segment(text)) {
    if (part.isWordLike && /\p{L}/u.test(part.segment)) {
      words.push(part.segment.toLocaleLowerCase(language));
    }
  }
  return words;
}

/** The sentences of a text, trimmed, empty ones left out. */
export function sentencesOf(text: string, language: string): string[] {
  return [...segmenter(sentenceSegmenters, language, 'sentence').segment(text)].map((part) => part.segment.trim()).filter((sentence) => sentence.length > 0);
}

/** The sentence of `text` that holds the character at `offset`. */
export function sentenceAt(text: string, offset: number, language: string): string {
  for (const part of segmenter(sentenceSegmenters, language, 'sentence').segment(text)) {
    if (offset >= part.index && offset < part.index + part.segment.length) {
      return part.segment.trim();
    }
  }
  return text.trim();
}

/**
 * Moving-average type-token ratio (window of 40 words): the share of distinct words, measured so that longer writing
 * is not penalised the way a plain type-token ratio is. Plain ratio below one window; 0 without words.
 */
export function lexicalVariety(words: readonly string[], window = 40): number {
  if (words.length === 0) {
    return 0;
  }
  if (words.length <= window) {
    return new Set(words).size / words.length;
  }
  // The window slides one word at a time, its distinct words counted as it goes (one pass, not a set per window).
  const counts = new Map<string, number>();
  const add = (word: string, change: number) => {
    const count = (counts.get(word) ?? 0) + change;
    if (count === 0) {
      counts.delete(word);
    } else {
      counts.set(word, count);
    }
  };
  words.slice(0, window).forEach((word) => add(word, 1));
  let total = counts.size / window;
  let windows = 1;
  for (let start = 1; start + window <= words.length; start += 1) {
    add(words[start - 1] ?? '', -1);
    add(words[start + window - 1] ?? '', 1);
    total += counts.size / window;
    windows += 1;
  }
  return total / windows;
}
