import type { z } from 'zod';
import type * as auth from './schemas/auth.js';
import type * as user from './schemas/user.js';
import type * as conversations from './schemas/conversations.js';
import type * as review from './schemas/review.js';
import type * as stream from './schemas/stream.js';
import type * as voice from './schemas/voice.js';
import type * as usage from './schemas/usage.js';
import type * as support from './schemas/support.js';
import type * as service from './schemas/service.js';
import type * as admin from './schemas/admin.js';
import type * as progress from './schemas/progress.js';

/** An access and a refresh token. */
export type TokenPair = z.infer<typeof auth.tokenPair>;
/** Claims of an access token (§3). */
export type AccessTokenClaims = z.infer<typeof auth.accessTokenClaims>;
/** The registration form (§2). */
export type RegisterRequest = z.input<typeof auth.registerRequest>;
/** The device's interface language and theme, sent with a registration so the account starts with them. */
export type RegisterPreferences = z.input<typeof auth.registerPreferences>;
/** A learner's preferences (§3). */
export type Preferences = z.infer<typeof user.preferences>;
/** A change to some preferences. */
export type PreferencesPatch = z.input<typeof user.preferencesPatch>;
/** A user (§3). */
export type User = z.infer<typeof user.user>;
/** What the server keeps about an account beyond its profile (in the data export). */
export type AccountRecord = z.infer<typeof user.accountRecord>;
/** Terms acceptance state. */
export type TermsStatus = z.infer<typeof user.termsStatus>;
/** A message (§3). */
export type Message = z.infer<typeof conversations.message>;
/** The review of one learner message: corrections as data, the checks that ran and the engine. */
export type MessageReview = z.infer<typeof review.messageReview>;
/** One correction of a learner message (span, replacement, category, explanation). */
export type Correction = z.infer<typeof review.correction>;
/** One check a review ran or could not run. */
export type ReviewCheck = z.infer<typeof review.reviewCheck>;
/** A conversation. */
export type Conversation = z.infer<typeof conversations.conversation>;
/** A list page. */
export interface Page<T> {
  results: T[];
  next: string | null;
  count: number;
}
/** A learner's progress figures. */
export type ConversationStats = z.infer<typeof conversations.conversationStats>;
/** One UTC day of the pronunciation trend: average score and attempts. */
export type PronunciationDay = z.infer<typeof conversations.pronunciationDay>;
/** A conversation with all its messages. */
export type ConversationExport = z.infer<typeof conversations.conversationExport>;
/** The tutor's greeting and suggestions. */
export type Welcome = z.infer<typeof conversations.welcomeResponse>;
/** A learning mode with its display text. */
export type LearningModeInfo = z.infer<typeof conversations.learningModeInfo>;
/** A translation. */
export type Translation = z.infer<typeof conversations.translateResponse>;
/** One event of send-message-stream (§4). */
export type StreamEvent = z.infer<typeof stream.streamEvent>;
/** Synthesized speech. */
export type SynthesizedSpeech = z.infer<typeof voice.synthesizeResponse>;
/** A transcription. */
export type Transcription = z.infer<typeof voice.transcribeResponse>;
/** A pronunciation analysis. */
export type PronunciationAnalysis = z.infer<typeof voice.pronunciationResponse>;
/** A stored pronunciation attempt, as the data export lists it. */
export type PronunciationAttempt = z.infer<typeof voice.pronunciationAttempt>;
/** A listening exercise. */
export type ListeningExercise = z.infer<typeof voice.listeningExercise>;
/** One graded word of a checked dictation. */
export type DictationWord = z.infer<typeof voice.dictationWord>;
/** What the server can do with speech. */
export type VoiceCapabilities = z.infer<typeof voice.voiceCapabilities>;
/** One language pair the server translates offline (Apertium), directly or through another language. */
export type TranslationPair = z.infer<typeof voice.translationPair>;
/** Current usage against quotas. */
export type UsageCurrent = z.infer<typeof usage.usageCurrent>;
/** Tier limits and the rate-limit table. */
export type UsageLimits = z.infer<typeof usage.usageLimits>;
/** Per-day usage over a period. */
export type UsageHistory = z.infer<typeof usage.usageHistory>;
/** A stored support report. */
export type SupportReport = z.infer<typeof support.supportReport>;
/** A stored feedback. */
export type Feedback = z.infer<typeof support.feedback>;
/** The terms (§2). */
export type Terms = z.infer<typeof service.terms>;
/** One supported language. */
export type SupportedLanguage = z.infer<typeof service.supportedLanguage>;
/** One mail in the development outbox. */
export type OutboxMail = z.infer<typeof service.outboxMail>;
/** A user as the admin sees them. */
export type AdminUser = z.infer<typeof admin.adminUser>;
/** Totals across all learners. */
export type AdminUsage = z.infer<typeof admin.adminUsage>;

/** The recap of one session: figures from the stored data, the learner's own examples, what went well, one focus (issue #21). */
export type SessionRecap = z.infer<typeof progress.sessionRecap>;
/** One of the learner's own mistakes in a recap, wrong and right. */
export type RecapExample = z.infer<typeof progress.recapExample>;
/** The learner model of one target language: estimated and chosen CEFR level, recurring categories, words (issue #21). */
export type LearnerModel = z.infer<typeof progress.learnerModel>;
/** The learner's progress per UTC day over the last weeks in one target language (issue #21). */
export type ProgressHistory = z.infer<typeof progress.progressHistory>;
/** One UTC day of {@link ProgressHistory}. */
export type ProgressDay = z.infer<typeof progress.progressDay>;
