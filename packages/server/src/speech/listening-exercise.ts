import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SkillLevel } from '@parla/contract';
import { answerKey, chooseGaps as chooseContentGaps, distractors, textPieces } from './listening-words.js';

/** Pace of the exercise audio by difficulty. */
export const EXERCISE_SPEED: Readonly<Record<SkillLevel, number>> = { beginner: 0.8, intermediate: 1, advanced: 1.15 };
/** Gaps per exercise by difficulty. */
export const EXERCISE_GAPS: Readonly<Record<SkillLevel, number>> = { beginner: 1, intermediate: 2, advanced: 3 };
/** Whether gap questions offer options (3: the word and two plausible words that are not in the text). */
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

/** Positions of the gaps for a difficulty: see {@link chooseContentGaps}. */
export function chooseGaps(words: readonly string[], difficulty: SkillLevel, language: string): number[] {
  return chooseContentGaps(words, difficulty, language, EXERCISE_GAPS[difficulty]);
}

/**
 * The gap-fill questions of a text. Prompts show the text with numbered blanks, so the learner follows along without
 * seeing any answer; the options are the answer and words of similar length and sound that are not in the text, so
 * nothing in the prompt tells which option is right: only listening does.
 */
export function gapQuestions(text: string, description: ExerciseDescription, language: string): GapQuestion[] {
  const pieces = textPieces(text, language);
  const wordPieces = pieces.flatMap((piece, index) => (piece.word ? [index] : []));
  const words = wordPieces.map((index) => pieces[index]?.text ?? '');
  const shownPieces = pieces.map((piece) => piece.text);
  description.gaps.forEach((wordIndex, gapNumber) => {
    const piece = wordPieces[wordIndex];
    if (piece !== undefined) {
      shownPieces[piece] = `(${gapNumber + 1}) ____`;
    }
  });
  const shown = shownPieces.join('');
  return description.gaps.map((wordIndex, gapNumber) => {
    const answer = words[wordIndex] ?? '';
    const options = WITH_OPTIONS[description.difficulty]
      ? [answer, ...distractors(answer, text, words, language, 2)].sort((a, b) => answerKey(a, language).localeCompare(answerKey(b, language)))
      : null;
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

/** Whether an answer matches, ignoring case and surrounding punctuation, and accents in spaced scripts. */
export function sameAnswer(given: string, expected: string, language = ''): boolean {
  return answerKey(given.trim(), language) === answerKey(expected, language);
}
