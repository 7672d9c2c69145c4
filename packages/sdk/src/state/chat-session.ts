import { atom, batch } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Conversation, ConversationExport, Message, Page, RequestBody, StreamEvent, Translation } from '@parla/contract';
import { MESSAGES_PAGE_SIZE } from '@parla/contract/constants';
import type { LanguageCode, LearningMode } from '@parla/contract/constants';
import type { ParlaClient } from '../client/create-client.js';
import { ApiError, isApiError } from '../errors/api-error.js';
import { rateLimitError } from '../limits/rate-limit-error.js';
import { rateLimitWaitMs } from '../limits/rate-limit-wait.js';
import { memoryStorage, systemClock } from '../ports.js';
import type { Clock, KeyValueStorage } from '../ports.js';
import type { MessageStream } from '../stream/message-stream.js';
import { preloadMessageStream } from '../stream/preload-message-stream.js';
import { asApiError } from './as-api-error.js';
import type { CapabilitiesStore } from './capabilities-store.js';
import { isConnectionFailure } from './connection-failure.js';
import { createChatOutbox } from './chat-outbox.js';
import { editRegeneratesReply } from './edit-regenerates-reply.js';
import type { OutboxEntry } from './chat-outbox.js';
import { createChunkCoalescer } from './chunk-coalescer.js';
import type { FlushScheduler } from './chunk-coalescer.js';
import { consoleLogger } from './logger.js';
import type { Logger } from './logger.js';
import { CONVERSATION_DELETED_MESSAGE } from './message-keys.js';
import { messageTextError } from './validation-error.js';
import { TEMPORARY_ID_PREFIX, isTemporaryId, isUndelivered } from './undelivered.js';

/**
 * Where a chat is: `loading` a conversation, `sending` a message (until the reply starts),
 * `streaming` the reply, `error` when the last load or send failed, else `idle`.
 */
export type ChatStatus = 'idle' | 'loading' | 'sending' | 'streaming' | 'error';

/** The client calls a chat session makes, and its rate limiter (a send at the limit is refused before it starts). */
export type ChatClient = Pick<ParlaClient, 'conversations' | 'chat' | 'batch'> & { rateLimiter?: ParlaClient['rateLimiter'] };

/** Options of {@link createChatSession}. */
export interface ChatSessionOptions {
  /** Sends the calls. */
  client: ChatClient;
  /** A conversation to open at once. Default: none (call `open` or `create`). */
  conversationId?: string;
  /** Coalesces reply chunks into one `$streamingMessage` update per flush. Default: none (every chunk applies at once). */
  schedule?: FlushScheduler;
  /** Timestamps of optimistic messages. Default: `systemClock`. */
  clock?: Clock;
  /** Where failures nobody is shown (the welcome suggestions) are logged. Default: the console. */
  logger?: Logger;
  /** Messages per page when opening and paging back. Default 20 (§9). */
  pageSize?: number;
  /** Told which pair the server refuses to translate as never possible here (501 `engine_not_configured`); the session passes its capabilities. Default: none. */
  capabilities?: Pick<CapabilitiesStore, 'markTranslationUnavailable'>;
  /**
   * Where messages that could not be sent for want of a connection are kept, per conversation, until they are (the
   * session passes its storage, so they outlive a reload). Default: memory.
   */
  storage?: KeyValueStorage;
}

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

/** One send, from the optimistic message to the settled reply. */
interface Turn {
  text: string;
  /** The conversation it was sent to. */
  conversationId: string;
  /** The Idempotency-Key of the send, kept with the message if it has to wait for the connection. */
  key: string;
  /** The id of the learner's message whose reply is written again (an edit), when the turn is no send. */
  regenerates?: string;
  /** Id of the optimistic user message until the server's `user_message` replaces it. */
  temporaryId: string;
  userMessageStored: boolean;
  stream: { abort(): void } | null;
}

