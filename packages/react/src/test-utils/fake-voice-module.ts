import { atom } from 'nanostores';
import type { ChatSession, VoiceModule } from '@parla/sdk';
import { createListeningExercise, createPronunciationPractice, createVoiceOrchestrator } from '@parla/sdk/voice';
import type {
  CaptureOptions,
  PlaybackState,
  RecordedAudio,
  Recorder,
  RecorderState,
  SpeakOptions,
  SpeechPlayer,
  VoiceFactories,
  VoiceInput,
  VoiceInputState,
} from '@parla/sdk/voice';

/** Options of {@link fakeVoiceModule}. */
export interface FakeVoiceOptions {
  /** The voice input's state as soon as `capture` starts. Default: recording, level 0.4, 3 s of 60 s. */
  capturing?: Partial<VoiceInputState>;
  /** What `stop()` resolves the capture with, after showing `transcribing`. Default: 'Hola, ¿qué tal?'. `never` stays transcribing. */
  transcript?: string | null | 'never';
  /** The recorder's state as soon as `record` starts. Default: recording, level 0.5, 2 s of 60 s. */
  recording?: Partial<RecorderState>;
  /** Whether `record` resolves at once with a short recording (no Stop needed). Default: false. */
  recordsAtOnce?: boolean;
  /** Whether the hands-free detector's `watch` waits for `detectorReady()` (a detector still loading). Default: false. */
  slowDetector?: boolean;
}

const IDLE_INPUT: VoiceInputState = { status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null };
const IDLE_RECORDER: RecorderState = { status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null };
const IDLE_PLAYBACK: PlaybackState = { status: 'idle', messageId: null, source: null, rate: 1, error: null };

