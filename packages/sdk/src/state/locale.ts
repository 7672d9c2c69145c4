import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { DEFAULT_LOCALE, INTERFACE_LANGUAGES, STORAGE_KEYS } from '@parla/contract/constants';
import type { InterfaceLanguage } from '@parla/contract/constants';
import type { Preferences } from '@parla/contract';
import type { KeyValueStorage } from '../ports.js';
import { readStored, writeStored } from './stored-value.js';

/** Whether `value` is one of the 10 interface languages. */
export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return INTERFACE_LANGUAGES.some((language) => language === value);
}

/** The interface language of a BCP 47 tag by its base (`es-MX` → `es`, `zh-Hant-TW` → `zh`), or null when none matches. */
export function interfaceLanguageOf(tag: string): InterfaceLanguage | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isInterfaceLanguage(base) ? base : null;
}

/** The browser's preferred languages (`navigator.languages`, else `navigator.language`), or none outside a browser. */
export function browserLanguages(): readonly string[] {
  const navigatorLike = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  if (navigatorLike?.languages && navigatorLike.languages.length > 0) {
    return navigatorLike.languages;
  }
  return navigatorLike?.language ? [navigatorLike.language] : [];
}

/** Where {@link detectLocale} looks. */
export interface DetectLocaleOptions {
  /** Storage holding a chosen locale under `STORAGE_KEYS.locale`. Default: none. */
  storage?: KeyValueStorage;
  /** The browser's preferred languages, best first. Default: none. */
  languages?: readonly string[];
}

/** The interface language to start with (§1): the stored one if valid, else the first browser language whose base is one, else en. */
export function detectLocale(options: DetectLocaleOptions = {}): InterfaceLanguage {
  const stored = options.storage ? readStored(options.storage, STORAGE_KEYS.locale) : null;
  if (isInterfaceLanguage(stored)) {
    return stored;
  }
  for (const tag of options.languages ?? []) {
    const language = interfaceLanguageOf(tag);
    if (language) {
      return language;
    }
  }
  return DEFAULT_LOCALE;
}

/** Options of {@link createLocaleStore}. */
export interface LocaleStoreOptions {
  /** Where the chosen locale is kept, under `STORAGE_KEYS.locale`. */
  storage: KeyValueStorage;
  /** The browser's preferred languages, best first. Default: `browserLanguages()`. */
  languages?: readonly string[];
}

/** The interface language (§1). */
export interface LocaleStore {
  /** The current interface language. */
  readonly $locale: ReadableAtom<InterfaceLanguage>;
  /** Chooses an interface language (a tag such as `es-MX` counts as its base) and keeps it; unknown languages are ignored. */
  setLocale(locale: string): void;
  /** Takes the interface language of the saved user preferences. */
  applyPreference(preferences: Pick<Preferences, 'ui_language'>): void;
}

/**
 * Creates the locale store, starting from {@link detectLocale}.
 * @example
 * const locale = createLocaleStore({ storage: localStorage });
 * locale.$locale.subscribe((language) => loadCatalogue(language));
 */
export function createLocaleStore(options: LocaleStoreOptions): LocaleStore {
  const { storage } = options;
  const $locale = atom<InterfaceLanguage>(detectLocale({ storage, languages: options.languages ?? browserLanguages() }));

  function setLocale(locale: string): void {
    const language = interfaceLanguageOf(locale);
    if (!language) {
      return;
    }
    $locale.set(language);
    writeStored(storage, STORAGE_KEYS.locale, language);
  }

  return {
    $locale,
    setLocale,
    applyPreference(preferences) {
      setLocale(preferences.ui_language);
    },
  };
}
