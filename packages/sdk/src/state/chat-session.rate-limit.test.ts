import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@parla/contract/constants';
import { aConversation, aMessage, aPage, bodyFromChunks, buildChatStream, fakeApi, json, sseEvent, sseResponse, testClient, validTokens } from '@parla/test-utils';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { memoryStorage } from '../ports.js';
import { createChatSession } from './chat-session.js';

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';

/** A chat open on conversation-1 whose client's §9 limiter is watched: how often a send asks it. */
async function watchedChat() {
  const api = fakeApi();
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([aMessage('m2')])));
  api.on('POST', STREAM_PATH, () => sseResponse(bodyFromChunks(buildChatStream({ userText: 'Hola', aiText: '¡Hola!' }).map((event) => sseEvent(event)))));
  const rateLimiter = createRateLimiter({ storage: memoryStorage() });
  const client = testClient(api, { tokens: validTokens(), rateLimiter }).client;
  const chat = createChatSession({ client, logger: { error: () => undefined, info: () => undefined } });
  await chat.open('conversation-1');
  const check = vi.spyOn(rateLimiter, 'check');
  const consume = vi.spyOn(rateLimiter, 'consume');
  return { api, chat, client, rateLimiter, asked: () => check.mock.calls.length + consume.mock.calls.length };
}

describe('the rate limit of a send, checked once on the client path', () => {
  it('asks the limiter once for a send that goes, and once for one it refuses', async () => {
    const { api, chat, rateLimiter, asked } = await watchedChat();
    expect((await chat.send('Hola'))?.sender).toBe('ai');
    expect(asked()).toBe(1);

    for (let sent = 1; sent < RATE_LIMITS.message_send.limit; sent += 1) {
      rateLimiter.consume('message_send');
    }
    const before = asked();
    expect(await chat.send('Otra vez')).toBeNull();
    expect(asked() - before).toBe(1);
    expect(chat.$error.get()).toMatchObject({ kind: 'rate_limited' });
    expect(chat.$messages.get().map((message) => message.message_text)).not.toContain('Otra vez');
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(1);
  });

  it('fails a refused stream as soon as it exists, before anything is sent', () => {
    const limiter = createRateLimiter({ storage: memoryStorage() });
    for (let sent = 0; sent < RATE_LIMITS.message_send.limit; sent += 1) {
      limiter.consume('message_send');
    }
    const api = fakeApi();
    const { client } = testClient(api, { tokens: validTokens(), rateLimiter: limiter });
    const stream = client.conversations.sendMessageStream({ conversation_id: 'conversation-1', message_text: 'Hola' });
    expect(stream.state).toBe('failed');
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
    return expect(stream.result).rejects.toMatchObject({ kind: 'rate_limited' });
  });
});
