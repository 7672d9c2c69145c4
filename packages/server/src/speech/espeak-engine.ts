import { durationMs, parseWav, writeWav } from './wav.js';
import { ESPEAK_COMMAND, ESPEAK_LANGUAGES, espeakVoice } from './espeak.js';
import { japaneseForSpeech } from './japanese-speech.js';
import { runProcess } from './run-process.js';
import { SpeechEngineError, baseLanguage, type SynthesisRequest, type SynthesisResult, type TextToSpeechEngine } from './speech-engine.js';

/** espeak-ng's natural pace in words per minute. */
const NATURAL_WORDS_PER_MINUTE = 175;

/** Options of the espeak-ng engine. */
export interface EspeakEngineOptions {
  /** Kill espeak-ng after this long, in ms. Default 15000. */
  timeoutMs?: number;
}

/** Local text-to-speech with espeak-ng (Japanese from its kana reading): 15 languages, female (`+f3`) and male (`+m3`) variants, 22 050 Hz mono WAV. */
export function createEspeakEngine(options: EspeakEngineOptions = {}): TextToSpeechEngine {
  return {
    name: 'espeak-ng',
    languages: () => [...ESPEAK_LANGUAGES],
    async synthesize(request: SynthesisRequest, signal: AbortSignal): Promise<SynthesisResult> {
      const base = baseLanguage(request.languageCode);
      if (!base) {
        throw new SpeechEngineError(`espeak-ng has no voice for ${request.languageCode}.`);
      }
      const voice = `${espeakVoice(request.languageCode, base)}+${request.voiceGender === 'male' ? 'm3' : 'f3'}`;
      const wordsPerMinute = Math.round(Math.min(450, Math.max(80, NATURAL_WORDS_PER_MINUTE * request.speed)));
      let output: Buffer;
      try {
        const text = base === 'ja' ? await japaneseForSpeech(request.text) : request.text;
        // The text goes in on stdin: never on the command line, never through a shell.
        ({ stdout: output } = await runProcess(ESPEAK_COMMAND, ['--stdout', '-v', voice, '-s', String(wordsPerMinute)], {
          input: text,
          signal,
          timeoutMs: options.timeoutMs ?? 15_000,
        }));
      } catch (error) {
        throw new SpeechEngineError('espeak-ng could not speak the text.', { cause: error });
      }
      const audio = parseWav(new Uint8Array(output));
      if (!audio) {
        throw new SpeechEngineError('espeak-ng wrote something that is not a WAV file.');
      }
      return { wav: writeWav(audio), sampleRate: audio.sampleRate, durationMs: durationMs(audio) };
    },
  };
}
