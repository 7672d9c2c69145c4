import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CefrLevel,
  ConversationStatus,
  LanguageCode,
  LearningGoal,
  LearningMode,
  MessageReview,
  MessageSender,
  MessageStatus,
  Preferences,
  QuotaTier,
  ReviewCardKind,
  ReviewGrade,
  SessionRecap,
  SkillLevel,
  SupportCategory,
} from '@parla/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Learners and admins. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().$defaultFn(randomUUID),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  tier: text('tier').$type<QuotaTier>().notNull().default('free'),
  preferences: jsonb('preferences').$type<Preferences>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  /** `admin` only for a verified account whose email is configured (see `syncAdminRoles`); never through a partner. */
  role: text('role').$type<UserRole>().notNull().default('learner'),
});

/** The roles an account can hold. */
export type UserRole = 'learner' | 'admin';

/** Single-use links mailed to confirm an address (stored hashed). */
export const emailVerificationTokens = pgTable('email_verification_tokens', {
  id: uuid('id').primaryKey().$defaultFn(randomUUID),
  userId: userRef(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use, expiring password-reset links (stored hashed). */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().$defaultFn(randomUUID),
  userId: userRef(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Refresh tokens (stored hashed), rotated on use and grouped in families. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    userId: userRef(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** Tutoring conversations. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    userId: userRef(),
    title: text('title').notNull(),
    targetLanguage: text('target_language').$type<LanguageCode>().notNull(),
    nativeLanguage: text('native_language').$type<LanguageCode>().notNull(),
    skillLevel: text('skill_level').$type<SkillLevel>().notNull(),
    learningMode: text('learning_mode').$type<LearningMode>().notNull(),
    goals: jsonb('goals').$type<LearningGoal[]>().notNull(),
    status: text('status').$type<ConversationStatus>().notNull().default('active'),
    messageCount: integer('message_count').notNull().default(0),
    lastMessagePreview: text('last_message_preview'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The running summary of the turns beyond the tutor's window (a configured model writes it; migration 0011). */
    tutorSummary: jsonb('tutor_summary').$type<TutorSummary>(),
  },
  (table) => [index('conversations_user_idx').on(table.userId, table.updatedAt)],
);

/** A conversation's running summary: its text and the `seq` of the last message it covers. */
export interface TutorSummary {
  text: string;
  through_seq: number;
}

/** Messages of conversations; `seq` orders them and backs the `before` cursor. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef(),
    sender: text('sender').$type<MessageSender>().notNull(),
    messageText: text('message_text').notNull(),
    /** The review of a learner message (corrections as data); null for the tutor's messages and while not reviewed. */
    review: jsonb('review').$type<MessageReview>(),
    status: text('status').$type<MessageStatus>().notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** While a reply is written (`processing`): when its writer last stored the text so far; a silent writer died. */
    progressAt: timestamp('progress_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.seq),
    index('messages_user_idx').on(table.userId),
    index('messages_processing_idx').on(table.progressAt).where(sql`${table.status} = 'processing'`),
    // At most one reply of a conversation is written at a time (migration 0013): what orders a conversation's turns.
    uniqueIndex('messages_one_reply_written_idx').on(table.conversationId).where(sql`${table.status} = 'processing'`),
  ],
);

/** Per-user, per-day usage counters (UTC days). */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: userRef(),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull().default(0),
    voiceRequests: integer('voice_requests').notNull().default(0),
    aiCalls: integer('ai_calls').notNull().default(0),
    totalRequests: integer('total_requests').notNull().default(0),
    premiumFeatures: integer('premium_features').notNull().default(0),
    /** Learner messages the configured model reviewed (not a quota: the turn's AI call covers it; migration 0012). */
    modelReviews: integer('model_reviews').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * One row per key and action of the sliding-window rate limits (migration 0013): the times of the actions counted in the
 * window, the block, and what the latest check decided (returned by the one statement that checks and counts).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    action: text('action').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    events: timestamp('events', { withTimezone: true }).array().notNull().default(sql`'{}'::timestamptz[]`),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    allowed: boolean('allowed').notNull().default(true),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.action] }), index('rate_limit_windows_user_idx').on(table.userId)],
);

