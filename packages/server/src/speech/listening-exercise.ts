import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SkillLevel } from '@parla/contract';
import { normalizeWord, splitWords } from './text-similarity.js';

/** Pace of the exercise audio by difficulty. */
export const EXERCISE_SPEED: Readonly<Record<SkillLevel, number>> = { beginner: 0.8, intermediate: 1, advanced: 1.15 };
/** Gaps per exercise by difficulty. */
export const EXERCISE_GAPS: Readonly<Record<SkillLevel, number>> = { beginner: 1, intermediate: 2, advanced: 3 };
/** Whether gap questions offer options (3: the word and two others from the text). */
const WITH_OPTIONS: Readonly<Record<SkillLevel, boolean>> = { beginner: true, intermediate: true, advanced: false };

/** A gap-fill question. */
export interface GapQuestion {
  id: string;
  kind: 'gap_fill';
  prompt: string;
  options: string[] | null;
  /** The word that fills the gap. */
  answer: string;
}

/** What the signed exercise id says: the text (by hash), the difficulty and the gaps (word positions). */
export interface ExerciseDescription {
  textHash: string;
  difficulty: SkillLevel;
  gaps: number[];
}

const LEVEL_CODES: Readonly<Record<SkillLevel, string>> = { beginner: 'b', intermediate: 'i', advanced: 'a' };

/** Short hash of an exercise text and its language. */
export function textHash(text: string, languageCode: string): string {
  return createHash('sha256').update(`${languageCode}\n${text}`).digest('hex').slice(0, 16);
}

/** Positions of the gaps: the longest words (4+ letters when there are enough), ties broken by position. */
export function chooseGaps(words: readonly string[], difficulty: SkillLevel): number[] {
  const ranked = words
    .map((word, index) => ({ index, length: normalizeWord(word).length }))
    .sort((a, b) => b.length - a.length || a.index - b.index);
  const long = ranked.filter((entry) => entry.length >= 4);
  const pool = long.length >= EXERCISE_GAPS[difficulty] ? long : ranked;
  return pool
    .slice(0, EXERCISE_GAPS[difficulty])
    .map((entry) => entry.index)
    .sort((a, b) => a - b);
}

/** The gap-fill questions of a text; prompts show the text with numbered blanks. */
export function gapQuestions(text: string, description: ExerciseDescription): GapQuestion[] {
  const words = splitWords(text);
  const blanked = text.split(/(\s+)/);
  const tokenOfWord: number[] = [];
  blanked.forEach((token, index) => {
    if (!/^\s*$/.test(token) && splitWords(token).length > 0) {
      tokenOfWord.push(index);
    }
  });
  description.gaps.forEach((wordIndex, gapNumber) => {
    const token = tokenOfWord[wordIndex];
    const word = words[wordIndex];
    if (token !== undefined && word !== undefined) {
      blanked[token] = (blanked[token] ?? '').replace(word, `(${gapNumber + 1}) ____`);
    }
  });
  const shown = blanked.join('');
  return description.gaps.map((wordIndex, gapNumber) => {
    const answer = words[wordIndex] ?? '';
    let options: string[] | null = null;
    if (WITH_OPTIONS[description.difficulty]) {
      const others = [...new Set(words.filter((word, index) => !description.gaps.includes(index) && normalizeWord(word) !== normalizeWord(answer)))]
        .sort((a, b) => Math.abs(a.length - answer.length) - Math.abs(b.length - answer.length) || a.localeCompare(b))
        .slice(0, 2);
      options = [answer, ...others].sort((a, b) => normalizeWord(a).localeCompare(normalizeWord(b)));
    }
    return { id: `gap-${gapNumber + 1}`, kind: 'gap_fill', prompt: `Which word fills gap ${gapNumber + 1}? ${shown}`, options, answer };
  });
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
}

/** The exercise id: `L1.{hash}.{level}.{gaps}.{HMAC}`, signed with the server secret for one user (at most 64 characters). */
export function signExerciseId(secret: string, userId: string, description: ExerciseDescription): string {
  const payload = `L1.${description.textHash}.${LEVEL_CODES[description.difficulty]}.${description.gaps.map((gap) => gap.toString(36)).join('-')}`;
  return `${payload}.${signature(secret, `${userId}:${payload}`)}`;
}

/** Reads a signed exercise id; null when it is malformed, forged or someone else's. */
export function readExerciseId(secret: string, userId: string, id: string): ExerciseDescription | null {
  const match = /^(L1\.([0-9a-f]{16})\.([bia])\.([0-9a-z]+(?:-[0-9a-z]+)*))\.([\w-]{22})$/.exec(id);
  if (!match) {
    return null;
  }
  const [, payload = '', hash = '', level = '', gaps = '', given = ''] = match;
  const expected = signature(secret, `${userId}:${payload}`);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) {
    return null;
  }
  const difficulty = (Object.keys(LEVEL_CODES) as SkillLevel[]).find((key) => LEVEL_CODES[key] === level) ?? 'beginner';
  return { textHash: hash, difficulty, gaps: gaps.split('-').map((gap) => Number.parseInt(gap, 36)) };
}

/** Whether an answer matches, ignoring case, accents and surrounding punctuation. */
export function sameAnswer(given: string, expected: string): boolean {
  return normalizeWord(given.trim()) === normalizeWord(expected);
}