/** The last send that failed, for `retry`. */
interface FailedSend {
  text: string;
  /** The failed optimistic message still shown, removed when retrying. */
  temporaryId: string | null;
  /** The learner's message whose reply failed to be written again: `retry` asks for it again instead of sending anew. */
  regenerates?: string;
}

/** How often, and how many times, a reply still being written when its conversation was opened is looked up again. */
const UNSETTLED_REPLY_CHECK_MS = 1000;
const UNSETTLED_REPLY_CHECKS = 120;

/** How soon a message kept unsent is asked for again while an earlier attempt with its key is still being answered. */
const UNSENT_RETRY_MS = 1000;

function upsert(messages: readonly Message[], message: Message): readonly Message[] {
  const index = messages.findIndex((candidate) => candidate.id === message.id);
  if (index === -1) {
    return [...messages, message];
  }
  return messages.map((candidate, position) => (position === index ? message : candidate));
}

/**
 * Creates the state of one chat. Streaming touches only `$streamingMessage`, so a list view re-renders one message per chunk.
 * @example
 * const chat = createChatSession({ client, conversationId: 'c1', schedule: requestAnimationFrame });
 * chat.$streamingMessage.subscribe((message) => renderReply(message));
 * await chat.send('Hola, ¿qué tal?');
 */
