import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../../src/middleware/error-handler.js';
import { requestIdMiddleware } from '../../src/middleware/request-id.js';
import { ADMIN_EMAIL, call, createConversation, createTestContext, signUp, uniqueEmail, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;
let learner: TestUser;
let admin: TestUser;
let conversationId: string;

beforeAll(async () => {
  context = await createTestContext();
  learner = await signUp(context.app);
  admin = await signUp(context.app, ADMIN_EMAIL);
  conversationId = await createConversation(context.app, learner);
});

afterAll(async () => {
  await context.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const NUL = '\u0000';
const PASSWORD = 'correct horse battery';

/** One request with a NUL character in one string field; everything else is valid. */
interface Attack {
  operation: string;
  method: string;
  path: () => string;
  field: string;
  body?: () => Record<string, unknown>;
  as?: () => TestUser;
}

const register = (field: string, value: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: uniqueEmail(),
  password: PASSWORD,
  confirm_password: PASSWORD,
  terms_accepted: true,
  privacy_accepted: true,
  [field]: value,
  ...(field === 'password' ? { confirm_password: value } : {}),
});

const ATTACKS: Attack[] = [
  { operation: 'auth.register', method: 'POST', path: () => '/api/v1/auth/register/', field: 'first_name', body: () => register('first_name', `Ada${NUL}`) },
  { operation: 'auth.register', method: 'POST', path: () => '/api/v1/auth/register/', field: 'last_name', body: () => register('last_name', `Love${NUL}lace`) },
  { operation: 'auth.register', method: 'POST', path: () => '/api/v1/auth/register/', field: 'password', body: () => register('password', `${PASSWORD}${NUL}`) },
  { operation: 'auth.login', method: 'POST', path: () => '/api/v1/auth/login/', field: 'password', body: () => ({ username: learner.email, password: `x${NUL}` }) },
  { operation: 'auth.refresh', method: 'POST', path: () => '/api/v1/auth/refresh/', field: 'refresh', body: () => ({ refresh: `abc${NUL}` }) },
  { operation: 'auth.verifyEmail', method: 'POST', path: () => '/api/v1/auth/verify-email/', field: 'token', body: () => ({ token: `abc${NUL}` }) },
  { operation: 'auth.logout', method: 'POST', path: () => '/api/v1/auth/logout/', field: 'refresh', body: () => ({ refresh: `abc${NUL}` }) },
  { operation: 'user.updateProfile', method: 'PATCH', path: () => '/api/v1/auth/profile/', field: 'first_name', body: () => ({ first_name: `Ada${NUL}` }) },
  { operation: 'user.acceptTerms', method: 'POST', path: () => '/api/v1/auth/accept-terms/', field: 'version', body: () => ({ version: `1${NUL}` }) },
  { operation: 'conversations.create', method: 'POST', path: () => '/api/v1/conversations/', field: 'title', body: () => ({ target_language: 'es', learning_mode: 'free_conversation', title: `Hola${NUL}` }) },
  { operation: 'conversations.sendMessage', method: 'POST', path: () => '/api/v1/conversations/send-message/', field: 'message_text', body: () => ({ conversation_id: conversationId, message_text: `Hola${NUL}` }) },
  { operation: 'conversations.sendMessage', method: 'POST', path: () => '/api/v1/conversations/send-message/', field: 'conversation_id', body: () => ({ conversation_id: `${conversationId}${NUL}`, message_text: 'Hola' }) },
  { operation: 'conversations.sendMessageStream', method: 'POST', path: () => '/api/v1/conversations/send-message-stream/', field: 'message_text', body: () => ({ conversation_id: conversationId, message_text: `Hola${NUL}` }) },
  { operation: 'chat.translate', method: 'POST', path: () => '/api/v1/chat/translate/', field: 'text', body: () => ({ text: `Hola${NUL}`, target_language: 'en' }) },
  { operation: 'support.report', method: 'POST', path: () => '/api/v1/support/report/', field: 'subject', body: () => ({ subject: `Help${NUL}`, description: 'It broke' }) },
  { operation: 'support.report', method: 'POST', path: () => '/api/v1/support/report/', field: 'description', body: () => ({ subject: 'Help', description: `It${NUL}broke` }) },
  { operation: 'support.report', method: 'POST', path: () => '/api/v1/support/report/', field: 'page_url', body: () => ({ subject: 'Help', description: 'It broke', page_url: `/chat${NUL}` }) },
  { operation: 'support.report', method: 'POST', path: () => '/api/v1/support/report/', field: 'user_agent', body: () => ({ subject: 'Help', description: 'It broke', user_agent: `Agent${NUL}` }) },
  { operation: 'support.feedback', method: 'POST', path: () => '/api/v1/support/feedback/', field: 'comment', body: () => ({ rating: 5, comment: `Great${NUL}` }) },
  { operation: 'support.feedback', method: 'POST', path: () => '/api/v1/support/feedback/', field: 'category', body: () => ({ rating: 5, category: `ui${NUL}` }) },
  { operation: 'voice.checkListeningExercise', method: 'POST', path: () => '/api/v1/voice/listening-exercise/abc/check/', field: 'answers.q1', body: () => ({ answers: { q1: `yes${NUL}` } }) },
  { operation: 'admin.createPartnerKey', method: 'POST', path: () => '/api/v1/admin/partner-keys/', field: 'partner', body: () => ({ partner: `School${NUL}` }), as: () => admin },
  { operation: 'admin.users', method: 'GET', path: () => '/api/v1/admin/users/?search=ada%00', field: 'search', as: () => admin },
  { operation: 'conversations.messages', method: 'GET', path: () => `/api/v1/conversations/${conversationId}/messages/?before=abc%00`, field: 'before' },
];

describe('a NUL character in a string field of a request', () => {
  for (const attack of ATTACKS) {
    it(`is refused with 400 Invalid format on ${attack.operation} ${attack.field}`, async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const user = attack.as?.() ?? learner;
      const result = await call(context.app, attack.method, attack.path(), { token: user.access, ...(attack.body ? { body: attack.body() } : {}) });
      expect(result.status, result.text).toBe(400);
      expect(result.body.field_errors[attack.field]).toContain('Invalid format');
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it('leaves the account usable afterwards', async () => {
    const profile = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: learner.access });
    expect(profile.status).toBe(200);
    expect(profile.body.first_name).toBe('Ada');
  });
});

describe('an unexpected error while a request runs', () => {
  it('is logged with the request id, route and error class and code, never the failed query or its parameters', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-hash-never-logged';
    const entries: string[] = [];
    const app = new Hono();
    app.use('*', requestIdMiddleware());
    app.onError(errorHandler((entry) => entries.push(String(entry))));
    app.post('/register/:token/', async (c) => {
      await context.database.db.execute(sql`SELECT ${secret}::int AS number`);
      return c.text('unreachable');
    });
    const response = await app.request('/register/reset-token-never-logged/', { method: 'POST', headers: { 'X-Request-Id': 'request-1234' } });
    expect(response.status).toBe(500);
    expect(entries).toHaveLength(1);
    const entry = entries[0] ?? '';
    expect(entry).toContain('request-1234');
    expect(entry).toContain('POST /register/:token/');
    expect(entry).toMatch(/DrizzleQueryError <- \w+ \(22P02\)/);
    expect(entry).not.toContain('secret-hash-never-logged');
    expect(entry).not.toContain('reset-token-never-logged');
    expect(entry).not.toContain('SELECT');
  });

  it('goes to the console by default as the same one entry', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono();
    app.onError(errorHandler());
    app.get('/', () => {
      throw new Error('password=hunter2');
    });
    expect((await app.request('/')).status).toBe(500);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).not.toContain('hunter2');
  });
});
