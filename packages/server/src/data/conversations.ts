import { and, count, desc, eq, exists, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ConversationStatus, LanguageCode, LearningMode } from '@parla/contract';
import type { Database } from '../db/database.js';
import { conversations, messages, type ConversationRow } from '../db/schema.js';
import { notFound } from '../http/api-error.js';
import type { ConversationFields } from '../http/serialize.js';
import { liveSessionCondition, preparedPerDatabase, sessionCheckedBy, type TokenSession } from './live-session.js';
import { pageTotal } from './page-total.js';
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

/** The list's conditions: the user's conversations and the filters present, their values as placeholders. */
function listConditions(db: Database, shape: string): SQL {
  const conditions: SQL[] = [eq(conversations.userId, sql.placeholder('userId'))];
  if (shape.includes('s')) {
    conditions.push(eq(conversations.status, sql.placeholder('status')));
  }
  if (shape.includes('p')) {
    conditions.push(
      exists(db.select({ id: messages.id }).from(messages).where(and(eq(messages.conversationId, conversations.id), eq(messages.sender, 'user')))),
    );
  }
  if (shape.includes('t')) {
    conditions.push(eq(conversations.targetLanguage, sql.placeholder('targetLanguage')));
  }
  if (shape.includes('m')) {
    conditions.push(eq(conversations.learningMode, sql.placeholder('learningMode')));
  }
  return and(...conditions) ?? sql`true`;
}

/** The columns a list returns (the API's fields: not the owner, not the tutor's summary). */
const { userId: _userId, tutorSummary: _tutorSummary, ...listedColumns } = getTableColumns(conversations);

/** The page with its total, when the session is live (no rows otherwise), prepared once per filter shape. */
const listQuery = preparedPerDatabase((db, shape) =>
  db
    .select({ conversation: listedColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(conversations)
    .where(and(listConditions(db, shape), liveSessionCondition(db)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`list_conversations_${shape || 'all'}`),
);

/** The count query of an empty page past the first (rare), prepared once per filter shape. */
const countQuery = preparedPerDatabase((db, shape) =>
  db.select({ value: count() }).from(conversations).where(listConditions(db, shape)).prepare(`count_conversations_${shape || 'all'}`),
);

/**
 * A page of the session user's conversations, most recently updated first, with the total count, in one statement that
 * also checks the session is live (see `liveSessionCondition`).
 */
export async function listConversations(db: Database, session: TokenSession, filters: ConversationFilters) {
  const shape = `${filters.status ? 's' : ''}${filters.practised ? 'p' : ''}${filters.target_language ? 't' : ''}${filters.learning_mode ? 'm' : ''}`;
  const values = {
    userId: session.userId,
    familyId: session.familyId,
    status: filters.status,
    targetLanguage: filters.target_language,
    learningMode: filters.learning_mode,
  };
  const page = await listQuery(db, shape).execute({ ...values, limit: filters.limit, offset: filters.offset });
  // An empty page leaves the session to requireTokenSession's check (a user without conversations, or one whose session ended).
  sessionCheckedBy(session, page);
  const total = await pageTotal(page, filters.offset, async () => (await countQuery(db, shape).execute(values))[0]?.value ?? 0);
  return { rows: page.map((row): ConversationFields => row.conversation), count: total };
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
