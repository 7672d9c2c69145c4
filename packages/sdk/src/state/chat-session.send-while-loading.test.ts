import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@parla/contract';
import { aConversation, aMessage, aPage, bodyFromChunks, buildChatStream, fakeApi, json, sseEvent, sseResponse, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { createChatSession } from './chat-session.js';

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';
const silentLogger = { error: () => undefined, info: () => undefined };

/** A server whose conversation answers only when the test says so; the welcome sends nothing. */
function slowServer(): { api: FakeApi; answer: () => void } {
  const api = fakeApi();
  let answer: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    answer = resolve;
  });
  api.on('GET', '/api/v1/conversations/{id}/', async () => {
    await ready;
    return json(aConversation());
  });
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([aMessage('m1')])));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: '', suggestions: [] }));
  const events: StreamEvent[] = buildChatStream({ userText: 'Hola', aiText: '¡Hola!' });
  api.on('POST', STREAM_PATH, () => sseResponse(bodyFromChunks(events.map((event) => sseEvent(event)))));
  return { api, answer };
}

describe('when the learner sends while the conversation is still loading', () => {
  it('waits for it and sends the message once it is open', async () => {
    const { api, answer } = slowServer();
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });
    void chat.open('conversation-1');
    expect(chat.$status.get()).toBe('loading');

    const sending = chat.send('  Hola ');
    await Promise.resolve();
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);

    answer();
    const reply = await sending;

    expect(reply?.message_text).toBe('¡Hola!');
    const [request] = api.calls('POST', STREAM_PATH);
    expect(request?.body).toEqual({ conversation_id: 'conversation-1', message_text: 'Hola' });
    expect(chat.$messages.get().map((message) => message.sender)).toEqual(['ai', 'user', 'ai']);
  });

  it('sends nothing when the conversation could not be opened', async () => {
    const api = fakeApi();
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    api.on('GET', '/api/v1/conversations/{id}/', async () => {
      await failed;
      return json({ code: 'not_found', message: 'Resource not found.', field_errors: {} }, 404);
    });
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });
    void chat.open('conversation-1');

    const sending = chat.send('Hola');
    fail();

    expect(await sending).toBeNull();
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
    expect(chat.$status.get()).toBe('error');
  });

  it('drops the waiting message when another conversation is opened meanwhile', async () => {
    const { api, answer } = slowServer();
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });
    void chat.open('conversation-1');
    const sending = chat.send('Hola');
    const reopened = chat.open('conversation-2');

    answer();
    await reopened;

    expect(await sending).toBeNull();
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
  });
});
