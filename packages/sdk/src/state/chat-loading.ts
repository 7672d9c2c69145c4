import { batch } from 'nanostores';
import type { Conversation, Message, Page, RequestBody } from '@parla/contract';
import { preloadMessageStream } from '../stream/parse-event-stream.js';
import { conversationIdOrNull, fail, learnerMessage } from './chat-state.js';
import type { ChatState, ChatStatus } from './chat-state.js';
import { followUnsettledReply } from './chat-unsettled-reply.js';
import { isConnectionFailure } from './connection-failure.js';
import { isTemporaryId } from './undelivered.js';

/** Loading a chat: opening or creating a conversation, paging back, its welcome, and forgetting it. */
export interface ChatLoading {
  /** Opens a conversation (see `ChatSession.open`). */
  open(conversationId: string): Promise<boolean>;
  /** Creates and opens a conversation (see `ChatSession.create`). */
  create(body: RequestBody<'conversations.create'>): Promise<Conversation | null>;
  /** Loads the page before the oldest message (see `ChatSession.loadOlder`). */
  loadOlder(): Promise<boolean>;
  /** Loads the suggested first replies while the learner has not written, and the greeting when no message holds it. */
  loadWelcome(conversationId: string, expected: number): Promise<void>;
  /**
   * Forgets the conversation and starts a new generation, which it returns: the reply in flight is stopped, or left to
   * finish in the background (`'leave'`: the server stores it whole, so a learner who comes back finds it).
   */
  startOver(status: ChatStatus, inFlight?: 'stop' | 'leave'): number;
}

/** What loading needs of the other parts of a chat. */
export interface ChatLoadingParts {
  /** Stops the reply in flight. */
  stop(): void;
  /** Sends the messages kept unsent. */
  flushOutbox(): Promise<unknown>;
}

/** Whether the learner wrote the message (not the tutor). */
function isLearnerMessage(message: Message): boolean {
  return message.sender === 'user';
}

