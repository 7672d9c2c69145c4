import type { DictationGrade, DictationWord } from '@parla/contract';
import { japaneseTokens } from '../vocabulary/japanese-reader.js';
import { textPieces } from './listening-words.js';
import { similarity } from './text-similarity.js';

/** A checked dictation: each word graded, the score 0–100 and whether every word was right. */
export interface DictationCheck {
  words: DictationWord[];
  score: number;
  correct: boolean;
}

/** Languages written without spaces: compared character by character, then graded per word (`Intl.Segmenter`). */
const UNSPACED = new Set(['ja', 'zh']);

/** What each grade is worth towards the score: an accent slip is flagged and counts half. */
const GRADE_POINTS: Readonly<Record<DictationGrade, number>> = { right: 1, accent: 0.5, wrong: 0, missing: 0, extra: 0 };

/** A word as compared: lower case, curly apostrophes straight, without punctuation; accents kept. */
function strictKey(word: string, language: string): string {
  return word
    .normalize('NFC')
    .toLocaleLowerCase(language)
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}']/gu, '')
    .replace(/^'+|'+$/g, '');
}

/** The same without accents and other marks: two words equal here but not strictly differ by an accent. */
function looseKey(word: string, language: string): string {
  return strictKey(word, language).normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** The words of a text, as the exercise shows them (between spaces; `Intl.Segmenter` for Japanese and Chinese). */
function wordsOf(text: string, language: string): string[] {
  return textPieces(text, language)
    .filter((piece) => piece.word)
    .map((piece) => piece.text)
    .filter((word) => strictKey(word, language) !== '');
}

/** One step of an alignment: both sides (kept or changed), or one side only. */
type Step = { expected: number; given: number } | { expected: number; given: null } | { expected: null; given: number };

/**
 * The cheapest alignment of two sequences (Levenshtein with a backtrace): `cost(a, b)` is what pairing two items
 * costs (0 same, up to 1); leaving one out costs 1.
 */
function align<T>(expected: readonly T[], given: readonly T[], cost: (a: T, b: T) => number): Step[] {
  const rows = expected.length + 1;
  const columns = given.length + 1;
  const table = new Float64Array(rows * columns);
  for (let i = 0; i < rows; i += 1) {
    table[i * columns] = i;
  }
  for (let j = 0; j < columns; j += 1) {
    table[j] = j;
  }
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const pair = (table[(i - 1) * columns + j - 1] ?? 0) + cost(expected[i - 1] as T, given[j - 1] as T);
      table[i * columns + j] = Math.min(pair, (table[(i - 1) * columns + j] ?? 0) + 1, (table[i * columns + j - 1] ?? 0) + 1);
    }
  }
  const steps: Step[] = [];
  let i = expected.length;
  let j = given.length;
  while (i > 0 || j > 0) {
    const here = table[i * columns + j] ?? 0;
    if (i > 0 && j > 0 && here === (table[(i - 1) * columns + j - 1] ?? 0) + cost(expected[i - 1] as T, given[j - 1] as T)) {
      steps.push({ expected: i - 1, given: j - 1 });
      i -= 1;
      j -= 1;
    } else if (i > 0 && here === (table[(i - 1) * columns + j] ?? 0) + 1) {
      steps.push({ expected: i - 1, given: null });
      i -= 1;
    } else {
      steps.push({ expected: null, given: j - 1 });
      j -= 1;
    }
  }
  return steps.reverse();
}

/** Spaced scripts: word against word; an accent slip costs less than another word. */
function gradeSpaced(text: string, typed: string, language: string): DictationWord[] {
  const expected = wordsOf(text, language);
  const given = wordsOf(typed, language);
  // Another word costs 1 to 1.5 (more the less alike), so a word left out beside a right one is not taken for two wrong ones.
  const cost = (a: string, b: string) =>
    strictKey(a, language) === strictKey(b, language) ? 0 : looseKey(a, language) === looseKey(b, language) ? 0.4 : 1.5 - similarity(looseKey(a, language), looseKey(b, language)) / 2;
  return align(expected, given, cost).map((step): DictationWord => {
    const word = step.expected === null ? null : (expected[step.expected] ?? null);
    const heard = step.given === null ? null : (given[step.given] ?? null);
    if (word === null) {
      return { expected: null, given: heard, grade: 'extra' };
    }
    if (heard === null) {
      return { expected: word, given: null, grade: 'missing' };
    }
    const paid = cost(word, heard);
    const grade: DictationGrade = paid === 0 ? 'right' : paid < 1 ? 'accent' : 'wrong';
    return { expected: word, given: heard, grade };
  });
}

/** One character of an unspaced text and the word (index) it belongs to. */
interface Letter {
  letter: string;
  word: number;
}

/** The letters (and digits) of some words, lower case, each with the index of its word. */
function lettersOf(words: readonly string[]): Letter[] {
  return words.flatMap((word, index) => Array.from(word.normalize('NFC').toLocaleLowerCase()).filter((letter) => /[\p{L}\p{N}]/u.test(letter)).map((letter) => ({ letter, word: index })));
}

