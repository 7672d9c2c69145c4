import { readFileSync } from 'node:fs';
import { CORRECTION_CATEGORIES, LANGUAGES, LEARNING_MODES, SKILL_LEVELS, type CorrectionCategory, type LanguageCode, type LearningMode, type SkillLevel } from '@parla/contract';

/** One annotated mistake of a benchmark message: its span in the message, the fix and the category. */
export interface AnnotatedError {
  start: number;
  end: number;
  original: string;
  replacement: string;
  category: CorrectionCategory;
}

/** One benchmark message: the learner's text as sent, its setting and its annotated mistakes (none for a correct message). */
export interface EvalMessage {
  line: number;
  targetLanguage: LanguageCode;
  nativeLanguage: LanguageCode;
  mode: LearningMode;
  level: SkillLevel;
  text: string;
  errors: AnnotatedError[];
}

/** The public set's file: `<target> <native> <mode> <level> | <message with [wrong>right:category] marks>`. */
export const LEARNER_MESSAGES_FILE = new URL('./learner-messages.txt', import.meta.url);

/** The first held-out set, same format: written before tuning; its false-praise misses were later studied and fixed by class, so the second held-out set is the blind one. */
export const HOLDOUT_MESSAGES_FILE = new URL('./learner-messages-holdout.txt', import.meta.url);

/** A second held-out set, written after the false-praise fixes of #19 and before any run of it; its misses were later studied and fixed by class, so it is no longer blind. */
export const SECOND_HOLDOUT_MESSAGES_FILE = new URL('./learner-messages-holdout-2.txt', import.meta.url);

/** The third held-out set: written before any run of it and before the fixes that studied the second; its misses were later studied and fixed by class, so it is no longer blind. */
export const THIRD_HOLDOUT_MESSAGES_FILE = new URL('./learner-messages-holdout-3.txt', import.meta.url);

/** The fourth held-out set, the blind one: written before any run of it and before the fixes that studied the third; never tuned on. */
export const FOURTH_HOLDOUT_MESSAGES_FILE = new URL('./learner-messages-holdout-4.txt', import.meta.url);

/** Correct sentences only (no marks), written to cover what the grammar rules look at: every flag on them is a false flag. */
export const CORRECT_SENTENCES_FILE = new URL('./correct-sentences.txt', import.meta.url);

const MARK = /\[([^\]>]*)>([^\]:]*):([a-z_]+)\]/g;

function oneOf<T extends string>(values: readonly T[], value: string | undefined, what: string, line: number): T {
  if (!values.includes(value as T)) {
    throw new Error(`learner-messages.txt line ${line}: unknown ${what} '${value ?? ''}'`);
  }
  return value as T;
}

/** Reads one annotated message: the text without marks and the mistakes with their spans in it. */
export function parseAnnotated(annotated: string, line = 0): { text: string; errors: AnnotatedError[] } {
  let text = '';
  let last = 0;
  const errors: AnnotatedError[] = [];
  for (const mark of annotated.matchAll(MARK)) {
    text += annotated.slice(last, mark.index);
    const original = mark[1] ?? '';
    errors.push({ start: text.length, end: text.length + original.length, original, replacement: mark[2] ?? '', category: oneOf(CORRECTION_CATEGORIES, mark[3], 'category', line) });
    text += original;
    last = mark.index + mark[0].length;
  }
  text += annotated.slice(last);
  if (/[[\]]/.test(text)) {
    throw new Error(`learner-messages.txt line ${line}: a mark is not written [wrong>right:category]`);
  }
  return { text, errors };
}

/** Parses the benchmark file's text (comments and blank lines skipped). */
export function parseLearnerMessages(source: string): EvalMessage[] {
  const messages: EvalMessage[] = [];
  source.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim() || raw.startsWith('#')) {
      return;
    }
    const bar = raw.indexOf(' | ');
    if (bar < 0) {
      throw new Error(`learner-messages.txt line ${line}: no ' | ' between the setting and the message`);
    }
    const [target, native, mode, level] = raw.slice(0, bar).trim().split(/\s+/);
    const { text, errors } = parseAnnotated(raw.slice(bar + 3), line);
    messages.push({
      line,
      targetLanguage: oneOf(LANGUAGES, target, 'target language', line),
      nativeLanguage: oneOf(LANGUAGES, native, 'native language', line),
      mode: oneOf(LEARNING_MODES, mode, 'mode', line),
      level: oneOf(SKILL_LEVELS, level, 'level', line),
      text,
      errors,
    });
  });
  return messages;
}

/** The public benchmark set, or another file in its format (`HOLDOUT_MESSAGES_FILE`). */
export function loadLearnerMessages(file: URL = LEARNER_MESSAGES_FILE): EvalMessage[] {
  return parseLearnerMessages(readFileSync(file, 'utf8'));
}
