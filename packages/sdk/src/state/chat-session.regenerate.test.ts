import { describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@parla/contract';
import { aConversation, aMessage, aPage, bodyFromChunks, buildChatStream, fakeApi, json, sseEvent, sseResponse, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { createChatSession } from './chat-session.js';
import { editRegeneratesReply } from './edit-regenerates-reply.js';

const silentLogger = { error: () => undefined, info: () => undefined };
const regeneratePath = (id: string) => `/api/v1/conversations/messages/${id}/regenerate-stream/`;
const editPath = (id: string) => `/api/v1/conversations/messages/${id}/edit/`;

const transcript = [
  aMessage('u1', { sender: 'user', message_text: 'Me gusta la playa' }),
  aMessage('a1', { message_text: '¡Qué bien! ¿Vas a menudo?' }),
  aMessage('u2', { sender: 'user', message_text: 'Yo tengo un perro' }),
  aMessage('a2', { message_text: '"Yo tengo" → "Tengo". ¿Cómo se llama?' }),
];

function streamOf(events: readonly StreamEvent[]): Response {
  return sseResponse(bodyFromChunks(events.map((event) => sseEvent(event))));
}

/** A server holding the transcript, whose edits store the new text. */
function server(): FakeApi {
  const api = fakeApi();
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([...transcript].reverse())));
  api.on('PATCH', '/api/v1/conversations/messages/{id}/edit/', (request, [id]) => {
    const original = transcript.find((message) => message.id === id);
    return json({ ...original, message_text: (request.body as { message_text: string }).message_text, edited_at: '2025-01-15T10:05:00.000Z' });
  });
  return api;
}

async function openChat(api: FakeApi) {
  const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });
  await chat.open('conversation-1');
  return chat;
}

describe('editRegeneratesReply', () => {
  it('is true for the learner’s latest stored message only', () => {
    expect(editRegeneratesReply(transcript, 'u2')).toBe(true);
    expect(editRegeneratesReply(transcript, 'u1')).toBe(false);
    expect(editRegeneratesReply(transcript, 'a2')).toBe(false);
    expect(editRegeneratesReply([...transcript, aMessage('pending-x', { sender: 'user', status: 'failed' })], 'u2')).toBe(false);
  });
});

describe('when the learner edits their latest message', () => {
  it('has the tutor write its reply again: the old reply is replaced by the new one, streamed as a send’s', async () => {
    const api = server();
    const events = buildChatStream({ userMessageId: 'u2', userText: 'Tengo un perro', aiMessageId: 'a3', aiText: '¡Muy bien! ¿Cómo se llama tu perro?', suggestions: ['Se llama Toby.'] });
    api.on('POST', regeneratePath('u2'), () => streamOf(events));
    const chat = await openChat(api);
    const statuses: string[] = [];
    chat.$status.listen((status) => statuses.push(status));

    const edited = await chat.edit('u2', 'Tengo un perro');
    expect(edited?.message_text).toBe('Tengo un perro');
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['u1', 'a1', 'u2']);
    await vi.waitFor(() => expect(chat.$status.get()).toBe('idle'));

    expect(api.calls('PATCH', editPath('u2'))).toHaveLength(1);
    expect(api.calls('POST', regeneratePath('u2'))).toHaveLength(1);
    expect(statuses).toEqual(['sending', 'streaming', 'idle']);
    expect(chat.$messages.get().map((message) => `${message.id}: ${message.message_text}`)).toEqual([
      'u1: Me gusta la playa',
      'a1: ¡Qué bien! ¿Vas a menudo?',
      'u2: Tengo un perro',
      'a3: ¡Muy bien! ¿Cómo se llama tu perro?',
    ]);
    expect(chat.$suggestions.get()).toEqual(['Se llama Toby.']);
  });

  it('keeps the edit when writing the reply again fails, and retry() asks for it again', async () => {
    const api = server();
    api.on('POST', regeneratePath('u2'), () => json({ code: 'server_error', message: 'The tutor is resting.', field_errors: {} }, 500));
    const chat = await openChat(api);

    await chat.edit('u2', 'Tengo un perro');
    await vi.waitFor(() => expect(chat.$status.get()).toBe('error'));
    expect(chat.$messages.get().at(-1)).toMatchObject({ id: 'u2', message_text: 'Tengo un perro', status: 'delivered' });

    api.on('POST', regeneratePath('u2'), () => streamOf(buildChatStream({ userMessageId: 'u2', userText: 'Tengo un perro', aiMessageId: 'a3', aiText: '¡Bien!' })));
    const reply = await chat.retry();

    expect(reply?.id).toBe('a3');
    expect(api.calls('POST', '/api/v1/conversations/send-message-stream/')).toHaveLength(0);
    expect(chat.$messages.get().map((message) => message.id)).toEqual(['u1', 'a1', 'u2', 'a3']);
  });
});

describe('when the learner edits an older message', () => {
  it('changes it alone: the later replies stay as they were, and no reply is written again', async () => {
    const api = server();
    const chat = await openChat(api);

    await chat.edit('u1', 'Me gusta mucho la playa');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(api.requests.filter((request) => request.url.pathname.includes('regenerate'))).toHaveLength(0);
    expect(chat.$messages.get().map((message) => message.message_text)).toEqual([
      'Me gusta mucho la playa',
      '¡Qué bien! ¿Vas a menudo?',
      'Yo tengo un perro',
      '"Yo tengo" → "Tengo". ¿Cómo se llama?',
    ]);
  });
});
