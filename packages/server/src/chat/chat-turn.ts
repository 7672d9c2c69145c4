import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendMessageRequest } from '@parla/contract';
import { findOwnConversation, refreshConversationSummary } from '../data/conversations.js';
import { finishMessage, insertMessage, recentTurns } from '../data/messages.js';
import { conversations, type ConversationRow, type MessageRow, type UserRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { assertQuota, recordUsage } from '../limits/usage.js';
import { buildSystemPrompt } from '../tutor/system-prompt.js';
import type { TutorRequest } from '../tutor/tutor-engine.js';

/** What one chat turn costs against the quotas. */
export const TURN_USAGE = { messages: 1, aiCalls: 1, totalRequests: 1 } as const;

/** A turn ready for the tutor: both messages are stored, the AI one as `processing`. */
export interface PreparedTurn {
  conversation: ConversationRow;
  userMessage: MessageRow;
  aiMessage: MessageRow;
  request: TutorRequest;
}

/** Checks the quota, stores the learner's message and the AI placeholder, and builds the tutor request. */
export async function prepareTurn(
  deps: AppDeps,
  user: UserRow,
  body: z.output<typeof sendMessageRequest>,
): Promise<PreparedTurn> {
  const now = deps.clock.now();
  let conversation = await findOwnConversation(deps.db, user.id, body.conversation_id);
  await assertQuota(deps.db, user.id, user.tier, now, TURN_USAGE);
  if (conversation.status === 'ended') {
    // Resuming a conversation from the history reopens it.
    await deps.db.update(conversations).set({ status: 'active', endedAt: null }).where(eq(conversations.id, conversation.id));
  }
  const userMessage = await insertMessage(deps.db, {
    conversationId: conversation.id,
    userId: user.id,
    sender: 'user',
    text: body.message_text,
    status: 'delivered',
    now,
  });
  await recordUsage(deps.db, user.id, now, TURN_USAGE);
  const aiMessage = await insertMessage(deps.db, {
    conversationId: conversation.id,
    userId: user.id,
    sender: 'ai',
    text: '',
    status: 'processing',
    now: new Date(now.getTime() + 1),
  });
  conversation = (await refreshConversationSummary(deps.db, conversation.id, now)) ?? conversation;
  const settings = {
    targetLanguage: conversation.targetLanguage,
    nativeLanguage: conversation.nativeLanguage,
    level: conversation.skillLevel,
    mode: conversation.learningMode,
    goals: conversation.goals,
  };
  const request: TutorRequest = {
    ...settings,
    messages: await recentTurns(deps.db, conversation.id),
    systemPrompt: buildSystemPrompt({ ...settings }),
  };
  return { conversation, userMessage, aiMessage, request };
}

/**
 * Lets the tutor write the reply, reporting each chunk. The text is stored once, with status
 * `delivered`, when the reply is whole; on abort (the learner's Stop, a closed connection) or engine
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
    await finishMessage(deps.db, turn.aiMessage.id, 'failed', text);
    await refreshConversationSummary(deps.db, turn.conversation.id, deps.clock.now());
    throw error;
  }
  const delivered = await finishMessage(deps.db, turn.aiMessage.id, 'delivered', text);
  await refreshConversationSummary(deps.db, turn.conversation.id, deps.clock.now());
  return delivered;
}

