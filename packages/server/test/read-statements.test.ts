import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createConversation, createTestContext, signUp, type TestContext } from './test-app.js';

/**
 * Statements of the hot reads, counted from the driver (issue #24: one where the work is one query). The lists and the
 * messages page check the session in their own statement; the profile is the session's user.
 */
const statements: string[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ onStatement: (text) => statements.push(text) });
});
afterAll(() => context.close());

async function statementsOf(path: string, token: string): Promise<string[]> {
  statements.length = 0;
  const response = await call(context.app, 'GET', path, { token });
  expect(response.status, path).toBe(200);
  // postgres.js reads the array types once per new connection (connection set-up, not the request's work).
  return statements.filter((text) => !text.includes('pg_catalog.pg_type'));
}

describe('the statements of a read', () => {
  it('are one for the lists, the messages page (paged back too) and the profile', async () => {
    const user = await signUp(context.app);
    const conversationId = await createConversation(context.app, user);
    await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    const page = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/?limit=1`, { token: user.access });
    const paths = [
      '/api/v1/conversations/',
      '/api/v1/conversations/history/',
      '/api/v1/conversations/?status=active&target_language=es&limit=2',
      `/api/v1/conversations/${conversationId}/messages/`,
      `/api/v1/conversations/${conversationId}/messages/?limit=1&before=${String(page.body.results[0]?.id)}`,
      '/api/v1/auth/profile/',
    ];
    for (const path of paths) {
      // The second request of each: the first of a shape may prepare its statement.
      await statementsOf(path, user.access);
      expect(await statementsOf(path, user.access), path).toHaveLength(1);
    }
    const list = await call(context.app, 'GET', '/api/v1/conversations/', { token: user.access });
    expect(list.body).toMatchObject({ count: 1, next: null, results: [{ id: conversationId, message_count: 3 }] });
  }, 60_000);
});
