import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, STORAGE_KEYS, type StreamEvent } from '@parla/contract';
import { ApiError, createClient, createSession, memoryStorage, memoryTokenStore } from '@parla/sdk';
import { USER_TABLES, outboxMails } from '../src/db/schema.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { TEST_DEV_OUTBOX_KEY, createConversation, createTestContext, signUp, uniqueEmail, type TestContext } from './test-app.js';

let context: TestContext;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  context = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: context.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await context.close();
});

describe('a learner using the SDK over real HTTP', () => {
  it('registers, verifies, signs in again, talks, edits, exports and deletes the account, leaving no row behind', async () => {
    const tokenStore = memoryTokenStore();
    const client = createClient({ baseUrl, tokenStore, rateLimiter: false });
    const email = uniqueEmail('sdk-journey');
    const password = 'una contraseña larga';

    const registered = ENDPOINTS['auth.register'].response.parse(
      await client.auth.register({ first_name: 'Lucía', last_name: 'Gómez', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true }),
    );
    expect(registered.verification_required).toBe(true);

    const outbox = ENDPOINTS['dev.outbox'].response.parse(await client.dev.outbox({ to: email }, { devKey: TEST_DEV_OUTBOX_KEY }));
    const link = outbox.results[0]?.links[0] ?? '';
    expect(link).toContain('/verify-email/');
    const verified = ENDPOINTS['auth.verifyEmail'].response.parse(await client.auth.verifyEmail({ token: link.split('/verify-email/')[1] ?? '' }));
    expect(verified.access).toBeTruthy();

    ENDPOINTS['auth.logout'].response.parse(await client.auth.logout());
    expect(await tokenStore.get()).toBeNull();
    const login = ENDPOINTS['auth.login'].response.parse(await client.auth.login({ username: email, password }));
    expect((await tokenStore.get())?.access).toBe(login.access);

    ENDPOINTS['user.acceptTerms'].response.parse(await client.user.acceptTerms());
    const conversation = ENDPOINTS['conversations.create'].response.parse(
      await client.conversations.create({ target_language: 'es', learning_mode: 'free_conversation' }),
    );
    expect(conversation.target_language).toBe('es');

    const stream = client.conversations.sendMessageStream({ conversation_id: conversation.id, message_text: 'Hola, me llamo Lucía.' });
    const events: StreamEvent[] = [];
    for await (const event of stream) {
      events.push(event);
    }
    const aiMessage = await stream.result;
    // The learner message's review (additive) arrives once through the SDK, for that message; the spec's events keep their order.
    const reviews = events.flatMap((event) => (event.type === 'message_review' ? [event] : []));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]?.data.message_id).toBe(events[0]?.type === 'user_message' ? events[0].data.id : undefined);
    const types = events.map((event) => event.type).filter((type) => type !== 'message_review');
    expect(types[0]).toBe('user_message');
    expect(types[1]).toBe('ai_message_start');
    expect(types.slice(2, -2).every((type) => type === 'ai_message_chunk')).toBe(true);
    expect(types.slice(2, -2).length).toBeGreaterThan(0);
    expect(types.slice(-2)).toEqual(['ai_message_complete', 'stream_end']);
    const chunks = events.flatMap((event) => (event.type === 'ai_message_chunk' ? [event.data.chunk] : []));
    expect(aiMessage.status).toBe('delivered');
    expect(aiMessage.message_text).toBe(chunks.join(''));
    const userMessage = events[0]?.type === 'user_message' ? events[0].data : undefined;

    const edited = ENDPOINTS['conversations.editMessage'].response.parse(
      await client.conversations.editMessage(userMessage?.id ?? '', { message_text: 'Hola, soy Lucía.' }),
    );
    expect(edited.edited_at).not.toBeNull();
    expect(edited.review?.corrected_text).toBe('Hola, soy Lucía.');

    const exported = ENDPOINTS['conversations.export'].response.parse(await client.conversations.export(conversation.id));
    const { message_text: greeting } = await client.conversations.welcome(conversation.id);
    expect(exported.messages.map((message) => message.message_text)).toEqual([greeting, 'Hola, soy Lucía.', aiMessage.message_text]);

    const userId = ENDPOINTS['user.getProfile'].response.parse(await client.user.getProfile()).id;
    const tokens = await tokenStore.get();
    ENDPOINTS['user.deleteAccount'].response.parse(await client.user.deleteAccount());

    for (const [name, table] of Object.entries(USER_TABLES)) {
      const column = 'userId' in table ? table.userId : table.id;
      const rows = await context.deps.db.select().from(table).where(eq(column, userId));
      expect(rows, name).toHaveLength(0);
    }
    expect(await context.deps.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email))).toHaveLength(0);

    await tokenStore.set(tokens);
    const refused = await client.user.getProfile().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
  });
});

