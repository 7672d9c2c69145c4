import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGES, type LanguageCode, type ListeningExerciseKind, type SkillLevel } from '@parla/contract';
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

/** The dictation question: its prompt never contains the text. */
export interface DictationQuestion {
  id: 'dictation';
  kind: 'dictation';
  prompt: string;
  options: null;
}

/** Id of the one question of a dictation. */
export const DICTATION_QUESTION_ID = 'dictation';

/** A levelled content text an exercise was made of: the server finds it again from this, storing nothing. */
export interface ContentTextRef {
  language: LanguageCode;
  textId: string;
}

/**
 * What the signed exercise id says: the text (by hash, or the content text it is), the difficulty, the kind (default
 * gap_fill) and the gaps (word positions; none in a dictation).
 */
export interface ExerciseDescription {
  textHash: string;
  difficulty: SkillLevel;
  gaps: number[];
  kind?: ListeningExerciseKind;
  content?: ContentTextRef;
}

const LEVEL_CODES: Readonly<Record<SkillLevel, string>> = { beginner: 'b', intermediate: 'i', advanced: 'a' };
const KIND_CODES: Readonly<Record<ListeningExerciseKind, string>> = { gap_fill: 'g', dictation: 'd' };

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

/** The question of a dictation: type the whole text heard (the prompt says only that). */
export function dictationQuestion(): DictationQuestion {
  return { id: DICTATION_QUESTION_ID, kind: 'dictation', prompt: 'Type what you hear.', options: null };
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
}

/**
 * The exercise id, signed with the server secret for one user (at most 64 characters):
 * `L2.{source}.{level}.{kind}.{gaps}.{HMAC}`, the source being the text's hash or `{language}-{text id}` for a
 * content text (checked from the id alone). Ids of the older `L1.{hash}.{level}.{gaps}.{HMAC}` form are still read.
 */
export function signExerciseId(secret: string, userId: string, description: ExerciseDescription): string {
  const source = description.content ? `${description.content.language}-${description.content.textId}` : description.textHash;
  const kind = KIND_CODES[description.kind ?? 'gap_fill'];
  const payload = `L2.${source}.${LEVEL_CODES[description.difficulty]}.${kind}.${description.gaps.map((gap) => gap.toString(36)).join('-')}`;
  return `${payload}.${signature(secret, `${userId}:${payload}`)}`;
}

function levelOf(code: string): SkillLevel {
  return (Object.keys(LEVEL_CODES) as SkillLevel[]).find((key) => LEVEL_CODES[key] === code) ?? 'beginner';
}

function gapsOf(gaps: string): number[] {
  return gaps === '' ? [] : gaps.split('-').map((gap) => Number.parseInt(gap, 36));
}

/** Reads a signed exercise id; null when it is malformed, forged or someone else's. */
export function readExerciseId(secret: string, userId: string, id: string): ExerciseDescription | null {
  const match =
    /^(L2\.([0-9a-f]{16}|[a-z]{2}-[a-z][0-9]{1,3})\.([bia])\.([gd])\.((?:[0-9a-z]+(?:-[0-9a-z]+)*)?))\.([\w-]{22})$/.exec(id) ??
    /^(L1\.([0-9a-f]{16})\.([bia])\.()([0-9a-z]+(?:-[0-9a-z]+)*))\.([\w-]{22})$/.exec(id);
  if (!match) {
    return null;
  }
  const [, payload = '', source = '', level = '', kind = '', gaps = '', given = ''] = match;
  const expected = signature(secret, `${userId}:${payload}`);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) {
    return null;
  }
  const description: ExerciseDescription = { textHash: source, difficulty: levelOf(level), gaps: gapsOf(gaps), kind: kind === 'd' ? 'dictation' : 'gap_fill' };
  const [language, textId] = source.split('-');
  if (textId !== undefined) {
    if (!(LANGUAGES as readonly string[]).includes(language ?? '')) {
      return null;
    }
    description.content = { language: language as LanguageCode, textId };
  }
  return description;
}

/** Whether an answer matches, ignoring case and surrounding punctuation, and accents in spaced scripts. */
export function sameAnswer(given: string, expected: string, language = ''): boolean {
  return answerKey(given.trim(), language) === answerKey(expected, language);
}
