import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { Preferences } from '@parla/contract';
import { DEFAULT_PREFERENCES } from '@parla/contract/constants';
import type { ChatSession } from '../state/chat-session.js';
import type { HandsFreeDetectorStatus, RecorderView, VoiceCaptureOptions, VoiceInputView } from '../voice-shell/voice-views.js';
import { createListeningExercise } from './listening-exercise.js';
import type { ListeningExerciseFlow, ListeningExerciseOptions } from './listening-exercise.js';
import { createPronunciationPractice } from './pronunciation-practice.js';
import type { PronunciationPractice, PronunciationPracticeOptions } from './pronunciation-practice.js';
import { createRecorder } from './recorder.js';
import { followRepliesAloud } from './reply-auto-play.js';
import type { ReplyAutoPlay } from './reply-auto-play.js';
import { speakReplyWhileStreaming } from './reply-speaker.js';
import { createSpeechPlayer } from './speech-player.js';
import type {
  EndOfTurnDetector,
  PlaybackState,
  Recorder,
  RecorderOptions,
  SpeakOptions,
  SpeechPlayer,
  SpeechPlayerOptions,
  VoiceClient,
  VoiceInput,
  VoiceInputOptions,
} from './types.js';
import { createVadEndOfTurn } from './vad-end-of-turn.js';
import { createVoiceInput } from './voice-input.js';
import { whenQuiet } from './when-quiet.js';

/** The factories a {@link VoiceOrchestrator} makes its voice objects with (tests and stories pass fakes). */
export interface VoiceFactories {
  createVoiceInput(options: VoiceInputOptions): VoiceInput;
  createSpeechPlayer(options: SpeechPlayerOptions): SpeechPlayer;
  createRecorder(options?: RecorderOptions): Recorder;
  /** A hands-free detector whose files are served from `assetBase`; `preload` (optional) loads it ahead of the first recording. */
  createVadEndOfTurn(options: { assetBase: string }): EndOfTurnDetector & { preload?(): Promise<void> };
  speakReplyWhileStreaming(chat: Pick<ChatSession, '$streamingMessage' | '$messages'>, player: SpeechPlayer, options: SpeakOptions): () => void;
  createPronunciationPractice(options: PronunciationPracticeOptions): PronunciationPractice;
  createListeningExercise(options: ListeningExerciseOptions): ListeningExerciseFlow;
}

/** The real factories of `@parla/sdk/voice`. */
const VOICE_FACTORIES: VoiceFactories = {
  createVoiceInput,
  createSpeechPlayer,
  createRecorder,
  createVadEndOfTurn,
  speakReplyWhileStreaming,
  createPronunciationPractice,
  createListeningExercise,
};

/** The atoms a {@link VoiceOrchestrator} writes (the synchronous `createVoiceControllers` of `@parla/sdk` owns them). */
export interface VoiceStores {
  /** The voice input's state. */
  readonly input: WritableAtom<VoiceInputView>;
  /** The speech player's state. */
  readonly playback: WritableAtom<PlaybackState>;
  /** The plain recorder's state (pronunciation practice). */
  readonly recorder: WritableAtom<RecorderView>;
  /** How the hands-free detector of the current recording is doing. */
  readonly handsFreeDetector: WritableAtom<HandsFreeDetectorStatus>;
}

/** The chat of a spoken turn. */
export type VoiceTurnChat = Pick<ChatSession, 'send' | '$conversation' | '$messages' | '$streamingMessage'>;

/** Options of {@link createVoiceOrchestrator}. */
export interface VoiceOrchestratorOptions {
  /** Sends the voice calls (their rate limits and the voice quota apply). */
  client: VoiceClient;
  /** Where the voice objects' states are copied to. */
  stores: VoiceStores;
  /** The learner's preferences: the voice and speed of spoken replies. Default: none (female voice, speed 1). */
  preferences?: ReadableAtom<Preferences | null>;
  /** Replaces some factories. Default: the real ones of `@parla/sdk/voice`. */
  factories?: Partial<VoiceFactories>;
}

