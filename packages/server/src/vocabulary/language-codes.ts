import { LANGUAGES, type LanguageCode } from '@parla/contract';

/** ISO 639-2/3 codes (as FreeDict and Apertium name their data) of the product's languages. */
const THREE_LETTER: Readonly<Record<LanguageCode, string>> = {
  en: 'eng', es: 'spa', fr: 'fra', de: 'deu', it: 'ita', pt: 'por', ja: 'jpn', ko: 'kor', zh: 'zho', uk: 'ukr',
  nl: 'nld', pl: 'pol', ru: 'rus', sv: 'swe', tr: 'tur',
};

/** The product's language a two- or three-letter code names (`spa`, `es` → `es`), or undefined. */
export function languageOfCode(code: string): LanguageCode | undefined {
  return LANGUAGES.find((language) => language === code || THREE_LETTER[language] === code);
}
