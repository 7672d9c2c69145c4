import type { VoiceInputView } from '../voice-shell/voice-views.js';

/** The English texts of the recorder's failures, as `@parla/react`'s catalogue has them. */
const RECORDER_FAILURES: Readonly<Record<string, string>> = {
  'permission-denied': 'Microphone access was denied. Allow it in your browser settings to record.',
  'no-microphone': 'No microphone was found.',
  unsupported: 'This browser cannot record audio.',
  'too-short': 'That was too short. Please speak a little longer.',
  failed: 'The recording failed. Please try again.',
  load: 'Part of the app could not be loaded. Please reload the page.',
};

/**
 * What the learner is told of a failure of voice input, in English (they read it in the interface language): loaded with
 * the first such failure, so an embed's first load carries none of it.
 * @example
 * voiceFailureText({ kind: 'recorder', code: 'no-microphone' }); // 'No microphone was found.'
 */
export function voiceFailureText(error: NonNullable<VoiceInputView['error']>): string | Error {
  return error.kind === 'api' ? error.error : RECORDER_FAILURES[error.kind === 'load' ? 'load' : error.code]!;
}
