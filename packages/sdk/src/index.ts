// The client
export { createClient } from './client/create-client.js';
export type { ClientOptions, ParlaClient } from './client/create-client.js';
export type { CallOptions, QuotaRecorder, RateLimitGate } from './client/call.js';
export type { StreamOptions } from './client/conversations.js';

// Errors
export { ApiError, isApiError } from './errors/api-error.js';
export type { ApiErrorInit, ApiErrorKind } from './errors/api-error.js';

// Transport details callers can observe or tune
export type { RetryEvent, RetrySettledEvent } from './transport/transport.js';
export { backoffDelay, defaultRetryPolicy, parseRetryAfter } from './transport/retry-policy.js';
export type { RetryPolicy } from './transport/retry-policy.js';

// Streams
export { MessageStream } from './stream/message-stream.js';
export type { MessageStreamOptions, MessageStreamState, StreamEventListener } from './stream/message-stream.js';
export { parseEventStream, preloadMessageStream } from './stream/parse-event-stream.js';

// Tokens
export { memoryTokenStore, storageTokenStore, decodeTokenClaims, isTokenValid } from './tokens/index.js';
export type { TokenStore, SyncTokenStore, StorageTokenStoreOptions } from './tokens/index.js';

// Rate limits and quotas
export { createRateLimiter, isRateLimitError, rateLimitWaitMs, formatWait, createQuotaTracker } from './limits/index.js';
export type {
  RateLimiter,
  RateLimiterOptions,
  RateLimitStatus,
  QuotaKind,
  QuotaTracker,
  QuotaTrackerOptions,
  QuotaCounterStatus,
  QuotaSnapshot,
  UsageLevel,
} from './limits/index.js';

// Ports
export { systemClock, memoryStorage, browserStorage, browserConnectivity } from './ports.js';
export type { Clock, Random, KeyValueStorage, Connectivity } from './ports.js';

// The contract's types, so SDK users need no second import
export type {
  AccessTokenClaims,
  AdminUsage,
  AdminUser,
  Conversation,
  ConversationExport,
  ConversationStats,
  Correction,
  ErrorBody,
  Feedback,
  LearningModeInfo,
  ListeningExercise,
  Message,
  MessageReview,
  OutboxMail,
  Page,
  Preferences,
  PreferencesPatch,
  PronunciationAnalysis,
  RegisterRequest,
  RequestBody,
  RequestQuery,
  ResponseBody,
  ReviewCheck,
  StreamEvent,
  SupportedLanguage,
  SupportReport,
  SynthesizedSpeech,
  Terms,
  TermsStatus,
  TokenPair,
  Transcription,
  Translation,
  UsageCurrent,
  UsageHistory,
  UsageLimits,
  User,
  VoiceCapabilities,
  Welcome,
  AnswerCheck,
  DueCard,
  ReviewCard,
  ReviewCardKind,
  ReviewGrade,
  ReviewStats,
  SavedWord,
  WordLookup,
  CefrLevel,
  LearnerModel,
  ProgressDay,
  ProgressHistory,
  RecapExample,
  SessionRecap,
} from '@parla/contract';

