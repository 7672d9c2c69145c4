// The public API of @parla/react: exactly the names in the README's reference tables (a test compares them).
// Everything of the SDK, so apps need one import.
export * from '@parla/sdk';

// Provider, roots and parts that load on demand
export { ParlaProvider } from './provider/parla-provider.js';
export type { ParlaProviderProps } from './provider/parla-provider.js';
export { ParlaRoot } from './components/parla-root/index.js';
export type { ParlaRootProps } from './components/parla-root/index.js';
export { ParlaScreens } from './components/parla-screens/index.js';
export type { ParlaScreensProps } from './components/parla-screens/index.js';
export { OnDemand } from './components/on-demand/on-demand.js';
export type { OnDemandProps } from './components/on-demand/on-demand.js';
export { loadOnDemand } from './utils/load-on-demand.js';
export { isChunkLoadError } from './utils/is-chunk-load-error.js';

// Hooks
export {
  frameScheduler,
  useAuth,
  useChat,
  useConnection,
  useDueCount,
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
  UseTermsDialogResult,
  UseTermsResult,
  UseThemeResult,
} from './hooks/index.js';

// Voice hooks (the voice code of @parla/sdk/voice loads on first use, as a separate chunk)
export { useReplyAutoPlay, useSpeechPlayer, useVoiceInput } from './voice/index.js';
export type { UseSpeechPlayerResult, UseVoiceInputOptions, UseVoiceInputResult } from './voice/index.js';

// Translations
export { createParlaIntl, loadCatalogue, useIntl, useT } from './i18n/index.js';
export type { Catalogue, ParlaIntl, Translate } from './i18n/index.js';

// Styles
export { parlaChatStylesheet, parlaStylesheet } from './styles/index.js';
export { AdoptedStyle, StyleRootContext } from './styles/index.js';
export type { AdoptedStyleProps, StyleRoot } from './styles/index.js';

// The chat
export { ChatScreen } from './components/chat-screen/index.js';
export type { ChatScreenProps } from './components/chat-screen/index.js';
export type { ClipboardPort, Speaker, SpeechRequest } from './components/message-menu/index.js';
export type { DownloadFile } from './ports/download-file.js';
export { MessageList } from './components/message-list/index.js';
export type { MessageListProps } from './components/message-list/index.js';
export { ChatInput } from './components/chat-input/index.js';
export type { ChatInputHandle, ChatInputProps, ChatInputTools } from './components/chat-input/index.js';
export { Suggestions } from './components/suggestions/index.js';
export type { SuggestionsProps } from './components/suggestions/index.js';
export { StatusBanner } from './components/status-banner/index.js';
export type { StatusBannerProps } from './components/status-banner/index.js';
export { RetryStatus } from './components/retry-status/index.js';
export type { RetryStatusProps } from './components/retry-status/index.js';
export { CorrectedText } from './components/corrected-text/index.js';
export type { CorrectedTextProps } from './components/corrected-text/index.js';
export { MessageCorrections } from './components/message-corrections/index.js';
export type { MessageCorrectionsProps } from './components/message-corrections/index.js';
export { HistoryList } from './components/history-list/index.js';
export type { HistoryListProps } from './components/history-list/index.js';
export { ChatSettings } from './components/chat-settings/index.js';
export type { ChatSettingsProps } from './components/chat-settings/index.js';
export { ConfirmDialog } from './components/confirm-dialog/index.js';
export type { ConfirmDialogProps } from './components/confirm-dialog/index.js';
export { Snackbar } from './components/snackbar/index.js';
export type { SnackbarProps } from './components/snackbar/index.js';
export { TermsDialog, preloadTermsDialog } from './components/terms-dialog/index.js';
export type { TermsDialogProps, TermsSection } from './components/terms-dialog/index.js';
export { Icon } from './components/icon/index.js';
export type { IconProps } from './components/icon/index.js';

// Voice and practice
export { VoiceRecorder } from './components/voice-recorder/index.js';
export type { VoiceRecorderProps } from './components/voice-recorder/index.js';
export { AutoPlayToggle } from './components/auto-play-toggle/index.js';
export type { AutoPlayToggleProps } from './components/auto-play-toggle/index.js';
export { PronunciationPractice } from './components/pronunciation-practice/index.js';
export type { PronunciationPracticeProps } from './components/pronunciation-practice/index.js';
export { ListeningExercise } from './components/listening-exercise/index.js';
export type { ListeningExerciseProps } from './components/listening-exercise/index.js';
export { PracticeDialog } from './components/practice-dialog/index.js';
export type { PracticeDialogProps } from './components/practice-dialog/index.js';
export type { PracticeExercise, PracticeRequest } from './components/conversation-menu/index.js';

// Words and review
export { WordCard } from './components/word-card/index.js';
export type { WordCardProps } from './components/word-card/index.js';
export { ReviewSession } from './components/review-session/index.js';
export type { ReviewSessionProps } from './components/review-session/index.js';
export { WordList } from './components/word-list/index.js';
export type { WordListProps } from './components/word-list/index.js';

// Screens: account, settings, profile, progress, help, admin, pages
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
export { ProfilePanel } from './components/profile-panel/index.js';
export type { ProfilePanelProps } from './components/profile-panel/index.js';
export { ProgressPanel } from './components/progress-panel/index.js';
export type { ProgressPanelProps } from './components/progress-panel/index.js';
export { ProgressCharts } from './components/progress-charts/index.js';
export type { ProgressChartsProps } from './components/progress-charts/index.js';
export { BarChart } from './components/bar-chart/index.js';
export type { BarChartItem, BarChartProps } from './components/bar-chart/index.js';
export { SupportReportForm } from './components/support-report-form/index.js';
export type { SupportReportFormProps } from './components/support-report-form/index.js';
export { FeedbackForm } from './components/feedback-form/index.js';
export type { FeedbackFormProps } from './components/feedback-form/index.js';
export { AdminDashboard } from './components/admin-dashboard/index.js';
export type { AdminDashboardProps } from './components/admin-dashboard/index.js';
export { LandingPage } from './components/landing-page/index.js';
export type { LandingPageProps } from './components/landing-page/index.js';
export { AboutPage } from './components/about-page/index.js';
export type { AboutPageProps } from './components/about-page/index.js';
export { NotFoundPage } from './components/not-found-page/index.js';
export type { NotFoundPageProps } from './components/not-found-page/index.js';
