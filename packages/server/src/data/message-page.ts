import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { conversations, messages, type ConversationRow } from '../db/schema.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { MessageFields } from '../http/serialize.js';
import { liveSessionCondition, preparedPerDatabase, sessionCheckedBy, type TokenSession } from './live-session.js';
import { isUuid } from './users.js';

/** What the page reads of its conversation. */
export type PageConversation = Pick<ConversationRow, 'id' | 'targetLanguage' | 'messageCount'>;

/** A page of a conversation's messages with the conversation it belongs to. */
export interface OwnMessagePage {
  conversation: PageConversation;
  /** The page, sorted by `ordering`. */
  rows: MessageFields[];
  /** The oldest message of the page (the `before` cursor of the next page). */
  oldest: MessageFields | undefined;
  /** Whether older messages than the page's remain. */
  hasOlder: boolean;
  /** The conversation's message count (its counter, kept by every write of its messages). */
  count: number;
}

const cursor = alias(messages, 'cursor');

/** The message columns a page returns (the API's fields; `seq` orders the page inside the statement). */
const pageMessageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  sender: messages.sender,
  messageText: messages.messageText,
  createdAt: messages.createdAt,
  status: messages.status,
  editedAt: messages.editedAt,
  review: messages.review,
};

/** The message columns of the lateral page, by the table's field names. */
function pageColumns<T extends Record<keyof MessageFields, unknown>>(page: T): { [K in keyof MessageFields]: T[K] } {
  return Object.fromEntries(Object.keys(pageMessageColumns).map((key) => [key, page[key as keyof MessageFields]])) as { [K in keyof MessageFields]: T[K] };
}

/**
 * The page's statement, prepared once per database with and without a `before` cursor: the user's conversation when the
 * session is live, with its `pageSize` newest messages older than the cursor (no rows when the conversation is not
 * theirs or the session ended).
 */
const pageQuery = preparedPerDatabase((db, shape) => {
  const before = shape === 'before';
  const cursorOf = (column: typeof cursor.seq | typeof cursor.conversationId) =>
    db
      .select({ value: column })
      .from(cursor)
      .where(and(eq(cursor.id, sql.placeholder('before')), eq(cursor.userId, sql.placeholder('userId'))));
  const page = db
    .select({ ...pageMessageColumns, seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), before ? lt(messages.seq, sql`(${cursorOf(cursor.seq)})`) : undefined))
    .orderBy(desc(messages.seq))
    .limit(sql.placeholder('pageSize'))
    .as('page');
  return db
    .select({
      conversation: { id: conversations.id, targetLanguage: conversations.targetLanguage, messageCount: conversations.messageCount },
      message: pageColumns(page),
      cursorConversation: before ? sql<string | null>`(${cursorOf(cursor.conversationId)})` : sql<null>`null`,
    })
    .from(conversations)
    .leftJoinLateral(page, sql`true`)
    .where(and(eq(conversations.id, sql.placeholder('conversationId')), eq(conversations.userId, sql.placeholder('userId')), liveSessionCondition(db)))
    .orderBy(desc(page.seq))
    .prepare(before ? 'messages_page_before' : 'messages_page');
});

/**
 * The `limit` newest messages of the session user's own conversation older than the message `before` (or the newest
 * overall), in one statement: the session check, the ownership check, the cursor and the page. 404 when the conversation
 * or the cursor message is not the user's (`requireTokenSession` makes it a 401 when the session ended); 400 when the
 * cursor belongs to another conversation.
 */
export async function pageOfOwnMessages(
  db: Database,
  session: TokenSession,
  conversationId: string,
  options: { limit: number; ordering: 'timestamp' | '-timestamp'; before: string | undefined },
): Promise<OwnMessagePage> {
  const before = options.before;
  if (!isUuid(conversationId) || (before !== undefined && !isUuid(before))) {
    throw notFound();
  }
  const selected = await pageQuery(db, before ? 'before' : '').execute({
    userId: session.userId,
    familyId: session.familyId,
    conversationId,
    before,
    pageSize: options.limit + 1,
  });
  sessionCheckedBy(session, selected);
  const first = selected[0];
  if (!first) {
    throw notFound();
  }
  if (before && first.cursorConversation === null) {
    throw notFound();
  }
  if (before && first.cursorConversation !== conversationId) {
    throw new ApiError(400, 'validation_failed', undefined, { fieldErrors: { before: ['Invalid format'] } });
  }
  const newestFirst = selected.flatMap((row) => (row.message?.id ? [row.message as MessageFields] : []));
  const hasOlder = newestFirst.length > options.limit;
  const rows = newestFirst.slice(0, options.limit);
  const oldest = rows.at(-1);
  return {
    conversation: first.conversation,
    rows: options.ordering === 'timestamp' ? rows.reverse() : rows,
    oldest,
    hasOlder,
    count: first.conversation.messageCount,
  };
}
