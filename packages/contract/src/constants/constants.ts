import type { InterfaceLanguage, LanguageCode, LearningGoal, SkillLevel, Theme, VoiceGender } from './enums.js';

/** Product name, used in page titles and the storage prefix. */
export const PRODUCT_NAME = 'Parla';

/** Prefix of every browser-storage key the product writes (§3). */
export const STORAGE_PREFIX = 'parla_';

/** Browser-storage keys (§3), all under {@link STORAGE_PREFIX}. */
export const STORAGE_KEYS = {
  /** One JSON record `{access, refresh}`. */
  tokens: `${STORAGE_PREFIX}tokens`,
  mockUser: `${STORAGE_PREFIX}mock_user`,
  mockPreferences: `${STORAGE_PREFIX}mock_preferences`,
  mockMode: `${STORAGE_PREFIX}mock_mode`,
  rateLimits: `${STORAGE_PREFIX}rate_limits`,
  quota: `${STORAGE_PREFIX}quota`,
  locale: `${STORAGE_PREFIX}locale`,
  theme: `${STORAGE_PREFIX}theme`,
  /** The new-conversation form's last choices, one record per learner id. */
  newConversation: `${STORAGE_PREFIX}new_conversation`,
} as const;

/** API version sent as `X-API-Version` on every call (§7). */
export const API_VERSION = 'v1';
/** Header carrying the API version. */
export const API_VERSION_HEADER = 'X-API-Version';
/** Path prefix of every v1 call. */
export const API_PREFIX = '/api/v1';

/** HTTP timeout of one attempt (§9). */
export const HTTP_TIMEOUT_MS = 30_000;

/** Retry policy of §9. Delay of retry n (0-based) is min(base·factorⁿ, max) scaled by a jitter in [jitterMin, jitterMax]. */
export const RETRY_POLICY = {
  retries: 3,
  baseDelayMs: 1000,
  factor: 2,
  maxDelayMs: 10_000,
  jitterMin: 0.5,
  jitterMax: 1,
  /** A server's Retry-After is honoured up to this long; longer waits fail instead. */
  maxRetryAfterMs: 60_000,
  /** Statuses retried besides network errors and timeouts. */
  retryStatuses: [429, 500, 502, 503, 504] as readonly number[],
} as const;

/** Current terms version and last-updated date (§3). */
export const TERMS_VERSION = '1.0';
/** Last-updated date of the current terms (§3). */
export const TERMS_LAST_UPDATED = '2025-01-15';

/** Page size of the older-messages call (§7, §9). */
export const MESSAGES_PAGE_SIZE = 20;
/** Largest page any list call returns. */
export const MAX_PAGE_SIZE = 100;

/** Most words a review check lists as not judged (`reviewCheck.unchecked_words`). */
export const UNCHECKED_WORDS_MAX = 5;
/** Longest word a review check lists as not judged. */
export const UNCHECKED_WORD_MAX_LENGTH = 64;

/** Audio sample rate of recordings (§7, §9). */
export const AUDIO_SAMPLE_RATE = 48_000;
/** Default language code of transcription (§7). */
export const DEFAULT_VOICE_LANGUAGE_CODE = 'en-US';

/** The default playback speed, apart so that `DEFAULT_PREFERENCES` reads no property (bundlers then drop it where unused). */
const DEFAULT_PLAYBACK_SPEED = 1;

/** Playback speed bounds and default (§3, §9). */
export const PLAYBACK_SPEED = { min: 0.5, max: 2, default: DEFAULT_PLAYBACK_SPEED } as const;

/**
 * A learner's preferences before they choose any (§3): the defaults of the `preferences` schema, so what the server
 * stores for a new account and what a signed-out device starts from. Frozen: copy it (`{ ...DEFAULT_PREFERENCES }`)
 * to change a value.
 */
export const DEFAULT_PREFERENCES: {
  readonly ui_language: InterfaceLanguage;
  readonly theme: Theme;
  readonly playback_speed: number;
  readonly voice_preference: VoiceGender;
  readonly native_language: LanguageCode;
  readonly target_language: LanguageCode;
  readonly skill_level: SkillLevel;
  readonly learning_goals: LearningGoal[];
  readonly auto_play_replies: boolean;
} = /* @__PURE__ */ Object.freeze({
  ui_language: 'en',
  theme: 'light',
  playback_speed: DEFAULT_PLAYBACK_SPEED,
  voice_preference: 'female',
  native_language: 'en',
  target_language: 'es',
  skill_level: 'beginner',
  learning_goals: /* @__PURE__ */ Object.freeze([]) as unknown as LearningGoal[],
  auto_play_replies: false,
});

/** Clamps a playback speed to 0.5–2 (§5); anything not a finite number becomes the default. */
export function clampPlaybackSpeed(speed: number): number {
  if (!Number.isFinite(speed)) {
    return PLAYBACK_SPEED.default;
  }
  return Math.min(PLAYBACK_SPEED.max, Math.max(PLAYBACK_SPEED.min, speed));
}

/** Logout lock (§4): duplicate logout calls within this time are ignored. */
export const LOGOUT_LOCK_MS = 5000;

/** Snackbar timeouts (§9): the notification store's and the root shell's readings. */
export const SNACKBAR_TIMEOUT_MS = { store: 5000, shell: 4000 } as const;

/** Lifetimes of the development mock tokens (§4). */
export const MOCK_TOKEN_LIFETIME_MS = { access: 24 * 3_600_000, refresh: 168 * 3_600_000 } as const;

/** Default interface locale (§1, §9). */
export const DEFAULT_LOCALE = 'en';

/** Validation bounds the spec leaves open (§5), fixed once here. */
export const VALIDATION = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  nameMinLength: 2,
  nameMaxLength: 50,
  messageMaxLength: 4000,
  translateMaxLength: 5000,
  synthesizeMaxLength: 1000,
  supportTextMaxLength: 5000,
  batchMaxItems: 100,
  /** Largest decoded audio accepted by the voice calls. */
  audioMaxBytes: 10 * 1024 * 1024,
  /** Longest audio accepted by the voice calls. */
  audioMaxSeconds: 60,
} as const;

/** Theme colours (§9). */
export const THEME_COLORS = {
  primary: '#667eea',
  secondary: '#764ba2',
  accent: '#82B1FF',
  error: '#FF5252',
  info: '#2196F3',
  success: '#4CAF50',
  warning: '#FFC107',
  light: { background: '#ffffff', surface: '#ffffff' },
  dark: { background: '#121212', surface: '#1e1e1e' },
} as const;

/** Breakpoints in px (§9); the mobile layout applies below `mobile` (the `sm` reading). */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, mobile: 600 } as const;

/** Component defaults of §9. */
export const COMPONENT_DEFAULTS = {
  otpLength: 6,
  ratingLength: 5,
  numberStep: 1,
  textareaRows: 5,
  drawerWidth: 256,
  railWidth: 56,
} as const;
