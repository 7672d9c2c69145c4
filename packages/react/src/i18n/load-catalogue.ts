import type { InterfaceLanguage } from '@parla/contract/constants';
import { en } from './messages/en.js';
import type { Catalogue } from './messages/en.js';

const loaded = new Map<InterfaceLanguage, Catalogue>([['en', en]]);

/** Imports one catalogue; each is its own chunk in a bundle, so only the languages in use are downloaded. */
function importCatalogue(locale: InterfaceLanguage): Promise<Catalogue> {
  switch (locale) {
    case 'en':
      return Promise.resolve(en);
    case 'es':
      return import('./messages/es.js').then((module) => module.es);
    case 'fr':
      return import('./messages/fr.js').then((module) => module.fr);
    case 'de':
      return import('./messages/de.js').then((module) => module.de);
    case 'it':
      return import('./messages/it.js').then((module) => module.it);
    case 'pt':
      return import('./messages/pt.js').then((module) => module.pt);
    case 'ja':
      return import('./messages/ja.js').then((module) => module.ja);
    case 'ko':
      return import('./messages/ko.js').then((module) => module.ko);
    case 'zh':
      return import('./messages/zh.js').then((module) => module.zh);
    case 'uk':
      return import('./messages/uk.js').then((module) => module.uk);
    default:
      locale satisfies never;
      return Promise.resolve(en);
  }
}

/** The catalogue of `locale` if it is already loaded (English always is), else undefined. */
export function loadedCatalogue(locale: InterfaceLanguage): Catalogue | undefined {
  return loaded.get(locale);
}

/** Loads the catalogue of `locale` once (later calls reuse it). */
export async function loadCatalogue(locale: InterfaceLanguage): Promise<Catalogue> {
  const cached = loaded.get(locale);
  if (cached) {
    return cached;
  }
  const catalogue = await importCatalogue(locale);
  loaded.set(locale, catalogue);
  return catalogue;
}
