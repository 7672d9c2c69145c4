import type { InterfaceLanguage } from '@parla/contract/constants';
import { appMessagesEn } from './app-messages-en.js';
import type { AppMessages } from './app-messages-en.js';

/**
 * Loads the shell texts of a language: English is bundled, every other language is its own small chunk, and an unknown
 * locale gets English.
 * @example
 * const messages = await loadAppMessages('de');
 */
export function loadAppMessages(locale: InterfaceLanguage): Promise<AppMessages> {
  switch (locale) {
    case 'en':
      return Promise.resolve(appMessagesEn);
    case 'es':
      return import('./app-messages-es.js').then((module) => module.appMessagesEs);
    case 'fr':
      return import('./app-messages-fr.js').then((module) => module.appMessagesFr);
    case 'de':
      return import('./app-messages-de.js').then((module) => module.appMessagesDe);
    case 'it':
      return import('./app-messages-it.js').then((module) => module.appMessagesIt);
    case 'pt':
      return import('./app-messages-pt.js').then((module) => module.appMessagesPt);
    case 'ja':
      return import('./app-messages-ja.js').then((module) => module.appMessagesJa);
    case 'ko':
      return import('./app-messages-ko.js').then((module) => module.appMessagesKo);
    case 'zh':
      return import('./app-messages-zh.js').then((module) => module.appMessagesZh);
    case 'uk':
      return import('./app-messages-uk.js').then((module) => module.appMessagesUk);
    default:
      locale satisfies never;
      return Promise.resolve(appMessagesEn);
  }
}
