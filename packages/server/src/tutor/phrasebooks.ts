import type { LanguageCode } from '@parla/contract';
import type { Phrasebook } from './phrasebook-types.js';
import { ENGLISH, FRENCH, GERMAN, ITALIAN, PORTUGUESE, SPANISH } from './phrasebook-main.js';
import { CHINESE, DUTCH, JAPANESE, KOREAN, POLISH, RUSSIAN, SWEDISH, TURKISH, UKRAINIAN } from './phrasebook-more.js';

/** The offline tutor's phrasebook for each of the 15 languages. */
export const PHRASEBOOKS: Readonly<Record<LanguageCode, Phrasebook>> = {
  en: ENGLISH,
  es: SPANISH,
  fr: FRENCH,
  de: GERMAN,
  it: ITALIAN,
  pt: PORTUGUESE,
  ja: JAPANESE,
  ko: KOREAN,
  zh: CHINESE,
  uk: UKRAINIAN,
  nl: DUTCH,
  pl: POLISH,
  ru: RUSSIAN,
  sv: SWEDISH,
  tr: TURKISH,
};
