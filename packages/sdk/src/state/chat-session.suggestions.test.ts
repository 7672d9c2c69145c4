import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@parla/contract';
import { aConversation, aMessage, aPage, bodyFromChunks, buildChatStream, fakeApi, json, sseEvent, sseResponse, testClient, validTokens } from '@parla/test-utils';
import { createChatSession } from './chat-session.js';
import { validateStreamEvent } from '../stream/validate-stream-event.js';

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';
const silentLogger = { error: () => undefined, info: () => undefined };

function streamOf(events: readonly StreamEvent[]): Response {
  return sseResponse(bodyFromChunks(events.map((event) => sseEvent(event))));
}

describe('suggested replies', () => {
  it('are the welcome call’s first, then those the tutor sends with each reply', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([aMessage('greeting', { message_text: '¡Hola! ¿Cómo te llamas?' })])));
    api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: '¡Hola!', suggestions: ['Me llamo…'] }));
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });
    await chat.open('conversation-1');
    expect(chat.$suggestions.get()).toEqual(['Me llamo…']);

    api.on('POST', STREAM_PATH, () => streamOf(buildChatStream({ userText: 'Me llamo Ana', aiText: '¡Encantado, Ana! ¿De dónde eres?', suggestions: ['Soy de Madrid.', '¿Y tú?'] })));
    const sending = chat.send('Me llamo Ana');
    expect(chat.$suggestions.get()).toEqual([]);
    const reply = await sending;

    expect(chat.$suggestions.get()).toEqual(['Soy de Madrid.', '¿Y tú?']);
    expect(chat.$messages.get().find((message) => message.id === reply?.id)).not.toHaveProperty('suggestions');

    api.on('POST', STREAM_PATH, () =>
      streamOf(buildChatStream({ userMessageId: 'u2', aiMessageId: 'a2', userText: 'Soy de Madrid.', aiText: '¡Qué bonito!', suggestions: ['Me gusta mucho.'] })),
    );
    await chat.send('Soy de Madrid.');

    expect(chat.$suggestions.get()).toEqual(['Me gusta mucho.']);
  });

  it('are the latest reply’s again when a conversation is opened after a reload (the messages page carries them)', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () =>
      json({
        ...aPage([aMessage('a1', { message_text: '¿De dónde eres?' }), aMessage('u1', { sender: 'user', message_text: 'Me llamo Ana' })]),
        suggestions: ['No sé bien cómo responder. ¿Me ayudas?'],
      }),
    );
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });

    await chat.open('conversation-1');

    expect(chat.$suggestions.get()).toEqual(['No sé bien cómo responder. ¿Me ayudas?']);
    expect(api.calls('GET', '/api/v1/conversations/{id}/welcome/')).toHaveLength(0);
  });

  it('are none after a reply from a server that sends none', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
    api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: '', suggestions: ['Hola'] }));
    api.on('POST', STREAM_PATH, () => streamOf(buildChatStream()));
    const chat = createChatSession({ client: testClient(api, { tokens: validTokens() }).client, logger: silentLogger });
    await chat.open('conversation-1');

    await chat.send('Hola');

    expect(chat.$suggestions.get()).toEqual([]);
  });

  it('are read from ai_message_complete, checked to be strings', () => {
    const complete = buildChatStream({ suggestions: ['Sí'] }).find((event) => event.type === 'ai_message_complete');

    expect(validateStreamEvent(JSON.parse(JSON.stringify(complete)))).toMatchObject({ data: { suggestions: ['Sí'] } });
    expect(() => validateStreamEvent({ ...complete, data: { ...complete?.data, suggestions: [1] } })).toThrow(expect.objectContaining({ code: 'invalid_stream_event' }));
  });
});