describe('a visitor who chose Ukrainian and the dark theme before registering through the SDK session', () => {
  it('keeps them once the verification link signs the new account in', async () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.locale, 'uk');
    storage.setItem(STORAGE_KEYS.theme, 'dark');
    const session = createSession({
      clientOptions: { baseUrl, tokenStore: memoryTokenStore(), rateLimiter: false },
      storage,
      connectivity: { isOnline: () => true, subscribe: () => () => undefined },
      languages: ['en-US'],
      logger: { error: () => undefined, info: () => undefined },
    });
    const email = uniqueEmail('sdk-device-preferences');
    const password = 'пароль достатньо довгий';

    await session.auth.register({ first_name: 'Oksana', last_name: 'Koval', email, password, confirm_password: password, terms_accepted: true, privacy_accepted: true });
    const outbox = ENDPOINTS['dev.outbox'].response.parse(await session.client.dev.outbox({ to: email }, { devKey: TEST_DEV_OUTBOX_KEY }));
    const user = await session.auth.verifyEmail({ token: outbox.results[0]?.links[0]?.split('/verify-email/')[1] ?? '' });

    expect(user.preferences).toMatchObject({ ui_language: 'uk', theme: 'dark' });
    expect(session.locale.$locale.get()).toBe('uk');
    expect(session.theme.$theme.get()).toBe('dark');
    session.destroy();
  });
});

describe('a reply the learner stopped, after a reload', () => {
  it('shows as it did before the reload: the partial text the learner saw, marked failed, not an empty bubble', async () => {
    // The tutor writes a first sentence, then nothing more until the learner stops it.
    const tutor: TutorEngine = {
      name: 'writes-until-stopped',
      async *generate(_request, signal) {
        yield 'Érase una vez ';
        await new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
      },
    };
    let stoppable: ServerType | undefined;
    const stoppableUrl = await new Promise<string>((resolve) => {
      stoppable = serve({ fetch: context.withDeps({ tutor }).fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(`http://127.0.0.1:${info.port}`));
    });
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const session = createSession({
      clientOptions: { baseUrl: stoppableUrl, tokenStore: memoryTokenStore({ access: learner.access, refresh: learner.refresh }), rateLimiter: false },
      storage: memoryStorage(),
      connectivity: { isOnline: () => true, subscribe: () => () => undefined },
      languages: ['en-US'],
      logger: { error: () => undefined, info: () => undefined },
    });
    try {
      const live = session.createChat({ conversationId });
      await vi.waitFor(() => expect(live.$conversation.get()?.id).toBe(conversationId));
      void live.send('Cuéntame una historia.');
      await vi.waitFor(() => expect(live.$streamingMessage.get()?.message_text).toBe('Érase una vez '));

      live.stop();
      const seen = live.$messages.get().at(-1);
      expect(seen).toMatchObject({ sender: 'ai', status: 'failed', message_text: 'Érase una vez ' });
      await vi.waitFor(
        async () => expect((await session.client.conversations.messages(conversationId, { ordering: '-timestamp' })).results[0]?.status).toBe('failed'),
        { timeout: 10_000 },
      );

      const reloaded = session.createChat({ conversationId });
      await vi.waitFor(() => expect(reloaded.$conversation.get()?.id).toBe(conversationId));
      expect(reloaded.$messages.get().at(-1)).toEqual(seen);
      expect(reloaded.$messages.get().map((message) => message.message_text)).toEqual(live.$messages.get().map((message) => message.message_text));
    } finally {
      session.destroy();
      await new Promise<void>((resolve) => stoppable?.close(() => resolve()));
    }
  });
});
