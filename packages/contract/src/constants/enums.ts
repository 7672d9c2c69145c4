/** The 10 interface languages of the product (§1). */
export const INTERFACE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh', 'uk'] as const;
/** One interface language code. */
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Languages a learner can speak natively or learn ("10+ languages", §1). */
export const LANGUAGES = [
  'en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh', 'uk', 'nl', 'pl', 'ru', 'sv', 'tr',
] as const;
/** One supported language code (ISO 639-1). */
export type LanguageCode = (typeof LANGUAGES)[number];

/** English and native names of every supported language. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, { name: string; nativeName: string }>> = {
  en: { name: 'English', nativeName: 'English' },
  es: { name: 'Spanish', nativeName: 'Español' },
  fr: { name: 'French', nativeName: 'Français' },
  de: { name: 'German', nativeName: 'Deutsch' },
  it: { name: 'Italian', nativeName: 'Italiano' },
  pt: { name: 'Portuguese', nativeName: 'Português' },
  ja: { name: 'Japanese', nativeName: '日本語' },
  ko: { name: 'Korean', nativeName: '한국어' },
  zh: { name: 'Chinese', nativeName: '中文' },
  uk: { name: 'Ukrainian', nativeName: 'Українська' },
  nl: { name: 'Dutch', nativeName: 'Nederlands' },
  pl: { name: 'Polish', nativeName: 'Polski' },
  ru: { name: 'Russian', nativeName: 'Русский' },
  sv: { name: 'Swedish', nativeName: 'Svenska' },
  tr: { name: 'Turkish', nativeName: 'Türkçe' },
};

/** Skill levels (§1). */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
/** One skill level. */
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** The 9 learning modes of the marketing copy (§1). */
export const LEARNING_MODES = [
  'translation', 'grammar', 'vocabulary', 'roleplay', 'free_conversation',
  'storytelling', 'cultural_context', 'idioms', 'slang',
] as const;
/** One learning mode. */
export type LearningMode = (typeof LEARNING_MODES)[number];

/** The English name of each learning mode (the interfaces show their own translations). */
export const LEARNING_MODE_NAMES: Readonly<Record<LearningMode, string>> = {
  translation: 'Translation',
  grammar: 'Grammar',
  vocabulary: 'Vocabulary',
  roleplay: 'Roleplay',
  free_conversation: 'Free conversation',
  storytelling: 'Storytelling',
  cultural_context: 'Cultural context',
  idioms: 'Idioms',
  slang: 'Slang',
};

/**
 * The title the server gives a conversation created without one, e.g. 'Vocabulary in Spanish'. Interfaces recognise
 * it by this function and show their own translation instead.
 * @example
 * defaultConversationTitle('free_conversation', 'es'); // 'Free conversation in Spanish'
 */
export function defaultConversationTitle(mode: LearningMode, language: LanguageCode): string {
  return `${LEARNING_MODE_NAMES[mode]} in ${LANGUAGE_NAMES[language].name}`;
}

/** The 8 optional learning goals (§1). */
export const LEARNING_GOALS = [
  'conversation', 'vocabulary', 'grammar', 'pronunciation', 'writing', 'reading', 'business', 'travel',
] as const;
/** One learning goal. */
export type LearningGoal = (typeof LEARNING_GOALS)[number];

/** Theme choices (§1): light is the default; auto follows the system. */
export const THEMES = ['light', 'dark', 'auto'] as const;
/** One theme choice. */
export type Theme = (typeof THEMES)[number];

/** Voice genders for speech synthesis (§1, §7). */
export const VOICE_GENDERS = ['female', 'male'] as const;
/** One voice gender. */
export type VoiceGender = (typeof VOICE_GENDERS)[number];

