// `@parla/widget`: importing this module defines <tutor-chat> (the one entry with a side effect).
import { defineTutorChat } from './tutor-chat-element.js';

defineTutorChat();

export { TUTOR_CHAT_ATTRIBUTES, TUTOR_CHAT_PROPERTIES } from './tutor-chat-attributes.js';
export { TutorChatElement, defineTutorChat } from './tutor-chat-element.js';
export { TutorChat } from './tutor-chat.js';
export type { TokenProvider, TokenProviderResult, TutorChatProps } from './tutor-chat.js';
export { EVENT_PREFIX } from './events.js';
export type {
  TutorChatErrorCode,
  TutorChatErrorDetail,
  TutorChatEventMap,
  TutorChatEventName,
  TutorChatMessageDetail,
  TutorChatQuotaWarningDetail,
  TutorChatReadyDetail,
  TutorChatSessionExpiredDetail,
} from './events.js';
