import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@parla/contract';
import { RATE_LIMITS, VALIDATION } from '@parla/contract/constants';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { memoryStorage } from '../ports.js';
import { bodyFromChunks, buildChatStream, controlledBody, sseEvent, sseResponse } from '@parla/test-utils';
import type { ControlledBody } from '@parla/test-utils';
import { loadEventStreamParser } from '../stream/load-event-stream-parser.js';
import { createChatSession } from './chat-session.js';
import { isConnectionFailure } from './connection-failure.js';
import { isUndelivered } from './undelivered.js';
import type { FlushScheduler } from './chunk-coalescer.js';
import { aConversation, aMessage, aPage, apiError, fakeApi, json, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';

// The stream parser's dynamic import, real unless a test makes it fail (as when its chunk cannot be fetched).
vi.mock('../stream/load-event-stream-parser.js', async (importOriginal) => {
  const actual = await importOriginal<{ loadEventStreamParser: typeof loadEventStreamParser }>();
  return { loadEventStreamParser: vi.fn(actual.loadEventStreamParser) };
});

afterEach(() => {
  vi.mocked(loadEventStreamParser).mockReset();
});

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';
const silentLogger = { error: () => undefined, info: () => undefined };

/** A server with conversation-1 holding `messages` (newest page as the server orders it: newest first). */
function serverWithConversation(newestFirst = [aMessage('m3'), aMessage('m2')], next: string | null = null): FakeApi {
  const api = fakeApi();
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage(newestFirst, next)));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () =>
    json({ conversation_id: 'conversation-1', message_text: '¡Hola! ¿De qué quieres hablar?', suggestions: ['Hola', '¿Qué tal?'] }),
  );
  return api;
}

function streamOf(events: readonly StreamEvent[]): Response {
  return sseResponse(bodyFromChunks(events.map((event) => sseEvent(event))));
}

async function openChat(api: FakeApi, options: { schedule?: FlushScheduler; client?: ReturnType<typeof testClient>['client'] } = {}) {
  const client = options.client ?? testClient(api, { tokens: validTokens() }).client;
  const chat = createChatSession({ client, schedule: options.schedule, logger: silentLogger });
  await chat.open('conversation-1');
  return chat;
}

/** Serves the next streamed turn from a body the test feeds by hand. */
function serveControlledStream(api: FakeApi): ControlledBody {
  const body = controlledBody();
  api.on('POST', STREAM_PATH, () => sseResponse(body.body));
  return body;
}

const turn = buildChatStream({ userText: 'Hola', aiText: 'Hola, ¿qué tal?', chunks: ['Hola', ', ¿qué', ' tal?'] });
const [userMessageEvent, startEvent, chunk1, chunk2, chunk3, completeEvent, endEvent] = turn as [
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
  StreamEvent,
];

