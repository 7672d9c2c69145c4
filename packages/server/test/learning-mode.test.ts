import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

async function switchMode(conversationId: string, mode: string) {
  return call(context.app, 'PUT', `/api/v1/conversations/${conversationId}/learning-mode/`, { token: user.access, body: { learning_mode: mode } });
}

describe('switching a conversation’s learning mode', () => {
  it('renames a title the server gave to follow the mode', async () => {
    const id = await createConversation(context.app, user, { target_language: 'en' });

    const switched = await switchMode(id, 'idioms');

    expect(switched.status, switched.text).toBe(200);
    expect(switched.body).toMatchObject({ learning_mode: 'idioms', title: 'Idioms in English' });
    const read = await call(context.app, 'GET', `/api/v1/conversations/${id}/`, { token: user.access });
    expect(read.body.title).toBe('Idioms in English');
  });

  it('keeps the learner’s own title', async () => {
    const id = await createConversation(context.app, user, { target_language: 'en', title: 'Practice for my interview' });

    const switched = await switchMode(id, 'grammar');

    expect(switched.body).toMatchObject({ learning_mode: 'grammar', title: 'Practice for my interview' });
  });
});
