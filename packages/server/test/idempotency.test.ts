import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, feedback, outboxMails, supportReports } from '../src/db/schema.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { call, createConversation, createTestContext, signUp, uniqueEmail, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ config: { corsOrigins: ['http://app.parla.test'] } });
});

afterAll(async () => {
  await context.close();
});

async function learner(): Promise<TestUser> {
  const user = await signUp(context.app);
  await call(context.app, 'POST', '/api/v1/auth/accept-terms/', { token: user.access, body: {} });
  return user;
}

async function conversationCount(user: TestUser): Promise<number> {
  return (await context.deps.db.select().from(conversations).where(eq(conversations.userId, user.id))).length;
}

function create(user: TestUser, key: string, body: Record<string, unknown> = { target_language: 'es', learning_mode: 'free_conversation' }) {
  return call(context.app, 'POST', '/api/v1/conversations/', { token: user.access, body, headers: { 'Idempotency-Key': key } });
}

describe('when a creating POST is retried with the same Idempotency-Key and body', () => {
  it('returns the stored response, marked as replayed, without creating twice', async () => {
    const user = await learner();
    const first = await create(user, 'key-create-1');
    const retry = await create(user, 'key-create-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await conversationCount(user)).toBe(1);
  });

  it('replays a plain send-message turn, a report and a feedback', async () => {
    const user = await learner();
    const conversationId = await createConversation(context.app, user);
    const turn = { conversation_id: conversationId, message_text: 'Hola, ¿qué tal?' };
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: turn, headers: { 'Idempotency-Key': 'turn-1' } });
    const resent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: turn, headers: { 'Idempotency-Key': 'turn-1' } });
    expect(resent.headers.get('Idempotent-Replayed')).toBe('true');
    expect(resent.body).toEqual(sent.body);
    const messages = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: user.access });
    expect(messages.body.count).toBe(3); // the tutor's greeting, then one turn

    const report = { subject: 'Audio', description: 'The audio does not play.', category: 'bug' };
    await call(context.app, 'POST', '/api/v1/support/report/', { token: user.access, body: report, headers: { 'Idempotency-Key': 'report-1' } });
    const reportAgain = await call(context.app, 'POST', '/api/v1/support/report/', { token: user.access, body: report, headers: { 'Idempotency-Key': 'report-1' } });
    expect(reportAgain.status).toBe(201);
    expect(reportAgain.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await context.deps.db.select().from(supportReports).where(eq(supportReports.userId, user.id))).toHaveLength(1);

    await call(context.app, 'POST', '/api/v1/support/feedback/', { token: user.access, body: { rating: 5 }, headers: { 'Idempotency-Key': 'feedback-1' } });
    const feedbackAgain = await call(context.app, 'POST', '/api/v1/support/feedback/', { token: user.access, body: { rating: 5 }, headers: { 'Idempotency-Key': 'feedback-1' } });
    expect(feedbackAgain.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await context.deps.db.select().from(feedback).where(eq(feedback.userId, user.id))).toHaveLength(1);
  });

  it('registers once per key and client address', async () => {
    const email = uniqueEmail('idempotent');
    const form = { first_name: 'Ada', last_name: 'Lovelace', email, password: 'correct horse battery', confirm_password: 'correct horse battery', terms_accepted: true, privacy_accepted: true };
    const headers = { 'Idempotency-Key': 'register-1', 'X-Forwarded-For': '10.9.0.1' };
    const first = await call(context.app, 'POST', '/api/v1/auth/register/', { body: form, headers });
    const retry = await call(context.app, 'POST', '/api/v1/auth/register/', { body: form, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    await context.deps.background?.idle();
    expect(await context.deps.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email))).toHaveLength(1);
  });
});

describe('when the same Idempotency-Key comes with a different body', () => {
  it('answers 422 idempotency_key_reused and creates nothing', async () => {
    const user = await learner();
    await create(user, 'key-reused');
    const other = await create(user, 'key-reused', { target_language: 'fr', learning_mode: 'free_conversation' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(await conversationCount(user)).toBe(1);
  });
});

describe('when a duplicate arrives while the first request is still running', () => {
  it('answers 409 request_in_progress with Retry-After: 1, then replays once the first is done', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slowTutor: TutorEngine = {
      name: 'slow',
      async *generate() {
        entered();
        await gate;
        yield '¡Muy bien!';
      },
    };
    const app = context.withDeps({ tutor: slowTutor });
    const user = await learner();
    const conversationId = await createConversation(app, user);
    const turn = { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola' }, headers: { 'Idempotency-Key': 'slow-turn' } };
    const first = call(app, 'POST', '/api/v1/conversations/send-message/', turn);
    await started;
    const duplicate = await call(app, 'POST', '/api/v1/conversations/send-message/', turn);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('request_in_progress');
    expect(duplicate.headers.get('Retry-After')).toBe('1');
    release();
    expect((await first).status).toBe(201);
    const retry = await call(app, 'POST', '/api/v1/conversations/send-message/', turn);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('never creates twice when duplicates race', async () => {
    const user = await learner();
    const results = await Promise.all([create(user, 'racing-key'), create(user, 'racing-key'), create(user, 'racing-key')]);
    expect(results.filter((result) => result.status === 201 && result.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
    expect(results.every((result) => result.status === 201 || result.status === 409)).toBe(true);
    expect(await conversationCount(user)).toBe(1);
  });
});

describe('when the first request with a key fails', () => {
  it('frees the key, so a corrected request with it runs', async () => {
    const user = await learner();
    const invalid = await create(user, 'fix-me', { target_language: 'xx', learning_mode: 'free_conversation' });
    expect(invalid.status).toBe(400);
    const fixed = await create(user, 'fix-me');
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('Idempotent-Replayed')).toBeNull();
  });
});

describe('the scope and lifetime of a key', () => {
  it('keeps keys apart per user', async () => {
    const first = await learner();
    const second = await learner();
    await create(first, 'shared-key');
    const other = await create(second, 'shared-key');
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await conversationCount(second)).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const user = await learner();
    await create(user, 'day-old');
    context.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const refreshed = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: user.refresh } });
    const later = await create({ ...user, access: refreshed.body.access }, 'day-old');
    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await conversationCount(user)).toBe(2);
  });

  it('applies to streams too: a streamed send repeated with its key is one turn, answered again from what it stored', async () => {
    const user = await learner();
    const conversationId = await createConversation(context.app, user);
    const turn = { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola' }, headers: { 'Idempotency-Key': 'stream-key' } };
    expect((await call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', turn)).status).toBe(200);
    const repeated = await call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', turn);
    expect(repeated.status).toBe(200);
    expect(repeated.headers.get('Idempotent-Replayed')).toBe('true');
    const messages = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: user.access });
    expect(messages.body.count).toBe(3); // the tutor's greeting, then one turn
  });

  it('lets browsers read Idempotent-Replayed', async () => {
    const user = await learner();
    const response = await call(context.app, 'POST', '/api/v1/conversations/', {
      token: user.access,
      body: { target_language: 'es', learning_mode: 'free_conversation' },
      headers: { Origin: 'http://app.parla.test', 'Idempotency-Key': 'cors-key' },
    });
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Idempotent-Replayed');
  });
});
