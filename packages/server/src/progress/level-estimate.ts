import { CEFR_LEVELS, type CefrLevel, type LanguageCode } from '@parla/contract';
import { lexicalVariety, sentencesOf, wordsOf } from './text-measures.js';
import { rareWordRatio } from './word-frequency.js';

/** One learner message for the estimate: its text and, when it was reviewed, how many corrections it had. */
export interface WritingSample {
  text: string;
  /** Corrections found by the review; null when the message was not reviewed (or no check ran). */
  corrections: number | null;
}

/** The measures an estimate is made from (also shown to the learner as its evidence). */
export interface WritingMeasures {
  messages: number;
  words: number;
  /** Mean words per sentence. */
  meanSentenceWords: number;
  /** Moving-average type-token ratio (0–1). */
  distinctWordRatio: number;
  /** Share of words outside the language's 2,000 most frequent (0–1). */
  rareWordRatio: number;
  /** Corrections per 100 reviewed words; 0 when nothing was reviewed. */
  errorsPer100Words: number;
}

/** Below this many words there is too little writing to estimate a level. */
export const MIN_WORDS_FOR_ESTIMATE = 20;

/** Most texts kept segmented (a learner's latest 200 messages are measured again after each of their turns). */
const SEGMENTED_MAX = 5000;

const segmented = new Map<string, { words: readonly string[]; sentences: number }>();

/** A message's words and sentence count, segmented once (Intl.Segmenter is most of an estimate's cost). */
function segmentedText(text: string, language: LanguageCode): { words: readonly string[]; sentences: number } {
  const key = `${language}|${text}`;
  let found = segmented.get(key);
  if (!found) {
    found = { words: wordsOf(text, language), sentences: sentencesOf(text, language).length };
    if (segmented.size >= SEGMENTED_MAX) {
      segmented.clear();
    }
    segmented.set(key, found);
  }
  return found;
}

/** Measures a learner's messages in a target language. */
export function measureWriting(samples: readonly WritingSample[], language: LanguageCode): WritingMeasures {
  const words: string[] = [];
  let sentences = 0;
  let reviewedWords = 0;
  let corrections = 0;
  for (const sample of samples) {
    const text = segmentedText(sample.text, language);
    const own = text.words;
    words.push(...own);
    sentences += Math.max(1, text.sentences);
    if (sample.corrections !== null) {
      reviewedWords += own.length;
      corrections += sample.corrections;
    }
  }
  return {
    messages: samples.length,
    words: words.length,
    meanSentenceWords: sentences > 0 ? words.length / sentences : 0,
    distinctWordRatio: lexicalVariety(words),
    rareWordRatio: rareWordRatio(words, language),
    errorsPer100Words: reviewedWords > 0 ? (corrections / reviewedWords) * 100 : 0,
  };
}

/**
 * A continuous score on the CEFR scale (0 ≈ A1 … 5 ≈ C2) from the measures: longer sentences, less common words and
 * more variety raise it; corrections per 100 words lower it. The weights were set on the sample texts of each level in
 * `test/cefr-samples.ts` (es, fr, de, en) so that their estimates come out in order.
 */
export function levelScore(measures: WritingMeasures): number {
  const length = Math.min(measures.meanSentenceWords, 30);
  const variety = measures.distinctWordRatio - 0.9;
  const raw = -0.9 + 0.14 * length + 4 * measures.rareWordRatio + 0.5 * variety - 0.12 * Math.min(measures.errorsPer100Words, 25);
  return Math.max(0, Math.min(CEFR_LEVELS.length - 1, raw));
}

/** The CEFR level a score rounds to. */
export function levelOfScore(score: number): CefrLevel {
  return CEFR_LEVELS[Math.max(0, Math.min(CEFR_LEVELS.length - 1, Math.round(score)))] ?? 'A1';
}

/** The estimated CEFR level of a learner's writing, or null below {@link MIN_WORDS_FOR_ESTIMATE} words. */
export function estimateLevel(samples: readonly WritingSample[], language: LanguageCode): { level: CefrLevel | null; measures: WritingMeasures } {
  const measures = measureWriting(samples, language);
  return { level: measures.words >= MIN_WORDS_FOR_ESTIMATE ? levelOfScore(levelScore(measures)) : null, measures };
}
