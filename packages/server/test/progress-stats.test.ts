import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, signUp, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('the progress of a learner who has just started a conversation', () => {
  it('shows no practice time, no message sent and no last practice before the learner writes', async () => {
    const learner = await signUp(context.app);
    const created = await call(context.app, 'POST', '/api/v1/conversations/', { token: learner.access, body: { target_language: 'es', learning_mode: 'free_conversation' } });
    expect(created.status, created.text).toBe(201);

    const stats = await call(context.app, 'GET', '/api/v1/conversations/stats/', { token: learner.access });

    expect(stats.body).toMatchObject({ total_conversations: 1, messages_sent: 0, practice_minutes: 0, last_active_at: null });
  });

  it('counts one message sent and some practice once the learner wrote one', async () => {
    const learner = await signUp(context.app);
    const created = await call(context.app, 'POST', '/api/v1/conversations/', { token: learner.access, body: { target_language: 'es', learning_mode: 'free_conversation' } });
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: created.body.id, message_text: 'Hola, ¿qué tal?' } });
    expect(sent.status, sent.text).toBe(201);

    const stats = await call(context.app, 'GET', '/api/v1/conversations/stats/', { token: learner.access });

    expect(stats.body.messages_sent).toBe(1);
    expect(stats.body.total_messages).toBe(3); // the greeting, the learner's message and the reply
    expect(stats.body.practice_minutes).toBeGreaterThanOrEqual(1);
    expect(stats.body.last_active_at).not.toBeNull();
  });
});
