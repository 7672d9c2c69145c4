import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { sessionRecap, type SessionRecap } from '@parla/contract';
import type { Database } from '../db/database.js';
import { messages, pronunciationAttempts, savedWords, sessionRecaps, type ConversationRow } from '../db/schema.js';
import { buildRuleRecap } from './session-recap.js';
import type { RecapWriter } from './recap-writer.js';

/** A conversation without a message for this long has ended as a session: reading its recap makes one. */
export const IDLE_SESSION_MS = 30 * 60 * 1000;

/** How long the model may take to write a recap's prose before the rule-made recap is kept. */
export const RECAP_WRITER_TIMEOUT_MS = 10_000;

/** The stored recap of a conversation with the time of the last message it counts, or undefined. */
export async function storedRecap(db: Database, conversationId: string): Promise<{ recap: SessionRecap; coveredUntil: Date } | undefined> {
  const [row] = await db.select().from(sessionRecaps).where(eq(sessionRecaps.conversationId, conversationId)).limit(1);
  return row ? { recap: row.recap, coveredUntil: row.coveredUntil } : undefined;
}

/** Every stored recap of a user by conversation, for the exports. */
export async function recapsOfUser(db: Database, userId: string): Promise<Map<string, SessionRecap>> {
  const rows = await db.select().from(sessionRecaps).where(eq(sessionRecaps.userId, userId)).orderBy(asc(sessionRecaps.createdAt));
  return new Map(rows.map((row) => [row.conversationId, row.recap]));
}

/** The last time a conversation had a message (its creation when it has none). */
function lastActivity(conversation: ConversationRow): Date {
  return conversation.lastMessageAt ?? conversation.createdAt;
}

/**
 * Makes and stores the recap of a conversation from its stored messages, their reviews, the words saved from it (or in
 * its language while it ran) and the pronunciation attempts made meanwhile; the model writes the prose when there is
 * one and answers valid prose in time, else the rule-made recap stands.
 */
export async function makeRecap(
  db: Database,
  conversation: ConversationRow,
  trigger: SessionRecap['trigger'],
  now: Date,
  writer: RecapWriter | null,
): Promise<SessionRecap> {
  const rows = await db
    .select({ id: messages.id, sender: messages.sender, text: messages.messageText, review: messages.review, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.seq));
  const first = rows[0]?.createdAt ?? conversation.createdAt;
  const last = rows.at(-1)?.createdAt ?? conversation.createdAt;
  const windowEnd = new Date(Math.max(last.getTime(), conversation.endedAt?.getTime() ?? 0) + 60_000);
  const ids = rows.map((row) => row.id);
  const fromSession = and(isNull(savedWords.sourceMessageId), eq(savedWords.language, conversation.targetLanguage), gte(savedWords.createdAt, first), lte(savedWords.createdAt, windowEnd));
  const words = await db
    .select({ word: savedWords.word, meaning: savedWords.meaning })
    .from(savedWords)
    .where(and(eq(savedWords.userId, conversation.userId), ids.length > 0 ? or(inArray(savedWords.sourceMessageId, ids), fromSession) : fromSession))
    .orderBy(asc(savedWords.createdAt));
  const attempts = await db
    .select({ id: pronunciationAttempts.id })
    .from(pronunciationAttempts)
    .where(
      and(
        eq(pronunciationAttempts.userId, conversation.userId),
        eq(pronunciationAttempts.language, conversation.targetLanguage),
        gte(pronunciationAttempts.createdAt, first),
        lte(pronunciationAttempts.createdAt, windowEnd),
      ),
    );
  let recap = buildRuleRecap({
    conversationId: conversation.id,
    targetLanguage: conversation.targetLanguage,
    nativeLanguage: conversation.nativeLanguage,
    goals: conversation.goals,
    mode: conversation.learningMode,
    level: conversation.skillLevel,
    messages: rows.map((row) => ({ sender: row.sender, text: row.text, review: row.review, createdAt: row.createdAt })),
    wordsSaved: words,
    pronunciationAttempts: attempts.length,
    trigger,
    now,
  });
  if (writer && recap.learner_messages > 0) {
    try {
      const prose = await writer.write(recap, AbortSignal.timeout(RECAP_WRITER_TIMEOUT_MS));
      const written = sessionRecap.safeParse({ ...recap, ...prose, engine: 'model' });
      if (written.success) {
        recap = written.data;
      }
    } catch (error) {
      console.error('the model could not write a session recap; the rule-made one is kept:', error instanceof Error ? error.message : 'unknown error');
    }
  }
  await db
    .insert(sessionRecaps)
    .values({ conversationId: conversation.id, userId: conversation.userId, recap, coveredUntil: lastActivity(conversation), createdAt: now })
    .onConflictDoUpdate({ target: sessionRecaps.conversationId, set: { recap, coveredUntil: lastActivity(conversation), createdAt: now } });
  return recap;
}

/**
 * The recap of a conversation, made on reading when due (chosen over a background sweep: nothing runs on a timer in
 * every server process, and the recap is exact whenever it is read): the stored one while no message came after it;
 * a new one once the conversation ended or has been idle for {@link IDLE_SESSION_MS}; undefined while it is still going.
 */
export async function recapWhenDue(db: Database, conversation: ConversationRow, now: Date, writer: RecapWriter | null): Promise<SessionRecap | undefined> {
  const stored = await storedRecap(db, conversation.id);
  if (stored && stored.coveredUntil.getTime() >= lastActivity(conversation).getTime()) {
    return stored.recap;
  }
  if (conversation.status === 'ended') {
    return makeRecap(db, conversation, 'ended', now, writer);
  }
  if (now.getTime() - lastActivity(conversation).getTime() >= IDLE_SESSION_MS) {
    return makeRecap(db, conversation, 'idle', now, writer);
  }
  return undefined;
}