/** A second of silence as the fake recorder's audio (base64 of a tiny WAV-like payload; the fake server does not decode it). */
export const FAKE_AUDIO: RecordedAudio = { audioBase64: 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAgLsAAAB3AQACABAAZGF0YQAAAAA=', sampleRate: 48_000, durationMs: 1000, samples: new Float32Array(0) };

/**
 * A fake of `@parla/sdk/voice` for tests and stories: the SDK's own `createVoiceOrchestrator` with fake factories, so no
 * microphone, no audio, every call recorded.
 */
export function fakeVoiceModule(options: FakeVoiceOptions = {}) {
  const inputState = atom<VoiceInputState>(IDLE_INPUT);
  const recorderState = atom<RecorderState>(IDLE_RECORDER);
  const playbackState = atom<PlaybackState>(IDLE_PLAYBACK);
  const captures: CaptureOptions[] = [];
  const spoken: Array<{ messageId: string; text: string; options: SpeakOptions }> = [];
  const replies: Array<{ chat: Pick<ChatSession, '$streamingMessage' | '$messages'>; options: SpeakOptions; stopped: boolean }> = [];
  const detectors: string[] = [];
  /** The asset bases of the detectors whose `preload()` was called, in order. */
  const preloads: string[] = [];
  let finishCapture: ((transcript: string | null) => void) | null = null;
  let finishRecording: ((audio: RecordedAudio | null) => void) | null = null;
  let markDetectorReady: () => void = () => undefined;
  const detectorLoaded = options.slowDetector ? new Promise<void>((resolve) => (markDetectorReady = resolve)) : Promise.resolve();

  const input: VoiceInput & { finish(transcript: string | null): void; fail(error: VoiceInputState['error']): void } = {
    $state: inputState,
    capture(captureOptions) {
      captures.push(captureOptions);
      finishCapture?.(null);
      inputState.set({ ...IDLE_INPUT, status: 'recording', level: 0.4, elapsedMs: 3000, ...options.capturing });
      // Like the real recorder: the hands-free detector starts watching once the microphone is open.
      void captureOptions.handsFree?.watch({} as MediaStream, () => input.stop()).catch(() => undefined);
      return new Promise<string | null>((resolve) => {
        finishCapture = (transcript) => {
          finishCapture = null;
          resolve(transcript);
        };
      });
    },
    stop() {
      inputState.set({ ...inputState.get(), status: 'transcribing' });
      const transcript = options.transcript === undefined ? 'Hola, ¿qué tal?' : options.transcript;
      if (transcript !== 'never') {
        queueMicrotask(() => input.finish(transcript));
      }
    },
    cancel() {
      inputState.set(IDLE_INPUT);
      finishCapture?.(null);
    },
    destroy() {
      input.cancel();
    },
    finish(transcript) {
      inputState.set(IDLE_INPUT);
      finishCapture?.(transcript);
    },
    fail(error) {
      inputState.set({ ...IDLE_INPUT, status: 'error', error });
      finishCapture?.(null);
    },
  };

  const recorder: Recorder = {
    $state: recorderState,
    record() {
      finishRecording?.(null);
      if (options.recordsAtOnce) {
        return Promise.resolve(FAKE_AUDIO);
      }
      recorderState.set({ ...IDLE_RECORDER, status: 'recording', level: 0.5, elapsedMs: 2000, ...options.recording });
      if (recorderState.get().status === 'error') {
        return Promise.resolve(null);
      }
      return new Promise<RecordedAudio | null>((resolve) => {
        finishRecording = (audio) => {
          finishRecording = null;
          recorderState.set(IDLE_RECORDER);
          resolve(audio);
        };
      });
    },
    stop: () => finishRecording?.(FAKE_AUDIO),
    cancel: () => finishRecording?.(null),
    destroy: () => finishRecording?.(null),
  };

  const player: SpeechPlayer = {
    $state: playbackState,
    async speakMessage(message, speakOptions) {
      spoken.push({ messageId: message.id, text: message.message_text, options: speakOptions });
      playbackState.set({ status: 'playing', messageId: message.id, source: 'server', rate: speakOptions.speed ?? 1, error: null });
    },
    async speakText(text, speakOptions) {
      spoken.push({ messageId: speakOptions.messageId ?? '', text, options: speakOptions });
      playbackState.set({ status: 'playing', messageId: speakOptions.messageId ?? null, source: 'server', rate: speakOptions.speed ?? 1, error: null });
    },
    enqueueText(text, speakOptions) {
      spoken.push({ messageId: speakOptions.messageId ?? '', text, options: speakOptions });
    },
    stop: () => playbackState.set(IDLE_PLAYBACK),
    destroy: () => playbackState.set(IDLE_PLAYBACK),
  };

  const factories: VoiceFactories = {
    createVoiceInput: () => input,
    createSpeechPlayer: () => player,
    createRecorder: () => recorder,
    speakReplyWhileStreaming(chat, _player, speakOptions) {
      const reply = { chat, options: speakOptions, stopped: false };
      replies.push(reply);
      return () => {
        reply.stopped = true;
      };
    },
    createVadEndOfTurn({ assetBase }) {
      detectors.push(assetBase);
      return {
        watch: async () => {
          await detectorLoaded;
          return () => undefined;
        },
        preload: async () => {
          preloads.push(assetBase);
        },
      };
    },
    // The practice flows are the SDK's own, with the fake recorder: only the browser parts are faked.
    createPronunciationPractice: (practiceOptions) => createPronunciationPractice({ recorder, ...practiceOptions }),
    createListeningExercise,
  };
  const module: VoiceModule = { createVoiceOrchestrator: (orchestratorOptions) => createVoiceOrchestrator({ ...orchestratorOptions, factories }) };

  return { module, factories, load: () => Promise.resolve(module), input, recorder, player, playbackState, captures, spoken, replies, detectors, preloads, detectorReady: () => markDetectorReady() };
}

/** What {@link fakeVoiceModule} returns. */
export type FakeVoice = ReturnType<typeof fakeVoiceModule>;
