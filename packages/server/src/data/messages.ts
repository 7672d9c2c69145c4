import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageSender, MessageStatus } from '@parla/contract';
import type { Database } from '../db/database.js';
import { messages, type MessageRow } from '../db/schema.js';
import { notFound } from '../http/api-error.js';
import type { TutorTurn } from '../tutor/tutor-engine.js';
import { isUuid } from './users.js';

/** Stores a message. */
export async function insertMessage(
  db: Database,
  input: { conversationId: string; userId: string; sender: MessageSender; text: string; status: MessageStatus; now: Date },
): Promise<MessageRow> {
  const [message] = await db
    .insert(messages)
    .values({
      conversationId: input.conversationId,
      userId: input.userId,
      sender: input.sender,
      messageText: input.text,
      status: input.status,
      createdAt: input.now,
    })
    .returning();
  if (!message) {
    throw new Error('insert returned no message');
  }
  return message;
}

/** Sets a message's final state (text and status together, so a reply is never stored half-written as delivered). */
export async function finishMessage(db: Database, id: string, status: MessageStatus, text: string): Promise<MessageRow> {
  const [message] = await db.update(messages).set({ status, messageText: text }).where(eq(messages.id, id)).returning();
  if (!message) {
    throw notFound();
  }
  return message;
}

/** Stores the text so far of a reply being written, with the time as its writer's heartbeat; a finished reply is left alone. */
export async function saveReplyProgress(db: Database, id: string, text: string, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({ messageText: text, progressAt: now })
    .where(and(eq(messages.id, id), eq(messages.status, 'processing')));
}

/**
 * Marks `failed` the replies still `processing` whose writer has been silent since `before` (its process died), keeping
 * the text stored so far; only in one conversation when given. Returns how many.
 */
export async function failSilentReplies(db: Database, before: Date, conversationId?: string): Promise<number> {
  const silent = and(
    eq(messages.status, 'processing'),
    sql`coalesce(${messages.progressAt}, ${messages.createdAt}) <= ${before.toISOString()}::timestamptz`,
    conversationId === undefined ? undefined : eq(messages.conversationId, conversationId),
  );
  const failed = await db.update(messages).set({ status: 'failed' }).where(silent).returning({ id: messages.id });
  return failed.length;
}

/** Whether a reply of the conversation is being written by a writer heard from after `since`. */
export async function replyInProgress(db: Database, conversationId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'processing'), sql`coalesce(${messages.progressAt}, ${messages.createdAt}) > ${since.toISOString()}::timestamptz`))
    .limit(1);
  return row !== undefined;
}

/** The user's message with this id; 404 when missing or someone else's. */
export async function findOwnMessage(db: Database, userId: string, id: string): Promise<MessageRow> {
  if (!isUuid(id)) {
    throw notFound();
  }
  const [message] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .limit(1);
  if (!message) {
    throw notFound();
  }
  return message;
}

/** All messages of a conversation, oldest first. */
export async function allMessages(db: Database, conversationId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.seq));
}

/**
 * The last turns of a conversation for the tutor, oldest first: delivered messages only, so neither the reply being
 * written nor a failed one (kept with the partial text the learner saw before Stop or an engine failure) is given back.
 */
export async function recentTurns(db: Database, conversationId: string, max = 20): Promise<TutorTurn[]> {
  const rows = await db
    .select({ sender: messages.sender, text: messages.messageText, status: messages.status })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), inArray(messages.status, ['delivered'])))
    .orderBy(desc(messages.seq))
    .limit(max);
  return rows.reverse().map((row) => ({ role: row.sender === 'ai' ? 'assistant' : 'user', content: row.text }));
}

/** The text of a conversation's first tutor message (its greeting), when there is one. */
export async function firstTutorMessage(db: Database, conversationId: string): Promise<string | undefined> {
  const [first] = await db
    .select({ text: messages.messageText })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'ai')))
    .orderBy(asc(messages.seq))
    .limit(1);
  return first?.text;
}