describe('when a conversation is opened', () => {
  it('loads the conversation and the newest page of 20 messages, oldest first', async () => {
    const api = serverWithConversation([aMessage('m3'), aMessage('m2'), aMessage('m1')], '/api/v1/conversations/conversation-1/messages/?before=m1');
    const chat = await openChat(api);

    const [request] = api.calls('GET', '/api/v1/conversations/conversation-1/messages/');
    expect(request?.url.searchParams.get('ordering')).toBe('-timestamp');
    expect(request?.url.searchParams.get('limit')).toBe('20');
    expect(chat.$conversation.get()?.id).toBe('conversation-1');
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m1', 'm2', 'm3']);
    expect(chat.$hasOlder.get()).toBe(true);
    expect(chat.$status.get()).toBe('idle');
  });

  it('shows the welcome suggestions when the conversation is empty', async () => {
    const api = serverWithConversation([]);
    const chat = await openChat(api);

    expect(chat.$suggestions.get()).toEqual(['Hola', '¿Qué tal?']);
    expect(chat.$greeting.get()).toBe('¡Hola! ¿De qué quieres hablar?');
  });

  it('shows the suggestions under the greeting the server stored as the first message, without repeating it', async () => {
    const api = serverWithConversation([aMessage('greeting', { message_text: '¡Hola! ¿De qué quieres hablar?' })]);
    const chat = await openChat(api);

    expect(chat.$suggestions.get()).toEqual(['Hola', '¿Qué tal?']);
    expect(chat.$greeting.get()).toBeNull();
  });

  it('does not ask for suggestions once the learner has written', async () => {
    const api = serverWithConversation([aMessage('m3'), aMessage('m2', { sender: 'user' }), aMessage('greeting')]);
    const chat = await openChat(api);

    expect(api.calls('GET', '/api/v1/conversations/conversation-1/welcome/')).toHaveLength(0);
    expect(chat.$suggestions.get()).toEqual([]);
  });

  it('does not ask for suggestions while older messages remain to load', async () => {
    const api = serverWithConversation([aMessage('m3'), aMessage('m2')], '/api/v1/conversations/conversation-1/messages/?before=m2');
    await openChat(api);

    expect(api.calls('GET', '/api/v1/conversations/conversation-1/welcome/')).toHaveLength(0);
  });

  it('reports a failure in $error with status error', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/conversations/{id}/', () => apiError(404, 'Resource not found.', {}, 'not_found'));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
    const chat = await openChat(api);

    expect(chat.$status.get()).toBe('error');
    expect(chat.$error.get()?.status).toBe(404);
    expect(chat.$error.get()?.message).toBe('Resource not found.');
  });

  it('starts loading the stream parser once the conversation is open, so it is there when the learner sends', async () => {
    const api = serverWithConversation();
    api.on('GET', '/api/v1/conversations/{id}/', () => apiError(404, 'Resource not found.', {}, 'not_found'));
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });

    expect(await chat.open('conversation-1')).toBe(false);
    expect(loadEventStreamParser).not.toHaveBeenCalled();

    api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
    expect(await chat.open('conversation-1')).toBe(true);
    expect(loadEventStreamParser).toHaveBeenCalledOnce();
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
  });

  it('opens the conversation given at creation', async () => {
    const api = serverWithConversation();
    const { client } = testClient(api, { tokens: validTokens() });
    const chat = createChatSession({ client, conversationId: 'conversation-1' });

    await vi.waitFor(() => expect(chat.$messages.get()).toHaveLength(2));
    expect(chat.$conversation.get()?.id).toBe('conversation-1');
  });
});

describe('when a conversation is created', () => {
  it('sends the target language and learning mode and opens it with its suggestions', async () => {
    const api = serverWithConversation([]);
    api.on('POST', '/api/v1/conversations/', () => json(aConversation({ id: 'conversation-1', learning_mode: 'roleplay' }), 201));
    const { client } = testClient(api, { tokens: validTokens() });
    const chat = createChatSession({ client });

    const conversation = await chat.create({ target_language: 'es', learning_mode: 'roleplay' });

    expect(api.calls('POST', '/api/v1/conversations/')[0]?.body).toEqual({ target_language: 'es', learning_mode: 'roleplay' });
    expect(conversation?.learning_mode).toBe('roleplay');
    expect(chat.$conversation.get()?.id).toBe('conversation-1');
    expect(chat.$suggestions.get()).toEqual(['Hola', '¿Qué tal?']);
  });

  it('starts loading the stream parser once the conversation exists', async () => {
    const api = serverWithConversation([]);
    api.on('POST', '/api/v1/conversations/', () => json(aConversation({ id: 'conversation-1' }), 201));
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client });

    await chat.create({ target_language: 'es', learning_mode: 'free_conversation' });

    expect(loadEventStreamParser).toHaveBeenCalledOnce();
  });

  it('shows the greeting the server stored as its first message', async () => {
    const api = serverWithConversation([aMessage('greeting', { message_text: '¡Hola! ¿De qué quieres hablar?' })]);
    api.on('POST', '/api/v1/conversations/', () => json(aConversation({ id: 'conversation-1' }), 201));
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client });

    await chat.create({ target_language: 'es', learning_mode: 'free_conversation' });

    expect(chat.$messages.get().map((message) => message.message_text)).toEqual(['¡Hola! ¿De qué quieres hablar?']);
    expect(chat.$greeting.get()).toBeNull();
    expect(chat.$suggestions.get()).toEqual(['Hola', '¿Qué tal?']);
  });

  it('still answers with the conversation when its messages cannot be loaded', async () => {
    const api = serverWithConversation([]);
    api.on('POST', '/api/v1/conversations/', () => json(aConversation({ id: 'conversation-1' }), 201));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => apiError(400, 'Bad request'));
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });

    const conversation = await chat.create({ target_language: 'es', learning_mode: 'free_conversation' });

    expect(conversation?.id).toBe('conversation-1');
    expect(chat.$status.get()).toBe('idle');
    expect(chat.$greeting.get()).toBe('¡Hola! ¿De qué quieres hablar?');
  });
});

