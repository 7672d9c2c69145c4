// `@parla/sdk/embed`: the behaviour of an embedded tutor (what `<tutor-chat>` renders), apart from the main entry so
// that apps which embed nothing do not carry it.
export { createEmbedSession } from './create-embed-session.js';
export type {
  EmbedErrorCode,
  EmbedErrorSource,
  EmbedEvent,
  EmbedEventMap,
  EmbedSession,
  EmbedSessionOptions,
  EmbedSettings,
  EmbedTokenProvider,
  EmbedTokenProviderResult,
  EmbedView,
} from './embed-types.js';
