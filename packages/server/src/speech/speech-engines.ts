import type { ServerConfig } from '../config.js';
import { espeakInstalled } from './espeak.js';
import { createEspeakEngine } from './espeak-engine.js';
import { createOpenAiSpeechToText, createOpenAiTextToSpeech } from './openai-speech.js';
import { espeakPhonemes, type PhonemeReader } from './phonemes.js';
import { createPocketsphinxEngine, pocketsphinxInstalled } from './pocketsphinx-engine.js';
import { baseLanguage, type SpeechToTextEngine, type TextToSpeechEngine } from './speech-engine.js';

/** The speech engines of a server, best first, and the phoneme reader of pronunciation analysis. */
export interface SpeechEngines {
  /** Text-to-speech engines, the first that speaks a language wins. */
  textToSpeech: TextToSpeechEngine[];
  /** Speech-to-text engines, the first that understands a language wins. */
  speechToText: SpeechToTextEngine[];
  /** Phonemes of words (espeak-ng), or null when espeak-ng is missing. */
  phonemes: PhonemeReader | null;
  /** Languages the phoneme reader covers. */
  phonemeLanguages: string[];
}

/** The first engine serving the language of a tag, or undefined. */
export function engineFor<T extends { languages(): string[] }>(engines: readonly T[], languageCode: string): T | undefined {
  const base = baseLanguage(languageCode);
  return base ? engines.find((engine) => engine.languages().includes(base)) : undefined;
}

/** Every language served by at least one engine, sorted. */
export function languagesOf(engines: ReadonlyArray<{ languages(): string[] }>): string[] {
  return [...new Set(engines.flatMap((engine) => engine.languages()))].sort();
}

/**
 * The engines the configuration asks for: the OpenAI-compatible endpoints when PARLA_TTS_URL / PARLA_STT_URL are set,
 * then (unless PARLA_LOCAL_SPEECH is off) espeak-ng and pocketsphinx when they are installed.
 */
export function createSpeechFromConfig(config: ServerConfig): SpeechEngines {
  const textToSpeech: TextToSpeechEngine[] = [];
  const speechToText: SpeechToTextEngine[] = [];
  if (config.ttsUrl) {
    textToSpeech.push(createOpenAiTextToSpeech({ url: config.ttsUrl, model: config.ttsModel, key: config.ttsKey }));
  }
  if (config.sttUrl) {
    speechToText.push(createOpenAiSpeechToText({ url: config.sttUrl, model: config.sttModel, key: config.sttKey }));
  }
  const espeak = config.localSpeech && espeakInstalled();
  if (espeak) {
    textToSpeech.push(createEspeakEngine());
  }
  if (config.localSpeech && pocketsphinxInstalled()) {
    speechToText.push(createPocketsphinxEngine());
  }
  return {
    textToSpeech,
    speechToText,
    phonemes: espeak ? espeakPhonemes : null,
    phonemeLanguages: espeak ? createEspeakEngine().languages() : [],
  };
}
