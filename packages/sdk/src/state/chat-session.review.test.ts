import { describe, expect, it } from 'vitest';
import type { MessageReview, StreamEvent } from '@parla/contract';
import { aConversation, aMessage, aPage, bodyFromChunks, buildChatStream, fakeApi, json, sseEvent, sseResponse, testClient, validTokens } from '@parla/test-utils';
import { createChatSession } from './chat-session.js';

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';
const silentLogger = { error: () => undefined, info: () => undefined };

const review: MessageReview = {
  corrected_text: 'Yo tengo un perro.',
  corrections: [{ start: 3, end: 9, original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'Se escribe «tengo».' }],
  better_phrasing: null,
  checks: [{ kind: 'spelling', status: 'ran' }],
  engine: 'embedded',
};

/** The turn's events with the learner message's review after the reply's first chunk, as a server streams it. */
function streamWithReview(): StreamEvent[] {
  const events = buildChatStream({ userText: 'Yo tiengo un perro.', aiText: '¡Qué bien! ¿Cómo se llama?', chunks: ['¡Qué bien! ', '¿Cómo se llama?'] });
  const reviewEvent: StreamEvent = { type: 'message_review', conversation_id: 'conversation-1', data: { message_id: 'user-message-1', review } };
  return [...events.slice(0, 3), reviewEvent, ...events.slice(3)];
}

function server(history = [aMessage('greeting')]) {
  const api = fakeApi();
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage(history)));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: '', suggestions: [] }));
  api.on('POST', STREAM_PATH, () => sseResponse(bodyFromChunks(streamWithReview().map((event) => sseEvent(event)))));
  return api;
}

describe('the review of a learner message in a chat session', () => {
  it('keeps the streamed review on the learner message, leaving the reply alone', async () => {
    const chat = createChatSession({ client: testClient(server(), { tokens: validTokens() }).client, logger: silentLogger });
    await chat.open('conversation-1');

    const reply = await chat.send('Yo tiengo un perro.');

    const learner = chat.$messages.get().find((message) => message.id === 'user-message-1');
    expect(learner?.review).toEqual(review);
    expect(reply?.message_text).toBe('¡Qué bien! ¿Cómo se llama?');
    expect(chat.$messages.get().find((message) => message.id === reply?.id)?.review).toBeUndefined();
  });

  it('keeps the reviews of the messages it loads', async () => {
    const reviewed = aMessage('user-message-0', { sender: 'user', message_text: 'Yo tiengo un perro.', review });
    const chat = createChatSession({ client: testClient(server([aMessage('greeting'), reviewed]), { tokens: validTokens() }).client, logger: silentLogger });

    await chat.open('conversation-1');

    expect(chat.$messages.get().find((message) => message.id === 'user-message-0')?.review).toEqual(review);
  });
});
