import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateLimitedAction } from '@parla/contract';
import { usageCounters } from '../src/db/schema.js';
import { checkRateLimit } from '../src/limits/rate-limiter.js';
import { utcDay } from '../src/limits/usage.js';
import { call, createConversation, createTestContext, signUp, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('per-user rate limits', () => {
  it('allow 15 messages a minute, then answer 429 with Retry-After and RateLimit headers', async () => {
    const user = await signUp(context.app);
    const conversationId = await createConversation(context.app, user);
    for (let index = 1; index <= 15; index += 1) {
      const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: `Frase ${index}` } });
      expect(sent.status, `message ${index}`).toBe(201);
    }
    const refused = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Una más' } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers.get('Retry-After')).toBe('300');
    expect(refused.headers.get('RateLimit-Limit')).toBe('15');
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
    const other = await signUp(context.app);
    const otherConversation = await createConversation(context.app, other);
    const unaffected = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: other.access, body: { conversation_id: otherConversation, message_text: 'Hola' } });
    expect(unaffected.status).toBe(201);
  });

  it('count a streamed turn in the statement that stores it: RateLimit headers on the stream, 429 past the limit, nothing stored', async () => {
    const user = await signUp(context.app);
    const conversationId = await createConversation(context.app, user);
    // 14 of the minute's 15 already sent.
    for (let index = 0; index < 14; index += 1) {
      await checkRateLimit(context.deps.db, 'message_send', { key: `user:${user.id}`, userId: user.id }, context.clock.now());
    }
    const stream = (text: string) =>
      call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: text } });
    const last = await stream('La decimoquinta');
    expect(last.status).toBe(200);
    expect(last.text).toContain('stream_end');
    expect(last.headers.get('RateLimit-Limit')).toBe('15');
    expect(last.headers.get('RateLimit-Remaining')).toBe('0');

    const refused = await stream('Una más');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers.get('Retry-After')).toBe('300');
    const messages = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: user.access });
    expect(messages.body.results.map((message: { message_text: string }) => message.message_text)).not.toContain('Una más');
    const usage = await call(context.app, 'GET', '/api/v1/usage/current/', { token: user.access });
    expect(usage.body.daily.messages.used).toBe(1);
  });

  it('allow 5 new conversations an hour', async () => {
    const user = await signUp(context.app);
    for (let index = 0; index < 5; index += 1) {
      await createConversation(context.app, user);
    }
    const refused = await call(context.app, 'POST', '/api/v1/conversations/', { token: user.access, body: { target_language: 'it', learning_mode: 'idioms' } });
    expect(refused.status).toBe(429);
    context.clock.advance(61 * 60_000);
    const renewed = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: user.refresh } });
    const later = await call(context.app, 'POST', '/api/v1/conversations/', { token: renewed.body.access, body: { target_language: 'it', learning_mode: 'idioms' } });
    expect(later.status).toBe(201);
  });
});

describe('the block after reaching a limit (§9)', () => {
  for (const [action, rule] of Object.entries(RATE_LIMITS) as Array<[RateLimitedAction, (typeof RATE_LIMITS)[RateLimitedAction]]>) {
    it(`${action}: the attempt that reaches ${rule.limit} blocks for ${rule.blockMs / 60_000} minutes from then, even once the window has freed up`, async () => {
      const subject = { key: `test:${randomUUID()}` };
      const start = Date.parse('2025-03-10T10:00:00.000Z');
      for (let attempt = 1; attempt < rule.limit; attempt += 1) {
        expect((await checkRateLimit(context.deps.db, action, subject, new Date(start))).allowed).toBe(true);
      }
      const reachedAt = start + rule.windowMs / 2;

      expect(await checkRateLimit(context.deps.db, action, subject, new Date(reachedAt))).toMatchObject({ allowed: true, remaining: 0 });

      // By now every earlier attempt has left the window.
      expect(await checkRateLimit(context.deps.db, action, subject, new Date(reachedAt + rule.blockMs - 1000))).toMatchObject({
        allowed: false,
        retryAfterSeconds: 1,
      });
      expect(await checkRateLimit(context.deps.db, action, subject, new Date(reachedAt + rule.blockMs))).toMatchObject({
        allowed: true,
        remaining: rule.limit - 1,
      });
    });
  }

  it('keeps refusing messages for 5 minutes from the 15th, not only until its minute has passed', async () => {
    const user = await signUp(context.app);
    const conversationId = await createConversation(context.app, user);
    const send = (text: string) => call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: text } });
    for (let index = 1; index <= 15; index += 1) {
      expect((await send(`Frase ${index}`)).status, `message ${index}`).toBe(201);
    }

    context.clock.advance(61_000);
    const refused = await send('Una más');

    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('239');
    context.clock.advance(239_000);
    expect((await send('Ahora sí')).status).toBe(201);
  });

  it('counts failed sign-ins only: a class of 12 behind one router all sign in, 10 failures block the address for 30 minutes', async () => {
    const headers = { 'X-Forwarded-For': '10.4.0.1' };
    const learners = [];
    for (let index = 0; index < 12; index += 1) {
      learners.push(await signUp(context.app));
    }
    for (const learner of learners) {
      const signedIn = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: learner.email, password: learner.password }, headers });
      expect(signedIn.status, learner.email).toBe(200);
    }

    const [first] = learners;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const failed = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: first?.email, password: 'not the password' }, headers });
      expect(failed.status, `failure ${attempt}`).toBe(401);
    }
    context.clock.advance(16 * 60_000);
    const refused = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: first?.email, password: first?.password }, headers });

    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(14 * 60));
  });
});