/** The voice behaviour of one session, made once its voice code has loaded: one voice input, player and recorder. */
export interface VoiceOrchestrator {
  /**
   * Records and transcribes (hands-free when `vadAssetBase` is given, telling `handsFreeDetector` how the detector is
   * doing); resolves with the transcript, or null when cancelled, failed or silent. A newer capture supersedes this one.
   */
  capture(options: VoiceCaptureOptions): Promise<string | null>;
  /** Ends the recording now and transcribes it. */
  stopCapture(): void;
  /** Drops the recording (or the transcription under way). */
  cancelCapture(): void;
  /** Loads the hands-free detector of `assetBase` ahead of the first recording (once per asset base). Never rejects: a failure is logged. */
  preloadHandsFree(assetBase: string): Promise<void>;
  /** Speaks a stored message (the server's voice, else the browser's). */
  speakMessage(message: { id: string; message_text: string }, options: SpeakOptions): Promise<void>;
  /** Speaks free text, same fallback. */
  speakText(text: string, options: SpeakOptions & { messageId?: string }): Promise<void>;
  /** Speaks the chat's next reply sentence by sentence while it streams; returns the function that stops it. */
  speakReply(chat: Pick<ChatSession, '$streamingMessage' | '$messages'>, options: SpeakOptions): () => void;
  /** Stops speaking. */
  stopSpeaking(): void;
  /**
   * A spoken turn: stops what is speaking, sends `transcript` with `chat.send` and speaks the reply while it streams, in
   * the conversation's language with the learner's voice and speed; once the reply has been spoken it stops following
   * the chat, so replies to typed messages stay silent. Still sends when the reply cannot be spoken.
   */
  sendAndSpeakReply(chat: VoiceTurnChat, transcript: string): Promise<void>;
  /** Stops following the reply of the last spoken turn, and speaking. */
  stopReply(): void;
  /** Reads every reply of `chat` aloud as it streams while `enabled` is on, in the conversation's language with the learner's voice and speed. */
  autoPlay(chat: VoiceTurnChat, enabled: ReadableAtom<boolean>): ReplyAutoPlay;
  /** A new pronunciation practice with the client and the session's recorder. */
  pronunciationPractice(): PronunciationPractice;
  /** A new listening exercise with the client. */
  listeningExercise(): ListeningExerciseFlow;
}

/** `create`'s object, made on first use, its `$state` copied into `store`. */
function mirrored<Made extends { readonly $state: ReadableAtom<State> }, State extends View, View>(
  create: () => Made,
  store: WritableAtom<View>,
): { get(): Made; current(): Made | null } {
  let made: Made | null = null;
  return {
    get() {
      if (!made) {
        made = create();
        made.$state.subscribe((state) => store.set(state));
      }
      return made;
    },
    current: () => made,
  };
}

/**
 * The voice behaviour behind `createVoiceControllers` of `@parla/sdk`, which loads this module on first use: capture
 * with hands-free detectors (one per asset base), playback, spoken turns and the practice flows.
 * @example
 * const orchestrator = createVoiceOrchestrator({ client, stores: { input, playback, recorder, handsFreeDetector } });
 * const transcript = await orchestrator.capture({ languageCode: 'es', vadAssetBase: '/vad/' });
 */
