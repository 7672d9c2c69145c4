import type { InterfaceLanguage } from '@parla/contract/constants';
import type { AreaMessages, MessageArea } from './message-area.js';
import { screensEn } from './messages/screens/en.js';

function importScreens(locale: Exclude<InterfaceLanguage, 'en'>): Promise<AreaMessages> {
  switch (locale) {
    case 'es':
      return import('./messages/screens/es.js').then((module) => module.screensEs);
    case 'fr':
      return import('./messages/screens/fr.js').then((module) => module.screensFr);
    case 'de':
      return import('./messages/screens/de.js').then((module) => module.screensDe);
    case 'it':
      return import('./messages/screens/it.js').then((module) => module.screensIt);
    case 'pt':
      return import('./messages/screens/pt.js').then((module) => module.screensPt);
    case 'ja':
      return import('./messages/screens/ja.js').then((module) => module.screensJa);
    case 'ko':
      return import('./messages/screens/ko.js').then((module) => module.screensKo);
    case 'zh':
      return import('./messages/screens/zh.js').then((module) => module.screensZh);
    case 'uk':
      return import('./messages/screens/uk.js').then((module) => module.screensUk);
    default:
      locale satisfies never;
      return Promise.resolve(screensEn);
  }
}

/** The messages of the screens other than the chat (forms, settings, profile, progress, admin, pages): `<ParlaScreens>` adds them. */
export const SCREEN_MESSAGES: MessageArea = {
  english: screensEn,
  load: importScreens,
};
