import type { InterfaceLanguage } from '@parla/contract/constants';
import type { AreaMessages, MessageArea } from './message-area.js';
import { chatPartsEn } from './messages/chat-parts/en.js';

function importChatParts(locale: Exclude<InterfaceLanguage, 'en'>): Promise<AreaMessages> {
  switch (locale) {
    case 'es':
      return import('./messages/chat-parts/es.js').then((module) => module.chatPartsEs);
    case 'fr':
      return import('./messages/chat-parts/fr.js').then((module) => module.chatPartsFr);
    case 'de':
      return import('./messages/chat-parts/de.js').then((module) => module.chatPartsDe);
    case 'it':
      return import('./messages/chat-parts/it.js').then((module) => module.chatPartsIt);
    case 'pt':
      return import('./messages/chat-parts/pt.js').then((module) => module.chatPartsPt);
    case 'ja':
      return import('./messages/chat-parts/ja.js').then((module) => module.chatPartsJa);
    case 'ko':
      return import('./messages/chat-parts/ko.js').then((module) => module.chatPartsKo);
    case 'zh':
      return import('./messages/chat-parts/zh.js').then((module) => module.chatPartsZh);
    case 'uk':
      return import('./messages/chat-parts/uk.js').then((module) => module.chatPartsUk);
    default:
      locale satisfies never;
      return Promise.resolve(chatPartsEn);
  }
}

/**
 * The messages of the chat's parts that load on demand (menus' items, editor, the review's explanations, history, settings, emoji
 * panel, voice recorder, practice): each such part adds them with `<ChatPartMessages>`, so the chat's first paint carries none.
 */
export const CHAT_PART_MESSAGES: MessageArea = {
  english: chatPartsEn,
  load: importChatParts,
};