describe('when the learner sends a message', () => {
  it('shows it at once with a temporary id and status processing', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const chat = await openChat(api);

    void chat.send('  Hola  ');

    const optimistic = chat.$messages.get().at(-1);
    expect(optimistic).toMatchObject({ sender: 'user', message_text: 'Hola', status: 'processing', conversation_id: 'conversation-1' });
    expect(optimistic?.id).not.toBe('user-message-1');
    expect(chat.$status.get()).toBe('sending');
    body.close();
  });

  it('sends the trimmed text to the conversation', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => streamOf(turn));
    const chat = await openChat(api);

    await chat.send('  Hola  ');

    expect(api.calls('POST', STREAM_PATH)[0]?.body).toEqual({ conversation_id: 'conversation-1', message_text: 'Hola' });
  });

  it('replaces the optimistic message with the server’s user_message', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const chat = await openChat(api);
    void chat.send('Hola');

    body.push(sseEvent(userMessageEvent));

    await vi.waitFor(() => expect(chat.$messages.get().at(-1)?.id).toBe('user-message-1'));
    expect(chat.$messages.get().filter((message) => message.sender === 'user' && message.message_text === 'Hola')).toHaveLength(1);
    expect(chat.$messages.get().at(-1)?.status).toBe('delivered');
    body.close();
  });

  it('streams the reply into $streamingMessage without touching $messages', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const chat = await openChat(api);
    const sending = chat.send('Hola');
    body.push(sseEvent(userMessageEvent) + sseEvent(startEvent));
    await vi.waitFor(() => expect(chat.$status.get()).toBe('streaming'));
    let messageNotifications = 0;
    const stopCounting = chat.$messages.listen(() => {
      messageNotifications += 1;
    });
    const seenTexts: string[] = [];
    const stopWatching = chat.$streamingMessage.listen((message) => seenTexts.push(message?.message_text ?? '<none>'));

    body.push(sseEvent(chunk1));
    await vi.waitFor(() => expect(chat.$streamingMessage.get()?.message_text).toBe('Hola'));
    body.push(sseEvent(chunk2));
    body.push(sseEvent(chunk3));
    await vi.waitFor(() => expect(chat.$streamingMessage.get()?.message_text).toBe('Hola, ¿qué tal?'));

    expect(messageNotifications).toBe(0);
    expect(seenTexts).toEqual(['Hola', 'Hola, ¿qué', 'Hola, ¿qué tal?']);
    expect(chat.$streamingMessage.get()?.status).toBe('processing');

    body.push(sseEvent(completeEvent) + sseEvent(endEvent));
    await sending;
    expect(messageNotifications).toBe(1);
    stopCounting();
    stopWatching();
  });

  it('moves the completed reply into $messages and clears $streamingMessage', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => streamOf(turn));
    const chat = await openChat(api);

    const reply = await chat.send('Hola');

    expect(reply).toMatchObject({ id: 'ai-message-1', message_text: 'Hola, ¿qué tal?', status: 'delivered' });
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m2', 'm3', 'user-message-1', 'ai-message-1']);
    expect(chat.$messages.get().at(-1)?.status).toBe('delivered');
    expect(chat.$streamingMessage.get()).toBeNull();
    expect(chat.$status.get()).toBe('idle');
    expect(chat.$error.get()).toBeNull();
  });

  it('hides the welcome suggestions once a message is sent, and keeps the greeting above it', async () => {
    const api = serverWithConversation([]);
    api.on('POST', STREAM_PATH, () => streamOf(turn));
    const chat = await openChat(api);
    expect(chat.$suggestions.get()).toHaveLength(2);

    await chat.send('Hola');

    expect(chat.$suggestions.get()).toEqual([]);
    expect(chat.$greeting.get()).toBe('¡Hola! ¿De qué quieres hablar?');
  });

  it('ignores a second send while a reply is still streaming', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const chat = await openChat(api);
    void chat.send('Hola');

    expect(await chat.send('Otra vez')).toBeNull();
    expect(chat.$messages.get().filter((message) => message.sender === 'user')).toHaveLength(1);
    body.close();
  });
});