/** Who wrote a message (§3). */
export const MESSAGE_SENDERS = ['ai', 'user'] as const;
/** One message sender. */
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** Message lifecycle (§3), plus `failed` for a reply whose generation broke off. */
export const MESSAGE_STATUSES = ['processing', 'delivered', 'failed'] as const;
/** One message status. */
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Conversation lifecycle. */
export const CONVERSATION_STATUSES = ['active', 'ended'] as const;
/** One conversation status. */
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * Stream event names of send-message-stream (§4), in the order they arrive, plus `error` and the additive
 * `message_review` (the learner message's review: after `user_message`, before `stream_end`).
 */
export const STREAM_EVENT_TYPES = [
  'user_message', 'message_review', 'ai_message_start', 'ai_message_chunk', 'ai_message_complete', 'stream_end', 'error',
] as const;
/** One stream event name. */
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

/** Snackbar types (§3); any other type renders in the primary colour. */
export const SNACKBAR_TYPES = ['success', 'error', 'warning', 'info'] as const;
/** One snackbar type. */
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

/** Quota tiers (§6, §9). */
export const QUOTA_TIERS = ['free', 'premium'] as const;
/** One quota tier. */
export type QuotaTier = (typeof QUOTA_TIERS)[number];

/** Actions limited client- and server-side (§9 rate-limit table). */
export const RATE_LIMITED_ACTIONS = [
  'message_send', 'transcribe', 'synthesize', 'create_conversation', 'login', 'data_export',
] as const;
/** One rate-limited action. */
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

/** Listening-exercise question kinds; `dictation` (additive): type the whole text heard, graded per word. */
export const EXERCISE_QUESTION_KINDS = ['gap_fill', 'comprehension', 'dictation'] as const;
/** One listening-exercise question kind. */
export type ExerciseQuestionKind = (typeof EXERCISE_QUESTION_KINDS)[number];

/** The kinds of listening exercise a learner can ask for: gaps to fill, or a dictation of the whole text. */
export const LISTENING_EXERCISE_KINDS = ['gap_fill', 'dictation'] as const;
/** One listening-exercise kind. */
export type ListeningExerciseKind = (typeof LISTENING_EXERCISE_KINDS)[number];

/**
 * Grade of one word of a dictation: `right`; `accent`, the letters right but an accent or other mark wrong or missing
 * (flagged, half a point); `wrong`, another word; `missing`, a word of the text not typed; `extra`, a typed word the
 * text does not have.
 */
export const DICTATION_GRADES = ['right', 'accent', 'wrong', 'missing', 'extra'] as const;
/** One dictation grade. */
export type DictationGrade = (typeof DICTATION_GRADES)[number];

/** Graded status of one word in a pronunciation analysis. */
export const WORD_GRADES = ['good', 'close', 'mispronounced', 'missed', 'extra'] as const;
/** One word grade. */
export type WordGrade = (typeof WORD_GRADES)[number];

/** Usage-history periods. */
export const USAGE_PERIODS = ['day', 'week', 'month'] as const;
/** One usage-history period. */
export type UsagePeriod = (typeof USAGE_PERIODS)[number];

/** Support-report categories. */
export const SUPPORT_CATEGORIES = ['bug', 'account', 'billing', 'content', 'other'] as const;
/** One support-report category. */
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** Kinds of mistake a review's correction names. */
export const CORRECTION_CATEGORIES = [
  'spelling', 'accent', 'capitalization', 'agreement', 'conjugation', 'word_order', 'word_choice', 'punctuation', 'style', 'grammar',
] as const;
/** One correction category. */
export type CorrectionCategory = (typeof CORRECTION_CATEGORIES)[number];

/** Checks a review can run on a learner message. */
export const REVIEW_CHECK_KINDS = ['spelling', 'grammar', 'model'] as const;
/** One review check kind. */
export type ReviewCheckKind = (typeof REVIEW_CHECK_KINDS)[number];

/** Whether a review check ran or could not run (so "no mistakes" is only claimed when one ran). */
export const REVIEW_CHECK_STATUSES = ['ran', 'unavailable'] as const;
/** One review check status. */
export type ReviewCheckStatus = (typeof REVIEW_CHECK_STATUSES)[number];

/** Which engine produced a review: the embedded reviewer or a configured model. */
export const REVIEW_ENGINES = ['embedded', 'model'] as const;
/** One review engine. */
export type ReviewEngine = (typeof REVIEW_ENGINES)[number];