// Session state
export { createSession } from './state/create-session.js';
export type { CreateChatOptions, Session, SessionOptions } from './state/create-session.js';
export { createAuthSession } from './state/auth-session.js';
export type { AuthSession, AuthSessionOptions, AuthState, LogoutOptions, Navigate } from './state/auth-session.js';
export { createTokenState } from './state/token-state.js';
export type { TokenState, TokenStateOptions, TokenStateStore } from './state/token-state.js';
export { createProfileStore } from './state/profile-store.js';
export type { ProfileStore, ProfileStoreOptions, UpdatePreferencesOptions } from './state/profile-store.js';
export { SETTINGS_SAVED_ON_DEVICE_MESSAGE, createSettingsActions } from './state/settings-actions.js';
export type { SettingsActions, SettingsActionsOptions, SettingsChoice } from './state/settings-actions.js';
export { createNewConversationChoices, otherLanguage } from './state/new-conversation-choices.js';
export type { NewConversationChoice, NewConversationChoices, NewConversationChoicesOptions } from './state/new-conversation-choices.js';
export { TERMS_DIALOG_ROUTES, createTermsDialog } from './state/terms-dialog.js';
export type { TermsDialog, TermsDialogOptions, TermsDialogState } from './state/terms-dialog.js';
export { createCapabilitiesStore } from './state/capabilities-store.js';
export type { Availability, CapabilitiesState, CapabilitiesStore, CapabilitiesStoreOptions, SpeechFeature } from './state/capabilities-store.js';
export { createWordLookupStore, wordKey } from './state/word-lookup-store.js';
export { sessionWords } from './state/session-words.js';
export type { WordContext, WordLookupState, WordLookupStore, WordLookupStoreOptions, WordSaveState } from './state/word-lookup-store.js';
export { createWordListStore } from './state/word-list-store.js';
export type { WordListStore, WordListStoreOptions } from './state/word-list-store.js';
export { createReviewSessionStore, gradeIntervals, isTypedCard } from './state/review-session-store.js';
export type { ReviewSessionState, ReviewSessionStore, ReviewSessionStoreOptions, ReviewStep } from './state/review-session-store.js';
export { createDueCountStore } from './state/due-count-store.js';
export { formatDueIn, wordAt, wordSegments } from './state/word-segments.js';
export type { WordSegment } from './state/word-segments.js';
export type { DueCountStore, DueCountStoreOptions } from './state/due-count-store.js';
export { createChatSession } from './state/chat-session.js';
export { isUndelivered } from './state/undelivered.js';
export { isConnectionFailure } from './state/connection-failure.js';
export { CHAT_SEND_FAILED_KEY, CHAT_SEND_FAILED_MESSAGE, chatFailureText } from './state/chat-failure-text.js';
export { editRegeneratesReply } from './state/edit-regenerates-reply.js';
export type { FailureText } from './state/chat-failure-text.js';
export type { ChatClient, ChatSession, ChatSessionOptions, ChatStatus } from './state/chat-session.js';
export { createChunkCoalescer } from './state/chunk-coalescer.js';
export type { ChunkCoalescer, FlushScheduler } from './state/chunk-coalescer.js';
export { createHistoryStore } from './state/history-store.js';
export type { HistoryStore, HistoryStoreOptions, RemovedConversation } from './state/history-store.js';
export { createSnackbarStore, snackbarTone } from './state/snackbar-store.js';
export type { Snackbar, SnackbarAction, SnackbarInput, SnackbarStore, SnackbarStoreOptions, SnackbarTone } from './state/snackbar-store.js';
export { createThemeStore, isTheme } from './state/theme-store.js';
export type { ResolvedTheme, ThemeStore, ThemeStoreOptions } from './state/theme-store.js';
export { mediaQueryPrefersDark } from './state/prefers-dark.js';
export type { PrefersDark } from './state/prefers-dark.js';
export { browserLanguages, createLocaleStore, detectLocale, interfaceLanguageOf, isInterfaceLanguage } from './state/locale.js';
export type { DetectLocaleOptions, LocaleStore, LocaleStoreOptions } from './state/locale.js';
export { createConnectionStore } from './state/connection-store.js';
export type { ConnectionStore } from './state/connection-store.js';
export { createRetryStatus, retryStatusText } from './state/retry-status.js';
export type { RetryStatus, RetryStatusOptions, RetryStatusStore } from './state/retry-status.js';
export { RETRY_TOPIC_TEXT, retryTopic } from './state/retry-topic.js';
export type { RetryTopic } from './state/retry-topic.js';
export { createRateLimitStore } from './state/rate-limit-store.js';
export type { RateLimitSnapshot, RateLimitStore, RateLimitStoreOptions } from './state/rate-limit-store.js';
export { statusNotices } from './state/status-notices.js';
export { suggestionDraft } from './state/suggestion-draft.js';
export type { SuggestionDraft } from './state/suggestion-draft.js';
export type { NoticedAction, QuotaCounter, StatusNotice, StatusNoticeSources, WarnedAction } from './state/status-notices.js';
export { CONVERSATION_DELETED_MESSAGE, SESSION_MESSAGE_KEYS, TERMS_MESSAGES } from './state/message-keys.js';
export { consoleLogger } from './state/logger.js';
export type { Logger } from './state/logger.js';

// Minimal-pair drills from a pronunciation result
export { minimalPairDrillText } from './voice/minimal-pair-drill.js';
export type { MinimalPairDrill } from './voice/minimal-pair-drill.js';

// Voice controllers: the voice stores at once, the voice code (`@parla/sdk/voice`) loaded on first use
export { createVoiceControllers, lazyListeningExercise, lazyPronunciationPractice, voiceControllersOf } from './voice-shell/index.js';
export type {
  HandsFreeDetectorStatus,
  LazyFlow,
  ListeningExerciseView,
  PronunciationPracticeView,
  RecorderView,
  ReplyAutoPlay,
  VoiceCaptureOptions,
  VoiceControllers,
  VoiceControllersOptions,
  VoiceInputView,
  VoiceModule,
  VoiceModuleLoader,
} from './voice-shell/index.js';
