import type { LanguageCode, SkillLevel } from '@parla/contract';
import { frequencyRanks } from '../progress/word-frequency.js';
import { normalizeWord, splitWords } from './text-similarity.js';

/** Languages written without spaces between words: split with `Intl.Segmenter`. */
const UNSPACED = new Set<string>(['ja', 'zh']);

/**
 * The form of a word answers are compared in: for Japanese and Chinese lower case only (stripping marks would turn が
 * into か), elsewhere without case, accents or punctuation.
 */
export function answerKey(word: string, language: string): string {
  return UNSPACED.has(language) ? word.normalize('NFC').trim().toLocaleLowerCase(language) : normalizeWord(word);
}

/** One piece of an exercise text: a word (can be a gap) or what lies between words. */
export interface TextPiece {
  text: string;
  word: boolean;
}

/** The text in pieces: words (by `Intl.Segmenter` for Japanese and Chinese, else between spaces) and the rest. */
export function textPieces(text: string, language: string): TextPiece[] {
  if (UNSPACED.has(language)) {
    const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    return [...segmenter.segment(text)].map((segment) => ({ text: segment.segment, word: segment.isWordLike === true && /\p{L}/u.test(segment.segment) }));
  }
  const pieces: TextPiece[] = [];
  for (const token of text.split(/(\s+)/)) {
    const [word] = splitWords(token);
    if (word === undefined) {
      pieces.push({ text: token, word: false });
      continue;
    }
    const start = token.indexOf(word);
    if (start > 0) {
      pieces.push({ text: token.slice(0, start), word: false });
    }
    pieces.push({ text: word, word: true });
    if (start + word.length < token.length) {
      pieces.push({ text: token.slice(start + word.length), word: false });
    }
  }
  return pieces.filter((piece) => piece.text.length > 0);
}

/** The words of an exercise text, in order. */
export function exerciseWords(text: string, language: string): string[] {
  return textPieces(text, language).filter((piece) => piece.word).map((piece) => piece.text);
}

/** Frequency rank a gap word should have at each level: everyday words for beginners, rarer ones later. */
const TARGET_RANK: Readonly<Record<SkillLevel, number>> = { beginner: 600, intermediate: 2500, advanced: 8000 };
/** The most frequent words (articles, pronouns, particles) are never gaps: hearing them teaches little. */
const FUNCTION_WORD_RANK = 100;
/** Rank given to words missing from the frequency list (rare, names, inflected forms). */
const UNLISTED_RANK = 15_000;

function rankIn(language: string, word: string): number {
  const ranks = frequencyRanks(language as LanguageCode);
  return ranks?.get(word.toLocaleLowerCase(language)) ?? UNLISTED_RANK;
}

/** Whether a word could be the answer of a gap: letters only, long enough to be a content word, said once in the text. */
function gapCandidate(word: string, words: readonly string[], language: string): boolean {
  const key = answerKey(word, language);
  const long = UNSPACED.has(language) ? Array.from(key).length >= 2 : Array.from(key).length >= 3;
  if (!long || !/^\p{L}+$/u.test(key)) {
    return false;
  }
  // In unspaced scripts a word can hide inside another (敬語 in 尊敬語): it must show only once in the whole text.
  return UNSPACED.has(language)
    ? words.map((other) => answerKey(other, language)).join('').split(key).length === 2
    : words.filter((other) => answerKey(other, language) === key).length === 1;
}

/**
 * The gaps of a text (word positions, in order): content words said once, the frequency rank nearest the level's
 * (beginners hear everyday words, advanced learners rarer ones), never the most frequent function words; the longest
 * words when too few qualify.
 */
export function chooseGaps(words: readonly string[], difficulty: SkillLevel, language: string, count: number): number[] {
  const scored = words.map((word, index) => {
    const rank = rankIn(language, answerKey(word, language));
    const candidate = gapCandidate(word, words, language) && rank > FUNCTION_WORD_RANK;
    return { index, candidate, distance: Math.abs(Math.log(rank) - Math.log(TARGET_RANK[difficulty])), length: Array.from(answerKey(word, language)).length };
  });
  const chosen = scored.filter((entry) => entry.candidate).sort((a, b) => a.distance - b.distance || b.length - a.length || a.index - b.index);
  const rest = scored.filter((entry) => !entry.candidate && entry.length > 0).sort((a, b) => b.length - a.length || a.index - b.index);
  return [...chosen, ...rest]
    .slice(0, count)
    .map((entry) => entry.index)
    .sort((a, b) => a - b);
}

/** Whether two words start alike: same first letter (alphabetic scripts) or, for unspaced scripts, a shared character. */
function soundsAlike(left: string, right: string, language: string): boolean {
  if (UNSPACED.has(language)) {
    return Array.from(left).some((character) => right.includes(character));
  }
  return left[0] === right[0];
}

/**
 * `count` wrong options for a gap: words of the language's frequency list that are NOT in the text (so reading the
 * prompt cannot rule them out), of the answer's length (±1; the same length for unspaced scripts), sounding alike
 * where possible (same first letter; a shared character), the nearest in frequency to the answer. Deterministic.
 */
export function distractors(answer: string, text: string, words: readonly string[], language: string, count: number): string[] {
  const ranks = frequencyRanks(language as LanguageCode);
  if (!ranks) {
    return [];
  }
  const key = answerKey(answer, language);
  const inText = new Set(words.map((word) => answerKey(word, language)));
  const lowerText = text.toLocaleLowerCase(language);
  const length = Array.from(key).length;
  const answerRank = ranks.get(key) ?? UNLISTED_RANK;
  const unspaced = UNSPACED.has(language);
  const pool: Array<{ word: string; alike: boolean; distance: number }> = [];
  for (const [word, rank] of ranks) {
    const plain = answerKey(word, language);
    const size = Array.from(plain).length;
    if (
      rank <= FUNCTION_WORD_RANK ||
      plain === key ||
      inText.has(plain) ||
      lowerText.includes(word) ||
      !/^\p{L}+$/u.test(plain) ||
      (unspaced ? size !== length : Math.abs(size - length) > 1 || size < 3)
    ) {
      continue;
    }
    pool.push({ word, alike: soundsAlike(plain, key, language), distance: Math.abs(Math.log(rank) - Math.log(answerRank)) });
  }
  pool.sort((a, b) => Number(b.alike) - Number(a.alike) || a.distance - b.distance || a.word.localeCompare(b.word));
  return pool.slice(0, count).map((entry) => entry.word);
}
