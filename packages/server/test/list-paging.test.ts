import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@parla/contract';
import { OUTBOX_HEADERS, call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;
let learner: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  learner = await signUp(context.app);
  await call(context.app, 'POST', '/api/v1/auth/accept-terms/', { token: learner.access, body: {} });
  for (const language of ['es', 'fr', 'de']) {
    await createConversation(context.app, learner, { target_language: language });
  }
});

afterAll(async () => {
  await context.close();
});

describe('when a list is paged (rows and total in one query)', () => {
  it('gives the total with every page', async () => {
    const first = await call(context.app, 'GET', '/api/v1/conversations/?limit=2', { token: learner.access });
    const page = ENDPOINTS['conversations.list'].response.parse(first.body);
    expect(page.results).toHaveLength(2);
    expect(page.count).toBe(3);
    expect(page.next).toContain('offset=2');
    const last = await call(context.app, 'GET', '/api/v1/conversations/?limit=2&offset=2', { token: learner.access });
    expect(last.body.results).toHaveLength(1);
    expect(last.body.count).toBe(3);
    expect(last.body.next).toBeNull();
  });

  it('still counts every row when the page is past the end', async () => {
    const beyond = await call(context.app, 'GET', '/api/v1/conversations/?limit=2&offset=10', { token: learner.access });
    expect(beyond.body.results).toEqual([]);
    expect(beyond.body.count).toBe(3);
  });

  it('counts only the rows that match the filters', async () => {
    const ended = await call(context.app, 'GET', '/api/v1/conversations/history/', { token: learner.access });
    expect(ended.body).toMatchObject({ results: [], count: 0, next: null });
    const french = await call(context.app, 'GET', '/api/v1/conversations/?target_language=fr', { token: learner.access });
    expect(french.body.count).toBe(1);
  });

  it('pages the outbox the same way', async () => {
    const beyond = await call(context.app, 'GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(learner.email)}&offset=5`, { headers: { ...OUTBOX_HEADERS } });
    expect(beyond.body.results).toEqual([]);
    expect(beyond.body.count).toBe(1);
  });
});

describe('the history list', () => {
  it('holds every conversation practised in, active or ended, and none without messages', async () => {
    const learnerTwo = await signUp(context.app);
    await call(context.app, 'POST', '/api/v1/auth/accept-terms/', { token: learnerTwo.access, body: {} });
    const practised = await createConversation(context.app, learnerTwo, { target_language: 'it' });
    const ended = await createConversation(context.app, learnerTwo, { target_language: 'pt' });
    await createConversation(context.app, learnerTwo, { target_language: 'nl' });
    for (const id of [practised, ended]) {
      await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learnerTwo.access, body: { conversation_id: id, message_text: 'Ciao' } });
    }
    await call(context.app, 'POST', `/api/v1/conversations/${ended}/end/`, { token: learnerTwo.access });

    const history = await call(context.app, 'GET', '/api/v1/conversations/history/', { token: learnerTwo.access });
    const page = ENDPOINTS['conversations.history'].response.parse(history.body);
    expect(page.results.map((conversation) => conversation.id).sort()).toEqual([practised, ended].sort());
    expect(page.results.find((conversation) => conversation.id === practised)?.status).toBe('active');
    expect(page.results.every((conversation) => conversation.last_message_preview !== null)).toBe(true);
  });
});
