import type { LanguageCode, WordGrade } from '@parla/contract';
import type { PhonemeReader } from './phonemes.js';
import { normalizeWord, similarity, splitWords } from './text-similarity.js';

/**
 * Phoneme similarity from which a different word still counts as `close`: about one sound off in seven. A minimal
 * pair of a short word (ship → sheep, think → sink, coffee → copy) changes the meaning and is `mispronounced`.
 */
export const CLOSE_SIMILARITY = 0.85;
/** Share of its sound likeness a mispronounced word still earns. */
export const MISPRONOUNCED_CREDIT = 0.5;
/** Reading pace (words per minute) that counts as fully fluent. */
export const FLUENT_WORDS_PER_MINUTE = { min: 90, max: 180 } as const;

/** One graded word. */
export interface WordAssessment {
  word: string;
  status: WordGrade;
  score: number;
  expected_phonemes: string | null;
  actual_phonemes: string | null;
}

/** A minimal pair to practise: a reference word and the word heard instead. */
export interface MinimalPairDrill {
  word: string;
  heard: string;
  expected_phonemes: string | null;
  heard_phonemes: string | null;
}

/** A pronunciation analysis, scores 0–100. */
export interface PronunciationAnalysis {
  overall_score: number;
  accuracy_score: number;
  completeness_score: number;
  fluency_score: number;
  words: WordAssessment[];
  /** One drill per mispronounced word said as another word (at most {@link MAX_DRILLS}, each pair once). */
  drills: MinimalPairDrill[];
}

/** Drills offered after one reading. */
export const MAX_DRILLS = 3;

/** One step of a word alignment: a reference word, a spoken word, or both. */
export interface AlignedPair {
  reference: number | null;
  spoken: number | null;
}

const GAP_COST = 0.6;

/**
 * Aligns spoken words with reference words (Needleman–Wunsch). Substituting costs 2 × (1 − similarity), letter
 * similarity unless `likeness` tells better (sounds), a gap 0.6, so words with little in common come out as a missed
 * word and an extra word rather than as a pair.
 */
export function alignWords(reference: readonly string[], spoken: readonly string[], likeness: (reference: string, spoken: string) => number = similarity): AlignedPair[] {
  const rows = reference.length + 1;
  const columns = spoken.length + 1;
  const cost: number[][] = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  for (let i = 0; i < rows; i += 1) {
    cost[i]![0] = i * GAP_COST;
  }
  for (let j = 0; j < columns; j += 1) {
    cost[0]![j] = j * GAP_COST;
  }
  const substitution = (i: number, j: number) => 2 * (1 - likeness(reference[i - 1] ?? '', spoken[j - 1] ?? ''));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      cost[i]![j] = Math.min(cost[i - 1]![j - 1]! + substitution(i, j), cost[i - 1]![j]! + GAP_COST, cost[i]![j - 1]! + GAP_COST);
    }
  }
  const pairs: AlignedPair[] = [];
  let i = reference.length;
  let j = spoken.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && Math.abs(cost[i]![j]! - (cost[i - 1]![j - 1]! + substitution(i, j))) < 1e-9) {
      pairs.push({ reference: i - 1, spoken: j - 1 });
      i -= 1;
      j -= 1;
    } else if (i > 0 && Math.abs(cost[i]![j]! - (cost[i - 1]![j]! + GAP_COST)) < 1e-9) {
      pairs.push({ reference: i - 1, spoken: null });
      i -= 1;
    } else {
      pairs.push({ reference: null, spoken: j - 1 });
      j -= 1;
    }
  }
  return pairs.reverse();
}

/** Fluency from the pace: full marks between 90 and 180 words per minute, less when slower or faster. */
export function fluencyScore(spokenWords: number, durationMs: number): number {
  if (spokenWords === 0 || durationMs <= 0) {
    return 0;
  }
  const wordsPerMinute = spokenWords / (durationMs / 60_000);
  if (wordsPerMinute < FLUENT_WORDS_PER_MINUTE.min) {
    return (100 * wordsPerMinute) / FLUENT_WORDS_PER_MINUTE.min;
  }
  if (wordsPerMinute > FLUENT_WORDS_PER_MINUTE.max) {
    return Math.max(0, 100 - (wordsPerMinute - FLUENT_WORDS_PER_MINUTE.max) / 2);
  }
  return 100;
}

