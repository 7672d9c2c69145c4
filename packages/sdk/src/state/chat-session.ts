import { batch } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Conversation, ConversationExport, Message, RequestBody, Translation } from '@parla/contract';
import type { LanguageCode, LearningMode } from '@parla/contract/constants';
import { ApiError } from '../errors/api-error.js';
import { createChatActions } from './chat-actions.js';
import { createChatLoading } from './chat-loading.js';
import { createChatResend } from './chat-resend.js';
import { conversationIdOrNull, createChatState } from './chat-state.js';
import type { ChatSessionOptions, ChatStatus } from './chat-state.js';
import { createChatTurns } from './chat-turn.js';
import { isConnectionFailure } from './connection-failure.js';
import { CONVERSATION_DELETED_MESSAGE } from './message-keys.js';

export type { ChatClient, ChatSessionOptions, ChatStatus } from './chat-state.js';

/** The state and actions of one conversation (DESIGN.md "Data flow of one chat turn"). Actions never reject: load and send failures land in `$error`, the others in `$actionError`. */
export interface ChatSession {
  /** The open conversation, or null. */
  readonly $conversation: ReadableAtom<Conversation | null>;
  /** Settled messages, oldest first; left alone while a reply streams. */
  readonly $messages: ReadableAtom<readonly Message[]>;
  /** The AI message being streamed, a new object per update; null when none is. */
  readonly $streamingMessage: ReadableAtom<Message | null>;
  /** Where the chat is. */
  readonly $status: ReadableAtom<ChatStatus>;
  /** The last failure of loading or sending (rate limits carry `retryAfterMs`), cleared when the next load or send starts. */
  readonly $error: ReadableAtom<ApiError | null>;
  /** The last failure of edit, translate, export, clear, end or a mode change; kept apart so it never shows as a send error. */
  readonly $actionError: ReadableAtom<ApiError | null>;
  /** Whether older messages remain on the server. */
  readonly $hasOlder: ReadableAtom<boolean>;
  /** Whether older messages are being loaded. */
  readonly $loadingOlder: ReadableAtom<boolean>;
  /**
   * Suggested replies: the welcome call's while the learner has not written yet, then those the tutor sent with its latest
   * reply (none while a reply is on its way, or from a server that sends none).
   */
  readonly $suggestions: ReadableAtom<readonly string[]>;
  /**
   * The tutor's greeting (from the welcome call) when the conversation holds no message, not even the greeting, which
   * the server stores as a conversation's first message (e.g. after Clear, or from another backend); it is kept as the
   * learner replies. Else null.
   */
  readonly $greeting: ReadableAtom<string | null>;
  /** Translations by message id. */
  readonly $translations: ReadableAtom<Readonly<Record<string, Translation | undefined>>>;
  /** Opens a conversation: the conversation and its newest page of messages, with the suggested replies of its latest reply (the welcome's while the learner has not written); resolves whether it loaded. */
  open(conversationId: string): Promise<boolean>;
  /** Creates and opens a conversation; resolves to it, or null on failure. */
  create(body: RequestBody<'conversations.create'>): Promise<Conversation | null>;
  /**
   * Sends a message and streams the reply; resolves to the reply, or null when it failed, was stopped or was ignored (a
   * turn is running), or was refused by the rate limit before anything was sent (`$error` then holds the `rate_limited`
   * error with the wait; no message is added). A send made while the conversation is still loading waits for it and goes
   * once it is open (null when it could not be opened, or another one was opened meanwhile).
   */
  send(text: string): Promise<Message | null>;
  /** Stops the reply: the stream is aborted and the partial text stays, marked `failed`. */
  stop(): void;
  /**
   * Sends a failed message again: the undelivered message `messageId` ({@link isUndelivered}), or by default the last send
   * that failed. Resolves like `send`, or null when there is nothing to send again or a reply is running.
   */
  retry(messageId?: string): Promise<Message | null>;
  /** Loads the page before the oldest message and prepends it; resolves whether it did. */
  loadOlder(): Promise<boolean>;
  /**
   * Changes a message's text; blank text gives 'Message cannot be empty' without a call. Resolves to the message, or null.
   * Editing the learner's latest message ({@link editRegeneratesReply}) then has the tutor write its reply again: the
   * replies after it go, and the new one streams as a send's does (`$status`, `$streamingMessage`, `$error`; `retry()`
   * asks again after a failure). Editing an older one changes it alone: the later replies stay as they were.
   */
  edit(messageId: string, text: string): Promise<Message | null>;
  /**
   * Translates a message into a language and keeps it in `$translations`; resolves to it, or null. A server without a
   * translation engine for the pair refuses at once (501 `engine_not_configured`, not retried), and the session stops offering that pair.
   */
  translate(messageId: string, targetLanguage: LanguageCode): Promise<Translation | null>;
  /** The conversation with every message, for download; null on failure. */
  exportConversation(): Promise<ConversationExport | null>;
  /** Deletes every message of the conversation; resolves whether it did. */
  clear(): Promise<boolean>;
  /** Ends the conversation; resolves to it, or null. */
  endConversation(): Promise<Conversation | null>;
  /** Switches the learning mode; resolves to the conversation, or null. */
  setLearningMode(mode: LearningMode): Promise<Conversation | null>;
  /** Stops any reply and forgets the conversation (sign-out). */
  reset(): void;
  /**
   * Says the connection is back (the session calls it): a conversation whose load failed offline or on a network error
   * is opened again; else the offline failure is cleared from `$error` and the messages kept unsent for want of a
   * connection are sent, in order, each once (they carry their Idempotency-Key on every attempt). Resolves whether the
   * conversation was opened again.
   */
  reconnected(): Promise<boolean>;
  /**
   * Closes the conversation if it is `conversationId`, which was deleted (the session calls it when the history deletes
   * one): nothing can be sent to it any more, and `$error` says so (status 404, code `conversation_deleted`).
   */
  closeDeleted(conversationId: string): void;
  /**
   * Stops following any reply, which finishes in the background (the server stores it whole, so a learner who comes
   * back finds it); the session is not used afterwards.
   */
  destroy(): void;
}

