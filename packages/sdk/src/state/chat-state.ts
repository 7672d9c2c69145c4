import { atom } from 'nanostores';
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { Conversation, Message, Translation } from '@parla/contract';
import { MESSAGES_PAGE_SIZE } from '@parla/contract/constants';
import type { ParlaClient } from '../client/create-client.js';
import type { ApiError } from '../errors/api-error.js';
import { memoryStorage, systemClock } from '../ports.js';
import type { Clock, KeyValueStorage } from '../ports.js';
import { asApiError } from './as-api-error.js';
import type { CapabilitiesStore } from './capabilities-store.js';
import { createChatOutbox } from './chat-outbox.js';
import type { ChatOutbox } from './chat-outbox.js';
import { createChunkCoalescer } from './chunk-coalescer.js';
import type { ChunkCoalescer, FlushScheduler } from './chunk-coalescer.js';
import type { ChatSession } from './chat-session.js';
import { consoleLogger } from './logger.js';
import type { Logger } from './logger.js';

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

/** One send, from the optimistic message to the settled reply. */
export interface Turn {
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
export interface FailedSend {
  text: string;
  /** The failed optimistic message still shown, removed when retrying. */
  temporaryId: string | null;
  /** The learner's message whose reply failed to be written again: `retry` asks for it again instead of sending anew. */
  regenerates?: string;
}

/** The stores of one chat, writable here; its session shows them read-only (see `ChatSession` for what each holds). */
export type ChatStores = {
  readonly [K in ChatStoreName]: WritableAtom<ChatSession[K] extends ReadableAtom<infer Value> ? Value : never>;
};

/** The names of a chat's stores. */
type ChatStoreName = Extract<keyof ChatSession, `$${string}`>;

/** The stores and running state of one chat, shared by the parts of a chat session (each part does one job). */
export interface ChatState extends ChatStores {
  /** The stores alone, as the session shows them. */
  readonly stores: ChatStores;
  readonly client: ChatClient;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly pageSize: number;
  readonly capabilities: ChatSessionOptions['capabilities'];
  /** Bumped whenever the conversation changes, so answers for an earlier one are dropped. */
  generation: number;
  /** The conversation whose load failed for want of a connection, opened again by `reconnected()`. */
  unreachable: string | null;
  activeTurn: Turn | null;
  lastFailure: FailedSend | null;
  /** The load in progress (open or create), resolving whether it opened the conversation; null when none runs. */
  currentLoad: Promise<boolean> | null;
  /** The sending of the unsent messages in progress, resolving to the replies by message id; null when none runs. */
  flushing: Promise<ReadonlyMap<string, Message>> | null;
  /** Messages kept unsent for want of a connection, per conversation. */
  readonly outbox: ChatOutbox;
  /** Coalesces reply chunks into `$streamingMessage`. */
  readonly chunks: ChunkCoalescer;
}

/** Creates the stores and running state of one chat, empty. */
export function createChatState(options: ChatSessionOptions): ChatState {
  const stores: ChatStores = {
    $conversation: atom<Conversation | null>(null),
    $messages: atom<readonly Message[]>([]),
    $streamingMessage: atom<Message | null>(null),
    $status: atom<ChatStatus>('idle'),
    $error: atom<ApiError | null>(null),
    $actionError: atom<ApiError | null>(null),
    $hasOlder: atom(false),
    $loadingOlder: atom(false),
    $suggestions: atom<readonly string[]>([]),
    $greeting: atom<string | null>(null),
    $translations: atom<Readonly<Record<string, Translation | undefined>>>({}),
  };
  const { $streamingMessage } = stores;
  return {
    ...stores,
    stores,
    client: options.client,
    clock: options.clock ?? systemClock,
    logger: options.logger ?? consoleLogger,
    pageSize: options.pageSize ?? MESSAGES_PAGE_SIZE,
    capabilities: options.capabilities,
    generation: 0,
    unreachable: null,
    activeTurn: null,
    lastFailure: null,
    currentLoad: null,
    flushing: null,
    outbox: createChatOutbox(options.storage ?? memoryStorage()),
    chunks: createChunkCoalescer((text) => {
      const streaming = $streamingMessage.get();
      if (streaming) {
        $streamingMessage.set({ ...streaming, message_text: streaming.message_text + text });
      }
    }, options.schedule),
  };
}

/** The open conversation's id, or null. */
export function conversationIdOrNull(state: ChatState): string | null {
  return state.$conversation.get()?.id ?? null;
}

/** Keeps a load or send failure in `$error`. */
export function fail(state: ChatState, error: unknown): void {
  state.$error.set(asApiError(error));
}

/** Runs an edit, translate, export, clear, end or mode change: clears `$actionError`, and on failure keeps the error there and resolves to `failed`. */
export async function runAction<T, F>(state: ChatState, run: () => Promise<T>, failed: F): Promise<T | F> {
  state.$actionError.set(null);
  try {
    return await run();
  } catch (error) {
    state.$actionError.set(asApiError(error));
    return failed;
  }
}

/** Keeps a message's translation, or forgets it (`undefined`). */
export function setTranslation(state: ChatState, messageId: string, translation: Translation | undefined): void {
  const translations = { ...state.$translations.get() };
  if (translation) {
    translations[messageId] = translation;
  } else if (messageId in translations) {
    delete translations[messageId];
  } else {
    return;
  }
  state.$translations.set(translations);
}

/** Replaces the message with `message`'s id, or appends it. */
export function upsert(messages: readonly Message[], message: Message): readonly Message[] {
  const index = messages.findIndex((candidate) => candidate.id === message.id);
  if (index === -1) {
    return [...messages, message];
  }
  return messages.map((candidate, position) => (position === index ? message : candidate));
}

/** A message of the learner's shown before the server stored it: being sent (`processing`) or undelivered (`failed`). */
export function learnerMessage(conversationId: string, id: string, text: string, timestamp: string, status: 'processing' | 'failed'): Message {
  return { id, conversation_id: conversationId, sender: 'user', message_text: text, timestamp, status, edited_at: null };
}
