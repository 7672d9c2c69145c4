import type { ReadableAtom } from 'nanostores';
import type { ParlaClient } from '../client/create-client.js';
import type { ApiError } from '../errors/api-error.js';
import type { Clock } from '../ports.js';

/** A finished recording: mono PCM at `sampleRate`, and the same audio as base64 16-bit WAV for the transcribe call. */
export interface RecordedAudio {
  /** The recording as a base64 RIFF/WAVE file (PCM 16-bit mono). */
  audioBase64: string;
  /** Samples per second of `samples` and of the WAV (48000 by default). */
  sampleRate: number;
  /** Length of the recording in milliseconds. */
  durationMs: number;
  /** The recorded samples, −1..1. */
  samples: Float32Array;
}

/**
 * Why a recording failed: `permission-denied` the user or the browser refused the microphone;
 * `no-microphone` there is none; `unsupported` the browser cannot record; `too-short` the recording was shorter than
 * `minDurationMs`; `failed` anything else.
 */
export type RecorderErrorCode = 'permission-denied' | 'no-microphone' | 'unsupported' | 'too-short' | 'failed';

/** Where a recorder is, for a record button and a level meter. */
export interface RecorderState {
  /** `requesting` the microphone, `recording`, `error` (see `error`), else `idle`. */
  status: 'idle' | 'requesting' | 'recording' | 'error';
  /** 0..1 RMS level of the last ~50 ms, for the level meter. */
  level: number;
  /** Time recorded so far; updated at most every 100 ms. */
  elapsedMs: number;
  /** The recording stops by itself at this length. */
  maxDurationMs: number;
  /** Why the last recording failed, or null. */
  error: RecorderErrorCode | null;
}

/** Mono PCM chunks flowing from an open microphone. */
export interface AudioCapture {
  /** Samples per second of the chunks (the audio context's real rate; the recorder resamples when it differs). */
  readonly sampleRate: number;
  /** The microphone stream (handed to an {@link EndOfTurnDetector}). */
  readonly stream: MediaStream;
  /** Stops every track and closes the audio context; safe to call more than once. */
  close(): void;
}

/** Opens the microphone. Default {@link browserMedia}: getUserMedia + AudioContext + an AudioWorklet (ScriptProcessor fallback). */
export interface MediaPort {
  /**
   * Asks for the microphone and starts delivering mono chunks to `onSamples`. Rejects with an error whose `name` is the
   * DOMException's (`NotAllowedError`, `NotFoundError`, `NotSupportedError`, ...).
   */
  open(options: { sampleRate: number; onSamples: (chunk: Float32Array) => void }): Promise<AudioCapture>;
}

/** Options of {@link createRecorder}. */
export interface RecorderOptions {
  /** Samples per second of the result. Default `AUDIO_SAMPLE_RATE` (48000). */
  sampleRate?: number;
  /** The recording stops by itself at this length. Default 60 000 ms. */
  maxDurationMs?: number;
  /** Shorter recordings end with error `too-short`. Default 300 ms. */
  minDurationMs?: number;
  /** The microphone. Default: navigator.mediaDevices + AudioContext ({@link browserMedia}). */
  media?: MediaPort;
  /** Timers of the maximum length and the elapsed time. Default `systemClock`. */
  clock?: Clock;
}

/** Records the microphone into 48 kHz PCM. */
export interface Recorder {
  /** Status, level and elapsed time. */
  readonly $state: ReadableAtom<RecorderState>;
  /**
   * Records until stop(), the maximum length, or `endOfTurn` fires; resolves with the audio, or null when cancelled.
   * Never rejects: a failure resolves null with the reason in `$state.error`. A second call cancels the first.
   */
  record(options?: { endOfTurn?: EndOfTurnDetector; signal?: AbortSignal }): Promise<RecordedAudio | null>;
  /** Ends the recording now; `record` resolves with the audio. */
  stop(): void;
  /** Drops the recording; `record` resolves null. */
  cancel(): void;
  /** Cancels and releases the microphone; the recorder is not used afterwards. */
  destroy(): void;
}

/** Hands-free end of turn (implemented in vad.ts). */
export interface EndOfTurnDetector {
  /** Starts watching `stream`; calls `onEnd` once speech has started and then ended. Returns a stop function. */
  watch(stream: MediaStream, onEnd: () => void): Promise<() => void>;
}

/** What went wrong with voice input: the recorder's code, or the transcribe call's error (rate limit, quota, server). */
export type VoiceInputError = { kind: 'recorder'; code: RecorderErrorCode } | { kind: 'api'; error: ApiError };

