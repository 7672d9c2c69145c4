import type { Message } from '@parla/contract';
import { asApiError } from './as-api-error.js';
import { conversationIdOrNull } from './chat-state.js';
import type { ChatState, FailedSend } from './chat-state.js';
import type { ChatTurns } from './chat-turn.js';
import { isConnectionFailure } from './connection-failure.js';
import { isUndelivered } from './undelivered.js';

/** How soon a message kept unsent is asked for again while an earlier attempt with its key is still being answered. */
const UNSENT_RETRY_MS = 1000;

/** Sending again: the messages kept unsent for want of a connection, and a failed send the learner tries again. */
export interface ChatResend {
  /**
   * Sends the open conversation's messages kept unsent, oldest first; resolves to the replies by message id. Runs once at
   * a time (a call while it runs gets the same promise).
   */
  flushOutbox(): Promise<ReadonlyMap<string, Message>>;
  /** Sends a failed message again (see `ChatSession.retry`). */
  retry(messageId?: string): Promise<Message | null>;
}

/** Creates the sending again of the chat whose state is `state`, sending through `turns`. */
export function createChatResend(state: ChatState, turns: Pick<ChatTurns, 'send' | 'regenerate'>): ChatResend {
  /**
   * Each message goes with its own Idempotency-Key (so the server stores it once however often it is tried); stops at the
   * first that fails for want of a connection again. One that is refused for good leaves the queue and stays undelivered
   * (Try again).
   */
  function flushOutbox(): Promise<ReadonlyMap<string, Message>> {
    if (state.flushing) {
      return state.flushing;
    }
    const run = sendUnsent().finally(() => {
      state.flushing = null;
    });
    state.flushing = run;
    return run;
  }

  async function sendUnsent(): Promise<ReadonlyMap<string, Message>> {
    const replies = new Map<string, Message>();
    const conversationId = conversationIdOrNull(state);
    const expected = state.generation;
    if (conversationId === null) {
      return replies;
    }
    for (const entry of state.outbox.list(conversationId)) {
      if (expected !== state.generation) {
        break;
      }
      setUnsentStatus(entry.id, 'processing');
      try {
        const response = await state.client.conversations.sendMessage({ conversation_id: conversationId, message_text: entry.text }, { idempotencyKey: entry.key });
        state.outbox.remove(conversationId, entry.id);
        replies.set(entry.id, response.ai_message);
        if (expected === state.generation) {
          const stored = new Set([response.user_message.id, response.ai_message.id]);
          state.$messages.set(
            state.$messages
              .get()
              .filter((message) => !stored.has(message.id))
              .flatMap((message) => (message.id === entry.id ? [response.user_message, response.ai_message] : [message])),
          );
          if (response.suggestions) {
            state.$suggestions.set(response.suggestions);
          }
        }
      } catch (error) {
        setUnsentStatus(entry.id, 'failed');
        const failure = asApiError(error);
        if (failure.code === 'request_in_progress') {
          // An earlier attempt with its key is still being answered (its page was reloaded meanwhile): asked again shortly,
          // the server then gives that answer.
          state.clock.setTimeout(() => {
            if (expected === state.generation) {
              void flushOutbox();
            }
          }, failure.retryAfterMs ?? UNSENT_RETRY_MS);
          break;
        }
        if (isConnectionFailure(failure) || failure.status === 429 || failure.kind === 'rate_limited') {
          // Still no way through (or not yet allowed): it waits for the next chance, and so do the ones after it.
          break;
        }
        state.outbox.remove(conversationId, entry.id);
        if (expected === state.generation) {
          state.$error.set(failure);
        }
      }
    }
    return replies;
  }

  /** Shows a message kept unsent as being sent again, or as undelivered. */
  function setUnsentStatus(id: string, status: 'processing' | 'failed'): void {
    state.$messages.set(state.$messages.get().map((message) => (message.id === id ? { ...message, status } : message)));
  }

  /** The send of the undelivered message `messageId`, or null when there is no such message. */
  function undeliveredSend(messageId: string): FailedSend | null {
    const message = state.$messages.get().find((candidate) => candidate.id === messageId);
    return message && isUndelivered(message) ? { text: message.message_text, temporaryId: message.id } : null;
  }

  async function retry(messageId?: string): Promise<Message | null> {
    const failure = messageId === undefined ? state.lastFailure : undeliveredSend(messageId);
    if (!failure || state.activeTurn) {
      return null;
    }
    const regenerated = failure.regenerates === undefined ? undefined : state.$messages.get().find((message) => message.id === failure.regenerates);
    if (regenerated) {
      return turns.regenerate(regenerated);
    }
    const conversationId = conversationIdOrNull(state);
    if (failure.temporaryId !== null && conversationId !== null) {
      // Kept unsent: a sending of the kept messages under way may be sending it already; else it leaves the queue and goes now.
      const sent = state.flushing ? (await state.flushing).get(failure.temporaryId) : undefined;
      if (sent) {
        return sent;
      }
      state.outbox.remove(conversationId, failure.temporaryId);
    }
    if (state.lastFailure?.temporaryId === failure.temporaryId) {
      state.lastFailure = null;
    }
    if (failure.temporaryId !== null) {
      const failedId = failure.temporaryId;
      state.$messages.set(state.$messages.get().filter((message) => message.id !== failedId));
    }
    return turns.send(failure.text);
  }

  return { flushOutbox, retry };
}
