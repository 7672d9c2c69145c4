import { and, desc, eq } from 'drizzle-orm';
import type { LanguageCode } from '@parla/contract';
import type { Database } from '../db/database.js';
import { conversations, messages } from '../db/schema.js';

/** Messages looked at for "just read": a session's worth. */
const RECENT_MESSAGES = 40;

/** The texts of a learner's latest messages (both sides) in conversations in one target language, newest first. */
export async function recentMessageTexts(db: Database, userId: string, language: LanguageCode): Promise<string[]> {
  const rows = await db
    .select({ text: messages.messageText })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.userId, userId), eq(conversations.targetLanguage, language)))
    .orderBy(desc(messages.seq))
    .limit(RECENT_MESSAGES);
  return rows.map((row) => row.text);
}
