// `@parla/widget`: importing this module defines <tutor-chat> (the one entry with a side effect).
import { defineTutorChat } from './tutor-chat-element.js';

defineTutorChat();

export { TUTOR_CHAT_ATTRIBUTES, TUTOR_CHAT_PROPERTIES } from './tutor-chat-attributes.js';
export { TutorChatElement, defineTutorChat } from './tutor-chat-element.js';
export { EVENT_PREFIX } from './events.js';
export type {
  TokenProvider,
  TokenProviderResult,
  TutorChatErrorCode,
  TutorChatErrorDetail,
  TutorChatEventMap,
  TutorChatEventName,
  TutorChatLanguage,
  TutorChatLearningMode,
  TutorChatMessage,
  TutorChatMessageDetail,
  TutorChatQuotaWarningDetail,
  TutorChatReadyDetail,
  TutorChatSession,
  TutorChatSessionExpiredDetail,
} from './public-types.js';