/**
 * Creates the state of one chat. Streaming touches only `$streamingMessage`, so a list view re-renders one message per chunk.
 * Its parts, one job each: the send/stream turn (`chat-turn`), loading and paging (`chat-loading`) with the polling of a
 * reply still being written (`chat-unsettled-reply`), sending again (`chat-resend`) and the other actions (`chat-actions`).
 * @example
 * const chat = createChatSession({ client, conversationId: 'c1', schedule: requestAnimationFrame });
 * chat.$streamingMessage.subscribe((message) => renderReply(message));
 * await chat.send('Hola, ¿qué tal?');
 */
export function createChatSession(options: ChatSessionOptions): ChatSession {
  const state = createChatState(options);
  const turns = createChatTurns(state);
  const resend = createChatResend(state, turns);
  const loading = createChatLoading(state, { stop: turns.stop, flushOutbox: resend.flushOutbox });
  const actions = createChatActions(state, { stop: turns.stop, regenerate: turns.regenerate, loadWelcome: loading.loadWelcome });
  const { $status, $error } = state;

  const session: ChatSession = {
    ...state.stores,
    open: loading.open,
    create: loading.create,
    send: turns.send,
    stop: turns.stop,
    retry: resend.retry,
    loadOlder: loading.loadOlder,
    ...actions,
    async reconnected() {
      if (state.unreachable !== null) {
        return loading.open(state.unreachable);
      }
      if ($status.get() === 'error' && isConnectionFailure($error.get())) {
        // The connection is back: the offline failure no longer holds.
        batch(() => {
          $error.set(null);
          $status.set('idle');
        });
      }
      await resend.flushOutbox();
      return false;
    },
    closeDeleted(conversationId) {
      if (conversationIdOrNull(state) !== conversationId) {
        return;
      }
      batch(() => {
        loading.startOver('error');
        $error.set(new ApiError({ kind: 'http', status: 404, code: 'conversation_deleted', message: CONVERSATION_DELETED_MESSAGE }));
      });
    },
    reset() {
      loading.startOver('idle');
      state.outbox.clear();
    },
    destroy() {
      loading.startOver('idle', 'leave');
    },
  };

  if (options.conversationId !== undefined) {
    void loading.open(options.conversationId);
  }
  return session;
}