/**
 * Unspaced scripts: letter against letter, then each word of the text graded by its letters: all kept → right, none
 * typed → missing, else wrong (with what was typed in its place); letters typed between words are extra.
 */
function gradeLetters(words: readonly string[], expected: readonly Letter[], given: readonly string[]): DictationWord[] {
  const steps = align(
    expected.map((item) => item.letter),
    given,
    (a, b) => (a === b ? 0 : 1),
  );
  const typed = words.map(() => '');
  const changed = words.map(() => false);
  const extras = new Map<number, string>();
  let lastWord = -1;
  steps.forEach((step, index) => {
    if (step.expected !== null) {
      const word = expected[step.expected]?.word ?? 0;
      lastWord = word;
      typed[word] += step.given === null ? '' : (given[step.given] ?? '');
      if (step.given === null || given[step.given] !== expected[step.expected]?.letter) {
        changed[word] = true;
      }
      return;
    }
    const letter = given[step.given] ?? '';
    // A letter typed inside a word belongs to it (the word is wrong); between words it is extra.
    const next = steps.slice(index + 1).find((later) => later.expected !== null);
    const nextWord = next && next.expected !== null ? (expected[next.expected]?.word ?? -1) : -1;
    if (lastWord >= 0 && nextWord === lastWord) {
      typed[lastWord] += letter;
      changed[lastWord] = true;
    } else {
      extras.set(lastWord, (extras.get(lastWord) ?? '') + letter);
    }
  });
  const graded: DictationWord[] = [];
  const extraAfter = (index: number) => {
    const extra = extras.get(index);
    if (extra) {
      graded.push({ expected: null, given: extra, grade: 'extra' });
    }
  };
  extraAfter(-1);
  words.forEach((word, index) => {
    if (!changed[index]) {
      graded.push({ expected: word, given: typed[index] || word, grade: 'right' });
    } else if ((typed[index] ?? '') === '') {
      graded.push({ expected: word, given: null, grade: 'missing' });
    } else {
      graded.push({ expected: word, given: typed[index] ?? '', grade: 'wrong' });
    }
    extraAfter(index);
  });
  return graded;
}

/** Hiragana letters of a Japanese text read by kuromoji, each with the word (`Intl.Segmenter`, by index) it belongs to. */
async function readingLetters(text: string, words: readonly string[], starts: readonly number[]): Promise<Letter[]> {
  const tokens = await japaneseTokens(text);
  return tokens.flatMap((token) => {
    let word = 0;
    starts.forEach((start, index) => {
      if (start <= token.start) {
        word = index;
      }
    });
    return lettersOf([token.reading ?? token.surface]).map((item) => ({ letter: item.letter, word }));
  });
}

/** Japanese: a word is right when its letters are typed as written, or in kana where kuromoji gives the reading. */
async function gradeJapanese(text: string, typed: string): Promise<DictationWord[]> {
  const pieces = textPieces(text, 'ja');
  const words: string[] = [];
  const starts: number[] = [];
  let offset = 0;
  for (const piece of pieces) {
    if (piece.word && strictKey(piece.text, 'ja') !== '') {
      words.push(piece.text);
      starts.push(offset);
    }
    offset += piece.text.length;
  }
  const written = gradeLetters(words, lettersOf(words), lettersOf([typed]).map((item) => item.letter));
  if (written.every((word) => word.grade === 'right')) {
    return written;
  }
  let read: DictationWord[];
  try {
    const expected = await readingLetters(text, words, starts);
    const given = (await readingLetters(typed, [typed], [0])).map((item) => item.letter);
    read = gradeLetters(words, expected, given);
  } catch (error) {
    // Without the analyser, only what is typed as written counts.
    console.error('the Japanese reading could not be made', error);
    return written;
  }
  // Whichever reading of the answer grades more words right (kanji as written, or kana as read).
  const rightCount = (graded: DictationWord[]) => graded.filter((word) => word.grade === 'right').length;
  return rightCount(read) > rightCount(written) ? read : written;
}

/**
 * Grades a dictation word by word: case and punctuation never count; in spaced scripts a word right but for an
 * accent or other mark is graded `accent` (flagged, half a point), a different word `wrong`, a word left out
 * `missing`, a word the text does not have `extra`. Chinese is compared by its characters, Japanese by its characters
 * or, where kuromoji gives the reading, its kana. The score is the points over the words of the text and the extras.
 */
export async function checkDictation(text: string, typed: string, language: string): Promise<DictationCheck> {
  let words: DictationWord[];
  if (language === 'ja') {
    words = await gradeJapanese(text, typed);
  } else if (UNSPACED.has(language)) {
    const expected = wordsOf(text, language);
    words = gradeLetters(expected, lettersOf(expected), lettersOf([typed]).map((item) => item.letter));
  } else {
    words = gradeSpaced(text, typed, language);
  }
  const points = words.reduce((sum, word) => sum + GRADE_POINTS[word.grade], 0);
  const score = words.length === 0 ? 0 : Math.round((100 * points) / words.length);
  return { words, score, correct: words.every((word) => word.grade === 'right') };
}
