import { VALIDATION } from '@parla/contract/constants';

/** Longest reference text `voice/pronunciation` takes (the contract's `pronunciationRequest.reference_text`). */
export const PRONUNCIATION_TEXT_MAX_LENGTH = 500;

/** Longest text `voice/listening-exercise` takes (`VALIDATION.synthesizeMaxLength`). */
export const LISTENING_TEXT_MAX_LENGTH = VALIDATION.synthesizeMaxLength;

/** Why a practice text was refused before any call: `text-required` nothing is left once trimmed; `text-too-long` it is longer than `maxLength`. */
export type PracticeTextErrorCode = 'text-required' | 'text-too-long';

/** A practice text refused at the boundary, so the server is not called. */
export interface PracticeTextError {
  kind: 'invalid';
  code: PracticeTextErrorCode;
  /** The longest text the call takes, in UTF-16 code units (as the contract counts). */
  maxLength: number;
}

/** The trimmed text, or why it cannot be sent (the contract's rules: trimmed, non-empty, at most `maxLength`). */
export function checkPracticeText(text: string, maxLength: number): { text: string } | PracticeTextError {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { kind: 'invalid', code: 'text-required', maxLength };
  }
  if (trimmed.length > maxLength) {
    return { kind: 'invalid', code: 'text-too-long', maxLength };
  }
  return { text: trimmed };
}