/** Problem reports sent by learners. */
export const supportReports = pgTable('support_reports', {
  id: uuid('id').primaryKey().$defaultFn(randomUUID),
  userId: userRef(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  category: text('category').$type<SupportCategory>().notNull(),
  pageUrl: text('page_url'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

/** Ratings and comments sent by learners. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().$defaultFn(randomUUID),
  userId: userRef(),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  category: text('category'),
  createdAt: createdAt(),
});

/** Mails kept instead of sent when no SMTP server is configured (the development outbox). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_mails_to_idx').on(table.toAddress)],
);

/**
 * Idempotency keys of creating POSTs: one row per (scope, key, route), inserted before the work
 * ("in progress": no status yet) and completed with the response to replay for 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `user:{id}`, or `ip:{address}` for calls without a user (registration). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_scope_key_route_idx').on(table.scope, table.key, table.route),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
    index('idempotency_keys_in_progress_idx').on(table.createdAt).where(sql`${table.status} IS NULL`),
  ],
);

/** Partner API keys (stored hashed), each for one partner and a list of origins allowed to embed the widget. */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    /** The partner's name; learners are matched per partner, across its keys. */
    partner: text('partner').notNull(),
    /** The first characters of the key, shown to admins. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('partner_keys_partner_idx').on(table.partner)],
);

/** Learners created through partner sessions: the partner's own user id mapped to a Parla user. */
export const partnerLearners = pgTable(
  'partner_learners',
  {
    partner: text('partner').notNull(),
    externalUserId: text('external_user_id').notNull(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.partner, table.externalUserId] }), index('partner_learners_user_idx').on(table.userId)],
);

/** Scored pronunciation attempts (the overall score 0–100), for the progress trend and the data export. */
export const pronunciationAttempts = pgTable(
  'pronunciation_attempts',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    userId: userRef(),
    /** The base language of the attempt's language tag (`en` for `en-US`). */
    language: text('language').$type<LanguageCode>().notNull(),
    overallScore: doublePrecision('overall_score').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pronunciation_attempts_user_idx').on(table.userId, table.createdAt)],
);

/** Words a learner saved (issue #20); they keep their own context, so a deleted message only clears the link. */
export const savedWords = pgTable(
  'saved_words',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    userId: userRef(),
    language: text('language').$type<LanguageCode>().notNull(),
    word: text('word').notNull(),
    baseForm: text('base_form'),
    meaning: text('meaning'),
    contextSentence: text('context_sentence'),
    sourceMessageId: uuid('source_message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('saved_words_user_idx').on(table.userId, table.createdAt)],
);

/** Review cards scheduled with FSRS (ts-fsrs): the card state columns are ts-fsrs's `Card`. */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    userId: userRef(),
    wordId: uuid('word_id').references(() => savedWords.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReviewCardKind>().notNull(),
    language: text('language').$type<LanguageCode>().notNull(),
    prompt: text('prompt').notNull(),
    answer: text('answer').notNull(),
    contextSentence: text('context_sentence'),
    hint: text('hint'),
    sourceMessageId: uuid('source_message_id').references(() => messages.id, { onDelete: 'set null' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('review_cards_user_due_idx').on(table.userId, table.due), index('review_cards_source_message_idx').on(table.sourceMessageId)],
);

/** One row per grade given, for the day's review statistics. */
export const cardReviews = pgTable(
  'card_reviews',
  {
    id: uuid('id').primaryKey().$defaultFn(randomUUID),
    userId: userRef(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    grade: text('grade').$type<ReviewGrade>().notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('card_reviews_user_idx').on(table.userId, table.reviewedAt)],
);

/** The stored recap of a session (issue #21); `covered_until` is the last message it counts, so later messages make a new one. */
export const sessionRecaps = pgTable(
  'session_recaps',
  {
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef(),
    recap: jsonb('recap').$type<SessionRecap>().notNull(),
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('session_recaps_user_idx').on(table.userId, table.createdAt)],
);

/** The CEFR level a learner set in a target language (issue #21); without a row the estimate stands. */
export const learnerLevels = pgTable(
  'learner_levels',
  {
    userId: userRef(),
    language: text('language').$type<LanguageCode>().notNull(),
    level: text('level').$type<CefrLevel>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'learner_levels_pk', columns: [table.userId, table.language] })],
);

/** Every table that holds a user's rows, for deletion checks. */
export const USER_TABLES = {
  users,
  emailVerificationTokens,
  passwordResetTokens,
  refreshTokens,
  conversations,
  messages,
  usageCounters,
  rateLimitWindows,
  supportReports,
  feedback,
  idempotencyKeys,
  partnerLearners,
  pronunciationAttempts,
  savedWords,
  reviewCards,
  cardReviews,
  sessionRecaps,
  learnerLevels,
} as const;

/** A stored user. */
export type UserRow = typeof users.$inferSelect;
/** A stored conversation. */
export type ConversationRow = typeof conversations.$inferSelect;
/** A stored message. */
export type MessageRow = typeof messages.$inferSelect;
/** A stored partner key. */
export type PartnerKeyRow = typeof partnerKeys.$inferSelect;
/** A stored pronunciation attempt. */
export type PronunciationAttemptRow = typeof pronunciationAttempts.$inferSelect;
/** A saved word. */
export type SavedWordRow = typeof savedWords.$inferSelect;
/** A stored review card. */
export type ReviewCardRow = typeof reviewCards.$inferSelect;
