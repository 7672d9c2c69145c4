import { z } from 'zod';
import { LANGUAGES } from '@parla/contract';
import { durationMs, parseWav, writeWav } from './wav.js';
import {
  SpeechEngineError,
  baseLanguage,
  type SpeechToTextEngine,
  type SynthesisRequest,
  type SynthesisResult,
  type TextToSpeechEngine,
  type TranscriptionRequest,
  type TranscriptionResult,
} from './speech-engine.js';

/** Options of an OpenAI-compatible speech endpoint. */
export interface OpenAiSpeechOptions {
  /** Base URL, such as `https://api.openai.com/v1`. */
  url: string;
  /** Model name (`tts-1`, `whisper-1`…). */
  model: string;
  /** Bearer key, when the endpoint needs one. */
  key?: string | undefined;
  /** The fetch to use. Default: the global one. */
  fetch?: typeof fetch;
  /** Give up after this long, in ms. Default 30000. */
  timeoutMs?: number;
}

/** OpenAI voice names per voice gender. */
const OPENAI_VOICES = { female: 'nova', male: 'onyx' } as const;

/** A transcription: `json` gives the text; `verbose_json` with word timestamps adds `words` (seconds). */
const transcription = z.object({ text: z.string(), words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).optional() });

async function send(options: OpenAiSpeechOptions, path: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
  const fetchImpl = options.fetch ?? fetch;
  const headers = new Headers(init.headers);
  if (options.key) {
    headers.set('Authorization', `Bearer ${options.key}`);
  }
  let response: Response;
  try {
    response = await fetchImpl(`${options.url.replace(/\/+$/, '')}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs ?? 30_000)]),
    });
  } catch (error) {
    throw new SpeechEngineError('The speech endpoint could not be reached.', { cause: error });
  }
  if (!response.ok) {
    throw new SpeechEngineError(`The speech endpoint answered HTTP ${response.status}.`);
  }
  return response;
}

/** Text-to-speech through `POST {url}/audio/speech` (OpenAI and compatible servers); asks for WAV. */
export function createOpenAiTextToSpeech(options: OpenAiSpeechOptions): TextToSpeechEngine {
  return {
    name: `openai-compatible:${options.model}`,
    languages: () => [...LANGUAGES],
    async synthesize(request: SynthesisRequest, signal: AbortSignal): Promise<SynthesisResult> {
      const response = await send(
        options,
        '/audio/speech',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: options.model, input: request.text, voice: OPENAI_VOICES[request.voiceGender], response_format: 'wav', speed: request.speed }),
        },
        signal,
      );
      const audio = parseWav(new Uint8Array(await response.arrayBuffer()));
      if (!audio) {
        throw new SpeechEngineError('The speech endpoint sent audio that is not 16-bit PCM WAV.');
      }
      return { wav: writeWav(audio), sampleRate: audio.sampleRate, durationMs: durationMs(audio) };
    },
  };
}

/** Speech-to-text through `POST {url}/audio/transcriptions` (multipart `file`, `model`, `language`, `prompt`). */
export function createOpenAiSpeechToText(options: OpenAiSpeechOptions): SpeechToTextEngine {
  return {
    name: `openai-compatible:${options.model}`,
    languages: () => [...LANGUAGES],
    async transcribe(request: TranscriptionRequest, signal: AbortSignal): Promise<TranscriptionResult> {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(request.wav)], { type: 'audio/wav' }), 'speech.wav');
      form.set('model', options.model);
      form.set('language', baseLanguage(request.languageCode) ?? request.languageCode);
      if (request.expectedText) {
        // A reading is scored: word timestamps (where the server gives them) time the speech itself, not the silence around it.
        form.set('response_format', 'verbose_json');
        form.set('timestamp_granularities[]', 'word');
      } else {
        form.set('response_format', 'json');
      }
      // The conversation so far helps a Whisper-class model with names and topic. The text being read is never sent:
      // the model would write what it was told to expect, and pronunciation scoring could not find a wrong word.
      const prompt = request.context;
      if (prompt) {
        form.set('prompt', prompt);
      }
      const response = await send(options, '/audio/transcriptions', { method: 'POST', body: form }, signal);
      const parsed = transcription.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        throw new SpeechEngineError('The speech endpoint sent an unexpected transcription.');
      }
      const words = parsed.data.words ?? [];
      const first = words[0];
      const last = words.at(-1);
      const speechMs = first && last && last.end > first.start ? Math.round((last.end - first.start) * 1000) : undefined;
      return { transcript: parsed.data.text.trim(), confidence: null, ...(speechMs === undefined ? {} : { speechMs }) };
    },
  };
}
