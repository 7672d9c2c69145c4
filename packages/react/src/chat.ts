// `@parla/react/chat`: the chat alone (provider, root, chat screen, terms, snackbar and the chat hooks), with only the
// chat's styles and messages, for embedders such as `<tutor-chat>` that do not need every screen. Re-exports only.

// Session and client (the parts an embedder needs to build one).
export { createClient, createSession, isConnectionFailure, memoryStorage, memoryTokenStore } from '@parla/sdk';
export type { ApiError, ClientOptions, Message, ParlaClient, QuotaSnapshot, Session, SessionOptions, TokenPair, TokenStore, User } from '@parla/sdk';

// Provider and root
export { ParlaProvider } from './provider/parla-provider.js';
export type { ParlaProviderProps } from './provider/parla-provider.js';
export { ParlaChatRoot as ParlaRoot } from './components/parla-root/parla-chat-root.js';
export type { ParlaRootProps } from './components/parla-root/root-element.js';

// Chat hooks
export {
  useAuth,
  useChat,
  useConnection,
  useLocale,
  useParlaSession,
  useRetryStatus,
  useSnackbars,
  useStreamingMessage,
  useTerms,
  useTermsDialog,
  useTheme,
} from './hooks/index.js';
export type {
  UseAuthResult,
  UseChatOptions,
  UseChatResult,
  UseConnectionResult,
  UseLocaleResult,
  UseSnackbarsResult,
  UseTermsOptions,
  UseTermsResult,
  UseThemeResult,
} from './hooks/index.js';

// Voice hooks (the voice code of @parla/sdk/voice loads on first use, as a separate chunk)
export { useSpeechPlayer, useVoiceInput } from './voice/index.js';
export type { UseSpeechPlayerResult, UseVoiceInputResult } from './voice/index.js';
export type { VoiceCaptureOptions, VoiceInputView } from '@parla/sdk';

// Parts that load on demand: a boundary that keeps the chat up when one cannot load, and an offline-proof import
export { OnDemand } from './components/on-demand/on-demand.js';
export type { OnDemandProps } from './components/on-demand/on-demand.js';
export { loadOnDemand } from './utils/load-on-demand.js';
export { isChunkLoadError } from './utils/is-chunk-load-error.js';

// Chat components
export { ChatScreen } from './components/chat-screen/index.js';
export type { ChatScreenProps } from './components/chat-screen/index.js';
export { ChatInput } from './components/chat-input/index.js';
export type { ChatInputHandle, ChatInputProps } from './components/chat-input/index.js';
export { MessageList } from './components/message-list/index.js';
export type { MessageListProps } from './components/message-list/index.js';
export { Snackbar } from './components/snackbar/index.js';
export type { SnackbarProps } from './components/snackbar/index.js';
export { TermsDialog, preloadTermsDialog } from './components/terms-dialog/index.js';
export type { TermsDialogProps, TermsSection } from './components/terms-dialog/index.js';

// The chat's stylesheet (what its ParlaRoot renders), scoped for shadow roots
export { parlaChatStylesheet } from './styles/chat-stylesheet.js';
// Stylesheets adopted by the root the chat renders in (no `<style>` elements: a strict Content-Security-Policy allows them)
export { AdoptedStyle } from './styles/adopted-style.js';
export type { AdoptedStyleProps } from './styles/adopted-style.js';
export { StyleRootContext } from './styles/style-root.js';
