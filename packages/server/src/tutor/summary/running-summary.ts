import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { BackgroundTasks } from '../../background-tasks.js';
import type { Database } from '../../db/database.js';
import { conversations, messages, type ConversationRow, type TutorSummary } from '../../db/schema.js';
import type { TutorEngine, TutorTurn } from '../tutor-engine.js';

/** How many of the newest delivered messages the tutor gets word for word (`recentTurns`' window). */
export const TURN_WINDOW = 20;

/**
 * How many more messages may arrive after a summary update before the next one is needed: an update folds in every
 * message but the newest `TURN_WINDOW - SUMMARY_LEAD`, so summary and window overlap and no turn falls between them,
 * and the model is asked about once every four turns.
 */
export const SUMMARY_LEAD = 8;

/** Most messages one update folds in (a long conversation without a summary yet catches up over several turns). */
export const SUMMARY_MAX_FOLD = 60;

/** Longest a summary update may take. */
export const SUMMARY_TIMEOUT_MS = 30_000;

/** What a summary update needs: the database and the tutor engine (only a model's engine summarises). */
export interface SummaryDeps {
  db: Database;
  tutor: TutorEngine;
}

/**
 * Brings a conversation's running summary up to date when a delivered message has fallen out of the tutor's window
 * and is not covered yet: the model folds the uncovered messages (all but the newest `TURN_WINDOW - SUMMARY_LEAD`)
 * into the summary so far, and the new summary is stored unless another update already covered more. Resolves the
 * stored summary, or undefined when none was needed; rejects when the engine fails (the summary so far stays).
 */
export async function updateRunningSummary(deps: SummaryDeps, conversation: ConversationRow, signal: AbortSignal): Promise<TutorSummary | undefined> {
  if (!deps.tutor.summarise) {
    return undefined;
  }
  const previous = conversation.tutorSummary;
  const covered = previous?.through_seq ?? 0;
  const rows = await deps.db
    .select({ seq: messages.seq, sender: messages.sender, text: messages.messageText })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.status, 'delivered'), gt(messages.seq, covered)))
    .orderBy(asc(messages.seq))
    .limit(SUMMARY_MAX_FOLD + TURN_WINDOW);
  if (rows.length <= TURN_WINDOW) {
    return undefined;
  }
  // When the limit cut the rows, the newest messages are beyond them, and the first SUMMARY_MAX_FOLD are all older.
  const folded = rows.slice(0, Math.min(rows.length - (TURN_WINDOW - SUMMARY_LEAD), SUMMARY_MAX_FOLD));
  const last = folded.at(-1);
  if (!last) {
    return undefined;
  }
  const turns: TutorTurn[] = folded.map((row) => ({ role: row.sender === 'ai' ? 'assistant' : 'user', content: row.text }));
  const text = await deps.tutor.summarise(
    {
      previousSummary: previous?.text ?? null,
      turns,
      targetLanguage: conversation.targetLanguage,
      nativeLanguage: conversation.nativeLanguage,
      mode: conversation.learningMode,
    },
    signal,
  );
  const summary: TutorSummary = { text, through_seq: last.seq };
  // Summaries only move forward: an update that finished first with more covered stays.
  await deps.db
    .update(conversations)
    .set({ tutorSummary: summary })
    .where(and(eq(conversations.id, conversation.id), sql`coalesce((${conversations.tutorSummary}->>'through_seq')::bigint, 0) < ${last.seq}`));
  return summary;
}

/** Conversations whose summary is being updated in this process (one update at a time per conversation). */
const updating = new Set<string>();

/**
 * Starts {@link updateRunningSummary} in the background (on `deps.background` when given) after a reply, when the
 * engine keeps summaries and the conversation has outgrown the window; never blocks or fails the turn (a failure is
 * logged without its details, and the summary so far stays).
 */
export function scheduleSummaryUpdate(deps: SummaryDeps & { background?: BackgroundTasks | undefined }, conversation: ConversationRow): void {
  if (!deps.tutor.summarise || conversation.messageCount <= TURN_WINDOW || updating.has(conversation.id)) {
    return;
  }
  updating.add(conversation.id);
  const task = async () => {
    try {
      await updateRunningSummary(deps, conversation, AbortSignal.timeout(SUMMARY_TIMEOUT_MS));
    } finally {
      updating.delete(conversation.id);
    }
  };
  if (deps.background) {
    deps.background.run('running summary', task);
    return;
  }
  task().catch((error: unknown) => console.error(`running summary not updated (${error instanceof Error ? error.name : 'error'})`));
}
