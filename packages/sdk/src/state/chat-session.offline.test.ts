import { describe, expect, it, vi } from 'vitest';
import type { Connectivity } from '../ports.js';
import { memoryStorage } from '../ports.js';
import type { KeyValueStorage } from '../ports.js';
import { aConversation, aMessage, aPage, fakeApi, json, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { OUTBOX_STORAGE_KEY } from './chat-outbox.js';
import { createChatSession } from './chat-session.js';
import { isUndelivered } from './undelivered.js';

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';
const SEND_PATH = '/api/v1/conversations/send-message/';
const silentLogger = { error: () => undefined, info: () => undefined };

/** Connectivity the test switches. */
function switchableConnection(initiallyOnline: boolean): Connectivity & { set(online: boolean): void } {
  let online = initiallyOnline;
  return { isOnline: () => online, subscribe: () => () => undefined, set: (value) => (online = value) };
}

/** A server holding conversation-1 (one tutor message) that stores every message sent with send-message/ once per Idempotency-Key. */
function server(): { api: FakeApi; stored: string[] } {
  const api = fakeApi();
  const stored: string[] = [];
  const replies = new Map<string, unknown>();
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([aMessage('m1')])));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: '', suggestions: [] }));
  api.on('POST', SEND_PATH, (request) => {
    const key = request.headers.get('idempotency-key') ?? '';
    const { message_text: text } = request.body as { message_text: string };
    if (!replies.has(key)) {
      stored.push(text);
      const index = stored.length;
      replies.set(key, {
        conversation_id: 'conversation-1',
        user_message: aMessage(`user-${index}`, { sender: 'user', message_text: text }),
        ai_message: aMessage(`ai-${index}`, { message_text: `Reply to ${text}` }),
      });
    }
    return json(replies.get(key), 201);
  });
  return { api, stored };
}

function chatOver(api: FakeApi, connection: Connectivity, storage: KeyValueStorage) {
  const { client } = testClient(api, { tokens: validTokens(), connectivity: connection });
  return createChatSession({ client, storage, logger: silentLogger });
}

describe('when a message is sent offline', () => {
  it('keeps it undelivered and in storage, per conversation', async () => {
    const { api } = server();
    const connection = switchableConnection(true);
    const storage = memoryStorage();
    const chat = chatOver(api, connection, storage);
    await chat.open('conversation-1');
    connection.set(false);

    expect(await chat.send('Hola')).toBeNull();

    const undelivered = chat.$messages.get().at(-1);
    expect(undelivered && isUndelivered(undelivered)).toBe(true);
    expect(chat.$error.get()?.kind).toBe('offline');
    const kept = JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '{}') as Record<string, Array<{ id: string; text: string; key: string }>>;
    expect(kept['conversation-1']).toEqual([{ id: undelivered?.id, text: 'Hola', key: expect.any(String), timestamp: undelivered?.timestamp }]);
  });

  it('sends the kept messages in order, each once, when the connection returns, and clears the offline failure', async () => {
    const { api, stored } = server();
    const connection = switchableConnection(true);
    const storage = memoryStorage();
    const chat = chatOver(api, connection, storage);
    await chat.open('conversation-1');
    connection.set(false);
    await chat.send('Primero');
    await chat.send('Segundo');

    connection.set(true);
    await Promise.all([chat.reconnected(), chat.reconnected()]);

    expect(stored).toEqual(['Primero', 'Segundo']);
    const keys = api.calls('POST', SEND_PATH).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m1', 'user-1', 'ai-1', 'user-2', 'ai-2']);
    expect(chat.$error.get()).toBeNull();
    expect(chat.$status.get()).toBe('idle');
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
  });

  it('sends a kept message again with the same Idempotency-Key when its answer was lost, and the server stores it once', async () => {
    const { api, stored } = server();
    const connection = switchableConnection(true);
    const chat = chatOver(api, connection, memoryStorage());
    await chat.open('conversation-1');
    connection.set(false);
    await chat.send('Hola');
    connection.set(true);
    // The server stores the first resend, but its answer never comes back.
    const seenKeys = new Set<string>();
    let answerLost = true;
    api.on('POST', SEND_PATH, (request) => {
      const key = request.headers.get('idempotency-key') ?? '';
      if (!seenKeys.has(key)) {
        seenKeys.add(key);
        stored.push((request.body as { message_text: string }).message_text);
      }
      if (answerLost) {
        answerLost = false;
        throw new TypeError('Failed to fetch');
      }
      return json(
        {
          conversation_id: 'conversation-1',
          user_message: aMessage('user-1', { sender: 'user', message_text: 'Hola' }),
          ai_message: aMessage('ai-1', { message_text: 'Reply to Hola' }),
        },
        201,
      );
    });

    await chat.reconnected();
    expect(chat.$messages.get().at(-1)?.status).toBe('failed');
    await chat.reconnected();

    const keys = api.calls('POST', SEND_PATH).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(stored).toEqual(['Hola']);
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['m1', 'user-1', 'ai-1']);
  });

  it('asks again shortly, keeping the message, while the server still answers an earlier attempt with its key (409)', async () => {
    const { api, stored } = server();
    const connection = switchableConnection(true);
    const storage = memoryStorage();
    const chat = chatOver(api, connection, storage);
    await chat.open('conversation-1');
    connection.set(false);
    await chat.send('Hola');
    connection.set(true);
    const answer = json(
      { conversation_id: 'conversation-1', user_message: aMessage('user-1', { sender: 'user', message_text: 'Hola' }), ai_message: aMessage('ai-1', { message_text: 'Reply to Hola' }) },
      201,
    );
    let attempts = 0;
    api.on('POST', SEND_PATH, () => {
      attempts += 1;
      return attempts === 1 ? json({ code: 'request_in_progress', message: 'A request with this Idempotency-Key is still in progress.', field_errors: {} }, 409) : answer;
    });

    await chat.reconnected();

    expect(chat.$error.get()).toBeNull();
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).not.toBeNull();
    await vi.waitFor(() => expect(chat.$messages.get().map((message) => message.id)).toEqual(['m1', 'user-1', 'ai-1']), { timeout: 3000 });
    expect(stored).toEqual([]);
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  describe('and the page is reloaded', () => {
    it('shows the kept messages after the conversation’s messages and sends them once it is open', async () => {
      const { api, stored } = server();
      const storage = memoryStorage();
      const offline = switchableConnection(true);
      const before = chatOver(api, offline, storage);
      await before.open('conversation-1');
      offline.set(false);
      await before.send('Hola');
      before.destroy();

      const reloaded = chatOver(api, switchableConnection(true), storage);
      const shown: string[][] = [];
      reloaded.$messages.listen((messages) => shown.push(messages.map((message) => `${message.message_text} (${message.status})`)));
      await reloaded.open('conversation-1');
      await vi.waitFor(() => expect(reloaded.$messages.get().map((message) => message.id)).toEqual(['m1', 'user-1', 'ai-1']));

      expect(shown.find((texts) => texts.length > 0)).toEqual(['Text of m1 (delivered)', 'Hola (failed)']);
      expect(stored).toEqual(['Hola']);
      expect(reloaded.$messages.get().map((message) => message.id)).toEqual(['m1', 'user-1', 'ai-1']);
      expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    });
  });

  it('forgets the kept messages on sign-out', async () => {
    const { api } = server();
    const connection = switchableConnection(true);
    const storage = memoryStorage();
    const chat = chatOver(api, connection, storage);
    await chat.open('conversation-1');
    connection.set(false);
    await chat.send('Hola');

    chat.reset();

    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });
});
