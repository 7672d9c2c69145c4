import { LANGUAGES, type LanguageCode, type VoiceGender } from '@parla/contract';

/** What a text-to-speech engine is asked to say. */
export interface SynthesisRequest {
  /** Text to speak. */
  text: string;
  /** Language tag such as `es` or `en-US`. */
  languageCode: string;
  /** Voice to speak with. */
  voiceGender: VoiceGender;
  /** Pace, 0.5–2 (1 is natural). */
  speed: number;
}

/** Synthesized speech as a WAV file. */
export interface SynthesisResult {
  /** A 16-bit PCM RIFF/WAVE file. */
  wav: Uint8Array;
  /** Its sample rate. */
  sampleRate: number;
  /** Its length in milliseconds. */
  durationMs: number;
}

/** Speaks text (espeak-ng locally, or an OpenAI-compatible endpoint). */
export interface TextToSpeechEngine {
  /** Engine name reported to clients. */
  readonly name: string;
  /** Base languages (ISO 639-1) it speaks. */
  languages(): string[];
  /** Speaks `text`; stops when `signal` aborts. */
  synthesize(request: SynthesisRequest, signal: AbortSignal): Promise<SynthesisResult>;
}

/** What a speech-to-text engine is asked to transcribe. */
export interface TranscriptionRequest {
  /** A 16-bit PCM WAV file. */
  wav: Uint8Array;
  /** Language tag of the speech. */
  languageCode: string;
  /** Free text that hints at the topic (conversation so far). */
  context?: string | undefined;
  /** The text the speaker reads, when known (pronunciation): engines may bias recognition towards it. */
  expectedText?: string | undefined;
}

/** A transcription. */
export interface TranscriptionResult {
  /** What was said. */
  transcript: string;
  /** Engine confidence 0–1, when it gives one. */
  confidence: number | null;
  /** From the first word's start to the last word's end, in ms, when the engine gives word timestamps. */
  speechMs?: number;
}

/** Turns speech into text (an OpenAI-compatible endpoint, or pocketsphinx for English). */
export interface SpeechToTextEngine {
  /** Engine name reported to clients. */
  readonly name: string;
  /** Base languages (ISO 639-1) it understands. */
  languages(): string[];
  /** Transcribes a WAV file; stops when `signal` aborts. */
  transcribe(request: TranscriptionRequest, signal: AbortSignal): Promise<TranscriptionResult>;
}

/** A failure of a speech engine (process, network, bad answer). */
export class SpeechEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpeechEngineError';
  }
}

/** The base language of a tag (`en-US` → `en`), or null when Parla does not support it. */
export function baseLanguage(languageCode: string): LanguageCode | null {
  const base = languageCode.split('-')[0]?.toLowerCase() ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as LanguageCode) : null;
}
