import { preferences as preferencesSchema, type Conversation, type Message, type User } from '@parla/contract';
import type { ConversationRow, MessageRow, UserRow } from '../db/schema.js';
import { hasAcceptedCurrentTerms } from '../data/users.js';

/** ISO text of a date, or null. */
export function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** Whether a user holds the admin role stored on their account (see `syncAdminRoles`). */
export function isAdmin(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'admin';
}

/** A user as the API returns it. */
export function userJson(user: Omit<UserRow, 'passwordHash'>): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.email,
    is_admin: isAdmin(user),
    email_verified: user.emailVerified,
    terms_accepted: hasAcceptedCurrentTerms(user),
    terms_accepted_at: isoOrNull(user.termsAcceptedAt),
    terms_version: user.termsVersion,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    preferences: preferencesSchema.parse(user.preferences),
  };
}

/** The conversation columns the API returns (what a list reads). */
export type ConversationFields = Omit<ConversationRow, 'userId' | 'tutorSummary'>;

/** A conversation as the API returns it. */
export function conversationJson(conversation: ConversationFields): Conversation {
  return {
    id: conversation.id,
    title: conversation.title,
    target_language: conversation.targetLanguage,
    native_language: conversation.nativeLanguage,
    skill_level: conversation.skillLevel,
    learning_mode: conversation.learningMode,
    goals: conversation.goals,
    status: conversation.status,
    message_count: conversation.messageCount,
    last_message_preview: conversation.lastMessagePreview,
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
    last_message_at: isoOrNull(conversation.lastMessageAt),
    ended_at: isoOrNull(conversation.endedAt),
  };
}

/** The message columns the API returns (what a page reads). */
export type MessageFields = Pick<MessageRow, 'id' | 'conversationId' | 'sender' | 'messageText' | 'createdAt' | 'status' | 'editedAt' | 'review'>;

/** A message as the API returns it. */
export function messageJson(message: MessageFields): Message {
  return {
    id: message.id,
    conversation_id: message.conversationId,
    sender: message.sender,
    message_text: message.messageText,
    timestamp: message.createdAt.toISOString(),
    status: message.status,
    edited_at: isoOrNull(message.editedAt),
    review: message.review ?? null,
  };
}

/** The `next` link of a page: the same path and query with the offset moved on, or null at the end. */
export function nextPageLink(url: string, offset: number, limit: number, count: number): string | null {
  if (offset + limit >= count) {
    return null;
  }
  const parsed = new URL(url);
  parsed.searchParams.set('limit', String(limit));
  parsed.searchParams.set('offset', String(offset + limit));
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}