describe('when chunks arrive faster than the view paints', () => {
  it('applies every chunk between two flushes in one $streamingMessage update', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const flushes: Array<() => void> = [];
    const chat = await openChat(api, { schedule: (flush) => flushes.push(flush) });
    void chat.send('Hola');
    body.push(sseEvent(userMessageEvent) + sseEvent(startEvent));
    await vi.waitFor(() => expect(chat.$status.get()).toBe('streaming'));
    const seenTexts: string[] = [];
    const stopWatching = chat.$streamingMessage.listen((message) => seenTexts.push(message?.message_text ?? '<none>'));

    body.push(sseEvent(chunk1) + sseEvent(chunk2) + sseEvent(chunk3));
    await vi.waitFor(() => expect(flushes).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seenTexts).toEqual([]);
    expect(flushes).toHaveLength(1);

    flushes[0]?.();
    expect(seenTexts).toEqual(['Hola, ¿qué tal?']);
    stopWatching();
    body.close();
  });

  it('flushes pending text when the reply completes before the scheduler runs', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => streamOf(turn));
    const chat = await openChat(api, { schedule: () => undefined });

    await chat.send('Hola');

    expect(chat.$messages.get().at(-1)?.message_text).toBe('Hola, ¿qué tal?');
    expect(chat.$streamingMessage.get()).toBeNull();
  });
});

describe('when the learner stops the reply', () => {
  it('aborts the stream and keeps the partial text, marked failed', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const chat = await openChat(api);
    const sending = chat.send('Hola');
    body.push(sseEvent(userMessageEvent) + sseEvent(startEvent) + sseEvent(chunk1));
    await vi.waitFor(() => expect(chat.$streamingMessage.get()?.message_text).toBe('Hola'));

    chat.stop();

    expect(chat.$streamingMessage.get()).toBeNull();
    expect(chat.$messages.get().at(-1)).toMatchObject({ id: 'ai-message-1', message_text: 'Hola', status: 'failed' });
    expect(chat.$status.get()).toBe('idle');
    expect(chat.$error.get()).toBeNull();
    expect(await sending).toBeNull();
    await vi.waitFor(() => expect(body.cancelled).toBe(true));
  });

  it('withdraws the message when stopped before the server stored it', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const chat = await openChat(api);
    void chat.send('Hola');

    chat.stop();

    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m2', 'm3']);
    body.close();
  });
});

describe('when the message is blank', () => {
  it('reports "Message cannot be empty" without calling the server', async () => {
    const api = serverWithConversation();
    const chat = await openChat(api);
    const before = api.requests.length;

    expect(await chat.send('   ')).toBeNull();

    expect(chat.$error.get()?.message).toBe('Message cannot be empty');
    expect(chat.$error.get()?.fieldErrors).toEqual({ message_text: ['Message cannot be empty'] });
    expect(api.requests).toHaveLength(before);
    expect(chat.$messages.get()).toHaveLength(2);
  });
});

describe('when the message is longer than the contract allows', () => {
  it('reports the field error without calling the server; the longest allowed text is sent', async () => {
    const api = serverWithConversation();
    const chat = await openChat(api);
    const before = api.requests.length;

    expect(await chat.send('x'.repeat(VALIDATION.messageMaxLength + 1))).toBeNull();

    expect(chat.$error.get()?.fieldErrors).toEqual({ message_text: ['Invalid format'] });
    expect(api.requests).toHaveLength(before);
    expect(chat.$messages.get()).toHaveLength(2);

    expect(await chat.edit('m2', 'x'.repeat(VALIDATION.messageMaxLength + 1))).toBeNull();
    expect(chat.$actionError.get()?.fieldErrors).toEqual({ message_text: ['Invalid format'] });
    expect(api.calls('PATCH', '/api/v1/conversations/messages/m2/edit/')).toHaveLength(0);
  });
});

