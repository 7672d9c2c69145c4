import { z } from 'zod';
import { CONVERSATION_STATUSES, MESSAGE_SENDERS, MESSAGE_STATUSES } from '../constants/enums.js';
import { MESSAGES_PAGE_SIZE, VALIDATION } from '../constants/constants.js';
import { VALIDATION_MESSAGES } from '../constants/messages.js';
import { id, languageCode, learningGoal, learningMode, paginated, requiredString, skillLevel, timestamp } from './fields.js';
import { messageReview } from './review.js';
import { sessionRecap } from './progress.js';

/**
 * A message (§3). `edited_at` is set once the learner edits it. `review` (additive) is the review of a learner
 * message; null or absent when the message was not reviewed or is the tutor's.
 */
export const message = z.object({
  id,
  conversation_id: id,
  sender: z.enum(MESSAGE_SENDERS),
  message_text: z.string(),
  timestamp,
  status: z.enum(MESSAGE_STATUSES),
  edited_at: timestamp.nullable().default(null),
  review: messageReview.nullable().optional(),
});

/** A conversation. */
export const conversation = z.object({
  id,
  title: z.string(),
  target_language: languageCode,
  native_language: languageCode,
  skill_level: skillLevel,
  learning_mode: learningMode,
  goals: z.array(learningGoal),
  status: z.enum(CONVERSATION_STATUSES),
  message_count: z.number().int().nonnegative(),
  last_message_preview: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  last_message_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
});

/** POST conversations/: target language and learning mode (§3); the rest default from preferences. */
export const createConversationRequest = z.object({
  target_language: languageCode,
  learning_mode: learningMode,
  native_language: languageCode.optional(),
  skill_level: skillLevel.optional(),
  goals: z.array(learningGoal).max(8).optional(),
  title: z.string().trim().max(120).optional(),
});

/** A page of conversations. */
export const conversationPage = paginated(conversation);

/** Query of the conversation lists. */
export const conversationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  target_language: languageCode.optional(),
  learning_mode: learningMode.optional(),
});

/** Query of conversations/{id}/messages/: page size, order and the message id to page back from (§7). */
export const messagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
  ordering: z.enum(['timestamp', '-timestamp']).default('timestamp'),
  before: id.optional(),
});

/**
 * A page of messages. `suggestions` (additive, not in §7): on the page holding the conversation's newest message, when
 * that is a delivered reply of the tutor, the replies the learner might send next (as its `ai_message_complete` offered).
 */
export const messagePage = paginated(message).extend({ suggestions: z.array(z.string()).max(8).optional() });

/** Text a learner sends (not blank, at most 4000 characters). */
export const messageText = z
  .string({ error: VALIDATION_MESSAGES.messageEmpty })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.messageEmpty, abort: true })
  .max(VALIDATION.messageMaxLength, { error: VALIDATION_MESSAGES.invalidFormat });

/** POST send-message/ and send-message-stream/: the conversation and the learner's text. */
export const sendMessageRequest = z.object({
  conversation_id: id,
  message_text: messageText,
});

/** Answer of send-message/: both stored messages, and (additive) replies the learner might send next. */
export const sendMessageResponse = z.object({
  conversation_id: id,
  user_message: message,
  ai_message: message,
  suggestions: z.array(z.string()).max(8).optional(),
});

/** PATCH messages/{id}/edit/: the new text; empty gives 'Message cannot be empty' (§5). */
export const editMessageRequest = z.object({ message_text: messageText });

/** GET conversations/{id}/export/: the conversation with every message, and its recap once it has one (additive, issue #21). */
export const conversationExport = z.object({
  exported_at: timestamp,
  conversation,
  messages: z.array(message),
  recap: sessionRecap.nullable().optional(),
  /** The running summary a configured model keeps of a long conversation's earlier turns; null until there is one (additive). */
  tutor_summary: z.string().nullable().optional(),
});

/** One UTC day of pronunciation practice: the average overall score (0–100, one decimal at most) and the scored attempts. */
export const pronunciationDay = z.object({
  date: z.iso.date(),
  average_score: z.number().min(0).max(100).multipleOf(0.1),
  attempts: z.number().int().positive(),
});

/**
 * GET conversations/stats/: the progress a learner can see. `pronunciation_trend` holds the days with scored
 * pronunciation attempts among the last 30 UTC days, oldest first; servers that predate it leave it out.
 */
export const conversationStats = z.object({
  total_conversations: z.number().int().nonnegative(),
  active_conversations: z.number().int().nonnegative(),
  total_messages: z.number().int().nonnegative(),
  messages_sent: z.number().int().nonnegative(),
  practice_minutes: z.number().nonnegative(),
  active_days: z.number().int().nonnegative(),
  current_streak: z.number().int().nonnegative(),
  longest_streak: z.number().int().nonnegative(),
  by_language: z.record(z.string(), z.number().int().nonnegative()),
  by_mode: z.record(z.string(), z.number().int().nonnegative()),
  last_active_at: timestamp.nullable(),
  pronunciation_trend: z.array(pronunciationDay).optional(),
});

/** GET conversations/{id}/welcome/: the tutor's greeting and suggested first replies. */
export const welcomeResponse = z.object({
  conversation_id: id,
  message_text: z.string(),
  suggestions: z.array(z.string()),
});

/** One learning mode with its display text. */
export const learningModeInfo = z.object({
  id: learningMode,
  name: z.string(),
  description: z.string(),
});

/** GET conversations/learning-modes/. */
export const learningModesResponse = z.object({ results: z.array(learningModeInfo) });

/** PUT conversations/{id}/learning-mode/. */
export const setLearningModeRequest = z.object({ learning_mode: learningMode });

/** POST chat/translate/: text to translate, into a language, from one (detected when omitted). */
export const translateRequest = z.object({
  text: requiredString().max(VALIDATION.translateMaxLength, { error: VALIDATION_MESSAGES.invalidFormat }),
  target_language: languageCode,
  source_language: languageCode.optional(),
  message_id: id.optional(),
});

/** Who translated: `offline`, an engine on the server such as Apertium, or `model`, the configured language model. */
export const TRANSLATION_SOURCES = ['offline', 'model'] as const;

/** Answer of chat/translate/; `source` (additive) is absent from servers that predate offline translation (a model then). */
export const translateResponse = z.object({
  translated_text: z.string(),
  source_language: languageCode,
  target_language: languageCode,
  engine: z.string(),
  source: z.enum(TRANSLATION_SOURCES).optional(),
});

/** POST conversations/{id}/clear/: how many messages were deleted, and the conversation as it is now (no messages). */
export const clearConversationResponse = z.object({ deleted: z.number().int().nonnegative(), conversation });

/** POST batch/messages/: edits to apply together. */
export const batchUpdateRequest = z.object({
  updates: z
    .array(z.object({ id, message_text: messageText }))
    .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
    .max(VALIDATION.batchMaxItems),
});

/** Answer of a batch update. */
export const batchUpdateResponse = z.object({ updated: z.array(message), count: z.number().int() });

/** DELETE batch/messages/: the messages to delete. */
export const batchDeleteRequest = z.object({
  message_ids: z.array(id).min(1, { error: VALIDATION_MESSAGES.required, abort: true }).max(VALIDATION.batchMaxItems),
});

/** Answer of a batch delete. */
export const batchDeleteResponse = z.object({ deleted: z.number().int().nonnegative() });

/** Path parameter of a conversation or message call. */
export const idParams = z.object({ id: requiredString() });
