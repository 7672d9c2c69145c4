import { and, eq } from 'drizzle-orm';
import type { MessageReview } from '@parla/contract';
import type { Database } from '../db/database.js';
import { messages, type MessageRow } from '../db/schema.js';

/**
 * Stores the review of a learner message, only while the message still has the text that was reviewed (an edit made
 * meanwhile is reviewed on its own). Returns the updated message, or undefined when it changed or is gone.
 */
export async function saveMessageReview(db: Database, messageId: string, reviewedText: string, review: MessageReview): Promise<MessageRow | undefined> {
  const [updated] = await db
    .update(messages)
    .set({ review })
    .where(and(eq(messages.id, messageId), eq(messages.messageText, reviewedText)))
    .returning();
  return updated;
}