describe('when sending is rate-limited', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A client with the §9 limits (15 sends a minute, then 5 minutes blocked) on a clock the test moves. */
  function limitedClient(api: FakeApi) {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rateLimiter = createRateLimiter({ storage: memoryStorage() });
    return testClient(api, { tokens: validTokens(), rateLimiter }).client;
  }

  it('refuses sends for 5 minutes from the send that reached the limit, even once its minute has passed: nothing shows or is sent', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => streamOf(turn));
    const client = limitedClient(api);
    const chat = await openChat(api, { client });
    for (let attempt = 1; attempt < RATE_LIMITS.message_send.limit; attempt += 1) {
      client.rateLimiter?.consume('message_send');
    }
    await chat.send('Hola');
    expect(client.rateLimiter?.check('message_send')).toMatchObject({ blocked: true, retryAfterMs: 5 * 60_000 });
    const shown = chat.$messages.get().length;

    vi.setSystemTime(Date.now() + 61_000);
    expect(await chat.send('Otra vez')).toBeNull();
    expect(chat.$error.get()).toMatchObject({ kind: 'rate_limited', retryAfterMs: 5 * 60_000 - 61_000 });
    vi.setSystemTime(Date.now() + 5 * 60_000 - 61_000 - 1);
    expect(await chat.send('Otra vez')).toBeNull();
    expect(chat.$error.get()).toMatchObject({ kind: 'rate_limited', retryAfterMs: 1 });

    expect(chat.$messages.get()).toHaveLength(shown);
    expect(chat.$messages.get().some(isUndelivered)).toBe(false);
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    expect((await chat.send('Otra vez'))?.id).toBe('ai-message-1');
    expect(chat.$error.get()).toBeNull();
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(2);
  });

  it('refuses while blocked with the time left of the block, and sends again once the limit allows', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => streamOf(turn));
    const client = limitedClient(api);
    const chat = await openChat(api, { client });
    for (let attempt = 0; attempt < RATE_LIMITS.message_send.limit; attempt += 1) {
      client.rateLimiter?.consume('message_send');
    }
    vi.setSystemTime(Date.now() + 2 * 60_000);

    expect(await chat.send('Primero')).toBeNull();
    expect(chat.$error.get()).toMatchObject({ kind: 'rate_limited', retryAfterMs: 3 * 60_000 });

    client.rateLimiter?.reset();
    expect((await chat.send('Primero'))?.id).toBe('ai-message-1');
    expect(chat.$error.get()).toBeNull();
    expect(api.calls('POST', STREAM_PATH).map((request) => request.body)).toEqual([{ conversation_id: 'conversation-1', message_text: 'Primero' }]);
  });
});

describe('when sending fails', () => {
  it('marks the message failed and retry() sends it again', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    const chat = await openChat(api);
    await chat.send('Hola');

    expect(chat.$status.get()).toBe('error');
    expect(chat.$error.get()?.status).toBe(500);
    expect(chat.$messages.get().at(-1)).toMatchObject({ message_text: 'Hola', status: 'failed' });

    api.on('POST', STREAM_PATH, () => streamOf(turn));
    const reply = await chat.retry();

    expect(reply?.id).toBe('ai-message-1');
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m2', 'm3', 'user-message-1', 'ai-message-1']);
    expect(chat.$error.get()).toBeNull();
    expect(api.calls('POST', STREAM_PATH).map((request) => request.body)).toEqual([
      { conversation_id: 'conversation-1', message_text: 'Hola' },
      { conversation_id: 'conversation-1', message_text: 'Hola' },
    ]);
  });

  it('marks the message undelivered, as for a network error, when the stream parser’s code cannot be loaded; retry() sends it once it can', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => streamOf(turn));
    const chat = await openChat(api);
    vi.mocked(loadEventStreamParser).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));

    expect(await chat.send('Hola')).toBeNull();

    const undelivered = chat.$messages.get().at(-1);
    expect(undelivered).toMatchObject({ message_text: 'Hola', status: 'failed' });
    expect(undelivered && isUndelivered(undelivered)).toBe(true);
    expect(chat.$error.get()).toMatchObject({ kind: 'network', code: 'network', message: 'Network error. Please try again.' });
    expect(isConnectionFailure(chat.$error.get())).toBe(true);
    expect(chat.$status.get()).toBe('error');
    expect(chat.$streamingMessage.get()).toBeNull();

    vi.mocked(loadEventStreamParser).mockReset();
    const reply = await chat.retry(undelivered?.id);

    expect(reply?.id).toBe('ai-message-1');
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m2', 'm3', 'user-message-1', 'ai-message-1']);
    expect(chat.$error.get()).toBeNull();
  });

  it('keeps a reply that broke off (error event) visible, marked failed, with the server’s message', async () => {
    const api = serverWithConversation();
    const errorEvent: StreamEvent = {
      type: 'error',
      conversation_id: 'conversation-1',
      data: { code: 'engine_unavailable', message: 'The tutor is unavailable.', message_id: 'ai-message-1' },
    };
    api.on('POST', STREAM_PATH, () => streamOf([userMessageEvent, startEvent, chunk1, errorEvent, endEvent]));
    const chat = await openChat(api);

    expect(await chat.send('Hola')).toBeNull();

    expect(chat.$messages.get().at(-1)).toMatchObject({ id: 'ai-message-1', message_text: 'Hola', status: 'failed' });
    expect(chat.$streamingMessage.get()).toBeNull();
    expect(chat.$error.get()?.message).toBe('The tutor is unavailable.');
    expect(chat.$error.get()?.code).toBe('engine_unavailable');
  });

  it('reports a stream that ends without a complete reply', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => streamOf([userMessageEvent, startEvent, chunk1, endEvent]));
    const chat = await openChat(api);

    await chat.send('Hola');

    expect(chat.$error.get()?.message).toBe('Stream ended without complete AI message');
    expect(chat.$status.get()).toBe('error');
  });

  it('does nothing on retry() when nothing failed, nor on retry(id) of a message that was delivered or is unknown', async () => {
    const api = serverWithConversation();
    const chat = await openChat(api);

    expect(await chat.retry()).toBeNull();
    expect(await chat.retry('m3')).toBeNull();
    expect(await chat.retry('pending-404')).toBeNull();
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m2', 'm3']);
  });

  it('counts only the learner’s failed messages the server never stored as undelivered', async () => {
    const api = serverWithConversation();
    api.on('POST', STREAM_PATH, () => streamOf([userMessageEvent, startEvent, chunk1, endEvent]));
    const chat = await openChat(api);

    await chat.send('Hola');

    expect(chat.$messages.get().slice(-2).map((message) => [message.sender, message.status, isUndelivered(message)])).toEqual([
      ['user', 'delivered', false],
      ['ai', 'failed', false],
    ]);
    expect(chat.$messages.get().some(isUndelivered)).toBe(false);
  });
});

