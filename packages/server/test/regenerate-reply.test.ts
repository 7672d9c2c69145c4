import type { StreamEvent } from '@parla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorEngine, TutorRequest } from '../src/tutor/tutor-engine.js';
import { call, createConversation, createTestContext, parseEventStream, signUp, type TestContext, type TestUser } from './test-app.js';

/** A tutor that answers each learner message with what it read, so a test sees which text a reply answered. */
function echoTutor(seen: TutorRequest[]): TutorEngine {
  return {
    name: 'echo',
    async *generate(request) {
      seen.push(request);
      const last = request.messages.filter((turn) => turn.role === 'user').at(-1)?.content ?? '';
      yield `Has escrito: «${last}». `;
      yield '¿Y qué más?';
    },
  };
}

let context: TestContext;
let user: TestUser;
const seen: TutorRequest[] = [];

beforeAll(async () => {
  context = await createTestContext({ tutor: echoTutor(seen) });
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

async function send(conversationId: string, text: string) {
  const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: text } });
  expect(sent.status, sent.text).toBe(201);
  return sent.body as { user_message: { id: string }; ai_message: { id: string }; suggestions?: string[] };
}

async function transcript(conversationId: string): Promise<string[]> {
  const page = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/?limit=50`, { token: user.access });
  return (page.body.results as Array<{ sender: string; message_text: string; status: string }>).map((message) => `${message.sender} (${message.status}): ${message.message_text}`);
}

describe('POST conversations/messages/{id}/regenerate-stream/ (the reply to an edited latest message)', () => {
  it('replaces the reply with one written for the edited text, streamed as a send’s, with suggested replies', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'es' });
    const first = await send(conversationId, 'Yo tengo un perro');
    await call(context.app, 'PATCH', `/api/v1/conversations/messages/${first.user_message.id}/edit/`, { token: user.access, body: { message_text: 'Tengo un perro' } });

    const result = await call(context.app, 'POST', `/api/v1/conversations/messages/${first.user_message.id}/regenerate-stream/`, { token: user.access });

    expect(result.status, result.text).toBe(200);
    const { events } = parseEventStream(result.text);
    expect(events.map((event) => event.type).filter((type) => type !== 'ai_message_chunk' && type !== 'message_review')).toEqual([
      'user_message',
      'ai_message_start',
      'ai_message_complete',
      'stream_end',
    ]);
    const complete = events.find((event): event is Extract<StreamEvent, { type: 'ai_message_complete' }> => event.type === 'ai_message_complete');
    expect(complete?.data.message_text).toBe('Has escrito: «Tengo un perro». ¿Y qué más?');
    expect(complete?.data.suggestions).toEqual(['No sé bien cómo responder. ¿Me ayudas?', '¿Puedes decirlo de forma más sencilla?', '¿Me das un ejemplo?']);
    expect(seen.at(-1)?.messages.at(-1)).toEqual({ role: 'user', content: 'Tengo un perro' });
    const stored = await transcript(conversationId);
    expect(stored.slice(1)).toEqual(['user (delivered): Tengo un perro', 'ai (delivered): Has escrito: «Tengo un perro». ¿Y qué más?']);
  });

  it('refuses an older message with 409: its later replies stay as they were', async () => {
    const conversationId = await createConversation(context.app, user);
    const first = await send(conversationId, 'Hola');
    await send(conversationId, 'Me llamo Ada');
    const before = await transcript(conversationId);

    const result = await call(context.app, 'POST', `/api/v1/conversations/messages/${first.user_message.id}/regenerate-stream/`, { token: user.access });

    expect(result.status).toBe(409);
    expect(result.body.code).toBe('conflict');
    expect(await transcript(conversationId)).toEqual(before);
  });

  it('refuses the tutor’s message (403) and another learner’s (404)', async () => {
    const conversationId = await createConversation(context.app, user);
    const sent = await send(conversationId, 'Hola');
    const other = await signUp(context.app);

    expect((await call(context.app, 'POST', `/api/v1/conversations/messages/${sent.ai_message.id}/regenerate-stream/`, { token: user.access })).status).toBe(403);
    expect((await call(context.app, 'POST', `/api/v1/conversations/messages/${sent.user_message.id}/regenerate-stream/`, { token: other.access })).status).toBe(404);
  });
});

describe('POST send-message/', () => {
  it('answers with replies the learner might send next, in the target language', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'fr' });

    const sent = await send(conversationId, 'Bonjour');

    expect(sent.suggestions).toEqual(['Je ne sais pas trop comment répondre. Tu peux m’aider ?', 'Tu peux le dire plus simplement ?', 'Tu peux me donner un exemple ?']);
  });
});
