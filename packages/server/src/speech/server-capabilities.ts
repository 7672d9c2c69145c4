import { AUDIO_SAMPLE_RATE, LANGUAGES, LANGUAGE_NAMES, VALIDATION, VOICE_GENDERS } from '@parla/contract';
import type { SupportedLanguage, VoiceCapabilities } from '@parla/contract';
import { hasDictionary } from '../tutor/hunspell-dictionaries.js';
import type { TutorEngine } from '../tutor/tutor-engine.js';
import type { ApertiumInstall } from '../vocabulary/apertium.js';
import type { DictionaryShelf } from '../vocabulary/dictionary-shelf.js';
import type { SpeechEngines } from './speech-engines.js';
import { languagesOf } from './speech-engines.js';

/**
 * Languages pronunciation is scored in: recognised and with phonemes (scoring compares sounds; spelling alone says
 * little about them). Capabilities report this list and the pronunciation route refuses any other language.
 */
export function pronunciationLanguages(speech: SpeechEngines): string[] {
  return speech.phonemes ? languagesOf(speech.speechToText).filter((language) => speech.phonemeLanguages.includes(language)) : [];
}

function names(engines: ReadonlyArray<{ name: string }>): string | null {
  return engines.length > 0 ? engines.map((engine) => engine.name).join(', ') : null;
}

/**
 * What the server can do, from its engines: speech per language, whether and with what it translates (a model any
 * pair, Apertium the pairs it lists), the word look-up dictionaries (when a shelf is given), and which tutor
 * writes the replies (the offline engine is `embedded`, any other a `model`). GET voice/capabilities/ answers this, and
 * GET languages/supported/ is derived from it, so the two never disagree.
 */
export function serverCapabilities(
  speech: SpeechEngines,
  tutor: Pick<TutorEngine, 'name' | 'translate'>,
  shelf?: DictionaryShelf,
  apertium?: Pick<ApertiumInstall, 'pairs'>,
): VoiceCapabilities {
  const offlinePairs = [...(apertium?.pairs ?? [])];
  const ttsLanguages = languagesOf(speech.textToSpeech);
  const sttLanguages = languagesOf(speech.speechToText);
  const scored = pronunciationLanguages(speech);
  return {
    text_to_speech: { available: ttsLanguages.length > 0, engine: names(speech.textToSpeech), languages: ttsLanguages, voices: ttsLanguages.length > 0 ? [...VOICE_GENDERS] : [] },
    speech_to_text: { available: sttLanguages.length > 0, engine: names(speech.speechToText), languages: sttLanguages },
    pronunciation: { available: scored.length > 0, engine: names(speech.speechToText), languages: scored },
    listening_exercises: { available: ttsLanguages.length > 0, engine: names(speech.textToSpeech), languages: ttsLanguages },
    translation: {
      available: tutor.translate !== undefined || offlinePairs.length > 0,
      engine: tutor.translate ? tutor.name : offlinePairs.length > 0 ? 'apertium' : null,
      all_pairs: tutor.translate !== undefined,
      pairs: offlinePairs,
    },
    tutor: { kind: tutor.name === 'offline' ? 'embedded' : 'model', engine: tutor.name },
    sample_rate: AUDIO_SAMPLE_RATE,
    max_audio_seconds: VALIDATION.audioMaxSeconds,
    max_audio_bytes: VALIDATION.audioMaxBytes,
    ...(shelf
      ? { dictionaries: { available: shelf.dictionaries.length > 0, pairs: shelf.dictionaries.map(({ source, target, name }) => ({ source, target, name })) } }
      : {}),
  };
}

/** GET languages/supported/: every language, with its speech read from the same {@link serverCapabilities}. */
export function supportedLanguages(capabilities: VoiceCapabilities): { results: SupportedLanguage[] } {
  return {
    results: LANGUAGES.map((code) => ({
      code,
      name: LANGUAGE_NAMES[code].name,
      native_name: LANGUAGE_NAMES[code].nativeName,
      text_to_speech: capabilities.text_to_speech.available && capabilities.text_to_speech.languages.includes(code),
      speech_to_text: capabilities.speech_to_text.available && capabilities.speech_to_text.languages.includes(code),
      spell_check: hasDictionary(code),
    })),
  };
}
