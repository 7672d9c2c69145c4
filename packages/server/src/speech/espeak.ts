import type { LanguageCode } from '@parla/contract';
import { commandWorks } from './run-process.js';

/** The espeak-ng program. */
export const ESPEAK_COMMAND = 'espeak-ng';

/** espeak-ng voice of each supported language (checked against `espeak-ng --voices` 1.51). */
const VOICES: Readonly<Record<LanguageCode, string>> = {
  en: 'en-us', es: 'es', fr: 'fr-fr', de: 'de', it: 'it', pt: 'pt', ja: 'ja', ko: 'ko', zh: 'cmn',
  uk: 'uk', nl: 'nl', pl: 'pl', ru: 'ru', sv: 'sv', tr: 'tr',
};

/** Regional voices picked by the full tag. */
const REGIONAL_VOICES: Readonly<Record<string, string>> = {
  'en-gb': 'en-gb', 'es-419': 'es-419', 'es-mx': 'es-419', 'pt-br': 'pt-br', 'fr-be': 'fr-be', 'fr-ch': 'fr-ch',
};

/** The espeak-ng voice for a language tag (`en-GB` → `en-gb`, `es-ES` → `es`). */
export function espeakVoice(languageCode: string, base: LanguageCode): string {
  return REGIONAL_VOICES[languageCode.toLowerCase()] ?? VOICES[base];
}

/** Languages espeak-ng speaks here. */
export const ESPEAK_LANGUAGES = Object.keys(VOICES) as LanguageCode[];

let installed: boolean | undefined;

/** Whether espeak-ng is installed (`espeak-ng --version`, checked once). */
export function espeakInstalled(): boolean {
  installed ??= commandWorks(ESPEAK_COMMAND, ['--version']);
  return installed;
}
