import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createConversation, createTestContext, latestMail, signUp, uniqueEmail, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  owner = await signUp(context.app);
  stranger = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

describe('another user\'s resources', () => {
  it('answer 404, never 403, for every conversation call', async () => {
    const conversationId = await createConversation(context.app, owner);
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', {
      token: owner.access,
      body: { conversation_id: conversationId, message_text: 'Hola' },
    });
    const messageId = sent.body.user_message.id as string;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/conversations/${conversationId}/`],
      ['DELETE', `/api/v1/conversations/${conversationId}/`],
      ['GET', `/api/v1/conversations/${conversationId}/messages/`],
      ['POST', `/api/v1/conversations/${conversationId}/end/`],
      ['GET', `/api/v1/conversations/${conversationId}/export/`],
      ['GET', `/api/v1/conversations/${conversationId}/welcome/`],
      ['PUT', `/api/v1/conversations/${conversationId}/learning-mode/`, { learning_mode: 'grammar' }],
      ['POST', '/api/v1/conversations/send-message/', { conversation_id: conversationId, message_text: 'Hola' }],
      ['PATCH', `/api/v1/conversations/messages/${messageId}/edit/`, { message_text: 'Hijacked' }],
    ];
    for (const [method, path, body] of attempts) {
      const result = await call(context.app, method, path, { token: stranger.access, body });
      expect(result.status, `${method} ${path}`).toBe(404);
      expect(result.body.message).toBe('Resource not found.');
    }
    const batch = await call(context.app, 'POST', '/api/v1/batch/messages/', { token: stranger.access, body: { updates: [{ id: messageId, message_text: 'Hijacked' }] } });
    expect(batch.body).toEqual({ updated: [], count: 0 });
    const batchDelete = await call(context.app, 'DELETE', '/api/v1/batch/messages/', { token: stranger.access, body: { message_ids: [messageId] } });
    expect(batchDelete.body).toEqual({ deleted: 0 });
    const still = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: owner.access });
    expect(still.body.results.map((message: { message_text: string }) => message.message_text)).toContain('Hola');
  });
});

describe('access tokens', () => {
  const secret = new TextEncoder().encode('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz');

  it('refuse a missing token with 401', async () => {
    const result = await call(context.app, 'GET', '/api/v1/auth/profile/');
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('not_authenticated');
  });

  it('refuse a tampered token with 401', async () => {
    const [header, payload, signature] = owner.access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, user_id: stranger.id, sub: stranger.id })).toString('base64url');
    const result = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: `${header}.${forged}.${signature}` });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('token_invalid');
  });

  it('refuse an unsigned `alg: none` token with 401', async () => {
    const now = Math.floor(context.clock.now().getTime() / 1000);
    const token = new UnsecuredJWT({ user_id: owner.id, username: owner.email }).setSubject(owner.id).setIssuedAt(now).setExpirationTime(now + 600).encode();
    const result = await call(context.app, 'GET', '/api/v1/auth/profile/', { token });
    expect(result.status).toBe(401);
  });

  it('refuse a token signed with another algorithm (HS512) with 401', async () => {
    const now = Math.floor(context.clock.now().getTime() / 1000);
    const token = await new SignJWT({ user_id: owner.id, username: owner.email })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(owner.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(secret);
    const result = await call(context.app, 'GET', '/api/v1/auth/profile/', { token });
    expect(result.status).toBe(401);
  });

  it('expire after 15 minutes', async () => {
    const user = await signUp(context.app);
    context.clock.advance(14 * 60_000);
    expect((await call(context.app, 'GET', '/api/v1/auth/profile/', { token: user.access })).status).toBe(200);
    context.clock.advance(2 * 60_000);
    const expired = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: user.access });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('token_expired');
  });

  it('carry sub, user_id, username, exp and iat', () => {
    const claims = JSON.parse(Buffer.from(owner.access.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ sub: owner.id, user_id: owner.id, username: owner.email });
    expect(claims.exp - claims.iat).toBe(900);
  });
});

describe('refresh tokens', () => {
  it('rotate on use, and reuse of a rotated token revokes the whole family', async () => {
    const user = await signUp(context.app);
    const first = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: user.refresh } });
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(user.refresh);
    const reuse = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: user.refresh } });
    expect(reuse.status).toBe(401);
    const descendant = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: first.body.refresh } });
    expect(descendant.status).toBe(401);
  });

  it('are revoked by logout', async () => {
    const user = await signUp(context.app);
    const loggedOut = await call(context.app, 'POST', '/api/v1/auth/logout/', { token: user.access, body: { refresh: user.refresh } });
    expect(loggedOut.status).toBe(200);
    const refreshed = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: user.refresh } });
    expect(refreshed.status).toBe(401);
  });
});

describe('password reset', () => {
  it('works once: the new password signs in, the used link is refused', async () => {
    const user = await signUp(context.app);
    await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email: user.email } });
    const link = (await latestMail(context.app, user.email, 'Reset')).links[0] ?? '';
    expect(link).toMatch(/^http:\/\/parla\.test\/reset-password\/[0-9a-f-]{36}\/[\w-]{43}$/);
    const [uid, token] = link.split('/reset-password/')[1]?.split('/') ?? [];
    const body = { token, password: 'new password 123', confirm_password: 'new password 123' };
    const first = await call(context.app, 'POST', `/api/v1/auth/password-reset/${uid}/${token}/`, { body });
    expect(first.status).toBe(200);
    const second = await call(context.app, 'POST', `/api/v1/auth/password-reset/${uid}/${token}/`, { body });
    expect(second.status).toBe(400);
    const oldLogin = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: user.email, password: user.password }, headers: { 'X-Forwarded-For': '10.2.0.1' } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: user.email, password: 'new password 123' }, headers: { 'X-Forwarded-For': '10.2.0.1' } });
    expect(newLogin.status).toBe(200);
    const oldSession = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: user.refresh } });
    expect(oldSession.status).toBe(401);
  });

  it('refuses an expired link (after 1 hour)', async () => {
    const user = await signUp(context.app);
    await call(context.app, 'POST', '/api/v1/auth/password-reset/', { body: { email: user.email } });
    const [uid, token] = (await latestMail(context.app, user.email, 'Reset')).links[0]?.split('/reset-password/')[1]?.split('/') ?? [];
    context.clock.advance(61 * 60_000);
    const result = await call(context.app, 'POST', `/api/v1/auth/password-reset/${uid}/${token}/`, {
      body: { token, password: 'new password 123', confirm_password: 'new password 123' },
    });
    expect(result.status).toBe(400);
  });
});

describe('no account enumeration', () => {
  it('login failure, reset request and resend verification answer identically for known and unknown emails', async () => {
    const unknown = uniqueEmail('nobody');
    const pairs: Array<[string, (email: string) => unknown, Record<string, string>]> = [
      ['/api/v1/auth/login/', (email) => ({ username: email, password: 'wrong password' }), { 'X-Forwarded-For': '10.3.0.1' }],
      ['/api/v1/auth/password-reset/', (email) => ({ email }), {}],
      ['/api/v1/auth/verify-email/resend/', (email) => ({ email }), {}],
    ];
    for (const [path, body, headers] of pairs) {
      const known = await call(context.app, 'POST', path, { body: body(owner.email), headers });
      const other = await call(context.app, 'POST', path, { body: body(unknown), headers });
      expect(known.status, path).toBe(other.status);
      const { request_id: _a, ...knownBody } = known.body;
      const { request_id: _b, ...otherBody } = other.body;
      expect(knownBody, path).toEqual(otherBody);
    }
  });

  it('registration with a taken email answers like a new one and mails the owner instead', async () => {
    // An owner of its own: the other tests' mails to `owner` count against the 5 an hour one address may get.
    const taker = await signUp(context.app);
    const form = { first_name: 'Eve', last_name: 'Mallory', password: 'a long password', confirm_password: 'a long password', terms_accepted: true, privacy_accepted: true };
    const taken = await call(context.app, 'POST', '/api/v1/auth/register/', { body: { ...form, email: taker.email } });
    const fresh = await call(context.app, 'POST', '/api/v1/auth/register/', { body: { ...form, email: uniqueEmail() } });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.message).toBe(fresh.body.message);
    expect((await latestMail(context.app, taker.email)).subject).toBe('You already have a Parla account');
  });
});

describe('the login rate limit', () => {
  it('answers the 11th attempt within 15 minutes from one address with 429 and Retry-After', async () => {
    const headers = { 'X-Forwarded-For': '192.0.2.77' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const result = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: owner.email, password: 'wrong password' }, headers });
      expect(result.status, `attempt ${attempt}`).toBe(401);
      expect(result.headers.get('RateLimit-Remaining')).toBe(String(10 - attempt));
    }
    const blocked = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: owner.email, password: owner.password }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('rate_limited');
    expect(blocked.body.message).toBe('Too many requests. Please wait and try again.');
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(Number(blocked.headers.get('Retry-After'))).toBe(30 * 60);
    expect(blocked.headers.get('RateLimit-Limit')).toBe('10');
    const elsewhere = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: owner.email, password: owner.password }, headers: { 'X-Forwarded-For': '192.0.2.78' } });
    expect(elsewhere.status).toBe(200);
    context.clock.advance(31 * 60_000);
    const later = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: owner.email, password: owner.password }, headers });
    expect(later.status).toBe(200);
  });
});