/** Creates the loading of the chat whose state is `state`. */
export function createChatLoading(state: ChatState, parts: ChatLoadingParts): ChatLoading {
  async function loadWelcome(conversationId: string, expected: number): Promise<void> {
    try {
      const welcome = await state.client.conversations.welcome(conversationId);
      const messages = state.$messages.get();
      if (expected === state.generation && !messages.some(isLearnerMessage)) {
        batch(() => {
          state.$suggestions.set(welcome.suggestions);
          state.$greeting.set(messages.length === 0 ? welcome.message_text || null : null); // an empty text: no greeting
        });
      }
    } catch (error) {
      state.logger.error('Loading the greeting and suggestions failed', error);
    }
  }

  /** Shows a conversation and its newest page of messages; while the learner has not written, its welcome. */
  async function show(conversation: Conversation, page: Page<Message> & { suggestions?: readonly string[] | undefined }, expected: number): Promise<void> {
    batch(() => {
      state.$conversation.set(conversation);
      // The messages kept unsent for want of a connection show after the newest page, undelivered until they are sent.
      state.$messages.set([...[...page.results].reverse(), ...state.outbox.list(conversation.id).map((entry) => learnerMessage(conversation.id, entry.id, entry.text, entry.timestamp, 'failed'))]);
      state.$hasOlder.set(page.next !== null);
      // After a reload the tutor's latest reply offers its suggested answers again (the welcome's while nothing was sent).
      state.$suggestions.set(page.suggestions ?? []);
    });
    const newest = page.results[0];
    if (newest?.sender === 'ai' && newest.status === 'processing') {
      followUnsettledReply(state, conversation.id, newest.id, expected);
    }
    if (page.next === null && !page.results.some(isLearnerMessage)) {
      await loadWelcome(conversation.id, expected);
    }
  }

  function startOver(status: ChatStatus, inFlight: 'stop' | 'leave' = 'stop'): number {
    if (inFlight === 'stop') {
      parts.stop();
    } else {
      // Stops following the reply in flight without cancelling it (opening another conversation, leaving the screen).
      state.activeTurn = null;
    }
    state.generation += 1;
    state.lastFailure = null;
    state.unreachable = null;
    state.chunks.discard();
    batch(() => {
      state.$conversation.set(null);
      state.$messages.set([]);
      state.$streamingMessage.set(null);
      state.$error.set(null);
      state.$actionError.set(null);
      state.$hasOlder.set(false);
      state.$loadingOlder.set(false);
      state.$suggestions.set([]);
      state.$greeting.set(null);
      state.$translations.set({});
      state.$status.set(status);
    });
    return state.generation;
  }

  /** Keeps `load` as the load in progress until it settles, so a send made meanwhile waits for it; returns it. */
  function tracked(load: Promise<boolean>): Promise<boolean> {
    state.currentLoad = load;
    void load.then(() => {
      if (state.currentLoad === load) {
        state.currentLoad = null;
      }
    });
    return load;
  }

  /** The newest page of a conversation's messages. */
  function newestPage(conversationId: string): Promise<Page<Message>> {
    return state.client.conversations.messages(conversationId, { ordering: '-timestamp', limit: state.pageSize });
  }

  async function openNow(conversationId: string): Promise<boolean> {
    const expected = startOver('loading', 'leave');
    try {
      const [conversation, page] = await Promise.all([state.client.conversations.get(conversationId), newestPage(conversationId)]);
      if (expected !== state.generation) {
        return false;
      }
      // The learner may send next: have the stream's parser ready (and still there if the connection drops).
      void preloadMessageStream();
      await show(conversation, page, expected);
      if (expected === state.generation) {
        state.$status.set('idle');
        void parts.flushOutbox();
      }
      return expected === state.generation;
    } catch (error) {
      if (expected === state.generation) {
        fail(state, error);
        state.$status.set('error');
        state.unreachable = isConnectionFailure(state.$error.get()) ? conversationId : null;
      }
      return false;
    }
  }

  async function createNow(body: RequestBody<'conversations.create'>): Promise<Conversation | null> {
    const expected = startOver('loading', 'leave');
    try {
      const conversation = await state.client.conversations.create(body);
      if (expected !== state.generation) {
        return conversation;
      }
      void preloadMessageStream();
      // The new conversation's messages: the tutor's greeting. Failing to load them leaves it empty, not uncreated.
      const page = await newestPage(conversation.id).catch((error: unknown) => {
        state.logger.error('Loading the new conversation’s messages failed', error);
        return { count: 0, next: null, results: [] } satisfies Page<Message>;
      });
      if (expected !== state.generation) {
        return conversation;
      }
      await show(conversation, page, expected);
      if (expected === state.generation) {
        state.$status.set('idle');
      }
      return conversation;
    } catch (error) {
      if (expected === state.generation) {
        fail(state, error);
        state.$status.set('error');
      }
      return null;
    }
  }

  async function loadOlder(): Promise<boolean> {
    const conversationId = conversationIdOrNull(state);
    const oldest = state.$messages.get().find((message) => !isTemporaryId(message.id));
    if (conversationId === null || !oldest || !state.$hasOlder.get() || state.$loadingOlder.get()) {
      return false;
    }
    const expected = state.generation;
    state.$loadingOlder.set(true);
    state.$error.set(null);
    try {
      const page = await state.client.conversations.messages(conversationId, { ordering: '-timestamp', limit: state.pageSize, before: oldest.id });
      if (expected !== state.generation) {
        return false;
      }
      const known = new Set(state.$messages.get().map((message) => message.id));
      const older = page.results.filter((message) => !known.has(message.id)).reverse();
      batch(() => {
        state.$messages.set([...older, ...state.$messages.get()]);
        state.$hasOlder.set(page.next !== null);
        state.$loadingOlder.set(false);
      });
      return true;
    } catch (error) {
      if (expected === state.generation) {
        fail(state, error);
        state.$loadingOlder.set(false);
      }
      return false;
    }
  }

  return {
    open: (conversationId) => tracked(openNow(conversationId)),
    create(body) {
      const creating = createNow(body);
      void tracked(creating.then((conversation) => conversation !== null));
      return creating;
    },
    loadOlder,
    loadWelcome,
    startOver,
  };
}
