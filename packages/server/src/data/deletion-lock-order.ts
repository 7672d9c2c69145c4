import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { conversations, messages, users } from '../db/schema.js';

// Deletions take their row locks in the order a chat turn's writes take them: the account's row (a turn's statement
// marks the learner active first), then messages (a reply's end updates its message), then their conversation (and its
// preview). Left to the cascade, deleting a conversation locks it before its messages, so a reply ending in it meanwhile
// (holding its message, waiting for the conversation) and the deletion (holding the conversation, waiting for the
// message) deadlocked: PostgreSQL cancelled one of them (40P01) and the request answered 500.

/** Locks a user's row, then deletes all their messages (what their account's deletion would cascade to). */
export async function deleteMessagesOfUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await tx.delete(messages).where(eq(messages.userId, userId));
}

/** Deletes a conversation and, by cascade, what belongs to it: its messages first, in one transaction. */
export async function deleteConversation(db: Database, conversationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(messages).where(eq(messages.conversationId, conversationId));
    await tx.delete(conversations).where(eq(conversations.id, conversationId));
  });
}