export function createVoiceOrchestrator(options: VoiceOrchestratorOptions): VoiceOrchestrator {
  const { client, stores, preferences } = options;
  const factories: VoiceFactories = { ...VOICE_FACTORIES, ...options.factories };
  const voiceInput = mirrored(() => factories.createVoiceInput({ client }), stores.input);
  const player = mirrored(() => factories.createSpeechPlayer({ client }), stores.playback);
  const recorder = mirrored(() => factories.createRecorder(), stores.recorder);
  const detectors = new Map<string, ReturnType<VoiceFactories['createVadEndOfTurn']>>();
  let captureRun = 0;
  /** Stops following the reply of the last spoken turn. */
  let following: (() => void) | null = null;
  /** The chats read aloud by an auto-play (a spoken turn of theirs leaves the reading to it). */
  const autoPlays = new Map<VoiceTurnChat, { followed: ReplyAutoPlay; enabled: ReadableAtom<boolean> }>();

  function detector(assetBase: string): ReturnType<VoiceFactories['createVadEndOfTurn']> {
    let found = detectors.get(assetBase);
    if (!found) {
      found = factories.createVadEndOfTurn({ assetBase });
      detectors.set(assetBase, found);
    }
    return found;
  }

  /** `inner`, telling `stores.handsFreeDetector` how it is doing with the recording of capture `run`. */
  function reportingDetector(inner: EndOfTurnDetector, run: number): EndOfTurnDetector {
    const report = (status: HandsFreeDetectorStatus): void => {
      if (run === captureRun) {
        stores.handsFreeDetector.set(status);
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

  /** The reply's voice: the conversation's language, the learner's voice and speed. */
  function replyOptions(chat: VoiceTurnChat): SpeakOptions {
    const preferred = preferences?.get() ?? null;
    return {
      languageCode: chat.$conversation.get()?.target_language ?? preferred?.target_language ?? 'en',
      voice: preferred?.voice_preference ?? DEFAULT_PREFERENCES.voice_preference,
      speed: preferred?.playback_speed ?? DEFAULT_PREFERENCES.playback_speed,
    };
  }

  function stopReply(): void {
    following?.();
    following = null;
    player.current()?.stop();
    for (const autoPlay of autoPlays.values()) {
      autoPlay.followed.interrupt();
    }
  }

  return {
    capture({ languageCode, context, vadAssetBase }) {
      const run = (captureRun += 1);
      stores.handsFreeDetector.set('idle');
      const handsFree = vadAssetBase ? reportingDetector(detector(vadAssetBase), run) : undefined;
      return voiceInput.get().capture({ languageCode, context, handsFree });
    },
    stopCapture: () => voiceInput.current()?.stop(),
    cancelCapture() {
      captureRun += 1;
      stores.handsFreeDetector.set('idle');
      voiceInput.current()?.cancel();
    },
    async preloadHandsFree(assetBase) {
      try {
        await detector(assetBase).preload?.();
      } catch (error) {
        console.warn('[@parla/sdk] The voice-activity detector could not be preloaded; hands-free loads it when recording', error);
      }
    },
    speakMessage: (message, speakOptions) => player.get().speakMessage(message, speakOptions),
    speakText: (text, speakOptions) => player.get().speakText(text, speakOptions),
    speakReply: (chat, speakOptions) => factories.speakReplyWhileStreaming(chat, player.get(), speakOptions),
    stopSpeaking: () => player.current()?.stop(),
    async sendAndSpeakReply(chat, transcript) {
      stopReply();
      if (autoPlays.get(chat)?.enabled.get()) {
        // The chat's auto-play reads this reply as it reads every other.
        await chat.send(transcript);
        return;
      }
      let stop: (() => void) | null = null;
      try {
        stop = following = factories.speakReplyWhileStreaming(chat, player.get(), replyOptions(chat));
      } catch (error) {
        console.error('[@parla/sdk] The reply cannot be spoken', error);
      }
      await chat.send(transcript);
      // Follow this reply only: once it has been spoken, stop following, so replies to typed messages stay silent.
      const follower = stop;
      if (follower && following === follower) {
        whenQuiet(stores.playback, () => {
          if (following === follower) {
            following = null;
            follower();
          }
        });
      }
    },
    stopReply,
    autoPlay(chat, enabled) {
      const followed = followRepliesAloud({
        chat,
        enabled,
        speakReply: async (replyChat, speakOptions) => factories.speakReplyWhileStreaming(replyChat, player.get(), speakOptions),
        speakOptions: () => replyOptions(chat),
      });
      const autoPlay = { followed, enabled };
      autoPlays.set(chat, autoPlay);
      return {
        interrupt: followed.interrupt,
        stop() {
          if (autoPlays.get(chat) === autoPlay) {
            autoPlays.delete(chat);
          }
          followed.stop();
        },
      };
    },
    pronunciationPractice: () => factories.createPronunciationPractice({ client, recorder: recorder.get() }),
    listeningExercise: () => factories.createListeningExercise({ client }),
  };
}
