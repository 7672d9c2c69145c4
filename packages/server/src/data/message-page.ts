import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { conversations, messages, type ConversationRow, type MessageRow } from '../db/schema.js';
import { ApiError, notFound } from '../http/api-error.js';
import { isUuid } from './users.js';

/** A page of a conversation's messages with the conversation it belongs to. */
export interface OwnMessagePage {
  conversation: ConversationRow;
  /** The page, sorted by `ordering`. */
  rows: MessageRow[];
  /** The oldest message of the page (the `before` cursor of the next page). */
  oldest: MessageRow | undefined;
  /** Whether older messages than the page's remain. */
  hasOlder: boolean;
  /** The conversation's message count (its counter, kept by every write of its messages). */
  count: number;
}

const cursor = alias(messages, 'cursor');

/** The message columns of the lateral page, by the table's field names. */
function pageColumns<T extends Record<keyof MessageRow, unknown>>(page: T): { [K in keyof MessageRow]: T[K] } {
  return Object.fromEntries(Object.keys(getTableColumns(messages)).map((key) => [key, page[key as keyof MessageRow]])) as { [K in keyof MessageRow]: T[K] };
}

/**
 * The `limit` newest messages of a user's own conversation older than the message `before` (or the newest overall), in
 * one statement: the ownership check, the cursor and the page. 404 when the conversation or the cursor message is not
 * the user's; 400 when the cursor belongs to another conversation.
 */
export async function pageOfOwnMessages(
  db: Database,
  userId: string,
  conversationId: string,
  options: { limit: number; ordering: 'timestamp' | '-timestamp'; before: string | undefined },
): Promise<OwnMessagePage> {
  if (!isUuid(conversationId) || (options.before !== undefined && !isUuid(options.before))) {
    throw notFound();
  }
  const before = options.before;
  const cursorOf = (id: string, column: typeof cursor.seq | typeof cursor.conversationId) =>
    db
      .select({ value: column })
      .from(cursor)
      .where(and(eq(cursor.id, id), eq(cursor.userId, userId)));
  const page = db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), before ? lt(messages.seq, sql`(${cursorOf(before, cursor.seq)})`) : undefined))
    .orderBy(desc(messages.seq))
    .limit(options.limit + 1)
    .as('page');
  const selected = await db
    .select({
      conversation: getTableColumns(conversations),
      message: pageColumns(page),
      cursorConversation: before ? sql<string | null>`(${cursorOf(before, cursor.conversationId)})` : sql<null>`null`,
    })
    .from(conversations)
    .leftJoinLateral(page, sql`true`)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .orderBy(desc(page.seq));
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
  const newestFirst = selected.flatMap((row) => (row.message?.id ? [row.message as MessageRow] : []));
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
