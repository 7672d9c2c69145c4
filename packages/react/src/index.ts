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
  useDueCount,
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

// Voice hooks (the voice code of @parla/sdk/voice loads on first use, as a separate chunk)
export { useReplyAutoPlay, useSpeechPlayer, useVoiceInput } from './voice/index.js';
export type { RecorderView, UseSpeechPlayerResult, UseVoiceInputResult, VoiceCaptureOptions, VoiceInputView } from './voice/index.js';

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
export type { Catalogue, MessageKey, MessageValues, ParlaIntl, ParlaIntlProviderProps, Translatable, Translate } from './i18n/index.js';

// Styles
export { DARK_TOKENS, LIGHT_TOKENS, SNACKBAR_TEXT, SNACKBAR_TONES, TEXT_PAIRS, contrastRatio, parlaChatStylesheet, parlaStylesheet } from './styles/index.js';
export type { ColorTokens } from './styles/index.js';
export { AdoptedStyle, StyleRootContext, adoptStylesheet, canAdoptStylesheets } from './styles/index.js';
export type { AdoptedStyleProps, StyleRoot } from './styles/index.js';

// Markdown
export { renderMarkdown } from './markdown/index.js';

// Components
export { ChatInput } from './components/chat-input/index.js';
export type { ChatInputHandle, ChatInputProps } from './components/chat-input/index.js';
export { Icon } from './components/icon/index.js';
export type { IconProps } from './components/icon/index.js';
export { MessageBubble } from './components/message-bubble/index.js';
export type { MessageBubbleProps } from './components/message-bubble/index.js';
export { CorrectedText } from './components/corrected-text/index.js';
export type { CorrectedTextProps } from './components/corrected-text/index.js';
export { MessageCorrections } from './components/message-corrections/index.js';
export type { MessageCorrectionsProps, ReviewState } from './components/message-corrections/index.js';
export { MessageWords, WordCard } from './components/word-card/index.js';
export { ReviewSession } from './components/review-session/index.js';
export type { ReviewSessionProps } from './components/review-session/index.js';
export { WordList } from './components/word-list/index.js';
export type { WordListProps } from './components/word-list/index.js';
export type { MessageWordsProps, WordCardProps } from './components/word-card/index.js';
export { MessageList } from './components/message-list/index.js';
export type { MessageListProps } from './components/message-list/index.js';
export { ParlaRoot } from './components/parla-root/index.js';
export type { ParlaRootProps } from './components/parla-root/index.js';
export { ParlaScreens } from './components/parla-screens/index.js';
export type { ParlaScreensProps } from './components/parla-screens/index.js';
export { Snackbar } from './components/snackbar/index.js';
export type { SnackbarProps } from './components/snackbar/index.js';
export { TermsDialog, preloadTermsDialog } from './components/terms-dialog/index.js';
export type { TermsDialogProps, TermsSection } from './components/terms-dialog/index.js';

// Screens: forms, settings, profile, progress, support, admin, pages
export { FormField } from './components/form-field/index.js';
export type { FormFieldProps } from './components/form-field/index.js';
export { SignInForm } from './components/sign-in-form/index.js';
export type { SignInFormProps } from './components/sign-in-form/index.js';
export { RegisterForm } from './components/register-form/index.js';
export type { RegisterFormProps } from './components/register-form/index.js';
export { ForgotPasswordForm } from './components/forgot-password-form/index.js';
export type { ForgotPasswordFormProps } from './components/forgot-password-form/index.js';
export { ResetPasswordForm } from './components/reset-password-form/index.js';
export type { ResetPasswordFormProps } from './components/reset-password-form/index.js';
export { VerifyEmail } from './components/verify-email/index.js';
export type { VerifyEmailProps } from './components/verify-email/index.js';
export { ResendVerification } from './components/resend-verification/index.js';
export type { ResendVerificationProps } from './components/resend-verification/index.js';
export { NewConversationForm } from './components/new-conversation-form/index.js';
export type { NewConversationFormProps } from './components/new-conversation-form/index.js';
export { SettingsPanel } from './components/settings-panel/index.js';
export type { SettingsPanelProps } from './components/settings-panel/index.js';
export { ServerEngines } from './components/server-engines/index.js';
export type { ServerEnginesProps } from './components/server-engines/index.js';
export { ProfilePanel, browserDownload } from './components/profile-panel/index.js';
export type { ProfilePanelProps, DownloadFile } from './components/profile-panel/index.js';
export { ProgressPanel } from './components/progress-panel/index.js';
export type { ProgressPanelProps } from './components/progress-panel/index.js';
export { LearnerLevel, RecapCard, SessionRecapPanel } from './components/session-recap/index.js';
export type { LearnerLevelProps, RecapCardProps, SessionRecapPanelProps } from './components/session-recap/index.js';
export { ProgressCharts } from './components/progress-charts/index.js';
export type { ProgressChartsProps } from './components/progress-charts/index.js';
export { SupportReportForm } from './components/support-report-form/index.js';
export type { SupportReportFormProps } from './components/support-report-form/index.js';
export { FeedbackForm } from './components/feedback-form/index.js';
export type { FeedbackFormProps } from './components/feedback-form/index.js';
export { StarRating } from './components/star-rating/index.js';
export type { StarRatingProps } from './components/star-rating/index.js';
export { AdminDashboard } from './components/admin-dashboard/index.js';
export type { AdminDashboardProps } from './components/admin-dashboard/index.js';
export { LandingPage } from './components/landing-page/index.js';
export type { LandingPageProps } from './components/landing-page/index.js';
export { AboutPage } from './components/about-page/index.js';
export type { AboutPageProps } from './components/about-page/index.js';
export { NotFoundPage } from './components/not-found-page/index.js';
export type { NotFoundPageProps } from './components/not-found-page/index.js';
export { LoadState, useLoad } from './components/load-state/index.js';
export type { LoadStateProps, LoadResult, LoadStatus } from './components/load-state/index.js';
export { BarChart } from './components/bar-chart/index.js';
export type { BarChartItem, BarChartProps } from './components/bar-chart/index.js';

