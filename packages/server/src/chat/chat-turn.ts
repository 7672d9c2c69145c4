import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendMessageRequest } from '@parla/contract';
import { findOwnConversation, noteReplyWritten } from '../data/conversations.js';
import { REPLY_SILENCE_LIMIT_MS } from '../data/interrupted-work.js';
import { failSilentReplies, finishMessage, insertMessage, recentTurns, replyInProgress } from '../data/messages.js';
import type { Database } from '../db/database.js';
import { conversations, users, type ConversationRow, type MessageRow, type UserRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { ApiError, notFound } from '../http/api-error.js';
import { consumeQuota, type UsageIncrement } from '../limits/usage.js';
import { reviewerForConfig } from '../tutor/review/create-reviewer.js';
import { scheduleSummaryUpdate, TURN_WINDOW } from '../tutor/summary/running-summary.js';
import { learnerProfile, profileLine } from '../progress/learner-model.js';
import { buildSystemPrompt } from '../tutor/system-prompt.js';
import type { TutorRequest } from '../tutor/tutor-engine.js';
import { startReplyHeartbeat } from './reply-heartbeat.js';
import type { TurnQueue } from './turn-queue.js';

/** What one chat turn costs against the quotas. */
export const TURN_USAGE = { messages: 1, aiCalls: 1, totalRequests: 1 } as const;

/**
 * What a learner's turn counts: {@link TURN_USAGE} (one AI call, the review beside the reply included), and a review by
 * the configured model on its own line, `modelReviews`, which no quota limits: the learner is not charged twice.
 */
export function turnUsage(deps: AppDeps): UsageIncrement {
  const reviewer = deps.reviewer ?? reviewerForConfig(deps.config);
  return (reviewer as { engine?: string }).engine === 'model' ? { ...TURN_USAGE, modelReviews: 1 } : TURN_USAGE;
}

/** Longest a turn waits for the reply before it in the same conversation to be written, then 409. */
export const TURN_WAIT_MS = 30_000;

/** How often a turn waiting for another server process's reply looks again. */
const TURN_POLL_MS = 200;

/** A turn ready for the tutor: both messages are stored, the AI one as `processing`. */
export interface PreparedTurn {
  conversation: ConversationRow;
  userMessage: MessageRow;
  aiMessage: MessageRow;
  request: TutorRequest;
  /** Lets the next turn of the conversation start; {@link runTurn} calls it when the reply is written. */
  release: () => void;
}

/** What serialises turns: the in-process queue of the app, and the request's signal (a client gone stops waiting). */
export interface TurnOrder {
  queue: TurnQueue;
  signal: AbortSignal;
}

/** 409 for a turn that waited too long for the reply before it. */
function replyStillWritten(): ApiError {
  return new ApiError(409, 'request_in_progress', 'A reply is still being written in this conversation. Please try again in a moment.', {
    headers: { 'Retry-After': '5' },
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason ?? new Error('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Stores the learner's message and the AI placeholder right after it, and counts the quota, in one transaction under the
 * conversation's lock (across server processes), unless another reply of the conversation is still being written:
 * undefined then. So a transcript always reads learner message, its reply, next learner message.
 */
async function storeTurnStart(db: Database, user: Omit<UserRow, 'passwordHash'>, conversationId: string, text: string, now: Date, usage: UsageIncrement) {
  return db.transaction(async (tx) => {
    // The account first, marked active (a metered use), then the conversation: the order a deletion takes its locks in.
    const [owner] = await tx.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id)).returning({ id: users.id });
    if (!owner) {
      throw new ApiError(401, 'not_authenticated');
    }
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`parla-turn:${conversationId}`}))`);
    const silentSince = new Date(now.getTime() - REPLY_SILENCE_LIMIT_MS);
    await failSilentReplies(tx, silentSince, conversationId);
    if (await replyInProgress(tx, conversationId, silentSince)) {
      return undefined;
    }
    await consumeQuota(tx, user.id, user.tier, now, usage);
    const aiNow = new Date(now.getTime() + 1);
    // Resuming a conversation from the history reopens it. Its counter and last message follow the two messages stored
    // below without counting them again (a count grows with the conversation).
    const [conversation] = await tx
      .update(conversations)
      .set({ status: 'active', endedAt: null, messageCount: sql`${conversations.messageCount} + 2`, lastMessagePreview: '', lastMessageAt: aiNow, updatedAt: now })
      .where(eq(conversations.id, conversationId))
      .returning();
    if (!conversation) {
      throw notFound();
    }
    const userMessage = await insertMessage(tx, { conversationId, userId: user.id, sender: 'user', text, status: 'delivered', now });
    const aiMessage = await insertMessage(tx, { conversationId, userId: user.id, sender: 'ai', text: '', status: 'processing', now: aiNow });
    return { conversation, userMessage, aiMessage };
  });
}

/**
 * Waits for the conversation's earlier turns (in order within this process, by polling across processes, at most
 * {@link TURN_WAIT_MS}), then checks and counts the quota, stores the learner's message and the AI placeholder, and
 * builds the tutor request.
 */
export async function prepareTurn(
  deps: AppDeps,
  user: Omit<UserRow, 'passwordHash'>,
  body: z.output<typeof sendMessageRequest>,
  order: TurnOrder,
): Promise<PreparedTurn> {
  let conversation = await findOwnConversation(deps.db, user.id, body.conversation_id);
  const deadline = Date.now() + TURN_WAIT_MS;
  const release = await order.queue.enter(conversation.id, { signal: order.signal, timeoutMs: TURN_WAIT_MS, onTimeout: replyStillWritten });
  try {
    let now = deps.clock.now();
    const usage = turnUsage(deps);
    let stored = await storeTurnStart(deps.db, user, conversation.id, body.message_text, now, usage);
    while (!stored) {
      if (Date.now() + TURN_POLL_MS > deadline) {
        throw replyStillWritten();
      }
      await sleep(TURN_POLL_MS, order.signal);
      now = deps.clock.now();
      stored = await storeTurnStart(deps.db, user, conversation.id, body.message_text, now, usage);
    }
    const { userMessage, aiMessage } = stored;
    conversation = stored.conversation;
    const request = await tutorRequestFor(deps.db, conversation, deps.clock.now());
    return { conversation, userMessage, aiMessage, request, release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Lets the tutor write the reply, reporting each chunk. The text so far is stored every second while it is written (so a
 * killed process leaves it, see `reconcileInterruptedWork`), and with status `delivered` when the reply is whole; then
 * the conversation's next turn may start. On abort (the learner's Stop, a closed connection) or engine
 * failure the message becomes `failed` with the text reported so far, so a reload shows the partial
 * reply the learner saw (never given back to the tutor: `recentTurns` reads delivered messages only),
 * and the error is rethrown.
 */
export async function runTurn(
  deps: AppDeps,
  turn: PreparedTurn,
  signal: AbortSignal,
  onChunk: (chunk: string) => void = () => {},
): Promise<MessageRow> {
  let text = '';
  const heartbeat = startReplyHeartbeat(deps, turn.aiMessage.id, () => text);
  try {
    for await (const chunk of deps.tutor.generate(turn.request, signal)) {
      if (signal.aborted) {
        break;
      }
      text += chunk;
      onChunk(chunk);
    }
    if (signal.aborted) {
      throw signal.reason ?? new Error('aborted');
    }
    if (text.trim() === '') {
      throw new Error('The tutor returned an empty reply.');
    }
  } catch (error) {
    try {
      await heartbeat.stop();
      await finishMessage(deps.db, turn.aiMessage.id, 'failed', text);
      await noteReplyWritten(deps.db, turn.conversation.id, text, deps.clock.now());
    } finally {
      turn.release();
    }
    throw error;
  }
  try {
    await heartbeat.stop();
    const delivered = await finishMessage(deps.db, turn.aiMessage.id, 'delivered', text);
    await noteReplyWritten(deps.db, turn.conversation.id, text, deps.clock.now());
    // A model keeps a running summary of what falls out of the window, in the background.
    scheduleSummaryUpdate(deps, turn.conversation);
    return delivered;
  } finally {
    turn.release();
  }
}

/** What the tutor is asked for the next reply of a conversation: its settings, its recent turns and the system prompt they make. */
export async function tutorRequestFor(db: Database, conversation: ConversationRow, now: Date): Promise<TutorRequest> {
  const settings = {
    targetLanguage: conversation.targetLanguage,
    nativeLanguage: conversation.nativeLanguage,
    level: conversation.skillLevel,
    mode: conversation.learningMode,
    goals: conversation.goals,
  };
  const summary = conversation.tutorSummary?.text;
  // The learner model (issue #21): the model gets a short profile; the embedded tutor may pick drills and words from it.
  const profile = await learnerProfile(db, conversation.userId, conversation.targetLanguage, conversation.goals, now).catch((error: unknown) => {
    console.error('the learner profile could not be read:', error instanceof Error ? error.message : 'unknown error');
    return undefined;
  });
  const systemPrompt = buildSystemPrompt({ ...settings, summary });
  return {
    ...settings,
    messages: await recentTurns(db, conversation.id, TURN_WINDOW),
    systemPrompt: profile ? `${systemPrompt}\n${profileLine(profile)}` : systemPrompt,
    ...(profile ? { profile } : {}),
  };
}
