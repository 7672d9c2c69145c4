import { atom, computed } from 'nanostores';
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { Preferences } from '@parla/contract';
import type { ChatSession } from '../state/chat-session.js';
import type { PlaybackState, SpeakOptions, VoiceClient } from '../voice/types.js';
import type { VoiceOrchestrator, VoiceOrchestratorOptions, VoiceTurnChat } from '../voice/voice-orchestrator.js';
import type { ReplyAutoPlay } from '../voice/reply-auto-play.js';
import type { HandsFreeDetectorStatus, RecorderView, VoiceCaptureOptions, VoiceInputView } from './voice-views.js';

/** The part of `@parla/sdk/voice` that {@link createVoiceControllers} loads (tests and stories give a fake). */
export interface VoiceModule {
  createVoiceOrchestrator(options: VoiceOrchestratorOptions): VoiceOrchestrator;
}

/** Loads the voice module, e.g. `() => import('@parla/sdk/voice')`, so it becomes a chunk of its own. */
export type VoiceModuleLoader = () => Promise<VoiceModule>;

/** Options of {@link createVoiceControllers}. */
export interface VoiceControllersOptions {
  /** Sends the voice calls (their rate limits and the voice quota apply). */
  client: VoiceClient;
  /** Loads the voice code on first use. */
  load: VoiceModuleLoader;
  /** The learner's preferences: the voice and speed of spoken replies. Default: none (female voice, speed 1). */
  preferences?: ReadableAtom<Preferences | null>;
}

/** The voice objects of one session: stores at once, the voice code loaded on first use. */
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
  /** The voice behaviour, loading the voice code on first use; rejects when it cannot be loaded (the next call tries again). */
  orchestrator(): Promise<VoiceOrchestrator>;
  /** Records and transcribes; resolves with the transcript, or null when cancelled, failed (see `input`) or silent. */
  capture(options: VoiceCaptureOptions): Promise<string | null>;
  /** Ends the recording now and transcribes it. */
  stopCapture(): void;
  /** Drops the recording (or the transcription under way, or the capture waiting for the voice code). */
  cancelCapture(): void;
  /** Speaks a stored message (the server's voice, else the browser's); rejects when the voice code cannot be loaded. */
  speakMessage(message: { id: string; message_text: string }, options: SpeakOptions): Promise<void>;
  /** Speaks free text, same fallback. */
  speakText(text: string, options: SpeakOptions & { messageId?: string }): Promise<void>;
  /** Speaks the chat's next reply sentence by sentence while it streams; resolves to the function that stops it. */
  speakReply(chat: Pick<ChatSession, '$streamingMessage' | '$messages'>, options: SpeakOptions): Promise<() => void>;
  /** Stops speaking. */
  stopSpeaking(): void;
  /**
   * A spoken turn: sends `transcript` with `chat.send` and speaks the reply while it streams (the conversation's
   * language, the learner's voice and speed), then stops following the chat once the reply has been spoken. Sends
   * even when the voice code cannot be loaded.
   */
  sendAndSpeakReply(chat: VoiceTurnChat, transcript: string): Promise<void>;
  /** Stops following the reply of the last spoken turn, and speaking (before recording, or when the chat closes); interrupts the auto-plays too. */
  stopReply(): void;
  /** Whether the learner turned on auto-play (the `auto_play_replies` preference). */
  readonly $autoPlay: ReadableAtom<boolean>;
  /**
   * Auto-play for an open chat: while the learner's `auto_play_replies` preference is on, every tutor reply (typed or
   * spoken turn) is read aloud sentence by sentence as it streams, in the conversation's language with the learner's
   * voice and speed; a spoken turn's reply is then read by this, once. The voice code loads only when a reply is read.
   */
  autoPlay(chat: VoiceTurnChat): ReplyAutoPlay;
}

/** The idle state of the voice input and of the recorder (the same shape). */
const IDLE_INPUT: VoiceInputView & RecorderView = { status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null };
const IDLE_PLAYBACK: PlaybackState = { status: 'idle', messageId: null, source: null, rate: 1, error: null };

/**
 * The voice controllers of a session: its voice stores at once, and methods that load the voice code (`load`) on first
 * use and hand over to its `createVoiceOrchestrator`. Nothing of `@parla/sdk/voice` is imported until then.
 * @example
 * const voice = createVoiceControllers({ client, load: () => import('@parla/sdk/voice'), preferences: session.profile.$preferences });
 * voice.input.subscribe(render);
 * const transcript = await voice.capture({ languageCode: 'es' });
 */
