import type { LanguageCode } from '@parla/contract';
import type { KeywordList } from './content/content-types.js';

/**
 * Request and politeness phrases that fit any roleplay goal ("vorrei", "je voudrais", "ich möchte", "para mí"…): a
 * learner who writes only them has not said what they order, look for or where they go ("Vorrei prenotare una camera"
 * is no drink). A scene step's keywords are matched without them, so a goal needs its own content words.
 */
const POLITE_REQUESTS: Readonly<Partial<Record<LanguageCode, readonly string[]>>> = {
  en: ['i d like', 'i would like', 'can i have', 'could i have', 'i ll have', 'i will have', 'i need', 'please'],
  es: ['quiero', 'quisiera', 'querría', 'me gustaría', 'ponme', 'me pone', 'para mí', 'voy a tomar', 'por favor'],
  fr: ['je voudrais', 'voudrais', 'je vais prendre', 'pour moi', 's il vous plaît'],
  de: ['ich hätte gern', 'ich möchte', 'möchte', 'für mich', 'ich nehme'],
  it: ['vorrei', 'voglio', 'prendo', 'per me', 'per favore'],
  pt: ['queria', 'quero', 'vou querer', 'para mim', 'por favor'],
  nl: ['ik wil graag', 'ik wil', 'mag ik', 'voor mij', 'graag'],
  sv: ['kan jag få', 'jag tar', 'jag vill ha'],
  ru: ['можно', 'я бы хотел', 'я бы хотела', 'мне'],
  uk: ['можна', 'я б хотів', 'я б хотіла', 'мені'],
  ja: ['ください', 'お願いします', 'おねがいします'],
  zh: ['我要', '我想要'],
};

const specific = new Map<string, KeywordList>();

/** A roleplay step's keywords without the language's request phrases, so that a polite verb alone never meets a goal. */
export function goalKeywords(keywords: KeywordList, language: LanguageCode): KeywordList {
  const cacheKey = `${language}|${keywords}`;
  let kept = specific.get(cacheKey);
  if (kept === undefined) {
    const generic = new Set(POLITE_REQUESTS[language] ?? []);
    kept = keywords.split('|').filter((keyword) => !generic.has(keyword.trim().toLowerCase())).join('|');
    specific.set(cacheKey, kept);
  }
  return kept;
}
