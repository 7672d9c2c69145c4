import type { LanguageCode } from '@parla/contract';

/** A misspelt word and the closest correct word, if any. */
export interface SpellingMistake {
  /** The word as written. */
  word: string;
  /** The closest correct word (see `bestSuggestion`). */
  suggestion: string | undefined;
}

/** What the spell worker is asked: check `words` (none just loads the language's dictionary). */
export interface SpellCheckRequest {
  /** Matches the answer to the request. */
  id: number;
  /** The dictionary to use. */
  language: LanguageCode;
  /** Words to check, in text order. */
  words: string[];
  /** Stop after this many mistakes. */
  max: number;
}

/** The spell worker's answer: the mistakes found, or why it could not check. */
export type SpellCheckResponse =
  | { id: number; language: LanguageCode; mistakes: SpellingMistake[] }
  | { id: number; language: LanguageCode; error: string };
