import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileInterruptedWork } from '../../src/data/interrupted-work.js';
import { idempotencyKeys, messages } from '../../src/db/schema.js';
import type { TutorEngine } from '../../src/tutor/tutor-engine.js';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from '../test-app.js';

/** A tutor that writes a word every 300 ms, until the reply is whole or the request goes away. */
const slowTutor: TutorEngine = {
  name: 'slow',
  async *generate(_request, signal) {
    for (const word of ['Hola, ', '¿qué ', 'tal ', 'estás ', 'hoy? ', 'Cuéntame ', 'algo ', 'de ', 'tu ', 'día.']) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (signal.aborted) {
        return;
      }
      yield word;
    }
  },
};

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ tutor: slowTutor });
});

afterAll(async () => {
  await context.close();
});

/** What a process killed in the middle of a turn leaves: the learner's message and a reply `processing` with its text so far. */
async function leftByKilledProcess(learner: TestUser, conversationId: string, partialText: string, heardAt: Date) {
  const [aiMessage] = await context.deps.db
    .insert(messages)
    .values({ conversationId, userId: learner.id, sender: 'ai', messageText: partialText, status: 'processing', createdAt: heardAt, progressAt: heardAt })
    .returning();
  return aiMessage!;
}

describe('a server killed during a reply (issue #18, point 8)', () => {
  it('stores the text of a reply as it is written, so a killed process leaves what the learner saw', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const stop = new AbortController();
    const streaming = call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', {
      token: learner.access,
      body: { conversation_id: conversationId, message_text: 'Hola' },
      signal: stop.signal,
    }).catch(() => undefined);

    let stored: typeof messages.$inferSelect | undefined;
    for (let attempt = 0; attempt < 40 && !stored?.messageText; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [stored] = await context.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.seq).offset(2);
    }

    expect(stored?.status).toBe('processing');
    expect(stored?.messageText).toMatch(/^Hola, /);
    expect(stored?.progressAt).not.toBeNull();
    stop.abort();
    await streaming;
  });

  it('marks replies left processing as failed at start-up, keeping their text, and frees keys left in progress', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const now = context.clock.now();
    const orphan = await leftByKilledProcess(learner, conversationId, 'Hola, ¿qué ', now);
    await context.deps.db.insert(idempotencyKeys).values({ scope: `user:${learner.id}`, key: 'killed-turn', route: 'conversations.sendMessage', requestHash: 'x', userId: learner.id, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });

    const repaired = await reconcileInterruptedWork(context.deps.db, context.clock.now(), { replySilenceMs: 0, claimLimitMs: 0 });

    expect(repaired.failedReplies).toBeGreaterThanOrEqual(1);
    expect(repaired.releasedClaims).toBeGreaterThanOrEqual(1);
    const [after] = await context.deps.db.select().from(messages).where(eq(messages.id, orphan.id));
    expect(after).toMatchObject({ status: 'failed', messageText: 'Hola, ¿qué ' });
    expect(await context.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'killed-turn'))).toEqual([]);
    const listed = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: learner.access });
    expect(listed.body.results.at(-1)).toMatchObject({ id: orphan.id, status: 'failed', message_text: 'Hola, ¿qué ' });
  });

  it('leaves alone, while other processes run, a reply whose writer was heard from within 15 seconds', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    // A conversation has at most one reply being written (issue #24: a unique index): the dead one is in another.
    const otherConversationId = await createConversation(context.app, learner);
    const live = await leftByKilledProcess(learner, conversationId, 'Hola', new Date(context.clock.now().getTime() - 10_000));
    const dead = await leftByKilledProcess(learner, otherConversationId, 'Adiós', new Date(context.clock.now().getTime() - 16_000));

    await reconcileInterruptedWork(context.deps.db, context.clock.now());

    const statuses = await context.deps.db.select({ id: messages.id, status: messages.status }).from(messages).where(inArray(messages.conversationId, [conversationId, otherConversationId]));
    expect(statuses.find((row) => row.id === live.id)?.status).toBe('processing');
    expect(statuses.find((row) => row.id === dead.id)?.status).toBe('failed');
  });

  it('a retry with the Idempotency-Key of a request that died answers 409 for at most 2 minutes, then runs', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const body = { conversation_id: conversationId, message_text: 'Hola otra vez' };
    const now = context.clock.now();
    await context.deps.db.insert(idempotencyKeys).values({
      scope: `user:${learner.id}`,
      key: 'died-mid-turn',
      route: 'conversations.sendMessage',
      requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      userId: learner.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    const retry = () => call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body, headers: { 'Idempotency-Key': 'died-mid-turn' } });

    const early = await retry();
    context.clock.advance(2 * 60_000 + 1000);
    const later = await retry();

    expect(early.status).toBe(409);
    expect(later.status, later.text).toBe(201);
    expect(later.body.ai_message.message_text).toBe('Hola, ¿qué tal estás hoy? Cuéntame algo de tu día.');
  });

  it('a reply whose writer died does not block the conversation: the next send goes ahead and the dead reply is marked failed', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const dead = await leftByKilledProcess(learner, conversationId, 'Hola, ¿qu', new Date(context.clock.now().getTime() - 16_000));

    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: 'Sigo aquí' } });

    expect(sent.status).toBe(201);
    const [after] = await context.deps.db.select().from(messages).where(eq(messages.id, dead.id));
    expect(after).toMatchObject({ status: 'failed', messageText: 'Hola, ¿qu' });
  });
});