describe('when older messages are loaded', () => {
  it('pages back from the oldest message and prepends the page', async () => {
    const api = serverWithConversation([aMessage('m4'), aMessage('m3')], '/next');
    const chat = await openChat(api);
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([aMessage('m2'), aMessage('m1')], null)));

    expect(await chat.loadOlder()).toBe(true);

    const request = api.calls('GET', '/api/v1/conversations/conversation-1/messages/').at(-1);
    expect(request?.url.searchParams.get('before')).toBe('m3');
    expect(request?.url.searchParams.get('ordering')).toBe('-timestamp');
    expect(request?.url.searchParams.get('limit')).toBe('20');
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(chat.$hasOlder.get()).toBe(false);
    expect(chat.$loadingOlder.get()).toBe(false);
  });

  it('shows the loading state while the page is on its way', async () => {
    const api = serverWithConversation([aMessage('m2')], '/next');
    const chat = await openChat(api);
    let answer: (response: Response) => void = () => undefined;
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => new Promise<Response>((resolve) => (answer = resolve)));

    const loading = chat.loadOlder();
    expect(chat.$loadingOlder.get()).toBe(true);
    await vi.waitFor(() => expect(api.requests.at(-1)?.url.searchParams.get('before')).toBe('m2'));
    answer(json(aPage([aMessage('m1')], null)));
    await loading;

    expect(chat.$loadingOlder.get()).toBe(false);
  });

  it('does not call the server when there is nothing older', async () => {
    const api = serverWithConversation([aMessage('m1')], null);
    const chat = await openChat(api);
    const before = api.requests.length;

    expect(await chat.loadOlder()).toBe(false);
    expect(api.requests).toHaveLength(before);
  });
});

describe('when a message is edited', () => {
  it('saves the trimmed text and replaces the message', async () => {
    const api = serverWithConversation();
    api.on('PATCH', '/api/v1/conversations/messages/{id}/edit/', (request) =>
      json(aMessage('m2', { message_text: (request.body as { message_text: string }).message_text, edited_at: '2025-01-15T11:00:00.000Z' })),
    );
    const chat = await openChat(api);

    const edited = await chat.edit('m2', '  Buenos días  ');

    expect(api.calls('PATCH', '/api/v1/conversations/messages/m2/edit/')[0]?.body).toEqual({ message_text: 'Buenos días' });
    expect(edited?.message_text).toBe('Buenos días');
    expect(chat.$messages.get().find((message) => message.id === 'm2')?.message_text).toBe('Buenos días');
  });

  it('refuses blank text with "Message cannot be empty" without calling the server', async () => {
    const api = serverWithConversation();
    const chat = await openChat(api);

    expect(await chat.edit('m2', '  ')).toBeNull();

    expect(chat.$actionError.get()?.message).toBe('Message cannot be empty');
    expect(chat.$error.get()).toBeNull();
    expect(api.calls('PATCH', '/api/v1/conversations/messages/m2/edit/')).toHaveLength(0);
  });
});

