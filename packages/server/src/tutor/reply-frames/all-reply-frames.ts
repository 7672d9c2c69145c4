import type { LanguageCode } from '@parla/contract';
import { GERMAN_REPLIES } from './de.js';
import { ENGLISH_REPLIES } from './en.js';
import { SPANISH_REPLIES } from './es.js';
import { FRENCH_REPLIES } from './fr.js';
import { ITALIAN_REPLIES } from './it.js';
import { JAPANESE_REPLIES } from './ja.js';
import { KOREAN_REPLIES } from './ko.js';
import { DUTCH_REPLIES } from './nl.js';
import { POLISH_REPLIES } from './pl.js';
import { PORTUGUESE_REPLIES } from './pt.js';
import type { ReplyFrames } from './reply-frames-types.js';
import { RUSSIAN_REPLIES } from './ru.js';
import { SWEDISH_REPLIES } from './sv.js';
import { TURKISH_REPLIES } from './tr.js';
import { UKRAINIAN_REPLIES } from './uk.js';
import { CHINESE_REPLIES } from './zh.js';

/** The embedded tutor's lines for messages that do not answer its task, per target language (one file each). */
export const REPLY_FRAMES: Readonly<Record<LanguageCode, ReplyFrames>> = {
  en: ENGLISH_REPLIES,
  es: SPANISH_REPLIES,
  fr: FRENCH_REPLIES,
  de: GERMAN_REPLIES,
  it: ITALIAN_REPLIES,
  pt: PORTUGUESE_REPLIES,
  ja: JAPANESE_REPLIES,
  ko: KOREAN_REPLIES,
  zh: CHINESE_REPLIES,
  uk: UKRAINIAN_REPLIES,
  nl: DUTCH_REPLIES,
  pl: POLISH_REPLIES,
  ru: RUSSIAN_REPLIES,
  sv: SWEDISH_REPLIES,
  tr: TURKISH_REPLIES,
};