describe('quotas', () => {
  it('count messages and AI calls per day, and refuse past the free tier with quota_exceeded', async () => {
    const user = await signUp(context.app);
    const conversationId = await createConversation(context.app, user);
    await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    const usage = await call(context.app, 'GET', '/api/v1/usage/current/', { token: user.access });
    expect(usage.body.tier).toBe('free');
    expect(usage.body.daily.messages).toEqual({ used: 1, limit: 100 });
    expect(usage.body.daily.aiCalls).toEqual({ used: 1, limit: 200 });
    expect(usage.body.monthly.totalRequests).toEqual({ used: 1, limit: 2000 });

    await context.deps.db
      .update(usageCounters)
      .set({ messages: 100 })
      .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.day, utcDay(context.clock.now()))));
    const refused = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Otra' } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('quota_exceeded');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);

    const history = await call(context.app, 'GET', '/api/v1/usage/history/?period=week', { token: user.access });
    expect(history.body.results).toHaveLength(7);
    expect(history.body.results.at(-1).messages).toBe(100);
  });
});

describe('conversation lists and messages', () => {
  it('page conversations with a `next` link and messages with a `before` cursor', async () => {
    const user = await signUp(context.app);
    const first = await createConversation(context.app, user);
    await createConversation(context.app, user, { target_language: 'fr' });
    const page = await call(context.app, 'GET', '/api/v1/conversations/?limit=1', { token: user.access });
    expect(page.body.count).toBe(2);
    expect(page.body.next).toBe('/api/v1/conversations/?limit=1&offset=1');
    const second = await call(context.app, 'GET', page.body.next, { token: user.access });
    expect(second.body.next).toBeNull();
    expect(second.body.results).toHaveLength(1);

    for (const text of ['uno', 'dos']) {
      await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: first, message_text: text } });
    }
    const newest = await call(context.app, 'GET', `/api/v1/conversations/${first}/messages/?limit=2&ordering=-timestamp`, { token: user.access });
    expect(newest.body.count).toBe(5); // the tutor's greeting, then two turns
    expect(newest.body.results[1].message_text).toBe('dos');
    expect(newest.body.next).toContain('before=');
    const older = await call(context.app, 'GET', newest.body.next, { token: user.access });
    expect(older.body.results.map((message: { sender: string; message_text: string }) => message.sender === 'user' ? message.message_text : 'ai')).toEqual(['ai', 'uno']);
    const oldest = await call(context.app, 'GET', older.body.next, { token: user.access });
    expect(oldest.body.results.map((message: { sender: string }) => message.sender)).toEqual(['ai']);
    expect(oldest.body.next).toBeNull();

    await call(context.app, 'POST', `/api/v1/conversations/${first}/end/`, { token: user.access });
    const history = await call(context.app, 'GET', '/api/v1/conversations/history/', { token: user.access });
    expect(history.body.results.map((conversation: { id: string }) => conversation.id)).toEqual([first]);
    const active = await call(context.app, 'GET', '/api/v1/conversations/active/', { token: user.access });
    expect(active.body.count).toBe(1);

    const stats = await call(context.app, 'GET', '/api/v1/conversations/stats/', { token: user.access });
    expect(stats.body).toMatchObject({ total_conversations: 2, active_conversations: 1, total_messages: 6, messages_sent: 2, active_days: 1, current_streak: 1, longest_streak: 1, by_language: { es: 1, fr: 1 } });
    expect(stats.body.practice_minutes).toBeGreaterThanOrEqual(1);
  });
});
