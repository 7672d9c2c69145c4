// Everything of the SDK, so apps need one import.
export * from '@parla/sdk';

// Provider
export { ParlaProvider } from './provider/parla-provider.js';
export type { ParlaProviderProps } from './provider/parla-provider.js';

// Hooks
export {
  frameScheduler,
  useAuth,
  useChat,
  useConnection,
  useLatest,
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

// i18n
export {
  KNOWN_TEXT_KEYS,
  ParlaIntlProvider,
  createParlaIntl,
  en,
  loadCatalogue,
  loadedCatalogue,
  translateText,
  useIntl,
  useT,
  useTranslateText,
} from './i18n/index.js';
export type { Catalogue, MessageKey, MessageValues, ParlaIntlProviderProps, Translatable, Translate } from './i18n/index.js';

// Styles
export { DARK_TOKENS, LIGHT_TOKENS, SNACKBAR_TEXT, SNACKBAR_TONES, TEXT_PAIRS, contrastRatio, parlaStylesheet } from './styles/index.js';
export type { ColorTokens } from './styles/index.js';

// Markdown
export { renderMarkdown } from './markdown/index.js';

// Components
export { ChatInput } from './components/chat-input/index.js';
export type { ChatInputProps } from './components/chat-input/index.js';
export { Icon } from './components/icon/index.js';
export type { IconProps } from './components/icon/index.js';
export { MessageBubble } from './components/message-bubble/index.js';
export type { MessageBubbleProps } from './components/message-bubble/index.js';
export { MessageList } from './components/message-list/index.js';
export type { MessageListProps } from './components/message-list/index.js';
export { ParlaRoot } from './components/parla-root/index.js';
export type { ParlaRootProps } from './components/parla-root/index.js';
export { Snackbar } from './components/snackbar/index.js';
export type { SnackbarProps } from './components/snackbar/index.js';
export { TermsDialog } from './components/terms-dialog/index.js';
export type { TermsDialogProps, TermsSection } from './components/terms-dialog/index.js';