describe('when a message is translated', () => {
  it('translates its text and keeps the translation by message id', async () => {
    const api = serverWithConversation();
    api.on('POST', '/api/v1/chat/translate/', () =>
      json({ translated_text: 'Text of m2 in English', source_language: 'es', target_language: 'en', engine: 'test' }),
    );
    const chat = await openChat(api);

    await chat.translate('m2', 'en');

    expect(api.calls('POST', '/api/v1/chat/translate/')[0]?.body).toEqual({ text: 'Text of m2', target_language: 'en', message_id: 'm2' });
    expect(chat.$translations.get()['m2']?.translated_text).toBe('Text of m2 in English');
    expect(chat.$translations.get()['m3']).toBeUndefined();
  });

  it('forgets the translation of a message once it is edited, and keeps the others', async () => {
    const api = serverWithConversation();
    api.on('POST', '/api/v1/chat/translate/', (request) =>
      json({
        translated_text: `${(request.body as { message_id: string }).message_id} in English`,
        source_language: 'es',
        target_language: 'en',
        engine: 'test',
      }),
    );
    api.on('PATCH', '/api/v1/conversations/messages/{id}/edit/', () => json(aMessage('m2', { message_text: 'Buenas noches' })));
    const chat = await openChat(api);
    await chat.translate('m2', 'en');
    await chat.translate('m3', 'en');

    await chat.edit('m2', 'Buenas noches');

    expect(Object.keys(chat.$translations.get())).toEqual(['m3']);
    expect(chat.$translations.get()['m3']?.translated_text).toBe('m3 in English');
  });

  it('reports a failure in $actionError and leaves $error (load and send) alone', async () => {
    const api = serverWithConversation();
    api.on('POST', '/api/v1/chat/translate/', () => apiError(503, 'Service temporarily unavailable. Please try again later.'));
    const chat = await openChat(api);
    await chat.send('   ');
    const sendError = chat.$error.get();
    expect(sendError?.message).toBe('Message cannot be empty');

    expect(await chat.translate('m2', 'en')).toBeNull();
    expect(chat.$actionError.get()?.status).toBe(503);
    expect(chat.$error.get()).toBe(sendError);
  });

  describe('on a server without a translation engine (501 engine_not_configured)', () => {
    it('fails at once, without a retry, and tells the capabilities which pair, so Translate is no longer offered for it', async () => {
      const api = serverWithConversation();
      api.on('POST', '/api/v1/chat/translate/', () =>
        apiError(501, 'Translation needs a language model; none is configured on this server.', {}, 'engine_not_configured'),
      );
      const client = testClient(api, { tokens: validTokens(), retry: {} }).client; // the §9 policy: 3 retries of a 5xx
      const capabilities = { markTranslationUnavailable: vi.fn() };
      const chat = createChatSession({ client, logger: silentLogger, capabilities });
      await chat.open('conversation-1');

      expect(await chat.translate('m2', 'en')).toBeNull();

      expect(api.calls('POST', '/api/v1/chat/translate/')).toHaveLength(1);
      expect(chat.$actionError.get()).toMatchObject({ status: 501, code: 'engine_not_configured' });
      expect(capabilities.markTranslationUnavailable).toHaveBeenCalledTimes(1);
      expect(capabilities.markTranslationUnavailable).toHaveBeenCalledWith(chat.$conversation.get()?.target_language, 'en');
    });

    it('does not give up on translation after a failure of the engine just now (503 engine_unavailable)', async () => {
      const api = serverWithConversation();
      api.on('POST', '/api/v1/chat/translate/', () => apiError(503, 'The translation engine could not answer right now. Please try again.', {}, 'engine_unavailable'));
      const capabilities = { markTranslationUnavailable: vi.fn() };
      const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger, capabilities });
      await chat.open('conversation-1');

      expect(await chat.translate('m2', 'en')).toBeNull();

      expect(chat.$actionError.get()?.code).toBe('engine_unavailable');
      expect(capabilities.markTranslationUnavailable).not.toHaveBeenCalled();
    });
  });
});