export function createVoiceControllers(options: VoiceControllersOptions): VoiceControllers {
  const { client, load, preferences } = options;
  const input = atom<VoiceInputView>(IDLE_INPUT);
  const playback = atom<PlaybackState>(IDLE_PLAYBACK);
  const recorder = atom<RecorderView>(IDLE_INPUT);
  const handsFree = atom(false);
  const handsFreeDetector = atom<HandsFreeDetectorStatus>('idle');
  let handsFreeAssetBase: string | undefined;
  let loading: Promise<VoiceOrchestrator> | null = null;
  let orchestrator: VoiceOrchestrator | null = null;
  /** The capture and the spoken turn waiting for the voice code; a cancel or a newer one replaces them. */
  let waitingCapture: object | null = null;
  let waitingTurn: object | null = null;
  const $autoPlay = computed(preferences ?? atom(null), (preferred) => preferred?.auto_play_replies === true);

  /** The orchestrator, loading the voice code on first use; a failure rejects, and the next call tries again. */
  function loaded(): Promise<VoiceOrchestrator> {
    loading ??= load().then(
      (module) => (orchestrator = module.createVoiceOrchestrator({ client, preferences, stores: { input, playback, recorder, handsFreeDetector } })),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /** {@link loaded}, or null (logged) when the voice code could not be loaded. */
  function loadedOrNull(): Promise<VoiceOrchestrator | null> {
    return loaded().catch((error: unknown) => {
      console.error('[@parla/sdk] The voice code could not be loaded', error);
      return null;
    });
  }

  function preloadHandsFree(vadAssetBase?: string): Promise<void> {
    const assetBase = vadAssetBase ?? handsFreeAssetBase;
    if (!handsFree.get() || assetBase === undefined) {
      return Promise.resolve();
    }
    return loaded().then(
      (ready) => ready.preloadHandsFree(assetBase),
      (error: unknown) => console.warn('[@parla/sdk] Preloading the voice-activity detector failed; hands-free loads it when recording', error),
    );
  }

  return {
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
      void preloadHandsFree(vadAssetBase);
    },
    preloadHandsFree,
    orchestrator: loaded,
    async capture(captureOptions) {
      const waiting = (waitingCapture = {});
      handsFreeDetector.set('idle');
      input.set({ ...IDLE_INPUT, status: 'requesting', maxDurationMs: input.get().maxDurationMs });
      const ready = await loadedOrNull();
      if (waitingCapture !== waiting) {
        return null;
      }
      waitingCapture = null;
      if (!ready) {
        input.set({ ...IDLE_INPUT, status: 'error', error: { kind: 'load' } });
        return null;
      }
      return ready.capture(captureOptions);
    },
    stopCapture: () => orchestrator?.stopCapture(),
    cancelCapture() {
      if (waitingCapture || !orchestrator) {
        input.set(IDLE_INPUT);
      }
      waitingCapture = null;
      handsFreeDetector.set('idle');
      orchestrator?.cancelCapture();
    },
    speakMessage: async (message, speakOptions) => (await loaded()).speakMessage(message, speakOptions),
    speakText: async (text, speakOptions) => (await loaded()).speakText(text, speakOptions),
    speakReply: async (chat, speakOptions) => (await loaded()).speakReply(chat, speakOptions),
    stopSpeaking: () => orchestrator?.stopSpeaking(),
    async sendAndSpeakReply(chat, transcript) {
      const waiting = (waitingTurn = {});
      const ready = await loadedOrNull();
      if (ready && waitingTurn === waiting) {
        waitingTurn = null;
        return ready.sendAndSpeakReply(chat, transcript);
      }
      await chat.send(transcript);
    },
    stopReply() {
      waitingTurn = null;
      orchestrator?.stopReply();
    },
    $autoPlay,
    autoPlay(chat) {
      let followed: ReplyAutoPlay | null = null;
      let stopped = false;
      // The voice code loads once auto-play is on (before the first reply to read), not for a learner who never turns it on.
      const stopWatching = $autoPlay.subscribe((on) => {
        if (on && !followed) {
          void loadedOrNull().then((ready) => {
            if (ready && !stopped && !followed) {
              followed = ready.autoPlay(chat, $autoPlay);
            }
          });
        }
      });
      return {
        interrupt: () => followed?.interrupt(),
        stop() {
          stopped = true;
          stopWatching();
          followed?.stop();
        },
      };
    },
  };
}
