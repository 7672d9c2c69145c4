import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskItems } from '../src/tutor/task-items.js';
import { call, createConversation, createTestContext, signUp, type TestContext } from './test-app.js';

/**
 * Issue #19, through the HTTP API with the embedded tutor a fresh server runs: a message that does not answer the
 * task gets a reply that takes it up and asks the task again, never "not quite".
 */
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('the embedded tutor’s reply to a message that is not an answer', () => {
  it('"No entiendo." in a grammar drill: the task said simply with a hint, then the same drill', async () => {
    const user = await signUp(context.app);
    const conversation = await createConversation(context.app, user, { learning_mode: 'grammar', skill_level: 'intermediate' });
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversation, message_text: 'No entiendo.' } });
    expect(sent.status, sent.text).toBe(200);
    const page = await call(context.app, 'GET', `/api/v1/conversations/${conversation}/messages/?limit=10&ordering=timestamp`, { token: user.access });
    const replies = (page.body.results as Array<{ sender: string; message_text: string }>).filter((message) => message.sender === 'ai').map((message) => message.message_text);
    const drill = taskItems('es', 'en', 'grammar', 'intermediate')[0];
    expect(replies).toHaveLength(2);
    expect(replies[1]).toBe(`Te lo explico más fácil: escribe solo la palabra que falta en el hueco (___). Pista: «f _ _». ${drill?.retry ?? '-'}`);
  });
});