describe('the conversation menu', () => {
  it('clears the conversation with one call to the server, and shows it empty', async () => {
    const api = serverWithConversation();
    const chat = await openChat(api);
    api.on('POST', '/api/v1/conversations/{id}/clear/', () => json({ deleted: 2, conversation: aConversation({ message_count: 0 }) }));

    expect(await chat.clear()).toBe(true);

    expect(api.calls('POST', '/api/v1/conversations/conversation-1/clear/')).toHaveLength(1);
    expect(api.calls('DELETE', '/api/v1/batch/messages/')).toHaveLength(0);
    expect(chat.$messages.get()).toEqual([]);
    expect(chat.$conversation.get()?.message_count).toBe(0);
  });

  it('exports the conversation', async () => {
    const api = serverWithConversation();
    const exported = { exported_at: '2025-01-15T12:00:00.000Z', conversation: aConversation(), messages: [aMessage('m2'), aMessage('m3')] };
    api.on('GET', '/api/v1/conversations/{id}/export/', () => json(exported));
    const chat = await openChat(api);

    expect(await chat.exportConversation()).toEqual(exported);
  });

  it('ends the conversation', async () => {
    const api = serverWithConversation();
    api.on('POST', '/api/v1/conversations/{id}/end/', () => json(aConversation({ status: 'ended', ended_at: '2025-01-15T12:00:00.000Z' })));
    const chat = await openChat(api);

    await chat.endConversation();

    expect(chat.$conversation.get()?.status).toBe('ended');
  });

  it('switches the learning mode', async () => {
    const api = serverWithConversation();
    api.on('PUT', '/api/v1/conversations/{id}/learning-mode/', () => json(aConversation({ learning_mode: 'idioms' })));
    const chat = await openChat(api);

    await chat.setLearningMode('idioms');

    expect(api.calls('PUT', '/api/v1/conversations/conversation-1/learning-mode/')[0]?.body).toEqual({ learning_mode: 'idioms' });
    expect(chat.$conversation.get()?.learning_mode).toBe('idioms');
  });
});

describe('when the learner leaves while the tutor is replying', () => {
  it('lets the reply finish in the background, showing nothing of it', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const chat = await openChat(api);
    void chat.send('Hola');
    body.push(sseEvent(userMessageEvent) + sseEvent(startEvent) + sseEvent(chunk1));
    await vi.waitFor(() => expect(chat.$status.get()).toBe('streaming'));

    chat.destroy();
    body.push(sseEvent(chunk2) + sseEvent(chunk3) + sseEvent(completeEvent) + sseEvent(endEvent));
    body.close();
    await vi.waitFor(() => expect(api.calls('POST', STREAM_PATH)).toHaveLength(1));

    expect(body.cancelled).toBe(false);
    expect(chat.$streamingMessage.get()).toBeNull();
    expect(chat.$messages.get()).toEqual([]);
  });

  it('follows a reply still being written when the conversation is opened again, until it is delivered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const writing = aMessage('reply', { status: 'processing', message_text: '' });
      const api = serverWithConversation([writing, aMessage('question', { sender: 'user' })]);
      const chat = await openChat(api);
      expect(chat.$messages.get().at(-1)?.status).toBe('processing');

      await vi.advanceTimersByTimeAsync(1000);
      expect(chat.$messages.get().at(-1)?.status).toBe('processing');
      api.on('GET', '/api/v1/conversations/{id}/messages/', () => apiError(503, 'Service temporarily unavailable. Please try again later.'));
      await vi.advanceTimersByTimeAsync(1000);
      api.on('GET', '/api/v1/conversations/{id}/messages/', () =>
        json(aPage([aMessage('reply', { message_text: '¡Muy bien!' }), aMessage('question', { sender: 'user' })])),
      );
      await vi.advanceTimersByTimeAsync(1000);

      expect(chat.$messages.get().at(-1)).toMatchObject({ id: 'reply', status: 'delivered', message_text: '¡Muy bien!' });
      await vi.advanceTimersByTimeAsync(5000);
      expect(api.calls('GET', '/api/v1/conversations/conversation-1/messages/')).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('when the chat is reset (sign-out)', () => {
  it('stops the reply and forgets the conversation', async () => {
    const api = serverWithConversation();
    const body = serveControlledStream(api);
    const chat = await openChat(api);
    void chat.send('Hola');
    body.push(sseEvent(userMessageEvent) + sseEvent(startEvent));
    await vi.waitFor(() => expect(chat.$status.get()).toBe('streaming'));

    chat.reset();

    expect(chat.$conversation.get()).toBeNull();
    expect(chat.$messages.get()).toEqual([]);
    expect(chat.$streamingMessage.get()).toBeNull();
    await vi.waitFor(() => expect(body.cancelled).toBe(true));
  });
});
