import type { LanguageCode } from '@parla/contract';
import { ESPEAK_COMMAND, espeakVoice } from './espeak.js';
import { runProcess } from './run-process.js';

/** Turns words into IPA phoneme strings. */
export type PhonemeReader = (words: readonly string[], languageCode: string, language: LanguageCode, signal: AbortSignal) => Promise<Map<string, string>>;

/** Reads the IPA of each word with one `espeak-ng -q -x --ipa` call (one word per line in, one line per word out). */
export const espeakPhonemes: PhonemeReader = async (words, languageCode, language, signal) => {
  const unique = [...new Set(words.filter((word) => word.length > 0))];
  const result = new Map<string, string>();
  if (unique.length === 0) {
    return result;
  }
  const { stdout } = await runProcess(ESPEAK_COMMAND, ['-q', '-x', '--ipa', '-v', espeakVoice(languageCode, language)], {
    input: unique.join('\n'),
    signal,
    timeoutMs: 10_000,
  });
  const lines = stdout.toString('utf8').split('\n').map((line) => line.trim()).filter((line) => line.length > 0);
  if (lines.length !== unique.length) {
    return result;
  }
  unique.forEach((word, index) => result.set(word, (lines[index] ?? '').replace(/[ˈˌ\s_‿-]/g, '')));
  return result;
};
