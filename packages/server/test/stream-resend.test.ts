import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { call, createConversation, createTestContext, parseEventStream, signUp, type TestContext, type TestUser } from './test-app.js';

const STREAM_PATH = '/api/v1/conversations/send-message-stream/';
const SEND_PATH = '/api/v1/conversations/send-message/';

/** While set, the tutor writes "Bonjour" and then waits for this (or for the turn to be aborted). */
let hold: Promise<void> | null = null;
let releaseHold: () => void = () => undefined;

const gatedTutor: TutorEngine = {
  name: 'gated',
  async *generate(_request, signal) {
    yield 'Bonjour';
    if (hold) {
      const held = hold;
      await new Promise<void>((resolve, reject) => {
        void held.then(resolve);
        signal.addEventListener('abort', () => reject(signal.reason ?? new Error('aborted')), { once: true });
      });
    }
    yield ' !';
  },
};

function holdReplies(): void {
  hold = new Promise<void>((resolve) => {
    releaseHold = resolve;
  });
}

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext({ tutor: gatedTutor });
  user = await signUp(context.app);
});

afterAll(async () => {
  releaseHold();
  await context.close();
});

function streamRequest(key: string, body: Record<string, unknown>, who: TestUser = user) {
  return context.app.request(STREAM_PATH, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.access}`, 'Content-Type': 'application/json', 'X-API-Version': 'v1', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

async function storedTexts(conversationId: string): Promise<string[]> {
  const rows = await context.database.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.seq);
  return rows.slice(1).map((row) => `${row.sender} ${row.status}: ${row.messageText}`);
}

async function untilReplySettled(conversationId: string): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const rows = await context.database.db.select({ status: messages.status }).from(messages).where(eq(messages.conversationId, conversationId));
    if (!rows.some((row) => row.status === 'processing')) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the reply never settled');
}

describe('send-message-stream with an Idempotency-Key (#25 point 2: a kept message is never stored twice)', () => {
  it('a stream dropped mid-reply, sent again as a plain send with its key: the message stays once and its reply is written again', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'fr' });
    const body = { conversation_id: conversationId, message_text: 'Je suis hors ligne' };
    holdReplies();
    const first = await streamRequest('dropped-1', body);
    const reader = first.body?.getReader();
    await reader?.read();
    await reader?.cancel(); // the connection drops before the learner's page saw anything
    await untilReplySettled(conversationId);
    expect(await storedTexts(conversationId)).toEqual(['user delivered: Je suis hors ligne', 'ai failed: Bonjour']);
    hold = null;

    const resent = await call(context.app, 'POST', SEND_PATH, { token: user.access, headers: { 'Idempotency-Key': 'dropped-1' }, body });
    const again = await call(context.app, 'POST', SEND_PATH, { token: user.access, headers: { 'Idempotency-Key': 'dropped-1' }, body });

    expect(resent.status, resent.text).toBe(201);
    expect(resent.headers.get('Idempotent-Replayed')).toBe('true');
    expect(resent.body.ai_message).toMatchObject({ status: 'delivered', message_text: 'Bonjour !' });
    expect(resent.body.suggestions).toHaveLength(3);
    expect(again.body).toEqual(resent.body);
    expect(await storedTexts(conversationId)).toEqual(['user delivered: Je suis hors ligne', 'ai delivered: Bonjour !']);
  });

  it('a finished stream sent again (as a stream or a plain send) gives the stored turn back, and a repeat while it is written gets 409', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'fr' });
    const body = { conversation_id: conversationId, message_text: 'Salut' };
    holdReplies();
    const first = await streamRequest('finished-1', body);
    const reader = first.body?.getReader();
    await reader?.read();

    const meanwhile = await streamRequest('finished-1', body);
    expect(meanwhile.status).toBe(409);
    expect(await meanwhile.json()).toMatchObject({ code: 'request_in_progress' });
    expect(meanwhile.headers.get('Retry-After')).toBe('1');

    releaseHold();
    hold = null;
    let rest = '';
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    const original = parseEventStream(rest).events.find((event) => event.type === 'ai_message_complete');

    const replayed = await streamRequest('finished-1', { message_text: 'Salut', conversation_id: conversationId }); // same body, fields in another order
    const events = parseEventStream(await replayed.text()).events;
    const plain = await call(context.app, 'POST', SEND_PATH, { token: user.access, headers: { 'Idempotency-Key': 'finished-1' }, body });

    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(events.map((event) => event.type)).toEqual(['user_message', 'ai_message_start', 'ai_message_complete', 'stream_end']);
    expect(events[2]).toMatchObject({ data: { id: original?.data.id, message_text: 'Bonjour !', status: 'delivered' } });
    expect(events[2]?.type === 'ai_message_complete' ? events[2].data.suggestions : undefined).toHaveLength(3);
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body.ai_message.id).toBe(original?.data.id);
    expect(await storedTexts(conversationId)).toEqual(['user delivered: Salut', 'ai delivered: Bonjour !']);
  });

  it('the same key with another text is refused (422), the stream storing nothing', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'fr' });
    const first = await streamRequest('other-text-1', { conversation_id: conversationId, message_text: 'Un' });
    await first.text();
    const other = await streamRequest('other-text-1', { conversation_id: conversationId, message_text: 'Deux' });

    expect(other.status).toBe(422);
    expect(await storedTexts(conversationId)).toEqual(['user delivered: Un', 'ai delivered: Bonjour !']);
  });

  it('one key racing in two conversations at once (each turn’s statement claims it): one turn stored, the other refused', async () => {
    const racer = await signUp(context.app);
    const [one, two] = await Promise.all([createConversation(context.app, racer, { target_language: 'fr' }), createConversation(context.app, racer, { target_language: 'fr' })]);
    const answers = await Promise.all([
      streamRequest('racing-1', { conversation_id: one, message_text: 'Un' }, racer),
      streamRequest('racing-1', { conversation_id: two, message_text: 'Deux' }, racer),
    ]);
    await Promise.all(answers.map((answer) => answer.text()));
    await Promise.all([untilReplySettled(one), untilReplySettled(two)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const stored = [...(await storedTexts(one)), ...(await storedTexts(two))];
    expect(stored).toHaveLength(2);
    expect(stored.filter((text) => text.startsWith('user '))).toHaveLength(1);
  });
});

describe('GET messages/ after a reload (#25 point 4)', () => {
  it('offers the suggested replies of the latest reply (newest first or oldest first), and none on an older page', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'es' });
    const sent = await call(context.app, 'POST', SEND_PATH, { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    const newestFirst = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/?ordering=-timestamp&limit=2`, { token: user.access });
    const oldestFirst = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/?limit=2`, { token: user.access });
    const older = await call(context.app, 'GET', newestFirst.body.next as string, { token: user.access });

    expect(newestFirst.body.suggestions).toEqual(sent.body.suggestions);
    expect(newestFirst.body.suggestions).toHaveLength(3);
    expect(oldestFirst.body.suggestions).toEqual(sent.body.suggestions);
    expect(older.body).not.toHaveProperty('suggestions');
  });
});
