import type { LanguageCode } from '@parla/contract';
import type { LanguageContent } from './content-types.js';
import { GERMAN_CONTENT } from './de.js';
import { ENGLISH_CONTENT } from './en.js';
import { SPANISH_CONTENT } from './es.js';
import { FRENCH_CONTENT } from './fr.js';
import { ITALIAN_CONTENT } from './it.js';
import { JAPANESE_CONTENT } from './ja.js';
import { KOREAN_CONTENT } from './ko.js';
import { DUTCH_CONTENT } from './nl.js';
import { POLISH_CONTENT } from './pl.js';
import { PORTUGUESE_CONTENT } from './pt.js';
import { RUSSIAN_CONTENT } from './ru.js';
import { SWEDISH_CONTENT } from './sv.js';
import { TURKISH_CONTENT } from './tr.js';
import { UKRAINIAN_CONTENT } from './uk.js';
import { CHINESE_CONTENT } from './zh.js';

/** What the embedded tutor teaches, per target language: one data file each. */
export const CONTENT: Readonly<Record<LanguageCode, LanguageContent>> = {
  en: ENGLISH_CONTENT,
  es: SPANISH_CONTENT,
  fr: FRENCH_CONTENT,
  de: GERMAN_CONTENT,
  it: ITALIAN_CONTENT,
  pt: PORTUGUESE_CONTENT,
  ja: JAPANESE_CONTENT,
  ko: KOREAN_CONTENT,
  zh: CHINESE_CONTENT,
  uk: UKRAINIAN_CONTENT,
  nl: DUTCH_CONTENT,
  pl: POLISH_CONTENT,
  ru: RUSSIAN_CONTENT,
  sv: SWEDISH_CONTENT,
  tr: TURKISH_CONTENT,
};
