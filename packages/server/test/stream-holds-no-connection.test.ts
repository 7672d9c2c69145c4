import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { call, createConversation, createTestContext, signUp, type TestContext } from './test-app.js';

/**
 * Issue #24: a streamed turn holds no database connection while the tutor writes. With a pool of one connection (PGlite
 * always has one), other requests are answered while a reply is being written; a transaction kept open across the
 * generation would keep them waiting until the reply ends.
 */
let context: TestContext;
let letTutorFinish!: () => void;
const tutorMayFinish = new Promise<void>((resolve) => {
  letTutorFinish = resolve;
});

const waitingTutor: TutorEngine = {
  name: 'waits-for-the-test',
  async *generate() {
    yield '¡Hola! ';
    await tutorMayFinish;
    yield '¿Qué tal?';
  },
};

beforeAll(async () => {
  context = await createTestContext({ tutor: waitingTutor, maxConnections: 1 });
});
afterAll(async () => {
  letTutorFinish();
  await context.close();
});

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);
}

describe('a streamed reply being written', () => {
  it('leaves the database to other requests until it ends', async () => {
    const learner = await signUp(context.app);
    const other = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const response = await context.app.request('/api/v1/conversations/send-message-stream/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${learner.access}`, 'Content-Type': 'application/json', 'X-API-Version': 'v1' },
      body: JSON.stringify({ conversation_id: conversationId, message_text: 'Hola' }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('ai_message_chunk')) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += decoder.decode(value);
    }

    // The tutor is now waiting mid-reply: reads and another learner's writes go through.
    const list = await within(5000, call(context.app, 'GET', '/api/v1/conversations/', { token: learner.access }));
    expect(list.status).toBe(200);
    const created = await within(5000, call(context.app, 'POST', '/api/v1/conversations/', { token: other.access, body: { target_language: 'fr', learning_mode: 'free_conversation' } }));
    expect(created.status).toBe(201);

    letTutorFinish();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        break;
      }
      received += decoder.decode(value);
    }
    expect(received).toContain('ai_message_complete');
    expect(received).toContain('stream_end');
    const page = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/?limit=1`, { token: learner.access });
    expect(page.body.results[0]).toMatchObject({ sender: 'ai', message_text: '¡Hola! ¿Qué tal?', status: 'delivered' });
  });
});