/**
 * Grades a reading of `referenceText` from its transcript, word by word and sound by sound (espeak-ng phonemes).
 * good: same word; close: another word whose phonemes are ≥ 85 % alike; mispronounced: aligned but unlike; missed: a
 * reference word with no counterpart; extra: a spoken word with none. Accuracy is the mean score of aligned words (their
 * phoneme similarity, halved when mispronounced), completeness the share of reference words not missed, fluency the pace of the words read right (good or close) times their share of the words said; overall = completeness × (0.6 accuracy
 * + 0.4 fluency). Deterministic for a given transcript.
 */
export async function analysePronunciation(input: {
  referenceText: string;
  transcript: string;
  durationMs: number;
  languageCode: string;
  language: LanguageCode;
  phonemes: PhonemeReader | null;
  signal: AbortSignal;
}): Promise<PronunciationAnalysis> {
  const referenceWords = splitWords(input.referenceText);
  const spokenWords = splitWords(input.transcript);
  const ipa = input.phonemes
    ? await input.phonemes([...referenceWords, ...spokenWords].map((word) => word.toLowerCase()), input.languageCode, input.language, input.signal).catch(() => new Map<string, string>())
    : new Map<string, string>();
  const phonemesOf = (word: string) => ipa.get(word.toLowerCase()) ?? null;
  const soundAlike = (left: string, right: string) => {
    const [a, b] = [phonemesOf(left), phonemesOf(right)];
    return Math.max(similarity(left, right), a !== null && b !== null ? similarity(a, b) : 0);
  };
  const pairs = alignWords(referenceWords.map(normalizeWord), spokenWords.map(normalizeWord), soundAlike);

  const words: WordAssessment[] = [];
  const alignedSimilarities: number[] = [];
  const drills: MinimalPairDrill[] = [];
  const drilled = new Set<string>();
  let missed = 0;
  for (const pair of pairs) {
    const reference = pair.reference === null ? undefined : referenceWords[pair.reference];
    const spoken = pair.spoken === null ? undefined : spokenWords[pair.spoken];
    if (reference !== undefined && spoken !== undefined) {
      const expected = phonemesOf(reference);
      const actual = phonemesOf(spoken);
      const same = normalizeWord(reference) === normalizeWord(spoken);
      const likeness = same ? 1 : expected !== null && actual !== null ? similarity(expected, actual) : similarity(normalizeWord(reference), normalizeWord(spoken));
      const status: WordGrade = same ? 'good' : likeness >= CLOSE_SIMILARITY ? 'close' : 'mispronounced';
      // A mispronounced word said another word: it earns at most half its likeness, so the score falls with it.
      const earned = status === 'mispronounced' ? likeness * MISPRONOUNCED_CREDIT : likeness;
      alignedSimilarities.push(earned);
      words.push({ word: reference, status, score: Math.round(earned * 100), expected_phonemes: expected, actual_phonemes: actual });
      const pair = `${normalizeWord(reference)}/${normalizeWord(spoken)}`;
      if (status === 'mispronounced' && drills.length < MAX_DRILLS && !drilled.has(pair)) {
        drilled.add(pair);
        drills.push({ word: reference, heard: spoken.toLowerCase(), expected_phonemes: expected, heard_phonemes: actual });
      }
    } else if (reference !== undefined) {
      missed += 1;
      words.push({ word: reference, status: 'missed', score: 0, expected_phonemes: phonemesOf(reference), actual_phonemes: null });
    } else if (spoken !== undefined) {
      words.push({ word: spoken, status: 'extra', score: 0, expected_phonemes: null, actual_phonemes: phonemesOf(spoken) });
    }
  }
  const accuracy = alignedSimilarities.length === 0 ? 0 : (100 * alignedSimilarities.reduce((sum, value) => sum + value, 0)) / alignedSimilarities.length;
  const completeness = referenceWords.length === 0 ? 0 : (100 * (referenceWords.length - missed)) / referenceWords.length;
  // Fluency is the pace of the words read right, times their share of what was said: words said in place of others
  // do not make a reading fluent.
  const right = words.filter((word) => word.status === 'good' || word.status === 'close').length;
  const fluency = spokenWords.length === 0 ? 0 : (fluencyScore(right, input.durationMs) * right) / spokenWords.length;
  const overall = (completeness / 100) * (0.6 * accuracy + 0.4 * fluency);
  const bounded = (value: number) => Math.round(Math.max(0, Math.min(100, value)));
  return {
    overall_score: bounded(overall),
    accuracy_score: bounded(accuracy),
    completeness_score: bounded(completeness),
    fluency_score: bounded(fluency),
    words,
    drills,
  };
}
