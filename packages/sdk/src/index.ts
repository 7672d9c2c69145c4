// The client
export { createClient } from './client/create-client.js';
export type { ClientOptions, ParlaClient } from './client/create-client.js';
export type { CallOptions, QuotaRecorder, RateLimitGate } from './client/call.js';
export type { StreamOptions } from './client/conversations.js';

// Errors
export { ApiError, isApiError } from './errors/api-error.js';
export type { ApiErrorInit, ApiErrorKind } from './errors/api-error.js';

// Transport details callers can observe or tune
export type { RetryEvent } from './transport/transport.js';
export { backoffDelay, defaultRetryPolicy, parseRetryAfter } from './transport/retry-policy.js';
export type { RetryPolicy } from './transport/retry-policy.js';

// Streams
export { MessageStream } from './stream/message-stream.js';
export type { MessageStreamOptions, MessageStreamState, StreamEventListener } from './stream/message-stream.js';
export { parseEventStream } from './stream/parse-event-stream.js';

// Tokens
export { memoryTokenStore, storageTokenStore, decodeTokenClaims, isTokenValid, createMockTokens } from './tokens/index.js';
export type { TokenStore, SyncTokenStore, StorageTokenStoreOptions } from './tokens/index.js';

// Rate limits and quotas
export { createRateLimiter, isRateLimitError, createQuotaTracker } from './limits/index.js';
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
  ErrorBody,
  Feedback,
  LearningModeInfo,
  ListeningExercise,
  Message,
  OutboxMail,
  Page,
  Preferences,
  PreferencesPatch,
  PronunciationAnalysis,
  RegisterRequest,
  RequestBody,
  RequestQuery,
  ResponseBody,
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
} from '@parla/contract';
