import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

/** A tutor that takes a moment over its reply, giving up when the turn is aborted. */
const slowTutor: TutorEngine = {
  name: 'slow',
  async *generate(_request, signal) {
    yield 'Bonjour';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, 300);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason ?? new Error('aborted'));
      }, { once: true });
    });
    yield ' !';
  },
};

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext({ tutor: slowTutor });
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

describe('POST send-message/ with an Idempotency-Key whose client goes away mid-reply (a reload while a kept message is resent)', () => {
  it('finishes the turn, and the retry with the same key gets its answer: the message is stored once', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'fr' });
    const headers = { 'Idempotency-Key': 'resend-1' };
    const body = { conversation_id: conversationId, message_text: 'Message hors ligne' };
    const gone = new AbortController();

    const first = call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, headers, body, signal: gone.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    gone.abort(new Error('client disconnected'));
    await first.catch(() => undefined);
    const retry = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, headers, body });

    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.body.ai_message.message_text).toBe('Bonjour !');
    const page = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/?limit=50`, { token: user.access });
    const texts = (page.body.results as Array<{ sender: string; message_text: string; status: string }>).map((message) => `${message.sender} ${message.status}: ${message.message_text}`);
    expect(texts.slice(1)).toEqual(['user delivered: Message hors ligne', 'ai delivered: Bonjour !']);
  });
});
