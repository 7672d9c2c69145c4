import type { ChatSession, ListeningExercise, Session } from '@parla/sdk';
import type {
  EndOfTurnDetector,
  ListeningExerciseError,
  ListeningExerciseFlow,
  ListeningExerciseState,
  PlaybackState,
  PronunciationPractice,
  PronunciationPracticeError,
  PronunciationPracticeState,
  Recorder,
  RecorderErrorCode,
  RecorderState,
  SpeakOptions,
  SpeechPlayer,
  VoiceInput,
  VoiceInputError,
  VoiceInputState,
} from '@parla/sdk/voice';
import { lazyFlow } from './lazy-flow.js';
import type { LazyFlow } from './lazy-flow.js';
import { atom } from 'nanostores';
import type { WritableAtom } from 'nanostores';
import type { VoiceModule, VoiceModuleLoader } from './voice-module.js';

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

/** The voice objects of one session, made on first use from the lazily loaded voice module. */
export interface VoiceControllers {
  /** Voice input (record, then transcribe). */
  readonly input: WritableAtom<VoiceInputView>;
  /** Playback of tutor messages. */
  readonly playback: WritableAtom<PlaybackState>;
  /** The plain recorder (pronunciation practice). */
  readonly recorder: WritableAtom<RecorderView>;
  /** Whether the learner chose hands-free recording (remembered for the session). */
  readonly handsFree: WritableAtom<boolean>;
  /** The voice-activity detector of the current hands-free recording: `listening` once it watches the microphone. */
  readonly handsFreeDetector: WritableAtom<HandsFreeDetectorStatus>;
  /** Turns hands-free on or off; turning it on starts loading the voice-activity detector from `vadAssetBase` at once. */
  setHandsFree(handsFree: boolean, vadAssetBase?: string): void;
  /**
   * Loads the voice-activity detector ahead of the first hands-free recording, when hands-free is on (files from
   * `vadAssetBase`, else where hands-free was last turned on). Never rejects: a failure is logged and tried again later.
   */
  preloadHandsFree(vadAssetBase?: string): Promise<void>;
  /** A new pronunciation practice (per component) with the session's client and recorder; made when first started. */
  pronunciationPractice(): LazyFlow<PronunciationPractice, PronunciationPracticeView>;
  /** A new listening exercise (per component) with the session's client; made when first generated. */
  listeningExercise(): LazyFlow<ListeningExerciseFlow, ListeningExerciseView>;
  capture(options: VoiceCaptureOptions): Promise<string | null>;
  stopCapture(): void;
  cancelCapture(): void;
  speakMessage(message: { id: string; message_text: string }, options: SpeakOptions): Promise<void>;
  speakText(text: string, options: SpeakOptions & { messageId?: string }): Promise<void>;
  /** Speaks the chat's next reply sentence by sentence while it streams; resolves to the function that stops it. */
  speakReply(chat: Pick<ChatSession, '$streamingMessage' | '$messages'>, options: SpeakOptions): Promise<() => void>;
  stopSpeaking(): void;
}

const MAX_DURATION_MS = 60_000;
const IDLE_INPUT: VoiceInputView = { status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: MAX_DURATION_MS, error: null };
const IDLE_RECORDER: RecorderView = { status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: MAX_DURATION_MS, error: null };
const IDLE_PLAYBACK: PlaybackState = { status: 'idle', messageId: null, source: null, rate: 1, error: null };

const bySession = new WeakMap<Session, VoiceControllers>();

/** A hands-free detector of the voice module (it may be preloaded). */
type Detector = ReturnType<VoiceModule['createVadEndOfTurn']>;

