import type { VoiceGender } from '@parla/contract/constants';

/** One text to read aloud. */
export interface SpeechRequest {
  text: string;
  /** BCP 47 language of the text, e.g. `es`. */
  language: string;
  /** Playback speed, 0.5–2 (the learner's preference). */
  rate: number;
  /** The preferred voice. */
  voice: VoiceGender;
}

/** Reads text aloud: the port the message menu's Speak uses (the browser's speech synthesis until server voices arrive). */
export interface Speaker {
  speak(request: SpeechRequest): void;
}

const GENDER_PATTERNS: Readonly<Record<VoiceGender, RegExp>> = { female: /female|woman|women/i, male: /(^|[^e])male|\bman\b/i };

/** The voice for a language, preferring one whose name says the gender. */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], language: string, gender: VoiceGender): SpeechSynthesisVoice | null {
  const prefix = language.toLowerCase();
  const matching = voices.filter((voice) => voice.lang.toLowerCase() === prefix || voice.lang.toLowerCase().startsWith(`${prefix}-`));
  return matching.find((voice) => GENDER_PATTERNS[gender].test(voice.name)) ?? matching[0] ?? null;
}

/** A {@link Speaker} over `window.speechSynthesis`, or null where the browser has none. */
export function browserSpeaker(scope: typeof globalThis = globalThis): Speaker | null {
  const synthesis = (scope as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  const Utterance = (scope as { SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance }).SpeechSynthesisUtterance;
  if (!synthesis || typeof Utterance !== 'function') {
    return null;
  }
  return {
    speak({ text, language, rate, voice }) {
      synthesis.cancel();
      const utterance = new Utterance(text);
      utterance.lang = language;
      utterance.rate = rate;
      utterance.voice = pickVoice(synthesis.getVoices(), language, voice);
      synthesis.speak(utterance);
    },
  };
}
