import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@parla/contract';
import { USER_TABLES, outboxMails } from '../src/db/schema.js';
import { call, createTestContext, latestMail, parseEventStream, uniqueEmail, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('a learner from registration to account deletion', () => {
  it('registers, verifies, signs in, talks with the tutor, exports and leaves no row behind', async () => {
    const { app, deps } = context;
    const email = uniqueEmail('journey');
    const password = 'una contraseña larga';

    const registered = await call(app, 'POST', '/api/v1/auth/register/', {
      body: { first_name: 'Lucía', last_name: 'Gómez', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.verification_required).toBe(true);
    // The account is created beside the answer (its timing tells nothing): wait for that work before signing in.
    await deps.background?.idle();

    const early = await call(app, 'POST', '/api/v1/auth/login/', { body: { username: email, password }, headers: { 'X-Forwarded-For': '10.1.0.1' } });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('email_not_verified');

    const mail = await latestMail(app, email);
    const link = mail.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/parla\.test\/verify-email\/[\w-]{43}$/);
    expect(mail.text).toContain(link);
    const verified = await call(app, 'POST', '/api/v1/auth/verify-email/', { body: { token: link.split('/verify-email/')[1] } });
    expect(verified.status).toBe(200);

    const login = await call(app, 'POST', '/api/v1/auth/login/', { body: { username: email.toUpperCase(), password }, headers: { 'X-Forwarded-For': '10.1.0.1' } });
    expect(login.status).toBe(200);
    const token = ENDPOINTS['auth.login'].response.parse(login.body).access;

    // The terms were accepted with the registration form (§5): nothing asks for them again.
    const status = await call(app, 'GET', '/api/v1/auth/accept-terms/', { token });
    expect(status.body).toMatchObject({ user_accepted: true, needs_acceptance: false });
    const accepted = await call(app, 'POST', '/api/v1/auth/accept-terms/', { token, body: {} });
    expect(accepted.status).toBe(200);
    const profile = await call(app, 'GET', '/api/v1/auth/profile/', { token });
    expect(profile.body.terms_accepted).toBe(true);
    expect(profile.body.terms_version).toBe('1.0');

    await call(app, 'PATCH', '/api/v1/auth/profile/', { token, body: { preferences: { native_language: 'en', skill_level: 'intermediate', learning_goals: ['travel'] } } });
    const created = await call(app, 'POST', '/api/v1/conversations/', { token, body: { target_language: 'es', learning_mode: 'vocabulary' } });
    expect(created.status).toBe(201);
    expect(created.body.native_language).toBe('en');
    expect(created.body.skill_level).toBe('intermediate');
    expect(created.body.goals).toEqual(['travel']);
    expect(created.body.title).toBe('Vocabulary in Spanish');
    const conversationId = created.body.id as string;

    const streamed = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', {
      token,
      body: { conversation_id: conversationId, message_text: 'Hola, quiero aprender palabras nuevas.' },
    });
    expect(streamed.status).toBe(200);
    const { events } = parseEventStream(streamed.text);
    const complete = events.find((event) => event.type === 'ai_message_complete');
    expect(complete?.type === 'ai_message_complete' && complete.data.status).toBe('delivered');
    const userMessage = events[0]?.type === 'user_message' ? events[0].data : undefined;
    expect(userMessage?.message_text).toBe('Hola, quiero aprender palabras nuevas.');

    const edited = await call(app, 'PATCH', `/api/v1/conversations/messages/${userMessage?.id}/edit/`, { token, body: { message_text: 'Hola, quiero palabras nuevas.' } });
    expect(edited.status).toBe(200);
    expect(edited.body.edited_at).not.toBeNull();

    const exported = await call(app, 'GET', '/api/v1/user/export-data/', { token });
    expect(exported.status).toBe(200);
    const data = ENDPOINTS['user.exportData'].response.parse(exported.body);
    expect(data.user.email).toBe(email);
    expect(data.conversations).toHaveLength(1);
    const welcome = await call(app, 'GET', `/api/v1/conversations/${conversationId}/welcome/`, { token });
    expect(data.conversations[0]?.messages.map((message) => message.message_text)).toEqual([
      welcome.body.message_text, // the tutor's greeting opens the conversation
      'Hola, quiero palabras nuevas.',
      complete?.type === 'ai_message_complete' ? complete.data.message_text : '',
    ]);
    expect(data.usage[0]?.messages).toBe(1);

    await call(app, 'POST', '/api/v1/support/feedback/', { token, body: { rating: 4 } });
    const userId = profile.body.id as string;
    const deleted = await call(app, 'DELETE', '/api/v1/user/delete-account/', { token });
    expect(deleted.status).toBe(200);

    for (const [name, table] of Object.entries(USER_TABLES)) {
      const column = 'userId' in table ? table.userId : table.id;
      const rows = await deps.db.select().from(table).where(eq(column, userId));
      expect(rows, name).toHaveLength(0);
    }
    expect(await deps.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email))).toHaveLength(0);
    const after = await call(app, 'GET', '/api/v1/auth/profile/', { token });
    expect(after.status).toBe(401);
  });
});
