import { and, count, desc, eq, exists, type SQL } from 'drizzle-orm';
import type { ConversationStatus, LanguageCode, LearningMode } from '@parla/contract';
import type { Database } from '../db/database.js';
import { conversations, messages, type ConversationRow } from '../db/schema.js';
import { notFound } from '../http/api-error.js';
import { pageTotal, totalOverAllRows } from './page-total.js';
import { isUuid } from './users.js';

/** The user's conversation with this id; 404 when missing or someone else's. */
export async function findOwnConversation(db: Database, userId: string, id: string): Promise<ConversationRow> {
  if (!isUuid(id)) {
    throw notFound();
  }
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .limit(1);
  if (!conversation) {
    throw notFound();
  }
  return conversation;
}

/** Filters of the conversation lists. */
export interface ConversationFilters {
  status?: ConversationStatus;
  /** Only conversations the learner has practised in (at least one message of theirs; the tutor's greeting does not count). */
  practised?: boolean;
  target_language?: LanguageCode | undefined;
  learning_mode?: LearningMode | undefined;
  limit: number;
  offset: number;
}

/** A page of the user's conversations, most recently updated first, with the total count (one query). */
export async function listConversations(db: Database, userId: string, filters: ConversationFilters) {
  const conditions: SQL[] = [eq(conversations.userId, userId)];
  if (filters.status) {
    conditions.push(eq(conversations.status, filters.status));
  }
  if (filters.practised) {
    conditions.push(
      exists(db.select({ id: messages.id }).from(messages).where(and(eq(messages.conversationId, conversations.id), eq(messages.sender, 'user')))),
    );
  }
  if (filters.target_language) {
    conditions.push(eq(conversations.targetLanguage, filters.target_language));
  }
  if (filters.learning_mode) {
    conditions.push(eq(conversations.learningMode, filters.learning_mode));
  }
  const where = and(...conditions);
  const page = await db
    .select({ conversation: conversations, total: totalOverAllRows() })
    .from(conversations)
    .where(where)
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt))
    .limit(filters.limit)
    .offset(filters.offset);
  const total = await pageTotal(page, filters.offset, async () => {
    const [counted] = await db.select({ value: count() }).from(conversations).where(where);
    return counted?.value ?? 0;
  });
  return { rows: page.map((row) => row.conversation), count: total };
}

/**
 * A turn's reply is written: the conversation's preview and update time, in one statement whose cost does not grow with
 * the conversation (its message count went up by two when the turn's messages were stored, see `prepareTurn`).
 */
export async function noteReplyWritten(db: Database, conversationId: string, text: string, now: Date): Promise<void> {
  await db.update(conversations).set({ lastMessagePreview: text.slice(0, 120), updatedAt: now }).where(eq(conversations.id, conversationId));
}

/** Recomputes a conversation's message count, preview and last-message time after its messages changed. */
export async function refreshConversationSummary(db: Database, conversationId: string, now: Date): Promise<ConversationRow | undefined> {
  const [totals] = await db.select({ value: count() }).from(messages).where(eq(messages.conversationId, conversationId));
  const [last] = await db
    .select({ text: messages.messageText, at: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId)))
    .orderBy(desc(messages.seq))
    .limit(1);
  const [updated] = await db
    .update(conversations)
    .set({
      messageCount: totals?.value ?? 0,
      lastMessagePreview: last ? last.text.slice(0, 120) : null,
      lastMessageAt: last?.at ?? null,
      updatedAt: now,
    })
    .where(eq(conversations.id, conversationId))
    .returning();
  return updated;
}
