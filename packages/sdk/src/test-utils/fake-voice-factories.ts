import { atom } from 'nanostores';
import type { ListeningExerciseFlow, ListeningExerciseOptions, ListeningExerciseState } from '../voice/listening-exercise.js';
import type { PronunciationPractice, PronunciationPracticeOptions, PronunciationPracticeState } from '../voice/pronunciation-practice.js';
import type { CaptureOptions, PlaybackState, Recorder, RecorderState, SpeakOptions, SpeechPlayer, VoiceInput, VoiceInputState } from '../voice/types.js';
import type { VoiceFactories } from '../voice/voice-orchestrator.js';

const IDLE_INPUT: VoiceInputState = { status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null };
const IDLE_RECORDER: RecorderState = { status: 'idle', level: 0, elapsedMs: 0, maxDurationMs: 60_000, error: null };
const IDLE_PLAYBACK: PlaybackState = { status: 'idle', messageId: null, source: null, rate: 1, error: null };

/** A fake hands-free detector: `watch` waits until the test calls `ready()` or `fail()`. */
export interface FakeDetector {
  assetBase: string;
  preloads: number;
  /** Whether `preload` rejects. */
  preloadFails: boolean;
  watches: number;
  stopped: number;
  ready(): void;
  fail(error: Error): void;
}

/**
 * Fakes of every factory a voice orchestrator uses (no microphone, no audio), each call recorded: the voice input
 * records until `finishCapture`, the player "plays" until `playback` is set back to idle.
 */
export function fakeVoiceFactories() {
  const inputState = atom<VoiceInputState>(IDLE_INPUT);
  const recorderState = atom<RecorderState>(IDLE_RECORDER);
  const playback = atom<PlaybackState>(IDLE_PLAYBACK);
  const captures: CaptureOptions[] = [];
  const spoken: Array<{ text: string; options: SpeakOptions }> = [];
  const replies: Array<{ options: SpeakOptions; stopped: boolean }> = [];
  const detectors: FakeDetector[] = [];
  const practices: PronunciationPracticeOptions[] = [];
  const exercises: ListeningExerciseOptions[] = [];
  const made = { voiceInputs: 0, players: 0, recorders: 0 };
  let finish: ((transcript: string | null) => void) | null = null;
  let replyFails = false;

  const input: VoiceInput = {
    $state: inputState,
    capture(options) {
      captures.push(options);
      finish?.(null);
      inputState.set({ ...IDLE_INPUT, status: 'recording', level: 0.4 });
      return new Promise((resolve) => {
        finish = (transcript) => {
          finish = null;
          inputState.set(IDLE_INPUT);
          resolve(transcript);
        };
      });
    },
    stop: () => finish?.('Hola'),
    cancel() {
      inputState.set(IDLE_INPUT);
      finish?.(null);
    },
    destroy: () => finish?.(null),
  };

  const player: SpeechPlayer = {
    $state: playback,
    async speakMessage(message, options) {
      spoken.push({ text: message.message_text, options });
      playback.set({ ...IDLE_PLAYBACK, status: 'playing', messageId: message.id });
    },
    async speakText(text, options) {
      spoken.push({ text, options });
      playback.set({ ...IDLE_PLAYBACK, status: 'playing', messageId: options.messageId ?? null });
    },
    enqueueText: (text, options) => spoken.push({ text, options }),
    stop: () => playback.set(IDLE_PLAYBACK),
    destroy: () => playback.set(IDLE_PLAYBACK),
  };

  const recorder: Recorder = {
    $state: recorderState,
    record: async () => null,
    stop: () => undefined,
    cancel: () => undefined,
    destroy: () => undefined,
  };

  const factories: VoiceFactories = {
    createVoiceInput() {
      made.voiceInputs += 1;
      return input;
    },
    createSpeechPlayer() {
      made.players += 1;
      return player;
    },
    createRecorder() {
      made.recorders += 1;
      return recorder;
    },
    createVadEndOfTurn({ assetBase }) {
      let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
      const settled = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      const detector: FakeDetector = {
        assetBase,
        preloads: 0,
        preloadFails: false,
        watches: 0,
        stopped: 0,
        ready: () => settle?.resolve(),
        fail: (error) => settle?.reject(error),
      };
      detectors.push(detector);
      return {
        async watch() {
          detector.watches += 1;
          await settled;
          return () => {
            detector.stopped += 1;
          };
        },
        async preload() {
          detector.preloads += 1;
          if (detector.preloadFails) {
            throw new Error('vad-web is missing');
          }
        },
      };
    },
    speakReplyWhileStreaming(_chat, _player, options) {
      if (replyFails) {
        throw new Error('no audio');
      }
      const reply = { options, stopped: false };
      replies.push(reply);
      return () => {
        reply.stopped = true;
      };
    },
    createPronunciationPractice(options) {
      practices.push(options);
      const $state = atom<PronunciationPracticeState>({ status: 'idle' });
      const practice: PronunciationPractice = { $state, start: async () => null, stop: () => undefined, cancel: () => undefined, destroy: () => undefined };
      return practice;
    },
    createListeningExercise(options) {
      exercises.push(options);
      const $state = atom<ListeningExerciseState>({ status: 'idle' });
      const flow: ListeningExerciseFlow = { $state, generate: async () => null, generateForLevel: async () => null, check: async () => null, reset: () => undefined, destroy: () => undefined };
      return flow;
    },
  };

  return {
    factories,
    inputState,
    recorderState,
    playback,
    captures,
    spoken,
    replies,
    detectors,
    practices,
    exercises,
    made,
    /** Ends the capture under way with `transcript`. */
    finishCapture: (transcript: string | null) => finish?.(transcript),
    /** Makes `speakReplyWhileStreaming` throw (no audio). */
    failReplies: () => {
      replyFails = true;
    },
  };
}

/** What {@link fakeVoiceFactories} returns. */
export type FakeVoiceFactories = ReturnType<typeof fakeVoiceFactories>;
