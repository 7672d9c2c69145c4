// Types of the voice API
export type {
  AudioCapture,
  AudioPort,
  CaptureOptions,
  EndOfTurnDetector,
  MediaPort,
  PlaybackState,
  RecordedAudio,
  Recorder,
  RecorderErrorCode,
  RecorderOptions,
  RecorderState,
  SpeakOptions,
  SpeechPlayer,
  SpeechPlayerOptions,
  SynthesisPort,
  VoiceClient,
  VoiceInput,
  VoiceInputError,
  VoiceInputOptions,
  VoiceInputState,
} from './types.js';

// WAV and audio helpers
export { encodeWav, decodeWav } from './wav.js';
export { resample } from './resample.js';
export { bytesToBase64, base64ToBytes } from './base64.js';

// Recording
export { createRecorder } from './recorder.js';
export { browserMedia } from './browser-media.js';

// Voice input
export { createVoiceInput } from './voice-input.js';

// Practice flows: pronunciation (record → score) and listening exercises (generate → check)
export { createPronunciationPractice } from './pronunciation-practice.js';
export type { PronunciationPractice, PronunciationPracticeError, PronunciationPracticeOptions, PronunciationPracticeState } from './pronunciation-practice.js';
export { createListeningExercise } from './listening-exercise.js';
export type { ListeningCheck, ListeningExerciseError, ListeningExerciseFlow, ListeningExerciseOptions, ListeningExerciseState } from './listening-exercise.js';
export { checkPracticeText, LISTENING_TEXT_MAX_LENGTH, PRONUNCIATION_TEXT_MAX_LENGTH } from './practice-text.js';
export type { PracticeTextError, PracticeTextErrorCode } from './practice-text.js';

// Playback
export { createSpeechPlayer } from './speech-player.js';
export { browserAudio } from './browser-audio.js';
export { browserSynthesis } from './browser-synthesis.js';

// Speaking a reply while it streams
export { createSentenceSplitter } from './sentence-splitter.js';
export type { SentenceSplitter } from './sentence-splitter.js';
export { speakReplyWhileStreaming } from './reply-speaker.js';
export { followRepliesAloud } from './reply-auto-play.js';
export type { AutoPlayChat, ReplyAutoPlay, ReplyAutoPlayOptions } from './reply-auto-play.js';

// Voice-activity detection (Silero VAD through @ricky0123/vad-web, an optional peer loaded on first use)
export { createVadEndOfTurn, createLiveVad, detectSpeechSegments, VAD_ASSET_FILES, VAD_FRAME_MS, VAD_MODEL, VAD_MODEL_FILE } from './vad.js';
export type { LiveVad, LiveVadOptions, LiveVadState, VadEndOfTurn, VadEndOfTurnOptions, VadModule, VadOptions, VadSegment } from './vad.js';

// The voice behaviour of a session, loaded by `createVoiceControllers` of `@parla/sdk` on first use
export { createVoiceOrchestrator } from './voice-orchestrator.js';
export type { VoiceFactories, VoiceOrchestrator, VoiceOrchestratorOptions, VoiceStores, VoiceTurnChat } from './voice-orchestrator.js';
