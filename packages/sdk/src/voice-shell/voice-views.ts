import type { ListeningExercise } from '@parla/contract';
import type { ListeningExerciseError, ListeningExerciseState } from '../voice/listening-exercise.js';
import type { PronunciationPracticeError, PronunciationPracticeState } from '../voice/pronunciation-practice.js';
import type { RecorderErrorCode, RecorderState, VoiceInputError, VoiceInputState } from '../voice/types.js';

/** {@link VoiceInputState}, plus `load` when the voice code itself could not be loaded. */
export interface VoiceInputView extends Omit<VoiceInputState, 'error'> {
  error: VoiceInputError | { kind: 'load' } | null;
}

/** {@link RecorderState}, plus `load` when the voice code itself could not be loaded. */
export interface RecorderView extends Omit<RecorderState, 'error'> {
  error: RecorderErrorCode | 'load' | null;
}

/** {@link PronunciationPracticeState}, plus the error `load` when the voice code itself could not be loaded. */
export type PronunciationPracticeView =
  | Exclude<PronunciationPracticeState, { status: 'error' }>
  | { status: 'error'; error: PronunciationPracticeError | { kind: 'load' } };

/** {@link ListeningExerciseState}, plus the error `load` when the voice code itself could not be loaded. */
export type ListeningExerciseView =
  | Exclude<ListeningExerciseState, { status: 'error' }>
  | { status: 'error'; error: ListeningExerciseError | { kind: 'load' }; exercise: ListeningExercise | null };

/**
 * The voice-activity detector of the current recording: `idle` none (yet), `starting` loading and attaching to the
 * microphone, `listening` it will end the turn, `failed` it could not start (Stop ends the turn).
 */
export type HandsFreeDetectorStatus = 'idle' | 'starting' | 'listening' | 'failed';

/** Options of one voice capture. */
export interface VoiceCaptureOptions {
  /** Language of the speech, e.g. `es` or `es-ES`. */
  languageCode: string;
  /** Recent conversation text that helps the transcription. Default: none. */
  context?: string;
  /** Where the voice-activity model's files are served; ends the turn hands-free when set. Default: none (Stop ends it). */
  vadAssetBase?: string;
}
