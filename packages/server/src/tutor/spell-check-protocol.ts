import type { LanguageCode } from '@parla/contract';
import type { SuggestionConfidence } from './rank-suggestion.js';

/** A misspelt word and the closest correct word, if any. */
export interface SpellingMistake {
  /** The word as written. */
  word: string;
  /** The closest correct word (see `bestSuggestion`). */
  suggestion: string | undefined;
  /** How sure the suggestion is (see `rankSuggestion`); absent without a suggestion. */
  confidence?: SuggestionConfidence;
  /** With a `guess`: the candidates as close as the suggestion (see `RankedSuggestion.alternatives`). */
  alternatives?: string[];
}

/** What a spell check found in a text. */
export interface SpellingReport {
  /** Misspelt words with their closest correct word, in text order; none when the text is in another language. */
  mistakes: SpellingMistake[];
  /** Whether most of the text is not in the checked language (see `readsAsLanguage`): then no word is called misspelt. False when unsure. */
  otherLanguage: boolean;
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
  /** Words that are likely names ("me llamo Walk"): checked, but not counted when judging whether the text is in the language. */
  names?: string[];
}

/** The spell worker's answer: what it found, or why it could not check. */
export type SpellCheckResponse =
  | ({ id: number; language: LanguageCode } & SpellingReport)
  | { id: number; language: LanguageCode; error: string };
