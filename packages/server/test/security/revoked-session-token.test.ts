import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createConversation, createTestContext, latestMail, signUp, type TestContext } from '../test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

async function profileStatus(access: string): Promise<number> {
  return (await call(context.app, 'GET', '/api/v1/auth/profile/', { token: access })).status;
}

describe('an access token outliving its session (issue #18, point 3)', () => {
  it('is refused with the first request after logout', async () => {
    const learner = await signUp(context.app);
    expect(await profileStatus(learner.access)).toBe(200);
    expect((await call(context.app, 'POST', '/api/v1/auth/logout/', { token: learner.access, body: { refresh: learner.refresh } })).status).toBe(200);
    expect(await profileStatus(learner.access)).toBe(401);
  });

  it('is refused once a reused refresh token has revoked its family', async () => {
    const learner = await signUp(context.app);
    const rotated = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: learner.refresh } });
    expect(rotated.status).toBe(200);
    expect(await profileStatus(rotated.body.access)).toBe(200);

    // A thief replays the old refresh token: the whole family is revoked, the fresh access token with it.
    expect((await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: learner.refresh } })).status).toBe(401);
    expect(await profileStatus(rotated.body.access)).toBe(401);
    expect(await profileStatus(learner.access)).toBe(401);
  });

  it('is refused after a password reset, on every device', async () => {
    const learner = await signUp(context.app);
    const otherDevice = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: learner.email, password: learner.password }, headers: { 'X-Forwarded-For': '10.40.0.1' } });
    expect(otherDevice.status).toBe(200);
    await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email: learner.email } });
    const link = (await latestMail(context.app, learner.email, 'Reset')).links[0] ?? '';
    const [uid, token] = link.split('/reset-password/')[1]?.split('/') ?? [];
    const reset = await call(context.app, 'POST', `/api/v1/auth/password-reset/${uid}/${token}/`, { body: { token, password: 'a new long password', confirm_password: 'a new long password' } });
    expect(reset.status).toBe(200);

    expect(await profileStatus(learner.access)).toBe(401);
    expect(await profileStatus(otherDevice.body.access)).toBe(401);
  });

  it('keeps working while its session lives, across refreshes', async () => {
    const learner = await signUp(context.app);
    const rotated = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: learner.refresh } });
    expect(await profileStatus(learner.access)).toBe(200);
    expect(await profileStatus(rotated.body.access)).toBe(200);
  });

  // The lists and the messages page check the session in their own statement (issue #24): each must refuse as well.
  it('is refused by the reads that check the session in their own statement, valid or not, paged or not', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const reads = [
      '/api/v1/conversations/',
      '/api/v1/conversations/active/',
      '/api/v1/conversations/history/',
      '/api/v1/conversations/?target_language=es&limit=1',
      `/api/v1/conversations/${conversationId}/messages/`,
      `/api/v1/conversations/${conversationId}/messages/?limit=1&ordering=timestamp`,
    ];
    const first = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: learner.access });
    const messageId = String(first.body.results[0]?.id);
    reads.push(`/api/v1/conversations/${conversationId}/messages/?before=${messageId}`);
    // Answers other than 200 on a live session (a validation error, someone else's or no conversation) are 401 once it ends.
    const failing = ['/api/v1/conversations/?limit=-4', '/api/v1/conversations/00000000-0000-4000-8000-000000000000/messages/', '/api/v1/conversations/not-a-uuid/messages/'];
    for (const path of reads) {
      expect((await call(context.app, 'GET', path, { token: learner.access })).status, path).toBe(200);
    }
    for (const path of failing) {
      expect((await call(context.app, 'GET', path, { token: learner.access })).status, path).not.toBe(401);
    }

    expect((await call(context.app, 'POST', '/api/v1/auth/logout/', { token: learner.access, body: { refresh: learner.refresh } })).status).toBe(200);
    for (const path of [...reads, ...failing]) {
      const after = await call(context.app, 'GET', path, { token: learner.access });
      expect(after.status, path).toBe(401);
      expect(after.body.code, path).toBe('token_invalid');
    }
  });

  it('is refused by the reads once the account is deleted', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    await context.database.query('DELETE FROM users WHERE email = $1', [learner.email]);
    for (const path of ['/api/v1/conversations/', `/api/v1/conversations/${conversationId}/messages/`]) {
      expect((await call(context.app, 'GET', path, { token: learner.access })).status, path).toBe(401);
    }
  });

  // A chat turn checks the session in the statement that stores it (issue #24): nothing is stored or counted once it ends.
  it('is refused by a streamed send, keyed or not, and nothing of the turn is stored or counted', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const send = (headers: Record<string, string> = {}) =>
      call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', {
        token: learner.access,
        headers,
        body: { conversation_id: conversationId, message_text: 'Hola, ¿qué tal?' },
      });
    const sent = await send({ 'Idempotency-Key': 'sent-before-logout' });
    expect(sent.status).toBe(200);
    const stored = async () =>
      (await context.database.query('SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1', [conversationId]))[0]?.n;
    const counted = async () => (await context.database.query('SELECT coalesce(sum(messages), 0)::int AS n FROM usage_counters'))[0]?.n;
    const messagesBefore = await stored();
    const countedBefore = await counted();

    expect((await call(context.app, 'POST', '/api/v1/auth/logout/', { token: learner.access, body: { refresh: learner.refresh } })).status).toBe(200);
    // A new send, plain or keyed, and the repeat of the earlier keyed send (never answered from its kept turn).
    for (const headers of [{}, { 'Idempotency-Key': 'sent-after-logout' }, { 'Idempotency-Key': 'sent-before-logout' }] as Record<string, string>[]) {
      const after = await send(headers);
      expect(after.status, JSON.stringify(headers)).toBe(401);
      expect(after.body.code, JSON.stringify(headers)).toBe('token_invalid');
    }
    // Nor does the key say whether it was used with another message (422 on a live session).
    const reused = await call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', {
      token: learner.access,
      headers: { 'Idempotency-Key': 'sent-before-logout' },
      body: { conversation_id: conversationId, message_text: 'Otra cosa' },
    });
    expect(reused.status).toBe(401);
    expect(await stored()).toBe(messagesBefore);
    expect(await counted()).toBe(countedBefore);
    // The refused keyed send left no claim on its key.
    expect(await context.database.query(`SELECT 1 FROM idempotency_keys WHERE key = 'sent-after-logout'`)).toEqual([]);
  });

  it('is refused by a streamed send once the account is deleted, keyed or not', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    await context.database.query('DELETE FROM users WHERE email = $1', [learner.email]);
    for (const headers of [{}, { 'Idempotency-Key': 'after-deletion' }] as Record<string, string>[]) {
      const after = await call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', {
        token: learner.access,
        headers,
        body: { conversation_id: conversationId, message_text: 'Hola' },
      });
      expect(after.status, JSON.stringify(headers)).toBe(401);
    }
  });
});