export function createChatSession(options: ChatSessionOptions): ChatSession {
  const { client, schedule } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const pageSize = options.pageSize ?? MESSAGES_PAGE_SIZE;

  const $conversation = atom<Conversation | null>(null);
  const $messages = atom<readonly Message[]>([]);
  const $streamingMessage = atom<Message | null>(null);
  const $status = atom<ChatStatus>('idle');
  const $error = atom<ApiError | null>(null);
  const $actionError = atom<ApiError | null>(null);
  const $hasOlder = atom(false);
  const $loadingOlder = atom(false);
  const $suggestions = atom<readonly string[]>([]);
  const $greeting = atom<string | null>(null);
  const $translations = atom<Readonly<Record<string, Translation | undefined>>>({});

  /** Bumped whenever the conversation changes, so answers for an earlier one are dropped. */
  let generation = 0;
  /** The conversation whose load failed for want of a connection, opened again by `reconnected()`. */
  let unreachable: string | null = null;
  let activeTurn: Turn | null = null;
  let lastFailure: FailedSend | null = null;
  /** The load in progress (open or create), resolving whether it opened the conversation; null when none runs. */
  let currentLoad: Promise<boolean> | null = null;
  const outbox = createChatOutbox(options.storage ?? memoryStorage());
  /** The sending of the unsent messages in progress, resolving to the replies by message id; null when none runs. */
  let flushing: Promise<ReadonlyMap<string, Message>> | null = null;
  const chunks = createChunkCoalescer((text) => {
    const streaming = $streamingMessage.get();
    if (streaming) {
      $streamingMessage.set({ ...streaming, message_text: streaming.message_text + text });
    }
  }, schedule);

  function fail(error: unknown): void {
    $error.set(asApiError(error));
  }

  /** Runs an edit, translate, export, clear, end or mode change: clears `$actionError`, and on failure keeps the error there and resolves to `failed`. */
  async function action<T, F>(run: () => Promise<T>, failed: F): Promise<T | F> {
    $actionError.set(null);
    try {
      return await run();
    } catch (error) {
      $actionError.set(asApiError(error));
      return failed;
    }
  }

  function setTranslation(messageId: string, translation: Translation | undefined): void {
    const translations = { ...$translations.get() };
    if (translation) {
      translations[messageId] = translation;
    } else if (messageId in translations) {
      delete translations[messageId];
    } else {
      return;
    }
    $translations.set(translations);
  }

  function conversationIdOrNull(): string | null {
    return $conversation.get()?.id ?? null;
  }

  function onEvent(turn: Turn, event: StreamEvent): void {
    if (activeTurn !== turn) {
      return;
    }
    switch (event.type) {
      case 'user_message': {
        turn.userMessageStored = true;
        const stored = event.data;
        $messages.set($messages.get().map((message) => (message.id === turn.temporaryId ? stored : message)));
        return;
      }
      case 'message_review': {
        const { message_id: messageId, review } = event.data;
        $messages.set($messages.get().map((message) => (message.id === messageId ? { ...message, review } : message)));
        return;
      }
      case 'ai_message_start': {
        chunks.flush();
        batch(() => {
          $streamingMessage.set(event.data);
          $status.set('streaming');
        });
        return;
      }
      case 'ai_message_chunk': {
        if ($streamingMessage.get()?.id !== event.data.message_id) {
          return;
        }
        chunks.push(event.data.chunk);
        return;
      }
      case 'ai_message_complete': {
        chunks.discard();
        const { suggestions, ...reply } = event.data;
        batch(() => {
          $messages.set(upsert($messages.get(), reply));
          $streamingMessage.set(null);
          if (suggestions) {
            $suggestions.set(suggestions);
          }
        });
        return;
      }
      case 'stream_end':
      case 'error': {
        // The stream's result settles the turn (an `error` event rejects it).
        return;
      }
      default: {
        event satisfies never;
      }
    }
  }

  /** Moves a partial reply into the settled messages, marked failed. */
  function settlePartialReply(): void {
    chunks.flush();
    const streaming = $streamingMessage.get();
    if (streaming) {
      $messages.set(upsert($messages.get(), { ...streaming, status: 'failed' }));
      $streamingMessage.set(null);
    }
  }

  function finishTurn(reply: Message): void {
    activeTurn = null;
    chunks.discard();
    batch(() => {
      if (!$messages.get().some((message) => message.id === reply.id)) {
        $messages.set([...$messages.get(), reply]);
      }
      $streamingMessage.set(null);
      $status.set('idle');
    });
  }

  function failTurn(turn: Turn, error: unknown): void {
    activeTurn = null;
    const failure = asApiError(error);
    let failedTemporaryId: string | null = null;
    batch(() => {
      settlePartialReply();
      if (!turn.userMessageStored) {
        failedTemporaryId = turn.temporaryId;
        $messages.set($messages.get().map((message) => (message.id === turn.temporaryId ? { ...message, status: 'failed' } : message)));
      }
      $error.set(failure);
      $status.set('error');
    });
    lastFailure = { text: turn.text, temporaryId: failedTemporaryId, ...(turn.regenerates === undefined ? {} : { regenerates: turn.regenerates }) };
    if (failedTemporaryId !== null && isConnectionFailure(failure)) {
      // It never reached the server: kept (outliving a reload) and sent once the connection is back.
      const timestamp = $messages.get().find((message) => message.id === failedTemporaryId)?.timestamp ?? new Date(clock.now()).toISOString();
      outbox.add(turn.conversationId, { id: failedTemporaryId, key: turn.key, text: turn.text, timestamp });
    }
  }

  function stop(): void {
    const turn = activeTurn;
    if (!turn) {
      return;
    }
    activeTurn = null;
    turn.stream?.abort();
    batch(() => {
      settlePartialReply();
      if (!turn.userMessageStored) {
        $messages.set($messages.get().filter((message) => message.id !== turn.temporaryId));
      }
      $status.set('idle');
    });
  }

  /** The rate-limit refusal of a send now: sending is blocked (§9: for 5 minutes from the send that reached the limit). */
  function sendingRefusal(): ApiError | null {
    const waitMs = rateLimitWaitMs(client.rateLimiter?.check('message_send'), clock.now());
    return waitMs > 0 ? rateLimitError(waitMs) : null;
  }

  async function send(text: string): Promise<Message | null> {
    const trimmed = text.trim();
    const invalid = messageTextError(trimmed);
    if (invalid) {
      $error.set(invalid);
      return null;
    }
    const conversationId = conversationIdOrNull();
    if (conversationId === null && currentLoad !== null) {
      // Sent while the conversation is still loading (a fast Enter): it goes once the conversation is open.
      const expected = generation;
      const loaded = await currentLoad;
      return loaded && expected === generation ? send(text) : null;
    }
    if (conversationId === null) {
      throw new TypeError('No conversation is open: call chat.open(id) or chat.create({...}) before chat.send(text).');
    }
    if (flushing) {
      // Messages kept unsent go first, in the order they were written.
      await flushing;
      if (conversationIdOrNull() !== conversationId) {
        return null;
      }
    }
    if (activeTurn) {
      return null;
    }
    const refusal = sendingRefusal();
    if (refusal) {
      // Refused before anything shows or is sent: the learner keeps the text, and the block runs on unchanged.
      $error.set(refusal);
      return null;
    }
    const key = newKey();
    const turn: Turn = { text: trimmed, conversationId, key, temporaryId: `${TEMPORARY_ID_PREFIX}${key}`, userMessageStored: false, stream: null };
    activeTurn = turn;
    lastFailure = null;
    batch(() => {
      $messages.set([
        ...$messages.get(),
        {
          id: turn.temporaryId,
          conversation_id: conversationId,
          sender: 'user',
          message_text: trimmed,
          timestamp: new Date(clock.now()).toISOString(),
          status: 'processing',
          edited_at: null,
        },
      ]);
      $suggestions.set([]);
      $error.set(null);
      $status.set('sending');
    });
    return followReply(turn, () =>
      client.conversations.sendMessageStream({ conversation_id: conversationId, message_text: trimmed }, { onEvent: (event) => onEvent(turn, event), idempotencyKey: key }),
    );
  }

  /** Starts a reply stream for `turn` and follows it to its end, finishing or failing the turn while it is still the active one. */
  async function followReply(turn: Turn, start: () => MessageStream): Promise<Message | null> {
    try {
      const stream = start();
      turn.stream = stream;
      const reply = await stream.result;
      if (activeTurn === turn) {
        finishTurn(reply);
      }
      return reply;
    } catch (error) {
      if (activeTurn === turn) {
        failTurn(turn, error);
      }
      return null;
    }
  }

  /** The send of the undelivered message `messageId`, or null when there is no such message. */
  function undeliveredSend(messageId: string): FailedSend | null {
    const message = $messages.get().find((candidate) => candidate.id === messageId);
    return message && isUndelivered(message) ? { text: message.message_text, temporaryId: message.id } : null;
  }

  /** Loads the suggested first replies while the learner has not written, and the greeting when no message holds it. */
  async function loadWelcome(conversationId: string, expected: number): Promise<void> {
    try {
      const welcome = await client.conversations.welcome(conversationId);
      const messages = $messages.get();
      if (expected === generation && !messages.some(isLearnerMessage)) {
        batch(() => {
          $suggestions.set(welcome.suggestions);
          $greeting.set(messages.length === 0 ? welcome.message_text || null : null); // an empty text: no greeting
        });
      }
    } catch (error) {
      logger.error('Loading the greeting and suggestions failed', error);
    }
  }

  /**
   * Follows a reply the tutor was still writing when its conversation was opened (its stream belonged to an earlier
   * visit): looks it up every second until it is delivered or failed, then shows it settled.
   */
  function followUnsettledReply(conversationId: string, messageId: string, expected: number, checks = 1): void {
    clock.setTimeout(() => {
      if (expected !== generation) {
        return;
      }
      client.conversations.messages(conversationId, { ordering: '-timestamp', limit: pageSize }).then(
        (page) => {
          const settled = page.results.find((message) => message.id === messageId);
          if (expected !== generation) {
            return;
          }
          if (settled && settled.status !== 'processing') {
            $messages.set($messages.get().map((message) => (message.id === messageId ? settled : message)));
          } else if (settled && checks < UNSETTLED_REPLY_CHECKS) {
            followUnsettledReply(conversationId, messageId, expected, checks + 1);
          }
        },
        (error: unknown) => {
          // A lookup that failed (offline, a busy server) is tried again, within the same number of checks.
          logger.error('Looking up a reply still being written failed', error);
          if (checks < UNSETTLED_REPLY_CHECKS) {
            followUnsettledReply(conversationId, messageId, expected, checks + 1);
          }
        },
      );
    }, UNSETTLED_REPLY_CHECK_MS);
  }

  /** Shows a conversation and its newest page of messages; while the learner has not written, its welcome. */
  async function show(conversation: Conversation, page: Page<Message> & { suggestions?: readonly string[] | undefined }, expected: number): Promise<void> {
    batch(() => {
      $conversation.set(conversation);
      // The messages kept unsent for want of a connection show after the newest page, undelivered until they are sent.
      $messages.set([...[...page.results].reverse(), ...outbox.list(conversation.id).map((entry) => unsentMessage(conversation.id, entry))]);
      $hasOlder.set(page.next !== null);
      // After a reload the tutor's latest reply offers its suggested answers again (the welcome's while nothing was sent).
      $suggestions.set(page.suggestions ?? []);
    });
    const newest = page.results[0];
    if (newest?.sender === 'ai' && newest.status === 'processing') {
      followUnsettledReply(conversation.id, newest.id, expected);
    }
    if (page.next === null && !page.results.some(isLearnerMessage)) {
      await loadWelcome(conversation.id, expected);
    }
  }

  /**
   * Stops following the reply in flight without cancelling it: it finishes in the background and the server stores it
   * whole (opening another conversation, leaving the screen). Only Stop, sign-out and deletion cancel a reply.
   */
  function detach(): void {
    activeTurn = null;
  }

  /** Forgets the conversation (stopping or leaving the reply in flight) and starts a new generation; returns it. */
  function startOver(status: ChatStatus, inFlight: 'stop' | 'leave' = 'stop'): number {
    if (inFlight === 'stop') {
      stop();
    } else {
      detach();
    }
    generation += 1;
    lastFailure = null;
    unreachable = null;
    chunks.discard();
    batch(() => {
      $conversation.set(null);
      $messages.set([]);
      $streamingMessage.set(null);
      $error.set(null);
      $actionError.set(null);
      $hasOlder.set(false);
      $loadingOlder.set(false);
      $suggestions.set([]);
      $greeting.set(null);
      $translations.set({});
      $status.set(status);
    });
    return generation;
  }

  /** Keeps `load` as the load in progress until it settles, so a send made meanwhile waits for it; returns it. */
  function tracked(load: Promise<boolean>): Promise<boolean> {
    currentLoad = load;
    void load.then(() => {
      if (currentLoad === load) {
        currentLoad = null;
      }
    });
    return load;
  }

  function open(conversationId: string): Promise<boolean> {
    return tracked(openNow(conversationId));
  }

  async function openNow(conversationId: string): Promise<boolean> {
    const expected = startOver('loading', 'leave');
    try {
      const [conversation, page] = await Promise.all([
        client.conversations.get(conversationId),
        client.conversations.messages(conversationId, { ordering: '-timestamp', limit: pageSize }),
      ]);
      if (expected !== generation) {
        return false;
      }
      // The learner may send next: have the stream's parser ready (and still there if the connection drops).
      void preloadMessageStream();
      await show(conversation, page, expected);
      if (expected === generation) {
        $status.set('idle');
        void flushOutbox();
      }
      return expected === generation;
    } catch (error) {
      if (expected === generation) {
        fail(error);
        $status.set('error');
        unreachable = isConnectionFailure($error.get()) ? conversationId : null;
      }
      return false;
    }
  }

  function create(body: RequestBody<'conversations.create'>): Promise<Conversation | null> {
    const creating = createNow(body);
    void tracked(creating.then((conversation) => conversation !== null));
    return creating;
  }

  async function createNow(body: RequestBody<'conversations.create'>): Promise<Conversation | null> {
    const expected = startOver('loading', 'leave');
    try {
      const conversation = await client.conversations.create(body);
      if (expected !== generation) {
        return conversation;
      }
      void preloadMessageStream();
      // The new conversation's messages: the tutor's greeting. Failing to load them leaves it empty, not uncreated.
      const page = await client.conversations.messages(conversation.id, { ordering: '-timestamp', limit: pageSize }).catch((error: unknown) => {
        logger.error('Loading the new conversation’s messages failed', error);
        return { count: 0, next: null, results: [] } satisfies Page<Message>;
      });
      if (expected !== generation) {
        return conversation;
      }
      await show(conversation, page, expected);
      if (expected === generation) {
        $status.set('idle');
      }
      return conversation;
    } catch (error) {
      if (expected === generation) {
        fail(error);
        $status.set('error');
      }
      return null;
    }
  }

  async function loadOlder(): Promise<boolean> {
    const conversationId = conversationIdOrNull();
    const oldest = $messages.get().find((message) => !isTemporaryId(message.id));
    if (conversationId === null || !oldest || !$hasOlder.get() || $loadingOlder.get()) {
      return false;
    }
    const expected = generation;
    $loadingOlder.set(true);
    $error.set(null);
    try {
      const page = await client.conversations.messages(conversationId, { ordering: '-timestamp', limit: pageSize, before: oldest.id });
      if (expected !== generation) {
        return false;
      }
      const known = new Set($messages.get().map((message) => message.id));
      const older = page.results.filter((message) => !known.has(message.id)).reverse();
      batch(() => {
        $messages.set([...older, ...$messages.get()]);
        $hasOlder.set(page.next !== null);
        $loadingOlder.set(false);
      });
      return true;
    } catch (error) {
      if (expected === generation) {
        fail(error);
        $loadingOlder.set(false);
      }
      return false;
    }
  }

  async function edit(messageId: string, text: string): Promise<Message | null> {
    const trimmed = text.trim();
    const invalid = messageTextError(trimmed);
    if (invalid) {
      $actionError.set(invalid);
      return null;
    }
    const expected = generation;
    return action(async () => {
      const updated = await client.conversations.editMessage(messageId, { message_text: trimmed });
      if (expected === generation) {
        const regenerates = editRegeneratesReply($messages.get(), updated.id);
        batch(() => {
          $messages.set($messages.get().map((message) => (message.id === updated.id ? updated : message)));
          setTranslation(updated.id, undefined);
        });
        if (regenerates) {
          // The tutor's reply answered the old text: it is written again for the new one.
          void regenerate(updated);
        }
      }
      return updated;
    }, null);
  }

  /** Has the tutor write its reply to the learner's latest message again, replacing the replies after it; resolves like `send`. */
  async function regenerate(message: Message): Promise<Message | null> {
    const conversationId = conversationIdOrNull();
    if (conversationId === null || activeTurn) {
      return null;
    }
    const refusal = sendingRefusal();
    if (refusal) {
      $error.set(refusal);
      return null;
    }
    const turn: Turn = { text: message.message_text, conversationId, key: newKey(), temporaryId: message.id, userMessageStored: true, stream: null, regenerates: message.id };
    activeTurn = turn;
    lastFailure = null;
    batch(() => {
      const messages = $messages.get();
      const index = messages.findIndex((candidate) => candidate.id === message.id);
      for (const replaced of messages.slice(index + 1)) {
        setTranslation(replaced.id, undefined);
      }
      $messages.set(messages.slice(0, index + 1));
      $suggestions.set([]);
      $error.set(null);
      $status.set('sending');
    });
    return followReply(turn, () => client.conversations.regenerateReplyStream(message.id, { onEvent: (event) => onEvent(turn, event) }));
  }

  async function translate(messageId: string, targetLanguage: LanguageCode): Promise<Translation | null> {
    const message = $messages.get().find((candidate) => candidate.id === messageId);
    if (!message) {
      return null;
    }
    const expected = generation;
    // The server reads a message in its conversation's language: the pair a 501 refuses.
    const sourceLanguage = $conversation.get()?.target_language;
    return action(async () => {
      const translation = await client.chat.translate({ text: message.message_text, target_language: targetLanguage, message_id: messageId }).catch((error: unknown) => {
        if (isApiError(error) && error.code === 'engine_not_configured' && sourceLanguage) {
          options.capabilities?.markTranslationUnavailable(sourceLanguage, targetLanguage);
        }
        throw error;
      });
      if (expected === generation) {
        setTranslation(messageId, translation);
      }
      return translation;
    }, null);
  }

  async function clear(): Promise<boolean> {
    const conversationId = conversationIdOrNull();
    if (conversationId === null) {
      return false;
    }
    stop();
    const expected = generation;
    return action(async () => {
      const { conversation } = await client.conversations.clear(conversationId);
      if (expected !== generation) {
        return false;
      }
      lastFailure = null;
      batch(() => {
        $conversation.set(conversation);
        $messages.set([]);
        $hasOlder.set(false);
        $translations.set({});
      });
      await loadWelcome(conversationId, expected);
      return true;
    }, false);
  }

  /** Runs a call that answers with the updated conversation and keeps it. */
  async function updateConversation(change: (conversationId: string) => Promise<Conversation>): Promise<Conversation | null> {
    const conversationId = conversationIdOrNull();
    if (conversationId === null) {
      return null;
    }
    const expected = generation;
    return action(async () => {
      const conversation = await change(conversationId);
      if (expected === generation) {
        $conversation.set(conversation);
      }
      return conversation;
    }, null);
  }

  /**
   * Sends the open conversation's messages kept unsent for want of a connection, oldest first, each with its own
   * Idempotency-Key (so the server stores it once however often it is tried); stops at the first that fails for want
   * of a connection again. One that is refused for good leaves the queue and stays undelivered (Try again). Resolves to
   * the replies by message id; runs once at a time.
   */
  function flushOutbox(): Promise<ReadonlyMap<string, Message>> {
    if (flushing) {
      return flushing;
    }
    const run = sendUnsent().finally(() => {
      flushing = null;
    });
    flushing = run;
    return run;
  }

  async function sendUnsent(): Promise<ReadonlyMap<string, Message>> {
    const replies = new Map<string, Message>();
    const conversationId = conversationIdOrNull();
    const expected = generation;
    if (conversationId === null) {
      return replies;
    }
    for (const entry of outbox.list(conversationId)) {
      if (expected !== generation) {
        break;
      }
      setUnsentStatus(entry.id, 'processing');
      try {
        const response = await client.conversations.sendMessage({ conversation_id: conversationId, message_text: entry.text }, { idempotencyKey: entry.key });
        outbox.remove(conversationId, entry.id);
        replies.set(entry.id, response.ai_message);
        if (expected === generation) {
          const stored = new Set([response.user_message.id, response.ai_message.id]);
          $messages.set(
            $messages
              .get()
              .filter((message) => !stored.has(message.id))
              .flatMap((message) => (message.id === entry.id ? [response.user_message, response.ai_message] : [message])),
          );
          if (response.suggestions) {
            $suggestions.set(response.suggestions);
          }
        }
      } catch (error) {
        setUnsentStatus(entry.id, 'failed');
        const failure = asApiError(error);
        if (failure.code === 'request_in_progress') {
          // An earlier attempt with its key is still being answered (its page was reloaded meanwhile): asked again shortly,
          // the server then gives that answer.
          clock.setTimeout(() => {
            if (expected === generation) {
              void flushOutbox();
            }
          }, failure.retryAfterMs ?? UNSENT_RETRY_MS);
          break;
        }
        if (isConnectionFailure(failure) || failure.status === 429 || failure.kind === 'rate_limited') {
          // Still no way through (or not yet allowed): it waits for the next chance, and so do the ones after it.
          break;
        }
        outbox.remove(conversationId, entry.id);
        if (expected === generation) {
          $error.set(failure);
        }
      }
    }
    return replies;
  }

  /** Shows a message kept unsent as being sent again, or as undelivered. */
  function setUnsentStatus(id: string, status: 'processing' | 'failed'): void {
    $messages.set($messages.get().map((message) => (message.id === id ? { ...message, status } : message)));
  }

  const session: ChatSession = {
    $conversation,
    $messages,
    $streamingMessage,
    $status,
    $error,
    $actionError,
    $hasOlder,
    $loadingOlder,
    $suggestions,
    $greeting,
    $translations,
    open,
    create,
    send,
    stop,
    async retry(messageId) {
      const failure = messageId === undefined ? lastFailure : undeliveredSend(messageId);
      if (!failure || activeTurn) {
        return null;
      }
      const regenerated = failure.regenerates === undefined ? undefined : $messages.get().find((message) => message.id === failure.regenerates);
      if (regenerated) {
        return regenerate(regenerated);
      }
      const conversationId = conversationIdOrNull();
      if (failure.temporaryId !== null && conversationId !== null) {
        // Kept unsent: a sending of the kept messages under way may be sending it already; else it leaves the queue and goes now.
        const sent = flushing ? (await flushing).get(failure.temporaryId) : undefined;
        if (sent) {
          return sent;
        }
        outbox.remove(conversationId, failure.temporaryId);
      }
      if (lastFailure?.temporaryId === failure.temporaryId) {
        lastFailure = null;
      }
      if (failure.temporaryId !== null) {
        const failedId = failure.temporaryId;
        $messages.set($messages.get().filter((message) => message.id !== failedId));
      }
      return send(failure.text);
    },
    loadOlder,
    edit,
    translate,
    async exportConversation() {
      const conversationId = conversationIdOrNull();
      if (conversationId === null) {
        return null;
      }
      return action(() => client.conversations.export(conversationId), null);
    },
    clear,
    endConversation() {
      stop();
      return updateConversation((conversationId) => client.conversations.end(conversationId));
    },
    setLearningMode(mode) {
      return updateConversation((conversationId) => client.conversations.setLearningMode(conversationId, { learning_mode: mode }));
    },
    async reconnected() {
      if (unreachable !== null) {
        return open(unreachable);
      }
      if ($status.get() === 'error' && isConnectionFailure($error.get())) {
        // The connection is back: the offline failure no longer holds.
        batch(() => {
          $error.set(null);
          $status.set('idle');
        });
      }
      await flushOutbox();
      return false;
    },
    closeDeleted(conversationId) {
      if (conversationIdOrNull() !== conversationId) {
        return;
      }
      batch(() => {
        startOver('error');
        $error.set(new ApiError({ kind: 'http', status: 404, code: 'conversation_deleted', message: CONVERSATION_DELETED_MESSAGE }));
      });
    },
    reset() {
      startOver('idle');
      outbox.clear();
    },
    destroy() {
      startOver('idle', 'leave');
    },
  };

  if (options.conversationId !== undefined) {
    void open(options.conversationId);
  }
  return session;
}

/** A fresh Idempotency-Key (a random UUID where the platform has one). */
function newKey(): string {
  const cryptoLike = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoLike?.randomUUID) {
    return cryptoLike.randomUUID();
  }
  return Array.from({ length: 4 }, () => Math.floor(Math.random() * 0x1_0000_0000).toString(16).padStart(8, '0')).join('-');
}

/** The undelivered message of one kept unsent. */
function unsentMessage(conversationId: string, entry: OutboxEntry): Message {
  return { id: entry.id, conversation_id: conversationId, sender: 'user', message_text: entry.text, timestamp: entry.timestamp, status: 'failed', edited_at: null };
}

/** Whether the learner wrote the message (not the tutor). */
function isLearnerMessage(message: Message): boolean {
  return message.sender === 'user';
}
