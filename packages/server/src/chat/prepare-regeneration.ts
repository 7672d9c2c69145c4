import { and, eq, gt, sql } from 'drizzle-orm';
import { findOwnConversation, refreshConversationSummary } from '../data/conversations.js';
import { REPLY_SILENCE_LIMIT_MS } from '../data/interrupted-work.js';
import { failSilentReplies, findOwnMessage, insertMessage, replyInProgress } from '../data/messages.js';
import { markActive } from '../data/users.js';
import { messages, type UserRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { violatesUnique } from '../http/database-failure.js';
import { consumeQuota } from '../limits/usage.js';
import { TURN_USAGE, TURN_WAIT_MS, tutorRequestFor, type PreparedTurn, type TurnOrder } from './chat-turn.js';
import { ONE_REPLY_WRITTEN_INDEX } from './turn-start.js';

/** 409 while another reply of the conversation is being written. */
function replyInProgressError(): ApiError {
  return new ApiError(409, 'request_in_progress', 'A reply is still being written in this conversation. Please try again in a moment.');
}

/** 409 for a message that is not the learner's latest: its reply is not written again (the later ones stay as they were). */
function notLatest(): ApiError {
  return new ApiError(409, 'conflict', 'Only the reply to your latest message can be written again.');
}

/**
 * Gets the tutor's reply to the learner's message `messageId` written again (after an edit): in the conversation's turn
 * order and under its lock, it must be the learner's latest message with no reply being written; its replies are
 * deleted, the quota is counted as for a send, and a new AI placeholder is stored after it. The turn then streams as a
 * send's does (`streamTurn`), `user_message` being the edited message.
 */
export async function prepareRegeneration(deps: AppDeps, user: Omit<UserRow, 'passwordHash'>, messageId: string, order: TurnOrder): Promise<PreparedTurn> {
  const message = await findOwnMessage(deps.db, user.id, messageId);
  if (message.sender !== 'user') {
    throw new ApiError(403, 'permission_denied', 'Only the reply to your own message can be written again.');
  }
  let conversation = await findOwnConversation(deps.db, user.id, message.conversationId);
  const release = await order.queue.enter(conversation.id, {
    signal: order.signal,
    timeoutMs: TURN_WAIT_MS,
    onTimeout: () => new ApiError(409, 'request_in_progress', 'A reply is still being written in this conversation. Please try again in a moment.'),
  });
  try {
    const now = deps.clock.now();
    const aiMessage = await deps.db
      .transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`parla-turn:${conversation.id}`}))`);
      const silentSince = new Date(now.getTime() - REPLY_SILENCE_LIMIT_MS);
      await failSilentReplies(tx, silentSince, conversation.id);
      if (await replyInProgress(tx, conversation.id, silentSince)) {
        throw replyInProgressError();
      }
      const later = and(eq(messages.conversationId, conversation.id), gt(messages.seq, message.seq));
      const [laterLearnerMessage] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(later, eq(messages.sender, 'user')))
        .limit(1);
      if (laterLearnerMessage) {
        throw notLatest();
      }
      await consumeQuota(tx, user.id, user.tier, now, TURN_USAGE);
      // The replies written for the old text go; the new one takes their place.
      await tx.delete(messages).where(and(later, eq(messages.sender, 'ai')));
      return insertMessage(tx, { conversationId: conversation.id, userId: user.id, sender: 'ai', text: '', status: 'processing', now });
      })
      .catch((error: unknown) => {
        // A turn another server process started meanwhile holds the conversation's one reply in progress.
        throw violatesUnique(error, ONE_REPLY_WRITTEN_INDEX) ? replyInProgressError() : error;
      });
    await markActive(deps.db, user.id, now);
    conversation = (await refreshConversationSummary(deps.db, conversation.id, now)) ?? conversation;
    const request = await tutorRequestFor(deps.db, conversation, deps.clock.now());
    const userMessage = await findOwnMessage(deps.db, user.id, message.id);
    return { conversation, userMessage, aiMessage, request, release };
  } catch (error) {
    release();
    throw error;
  }
}
