import type { InterfaceLanguage } from '@parla/contract/constants';
import type { AreaMessages, MessageArea } from './message-area.js';
import { chatEn } from './messages/chat/en.js';
import { coreEn } from './messages/core/en.js';

function importCore(locale: Exclude<InterfaceLanguage, 'en'>): Promise<AreaMessages> {
  switch (locale) {
    case 'es':
      return import('./messages/core/es.js').then((module) => module.coreEs);
    case 'fr':
      return import('./messages/core/fr.js').then((module) => module.coreFr);
    case 'de':
      return import('./messages/core/de.js').then((module) => module.coreDe);
    case 'it':
      return import('./messages/core/it.js').then((module) => module.coreIt);
    case 'pt':
      return import('./messages/core/pt.js').then((module) => module.corePt);
    case 'ja':
      return import('./messages/core/ja.js').then((module) => module.coreJa);
    case 'ko':
      return import('./messages/core/ko.js').then((module) => module.coreKo);
    case 'zh':
      return import('./messages/core/zh.js').then((module) => module.coreZh);
    case 'uk':
      return import('./messages/core/uk.js').then((module) => module.coreUk);
    default:
      locale satisfies never;
      return Promise.resolve(coreEn);
  }
}

function importChat(locale: Exclude<InterfaceLanguage, 'en'>): Promise<AreaMessages> {
  switch (locale) {
    case 'es':
      return import('./messages/chat/es.js').then((module) => module.chatEs);
    case 'fr':
      return import('./messages/chat/fr.js').then((module) => module.chatFr);
    case 'de':
      return import('./messages/chat/de.js').then((module) => module.chatDe);
    case 'it':
      return import('./messages/chat/it.js').then((module) => module.chatIt);
    case 'pt':
      return import('./messages/chat/pt.js').then((module) => module.chatPt);
    case 'ja':
      return import('./messages/chat/ja.js').then((module) => module.chatJa);
    case 'ko':
      return import('./messages/chat/ko.js').then((module) => module.chatKo);
    case 'zh':
      return import('./messages/chat/zh.js').then((module) => module.chatZh);
    case 'uk':
      return import('./messages/chat/uk.js').then((module) => module.chatUk);
    default:
      locale satisfies never;
      return Promise.resolve(chatEn);
  }
}

/**
 * The messages the chat needs (the core area: snackbars, terms, errors, validation; and the chat area). Every Parla
 * provider has them; `@parla/react/chat` bundles no others.
 */
export const CHAT_MESSAGES: MessageArea = {
  english: { ...coreEn, ...chatEn },
  load: (locale) => Promise.all([importCore(locale), importChat(locale)]).then(([core, chat]) => ({ ...core, ...chat })),
};