/** Memoizes an async factory; a failure is forgotten so the next call tries again. */
function once<T>(create: () => Promise<T>): { get(): Promise<T>; current(): T | null } {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  return {
    get() {
      pending ??= create().then(
        (created) => (value = created),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}

/** The voice controllers of `session`: one set per session, the voice module loaded with `load` on first use. */
export function voiceControllersOf(session: Session, load: VoiceModuleLoader): VoiceControllers {
  const existing = bySession.get(session);
  if (existing) {
    return existing;
  }
  const input = atom<VoiceInputView>(IDLE_INPUT);
  const playback = atom<PlaybackState>(IDLE_PLAYBACK);
  const recorder = atom<RecorderView>(IDLE_RECORDER);
  const handsFree = atom(false);
  const handsFreeDetector = atom<HandsFreeDetectorStatus>('idle');
  let handsFreeAssetBase: string | undefined;
  const voiceModule = once<VoiceModule>(load);
  const voiceInput = once<VoiceInput>(async () => {
    const created = (await voiceModule.get()).createVoiceInput({ client: session.client });
    created.$state.subscribe((state) => input.set(state));
    return created;
  });
  const player = once<SpeechPlayer>(async () => {
    const created = (await voiceModule.get()).createSpeechPlayer({ client: session.client });
    created.$state.subscribe((state) => playback.set(state));
    return created;
  });
  const plainRecorder = once<Recorder>(async () => {
    const created = (await voiceModule.get()).createRecorder();
    created.$state.subscribe((state) => recorder.set(state));
    return created;
  });
  /** One detector per asset base, so a preloaded one is the one that records. */
  const detectors = new Map<string, { get(): Promise<Detector> }>();
  let captureRun = 0;

  function detector(assetBase: string): Promise<Detector> {
    let found = detectors.get(assetBase);
    if (!found) {
      found = once<Detector>(async () => (await voiceModule.get()).createVadEndOfTurn({ assetBase }));
      detectors.set(assetBase, found);
    }
    return found.get();
  }

  /** `inner`, telling {@link VoiceControllers.handsFreeDetector} how it is doing with the recording of capture `run`. */
  function reportingDetector(inner: EndOfTurnDetector, run: number): EndOfTurnDetector {
    const report = (status: HandsFreeDetectorStatus): void => {
      if (run === captureRun) {
        handsFreeDetector.set(status);
      }
    };
    return {
      async watch(stream, onEnd) {
        report('starting');
        let stopWatching: () => void;
        try {
          stopWatching = await inner.watch(stream, onEnd);
        } catch (error) {
          report('failed');
          throw error;
        }
        report('listening');
        return () => {
          report('idle');
          stopWatching();
        };
      },
    };
  }

  async function preloadHandsFree(vadAssetBase?: string): Promise<void> {
    const assetBase = vadAssetBase ?? handsFreeAssetBase;
    if (!handsFree.get() || assetBase === undefined) {
      return;
    }
    try {
      await (await detector(assetBase)).preload?.();
    } catch (error) {
      console.warn('[@parla/react] The voice-activity detector could not be preloaded; hands-free loads it when recording', error);
    }
  }

  const controllers: VoiceControllers = {
    input,
    playback,
    recorder,
    handsFree,
    handsFreeDetector,
    setHandsFree(on, vadAssetBase) {
      if (vadAssetBase !== undefined) {
        handsFreeAssetBase = vadAssetBase;
      }
      handsFree.set(on);
      if (on) {
        void preloadHandsFree(vadAssetBase);
      }
    },
    preloadHandsFree,
    pronunciationPractice: () =>
      lazyFlow<PronunciationPractice, PronunciationPracticeView>(
        async () => (await voiceModule.get()).createPronunciationPractice({ client: session.client, recorder: await plainRecorder.get() }),
        { status: 'idle' },
        { status: 'error', error: { kind: 'load' } },
      ),
    listeningExercise: () =>
      lazyFlow<ListeningExerciseFlow, ListeningExerciseView>(
        async () => (await voiceModule.get()).createListeningExercise({ client: session.client }),
        { status: 'idle' },
        { status: 'error', error: { kind: 'load' }, exercise: null },
      ),
    async capture({ languageCode, context, vadAssetBase }) {
      const run = (captureRun += 1);
      handsFreeDetector.set('idle');
      input.set({ ...IDLE_INPUT, status: 'requesting', maxDurationMs: input.get().maxDurationMs });
      let loaded: VoiceInput;
      let endOfTurn: EndOfTurnDetector | undefined;
      try {
        loaded = await voiceInput.get();
        endOfTurn = vadAssetBase ? await detector(vadAssetBase) : undefined;
      } catch (error) {
        console.error('[@parla/react] The voice code could not be loaded', error);
        if (run === captureRun) {
          input.set({ ...IDLE_INPUT, status: 'error', error: { kind: 'load' } });
        }
        return null;
      }
      if (run !== captureRun) {
        return null;
      }
      return loaded.capture({ languageCode, context, handsFree: endOfTurn ? reportingDetector(endOfTurn, run) : undefined });
    },
    stopCapture: () => voiceInput.current()?.stop(),
    cancelCapture() {
      captureRun += 1;
      handsFreeDetector.set('idle');
      const loaded = voiceInput.current();
      if (loaded) {
        loaded.cancel();
      } else {
        input.set(IDLE_INPUT);
      }
    },
    speakMessage: async (message, options) => (await player.get()).speakMessage(message, options),
    speakText: async (text, options) => (await player.get()).speakText(text, options),
    speakReply: async (chat, options) => (await voiceModule.get()).speakReplyWhileStreaming(chat, await player.get(), options),
    stopSpeaking: () => player.current()?.stop(),
  };
  bySession.set(session, controllers);
  return controllers;
}
