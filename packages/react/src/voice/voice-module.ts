import { createContext } from 'react';
import type { ChatSession } from '@parla/sdk';
import type {
  EndOfTurnDetector,
  ListeningExerciseFlow,
  ListeningExerciseOptions,
  PronunciationPractice,
  PronunciationPracticeOptions,
  Recorder,
  RecorderOptions,
  SpeakOptions,
  SpeechPlayer,
  SpeechPlayerOptions,
  VoiceInput,
  VoiceInputOptions,
} from '@parla/sdk/voice';

/** The parts of `@parla/sdk/voice` the React components use (tests and stories give a fake). */
export interface VoiceModule {
  createVoiceInput(options: VoiceInputOptions): VoiceInput;
  createSpeechPlayer(options: SpeechPlayerOptions): SpeechPlayer;
  createRecorder(options?: RecorderOptions): Recorder;
  speakReplyWhileStreaming(chat: Pick<ChatSession, '$streamingMessage' | '$messages'>, player: SpeechPlayer, options: SpeakOptions): () => void;
  createVadEndOfTurn(options: { assetBase: string }): EndOfTurnDetector & { preload?(): Promise<void> };
  createPronunciationPractice(options: PronunciationPracticeOptions): PronunciationPractice;
  createListeningExercise(options: ListeningExerciseOptions): ListeningExerciseFlow;
}

/** Loads the voice module. */
export type VoiceModuleLoader = () => Promise<VoiceModule>;

/** Loads `@parla/sdk/voice` on first use, as a separate chunk, so the chat entry does not carry the voice code. */
export const loadVoiceModule: VoiceModuleLoader = () => import('@parla/sdk/voice');

/** Where the voice hooks get the voice module from. Default: {@link loadVoiceModule}; tests and stories provide a fake. */
export const VoiceModuleContext = createContext<VoiceModuleLoader>(loadVoiceModule);
