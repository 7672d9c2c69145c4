import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, signUp, type TestContext } from '../test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('using up a rate limit with bad input (issue #18, point 15)', () => {
  it('five refused create-conversation bodies leave the hour\'s five conversations untouched', async () => {
    const learner = await signUp(context.app);
    for (let index = 0; index < 5; index += 1) {
      const refused = await call(context.app, 'POST', '/api/v1/conversations/', { token: learner.access, body: { target_language: 'klingon', learning_mode: 'free_conversation' } });
      expect(refused.status).toBe(400);
    }
    const valid = await call(context.app, 'POST', '/api/v1/conversations/', { token: learner.access, body: { target_language: 'es', learning_mode: 'free_conversation' } });
    expect(valid.status).toBe(201);
    expect(valid.headers.get('RateLimit-Remaining')).toBe('4');
  });

  it('15 refused message bodies leave the minute\'s 15 messages untouched', async () => {
    const learner = await signUp(context.app);
    for (let index = 0; index < 15; index += 1) {
      const refused = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: 'not-an-id', message_text: 42 } });
      expect(refused.status).toBe(400);
    }
    const conversation = await call(context.app, 'POST', '/api/v1/conversations/', { token: learner.access, body: { target_language: 'es', learning_mode: 'free_conversation' } });
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversation.body.id, message_text: 'Hola' } });
    expect(sent.status).toBe(201);
    expect(sent.headers.get('RateLimit-Remaining')).toBe('14');
  });
});
