import { asc, eq } from 'drizzle-orm';
import type { ConversationStats } from '@parla/contract';
import type { Database } from '../db/database.js';
import { conversations, messages } from '../db/schema.js';
import { utcDay } from '../limits/usage.js';
import { pronunciationTrend } from './pronunciation-attempts.js';

/** A gap longer than this starts a new practice session. */
const SESSION_GAP_MS = 30 * 60_000;
/** Each session counts at least this long. */
const MINIMUM_SESSION_MS = 60_000;

/** Longest and current runs of consecutive UTC days among the given days. */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of sorted) {
    const time = Date.parse(`${day}T00:00:00Z`);
    run = previous !== undefined && time - previous === 86_400_000 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = time;
  }
  const last = sorted.at(-1);
  const yesterday = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
  const current = last === today || last === yesterday ? run : 0;
  return { current, longest };
}

/** One message as practice time sees it: who sent it and when. */
export interface TimedMessage {
  sender: 'user' | 'ai';
  at: Date;
}

/**
 * Practice minutes estimated from message times grouped into sessions (a gap over 30 minutes starts a new one). Only a
 * session in which the learner wrote counts: the tutor's greeting of a conversation nobody answered is no practice.
 */
export function practiceMinutes(messages: readonly TimedMessage[]): number {
  let total = 0;
  let start: number | undefined;
  let end = 0;
  let learnerWrote = false;
  const close = () => {
    if (start !== undefined && learnerWrote) {
      total += Math.max(MINIMUM_SESSION_MS, end - start);
    }
  };
  for (const message of [...messages].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const time = message.at.getTime();
    if (start === undefined || time - end > SESSION_GAP_MS) {
      close();
      start = time;
      learnerWrote = false;
    }
    learnerWrote ||= message.sender === 'user';
    end = time;
  }
  close();
  return Math.round((total / 60_000) * 10) / 10;
}

/** The learner's progress figures, with the pronunciation trend of the last 30 UTC days. */
export async function conversationStats(db: Database, userId: string, now: Date): Promise<ConversationStats> {
  const [conversationRows, messageRows, trend] = await Promise.all([
    db
      .select({ status: conversations.status, language: conversations.targetLanguage, mode: conversations.learningMode })
      .from(conversations)
      .where(eq(conversations.userId, userId)),
    db
      .select({ sender: messages.sender, at: messages.createdAt })
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(asc(messages.createdAt)),
    pronunciationTrend(db, userId, now),
  ]);
  const byLanguage: Record<string, number> = {};
  const byMode: Record<string, number> = {};
  for (const row of conversationRows) {
    byLanguage[row.language] = (byLanguage[row.language] ?? 0) + 1;
    byMode[row.mode] = (byMode[row.mode] ?? 0) + 1;
  }
  const learnerTimes = messageRows.filter((row) => row.sender === 'user').map((row) => row.at);
  const { current, longest } = streaks(learnerTimes.map(utcDay), utcDay(now));
  return {
    total_conversations: conversationRows.length,
    active_conversations: conversationRows.filter((row) => row.status === 'active').length,
    total_messages: messageRows.length,
    messages_sent: learnerTimes.length,
    practice_minutes: practiceMinutes(messageRows),
    active_days: new Set(learnerTimes.map(utcDay)).size,
    current_streak: current,
    longest_streak: longest,
    by_language: byLanguage,
    by_mode: byMode,
    // The learner's own last message: a greeting nobody answered is no practice.
    last_active_at: learnerTimes.at(-1)?.toISOString() ?? null,
    pronunciation_trend: trend,
  };
}
