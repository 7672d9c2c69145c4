import { batch } from 'nanostores';
import type { Message, StreamEvent } from '@parla/contract';
import type { MessageStream } from '../stream/message-stream.js';
import { randomId } from '../transport/transport.js';
import { asApiError } from './as-api-error.js';
import { conversationIdOrNull, learnerMessage, setTranslation, upsert } from './chat-state.js';
import type { ChatState, Turn } from './chat-state.js';
import { isConnectionFailure } from './connection-failure.js';
import { messageTextError } from './validation-error.js';
import { TEMPORARY_ID_PREFIX } from './undelivered.js';

/** The send/stream turn of a chat: sending a message or writing a reply again, following its stream, stopping it. */
export interface ChatTurns {
  /** Sends a message and streams the reply (see `ChatSession.send`). */
  send(text: string): Promise<Message | null>;
  /** Has the tutor write its reply to the learner's latest message again, replacing the replies after it; resolves like `send`. */
  regenerate(message: Message): Promise<Message | null>;
  /** Stops the reply: the stream is aborted and the partial text stays, marked `failed`. */
  stop(): void;
}

/** Creates the send/stream turn of the chat whose state is `state`. */
export function createChatTurns(state: ChatState): ChatTurns {
  function onEvent(turn: Turn, event: StreamEvent): void {
    if (state.activeTurn !== turn) {
      return;
    }
    switch (event.type) {
      case 'user_message': {
        turn.userMessageStored = true;
        const stored = event.data;
        state.$messages.set(state.$messages.get().map((message) => (message.id === turn.temporaryId ? stored : message)));
        return;
      }
      case 'message_review': {
        const { message_id: messageId, review } = event.data;
        state.$messages.set(state.$messages.get().map((message) => (message.id === messageId ? { ...message, review } : message)));
        return;
      }
      case 'ai_message_start': {
        state.chunks.flush();
        batch(() => {
          state.$streamingMessage.set(event.data);
          state.$status.set('streaming');
        });
        return;
      }
      case 'ai_message_chunk': {
        if (state.$streamingMessage.get()?.id !== event.data.message_id) {
          return;
        }
        state.chunks.push(event.data.chunk);
        return;
      }
      case 'ai_message_complete': {
        state.chunks.discard();
        const { suggestions, ...reply } = event.data;
        batch(() => {
          state.$messages.set(upsert(state.$messages.get(), reply));
          state.$streamingMessage.set(null);
          if (suggestions) {
            state.$suggestions.set(suggestions);
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
    state.chunks.flush();
    const streaming = state.$streamingMessage.get();
    if (streaming) {
      state.$messages.set(upsert(state.$messages.get(), { ...streaming, status: 'failed' }));
      state.$streamingMessage.set(null);
    }
  }

  function finishTurn(reply: Message): void {
    state.activeTurn = null;
    state.chunks.discard();
    batch(() => {
      if (!state.$messages.get().some((message) => message.id === reply.id)) {
        state.$messages.set([...state.$messages.get(), reply]);
      }
      state.$streamingMessage.set(null);
      state.$status.set('idle');
    });
  }

  function failTurn(turn: Turn, error: unknown): void {
    state.activeTurn = null;
    const failure = asApiError(error);
    let failedTemporaryId: string | null = null;
    batch(() => {
      settlePartialReply();
      if (!turn.userMessageStored) {
        failedTemporaryId = turn.temporaryId;
        state.$messages.set(state.$messages.get().map((message) => (message.id === turn.temporaryId ? { ...message, status: 'failed' } : message)));
      }
      state.$error.set(failure);
      state.$status.set('error');
    });
    state.lastFailure = { text: turn.text, temporaryId: failedTemporaryId, ...(turn.regenerates === undefined ? {} : { regenerates: turn.regenerates }) };
    if (failedTemporaryId !== null && isConnectionFailure(failure)) {
      // It never reached the server: kept (outliving a reload) and sent once the connection is back.
      const timestamp = state.$messages.get().find((message) => message.id === failedTemporaryId)?.timestamp ?? new Date(state.clock.now()).toISOString();
      state.outbox.add(turn.conversationId, { id: failedTemporaryId, key: turn.key, text: turn.text, timestamp });
    }
  }

  function stop(): void {
    const turn = state.activeTurn;
    if (!turn) {
      return;
    }
    state.activeTurn = null;
    turn.stream?.abort();
    batch(() => {
      settlePartialReply();
      if (!turn.userMessageStored) {
        state.$messages.set(state.$messages.get().filter((message) => message.id !== turn.temporaryId));
      }
      state.$status.set('idle');
    });
  }

  /**
   * Starts `turn`'s reply stream; unless it failed at once, the turn becomes the active one. The client's rate limit is
   * the one check of a send (§9): a stream it refuses fails at once, before anything was sent (see {@link refused}).
   */
  function startStream(turn: Turn, start: () => MessageStream): MessageStream {
    const stream = start();
    if (stream.state !== 'failed') {
      turn.stream = stream;
      state.activeTurn = turn;
      state.lastFailure = null;
    }
    return stream;
  }

  /** Keeps the failure of a stream refused at once in `$error` (the learner keeps the text; no message shows); resolves to null. */
  async function refused(stream: MessageStream): Promise<null> {
    state.$error.set(await stream.result.then(() => null, asApiError));
    return null;
  }

  /** Follows `stream` to its end, finishing or failing `turn` while it is still the active one. */
  async function followReply(turn: Turn, stream: MessageStream): Promise<Message | null> {
    try {
      const reply = await stream.result;
      if (state.activeTurn === turn) {
        finishTurn(reply);
      }
      return reply;
    } catch (error) {
      if (state.activeTurn === turn) {
        failTurn(turn, error);
      }
      return null;
    }
  }

  async function send(text: string): Promise<Message | null> {
    const trimmed = text.trim();
    const invalid = messageTextError(trimmed);
    if (invalid) {
      state.$error.set(invalid);
      return null;
    }
    const conversationId = conversationIdOrNull(state);
    if (conversationId === null && state.currentLoad !== null) {
      // Sent while the conversation is still loading (a fast Enter): it goes once the conversation is open.
      const expected = state.generation;
      const loaded = await state.currentLoad;
      return loaded && expected === state.generation ? send(text) : null;
    }
    if (conversationId === null) {
      throw new TypeError('No conversation is open: call chat.open(id) or chat.create({...}) before chat.send(text).');
    }
    if (state.flushing) {
      // Messages kept unsent go first, in the order they were written.
      await state.flushing;
      if (conversationIdOrNull(state) !== conversationId) {
        return null;
      }
    }
    if (state.activeTurn) {
      return null;
    }
    const key = randomId();
    const turn: Turn = { text: trimmed, conversationId, key, temporaryId: `${TEMPORARY_ID_PREFIX}${key}`, userMessageStored: false, stream: null };
    const stream = startStream(turn, () =>
      state.client.conversations.sendMessageStream({ conversation_id: conversationId, message_text: trimmed }, { onEvent: (event) => onEvent(turn, event), idempotencyKey: key }),
    );
    if (stream.state === 'failed') {
      return refused(stream);
    }
    batch(() => {
      state.$messages.set([...state.$messages.get(), learnerMessage(conversationId, turn.temporaryId, trimmed, new Date(state.clock.now()).toISOString(), 'processing')]);
      state.$suggestions.set([]);
      state.$error.set(null);
      state.$status.set('sending');
    });
    return followReply(turn, stream);
  }

  async function regenerate(message: Message): Promise<Message | null> {
    const conversationId = conversationIdOrNull(state);
    if (conversationId === null || state.activeTurn) {
      return null;
    }
    const turn: Turn = { text: message.message_text, conversationId, key: randomId(), temporaryId: message.id, userMessageStored: true, stream: null, regenerates: message.id };
    const stream = startStream(turn, () => state.client.conversations.regenerateReplyStream(message.id, { onEvent: (event) => onEvent(turn, event) }));
    if (stream.state === 'failed') {
      return refused(stream);
    }
    batch(() => {
      const messages = state.$messages.get();
      const index = messages.findIndex((candidate) => candidate.id === message.id);
      for (const replaced of messages.slice(index + 1)) {
        setTranslation(state, replaced.id, undefined);
      }
      state.$messages.set(messages.slice(0, index + 1));
      state.$suggestions.set([]);
      state.$error.set(null);
      state.$status.set('sending');
    });
    return followReply(turn, stream);
  }

  return { send, regenerate, stop };
}
