import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatSession, createClient, memoryStorage, memoryTokenStore } from '@parla/sdk';
import { messages } from '../src/db/schema.js';
import { createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

const silentLogger = { error: () => undefined, info: () => undefined };

let context: TestContext;
let server: ServerType;
let baseUrl: string;
let user: TestUser;
/** While set, the next send-message-stream reaches the server and then its connection drops, before the page reads a byte. */
let dropNextStream = false;

/** A fetch over the real connection that can lose a stream after the server got it (a train entering a tunnel). */
const cuttingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (dropNextStream && String(input instanceof Request ? input.url : input).includes('send-message-stream')) {
    dropNextStream = false;
    await response.body?.cancel();
    throw new TypeError('Failed to fetch');
  }
  return response;
};

beforeAll(async () => {
  context = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: context.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  user = await signUp(context.app);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await context.close();
});

async function signedInClient() {
  const tokenStore = memoryTokenStore();
  await tokenStore.set({ access: user.access, refresh: user.refresh });
  return createClient({ baseUrl, tokenStore, rateLimiter: false, retry: false, fetch: cuttingFetch });
}

async function storedLearnerTexts(conversationId: string): Promise<string[]> {
  const rows = await context.database.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.seq);
  return rows.filter((row) => row.sender === 'user').map((row) => row.messageText);
}

async function untilNoReplyIsWritten(conversationId: string): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const rows = await context.database.db.select({ status: messages.status }).from(messages).where(eq(messages.conversationId, conversationId));
    if (!rows.some((row) => row.status === 'processing')) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the reply never settled');
}

describe('the SDK chat session against the real server (#25)', () => {
  it('point 4: after a reload, the latest reply’s suggested answers are offered again', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'es' });
    const before = createChatSession({ client: await signedInClient(), logger: silentLogger });
    await before.open(conversationId);
    await before.send('Hola, me llamo Ana');
    const offered = before.$suggestions.get();
    before.destroy();

    const reloaded = createChatSession({ client: await signedInClient(), logger: silentLogger });
    await reloaded.open(conversationId);

    expect(offered.length).toBeGreaterThan(0);
    expect(reloaded.$suggestions.get()).toEqual(offered);
    reloaded.destroy();
  });

  it('point 2: a message whose stream reached the server before the connection dropped is stored once when the outbox sends it again', async () => {
    const conversationId = await createConversation(context.app, user, { target_language: 'es' });
    const storage = memoryStorage();
    const chat = createChatSession({ client: await signedInClient(), logger: silentLogger, storage });
    await chat.open(conversationId);

    dropNextStream = true;
    await chat.send('Estoy en el tren');
    expect(chat.$messages.get().at(-1)).toMatchObject({ sender: 'user', message_text: 'Estoy en el tren', status: 'failed' });
    expect(await storedLearnerTexts(conversationId)).toEqual(['Estoy en el tren']); // it did reach the server
    await untilNoReplyIsWritten(conversationId);

    await chat.reconnected(); // the outbox sends it again, with the stream's Idempotency-Key

    expect(await storedLearnerTexts(conversationId)).toEqual(['Estoy en el tren']);
    const shown = chat.$messages.get().slice(1).map((message) => `${message.sender} ${message.status}`);
    expect(shown).toEqual(['user delivered', 'ai delivered']);
    expect(chat.$suggestions.get().length).toBeGreaterThan(0);
    chat.destroy();
  });
});
