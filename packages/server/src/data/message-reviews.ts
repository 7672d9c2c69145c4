import { and, eq, sql } from 'drizzle-orm';
import type { MessageReview } from '@parla/contract';
import type { Database } from '../db/database.js';
import { messages, type MessageRow } from '../db/schema.js';
import { preparedPerDatabase } from './live-session.js';

/** The review's update, built once per database and sent as a prepared statement (every learner message gets one). */
const saveReviewQuery = preparedPerDatabase((db) =>
  db
    .update(messages)
    // Drizzle's types take no placeholder for a typed JSON column; it encodes one as the column's value all the same.
    .set({ review: sql.placeholder('review') as unknown as MessageReview })
    .where(and(eq(messages.id, sql.placeholder('messageId')), eq(messages.messageText, sql.placeholder('reviewedText'))))
    .returning()
    .prepare('save_message_review'),
);

/**
 * Stores the review of a learner message, only while the message still has the text that was reviewed (an edit made
 * meanwhile is reviewed on its own). Returns the updated message, or undefined when it changed or is gone.
 */
export async function saveMessageReview(db: Database, messageId: string, reviewedText: string, review: MessageReview): Promise<MessageRow | undefined> {
  const [updated] = await saveReviewQuery(db).execute({ review, messageId, reviewedText });
  return updated;
}
