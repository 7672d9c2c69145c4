import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ResponseBody, StreamEvent } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { runTurn, type PreparedTurn } from '../chat/chat-turn.js';
import { prepareRegeneration } from '../chat/prepare-regeneration.js';
import { EVENT_STREAM_HEADERS, TUTOR_FAILED_MESSAGE, streamTurn } from '../chat/stream-turn.js';
import type { TurnQueue } from '../chat/turn-queue.js';
import { findOwnConversation } from '../data/conversations.js';
import { completeIdempotencyKey, keptTurnAnswer, type IdempotencyKeyRow, type IdempotencyScope, type KeptTurn } from '../data/idempotency-keys.js';
import { findOwnMessage } from '../data/messages.js';
import { messages, type ConversationRow, type MessageRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { messageJson } from '../http/serialize.js';
import { replySuggestions } from '../tutor/reply-suggestions.js';
import { userOfRequest } from './auth.js';
import { requestInProgress } from './idempotency.js';

export type { KeptTurn } from '../data/idempotency-keys.js';

/** The ids of a prepared turn, to keep for its key. */
export function keptTurnOf(turn: PreparedTurn): KeptTurn {
  return { conversation_id: turn.conversation.id, user_message_id: turn.userMessage.id, ai_message_id: turn.aiMessage.id };
}

/** What a keyed stream keeps for its key (`keep` of the idempotency middleware): the ids of the turn its route stored. */
export function keptTurnBody(c: Context<AppEnv>): string | undefined {
  const turn = c.get('keptTurn');
  return turn ? keptTurnAnswer(turn) : undefined;
}

function isKeptTurn(value: unknown): value is KeptTurn {
  const turn = value as Partial<Record<keyof KeptTurn, unknown>> | null;
  return typeof turn === 'object' && turn !== null && [turn.conversation_id, turn.user_message_id, turn.ai_message_id].every((id) => typeof id === 'string');
}

/** The turn a key answered: kept by a stream, or (`answers: true`) read from a plain send's stored answer. */
function turnOfKey(body: string | null, answers: boolean): KeptTurn | undefined {
  try {
    const parsed = JSON.parse(body ?? '') as { kept_turn?: unknown; conversation_id?: unknown; user_message?: { id?: unknown }; ai_message?: { id?: unknown } };
    if (isKeptTurn(parsed.kept_turn)) {
      return parsed.kept_turn;
    }
    const answered = { conversation_id: parsed.conversation_id, user_message_id: parsed.user_message?.id, ai_message_id: parsed.ai_message?.id };
    return answers && isKeptTurn(answered) ? answered : undefined;
  } catch {
    return undefined;
  }
}

/** send-message's answer for a turn whose reply is settled. */
function sendAnswer(conversation: ConversationRow, userMessage: MessageRow, aiMessage: MessageRow): ResponseBody<'conversations.sendMessage'> {
  return {
    conversation_id: conversation.id,
    user_message: messageJson(userMessage),
    ai_message: messageJson(aiMessage),
    ...(aiMessage.status === 'delivered' ? { suggestions: replySuggestions(conversation, aiMessage.messageText) } : {}),
  };
}

/** The events of a settled turn, as its stream sent them (without the chunks): the reply whole, or its failure. */
function settledStream(conversation: ConversationRow, userMessage: MessageRow, aiMessage: MessageRow): Response {
  const conversationId = conversation.id;
  const events: StreamEvent[] = [
    { type: 'user_message', data: messageJson(userMessage), conversation_id: conversationId },
    { type: 'ai_message_start', data: messageJson(aiMessage), conversation_id: conversationId },
    aiMessage.status === 'delivered'
      ? { type: 'ai_message_complete', data: { ...messageJson(aiMessage), suggestions: replySuggestions(conversation, aiMessage.messageText) }, conversation_id: conversationId }
      : { type: 'error', data: { code: 'engine_unavailable', message: TUTOR_FAILED_MESSAGE, message_id: aiMessage.id }, conversation_id: conversationId },
    { type: 'stream_end', data: {}, conversation_id: conversationId },
  ];
  return new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), { status: 200, headers: EVENT_STREAM_HEADERS });
}

/**
 * Answers the repeat of a send whose first attempt stored its turn (`replay` of the idempotency middleware), so the
 * learner's message is never stored twice: while the reply is written, 409 `request_in_progress`; a reply delivered is
 * given back (`as` send-message's JSON or as a stream's events); a reply that failed (the dropped connection stopped it)
 * is written again for the stored message, as after an edit, unless the learner has written since (then the failed one
 * is given back). A plain send's stored answer replays as stored to a plain send.
 */
export function replayKeptTurn(deps: AppDeps, queue: TurnQueue, as: 'json' | 'stream') {
  return async (c: Context<AppEnv>, stored: IdempotencyKeyRow, where: IdempotencyScope): Promise<Response | undefined> => {
    const kept = turnOfKey(stored.responseBody, as === 'stream');
    if (!kept) {
      return undefined;
    }
    const user = await userOfRequest(c, deps.db);
    const conversation = await findOwnConversation(deps.db, user.id, kept.conversation_id);
    const userMessage = await findOwnMessage(deps.db, user.id, kept.user_message_id);
    const [aiMessage] = await deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, kept.ai_message_id), eq(messages.userId, user.id)))
      .limit(1);
    if (aiMessage?.status === 'processing') {
      throw requestInProgress();
    }
    if (aiMessage?.status === 'delivered') {
      return as === 'json' ? c.json(sendAnswer(conversation, userMessage, aiMessage), 201) : settledStream(conversation, userMessage, aiMessage);
    }
    let turn: PreparedTurn;
    try {
      turn = await prepareRegeneration(deps, user, userMessage.id, { queue, signal: c.req.raw.signal });
    } catch (error) {
      if (aiMessage && error instanceof ApiError && error.code === 'conflict') {
        return as === 'json' ? c.json(sendAnswer(conversation, userMessage, aiMessage), 201) : settledStream(conversation, userMessage, aiMessage);
      }
      throw error;
    }
    // The key now stands for the new reply: a repeat meanwhile waits for it.
    await completeIdempotencyKey(deps.db, where, 200, keptTurnAnswer(keptTurnOf(turn)));
    if (as === 'stream') {
      return streamTurn(c, deps, turn);
    }
    let reply: MessageRow;
    try {
      // As a keyed send's, the reply is finished even when this client goes too.
      reply = await runTurn(deps, turn, new AbortController().signal);
    } catch (error) {
      console.error('tutor failed', error);
      throw new ApiError(503, 'engine_unavailable', 'The tutor could not answer right now. Please try again.');
    }
    const answer = sendAnswer(turn.conversation, turn.userMessage, reply);
    await completeIdempotencyKey(deps.db, where, 201, JSON.stringify(answer));
    return c.json(answer, 201);
  };
}