/** Where voice input is. */
export interface VoiceInputState {
  /** The recorder's status, then `transcribing`. */
  status: 'idle' | 'requesting' | 'recording' | 'transcribing' | 'error';
  /** 0..1 level of the microphone. */
  level: number;
  /** Time recorded so far. */
  elapsedMs: number;
  /** The recording stops by itself at this length. */
  maxDurationMs: number;
  /** Why the last capture failed, or null. */
  error: VoiceInputError | null;
}

/** Options of one {@link VoiceInput.capture}. */
export interface CaptureOptions {
  /** BCP 47 language of the speech, e.g. `es-ES`. */
  languageCode: string;
  /** Recent conversation text that helps the transcription. */
  context?: string;
  /** Ends the recording by itself when the learner stops speaking. */
  handsFree?: EndOfTurnDetector;
}

/** Records speech and turns it into text. */
export interface VoiceInput {
  /** Status, level, elapsed time and error. */
  readonly $state: ReadableAtom<VoiceInputState>;
  /** Records and transcribes; resolves with the trimmed transcript, or null when cancelled or nothing was heard. */
  capture(options: CaptureOptions): Promise<string | null>;
  /** Ends the recording now and transcribes it. */
  stop(): void;
  /** Drops the recording (or aborts the transcription). */
  cancel(): void;
  /** Cancels and releases the recorder. */
  destroy(): void;
}

/** The client calls voice needs (a {@link ParlaClient} fits). */
export type VoiceClient = Pick<ParlaClient, 'voice'>;

/** Options of {@link createVoiceInput}. */
export interface VoiceInputOptions {
  /** Sends the transcribe call (its rate limit and the voice quota apply). */
  client: VoiceClient;
  /** The recorder. Default `createRecorder()`. */
  recorder?: Recorder;
}

/** Where playback is. */
export interface PlaybackState {
  /** `loading` the audio, `playing`, `error` (see `error`), else `idle`. */
  status: 'idle' | 'loading' | 'playing' | 'error';
  /** The message being spoken, or null. */
  messageId: string | null;
  /** `server` speech or the `browser`'s speechSynthesis, once known. */
  source: 'server' | 'browser' | null;
  /** The playback speed in use. */
  rate: number;
  /** Why the last playback failed, or null. */
  error: ApiError | null;
}

/** How to speak. */
export interface SpeakOptions {
  /** BCP 47 language of the text, e.g. `es-ES`. */
  languageCode: string;
  /** Voice. Default `female`. */
  voice?: 'female' | 'male';
  /** Playback speed, clamped to 0.5–2 (PLAYBACK_SPEED). Default 1. */
  speed?: number;
}

/** Speaks tutor messages. */
export interface SpeechPlayer {
  /** Status, source, speed and error. */
  readonly $state: ReadableAtom<PlaybackState>;
  /**
   * Speaks a stored message with server TTS (synthesizeMessage; the audio is cached per message and voice), or with
   * the browser's speechSynthesis when the server has no voice for the language (capabilities, or a 501
   * `engine_not_configured`, after which it is not asked again for that language) or answers 503. A message
   * the server has not stored (one still sending, or undelivered) is spoken as its text (synthesize).
   */
  speakMessage(message: { id: string; message_text: string }, options: SpeakOptions): Promise<void>;
  /** Speaks free text (synthesize), same fallback. */
  speakText(text: string, options: SpeakOptions & { messageId?: string }): Promise<void>;
  /** Queues text after what is playing (used for sentence-by-sentence speech of a streaming reply). */
  enqueueText(text: string, options: SpeakOptions & { messageId?: string }): void;
  /** Stops loading and playing, and empties the queue. */
  stop(): void;
  /** Stops; the player is not used afterwards. */
  destroy(): void;
}

/** Plays audio bytes. Default {@link browserAudio}: an HTMLAudioElement with `playbackRate` and `preservesPitch`. */
export interface AudioPort {
  /** Plays until the end (resolves) or until `signal` aborts (resolves early); rejects when playback fails. */
  play(audio: { bytes: Uint8Array; contentType: string; rate: number }, signal: AbortSignal): Promise<void>;
}

/** Speaks text with the platform's voices. Default {@link browserSynthesis}: window.speechSynthesis. */
export interface SynthesisPort {
  /** Speaks until the end (resolves) or until `signal` aborts (resolves early); rejects when speaking fails. */
  speak(text: string, options: { lang: string; rate: number; voice: 'female' | 'male' }, signal: AbortSignal): Promise<void>;
  /** Whether the platform can speak at all. */
  available(): boolean;
}

/** Options of {@link createSpeechPlayer}. */
export interface SpeechPlayerOptions {
  /** Sends capabilities and the synthesize calls (their rate limit and the voice quota apply). */
  client: VoiceClient;
  /** Plays server audio. Default {@link browserAudio}. */
  audio?: AudioPort;
  /** The fallback voices; null for none. Default {@link browserSynthesis}. */
  synthesis?: SynthesisPort | null;
}