// Chat screen
export { ChatHeader, LEARNING_MODE_KEYS, useLanguageName } from './components/chat-header/index.js';
export type { ChatHeaderProps } from './components/chat-header/index.js';
export type { ChatInputTools } from './components/chat-input/index.js';
export { ChatMessageList } from './components/chat-message-list/index.js';
export type { ChatMessageListProps } from './components/chat-message-list/index.js';
export { ChatScreen } from './components/chat-screen/index.js';
export type { ChatScreenProps } from './components/chat-screen/index.js';
export { ChatSettings } from './components/chat-settings/index.js';
export type { ChatSettingsProps } from './components/chat-settings/index.js';
export { ConfirmDialog } from './components/confirm-dialog/index.js';
export type { ConfirmDialogProps } from './components/confirm-dialog/index.js';
export { ConversationMenu, exportFile, exportFilename } from './components/conversation-menu/index.js';
export type { ConversationMenuProps, PracticeExercise, PracticeRequest } from './components/conversation-menu/index.js';
export { EMOJI_CATEGORIES, EMOJI_COLUMNS, EmojiPicker } from './components/emoji-picker/index.js';
export type { EmojiCategory, EmojiPickerProps } from './components/emoji-picker/index.js';
export { HistoryList } from './components/history-list/index.js';
export type { HistoryListProps } from './components/history-list/index.js';
export { Menu, useMenu } from './components/menu/index.js';
export type { MenuItem, MenuProps, MenuState } from './components/menu/index.js';
export { MessageMenu, browserSpeaker, pickVoice } from './components/message-menu/index.js';
export type { ClipboardPort, MessageMenuProps, SpeechRequest, Speaker } from './components/message-menu/index.js';
export { RetryStatus } from './components/retry-status/index.js';
export type { RetryStatusProps } from './components/retry-status/index.js';
export { StatusBanner } from './components/status-banner/index.js';
export type { StatusBannerProps } from './components/status-banner/index.js';
export { STARTER_SUGGESTION_KEYS, Suggestions } from './components/suggestions/index.js';
export type { SuggestionsProps } from './components/suggestions/index.js';
export { VoiceButton, useVoiceCapabilities } from './components/voice-button/index.js';
export { AutoPlayToggle } from './components/auto-play-toggle/index.js';
export type { AutoPlayToggleProps } from './components/auto-play-toggle/index.js';
export type { VoiceButtonProps, VoiceCapabilitiesState } from './components/voice-button/index.js';
export { LevelMeter, VoiceRecorder } from './components/voice-recorder/index.js';
export type { LevelMeterProps, VoiceRecorderProps } from './components/voice-recorder/index.js';

// Voice practice: pronunciation and listening (§1 voice features)
export { PronunciationPractice } from './components/pronunciation-practice/index.js';
export type { PronunciationPracticeProps } from './components/pronunciation-practice/index.js';
export { ListeningExercise } from './components/listening-exercise/index.js';
export type { ListeningExerciseProps } from './components/listening-exercise/index.js';
export { PracticeDialog } from './components/practice-dialog/index.js';
export type { PracticeDialogProps } from './components/practice-dialog/index.js';

// Parts that load on demand: a boundary that keeps the chat up when one cannot load, and an offline-proof import
export { OnDemand } from './components/on-demand/on-demand.js';
export type { OnDemandProps } from './components/on-demand/on-demand.js';
export { loadOnDemand } from './utils/load-on-demand.js';
export { isChunkLoadError } from './utils/is-chunk-load-error.js';
