import { eq } from 'drizzle-orm';
import type { StreamEvent } from '@parla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';
import { createOpenAiEngine } from '../src/tutor/openai-engine.js';
import { TutorEngineError, type TutorEngine, type TutorRequest } from '../src/tutor/tutor-engine.js';
import { startFakeOpenAi } from './fake-openai-server.js';
import { call, createConversation, createTestContext, parseEventStream, signUp, type TestContext, type TestUser } from './test-app.js';

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

/** A tutor that writes `partial` and then nothing more until the turn is aborted (a reply the learner stops). */
function tutorWritingUntilAborted(partial: string): TutorEngine {
  return {
    name: 'writes-until-aborted',
    async *generate(_request, signal) {
      yield partial;
      await new Promise<never>((_resolve, reject) => {
        if (signal.aborted) {
          reject(signal.reason);
        }
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    },
  };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - start > timeoutMs) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('send-message-stream', () => {
  it('sends user_message, ai_message_start, chunks, ai_message_complete and stream_end, in that order', async () => {
    // The embedded tutor paced (as PARLA_OFFLINE_DELAY_MS does), so that it streams word by word.
    const app = context.withDeps({ tutor: createOfflineEngine({ chunkDelayMs: 1 }) });
    const conversationId = await createConversation(context.app, user);
    const response = await app.request('/api/v1/conversations/send-message-stream/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation_id: conversationId, message_text: 'Hola, ¿qué tal?' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    expect(response.headers.get('Cache-Control')).toBe('no-cache, no-transform');
    expect(response.headers.get('X-Accel-Buffering')).toBe('no');
    expect(response.headers.get('Connection')).toBe('keep-alive');
    const { events: received } = parseEventStream(await response.text());
    // The additive message_review (the learner message's review) comes once, before stream_end; the spec's events keep their order around it.
    const reviews = received.filter((event) => event.type === 'message_review');
    expect(reviews).toHaveLength(1);
    expect(received.indexOf(reviews[0] as StreamEvent)).toBeLessThan(received.length - 1);
    const events = received.filter((event) => event.type !== 'message_review');
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('user_message');
    expect(types[1]).toBe('ai_message_start');
    expect(types.slice(2, -2).every((type) => type === 'ai_message_chunk')).toBe(true);
    expect(types.slice(2, -2).length).toBeGreaterThan(3);
    expect(types.slice(-2)).toEqual(['ai_message_complete', 'stream_end']);
    expect(events.every((event) => event.conversation_id === conversationId)).toBe(true);

    const start = events[1];
    const complete = events.at(-2);
    if (start?.type !== 'ai_message_start' || complete?.type !== 'ai_message_complete') {
      throw new Error('unexpected events');
    }
    expect(start.data.status).toBe('processing');
    expect(complete.data.status).toBe('delivered');
    const text = events.flatMap((event) => (event.type === 'ai_message_chunk' ? [event.data.chunk] : [])).join('');
    expect(complete.data.message_text).toBe(text);
    const [stored] = await context.deps.db.select().from(messages).where(eq(messages.id, start.data.id));
    expect(stored?.status).toBe('delivered');
    expect(stored?.messageText).toBe(text);
  });

  it('sends the embedded tutor’s reply as one chunk when it is not paced', async () => {
    // A learner of their own: the conversations this file creates for `user` are at its rate limit.
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const response = await context.app.request('/api/v1/conversations/send-message-stream/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${learner.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation_id: conversationId, message_text: 'Hola, ¿qué tal?' }),
    });
    const { events } = parseEventStream(await response.text());
    const chunks = events.flatMap((event) => (event.type === 'ai_message_chunk' ? [event.data.chunk] : []));
    const complete = events.find((event) => event.type === 'ai_message_complete');
    expect(chunks).toHaveLength(1);
    expect(complete?.type === 'ai_message_complete' && complete.data.message_text).toBe(chunks[0]);
  });

  it('refuses an empty message with 400 and the §5 message, before streaming', async () => {
    const conversationId = await createConversation(context.app, user);
    const result = await call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', {
      token: user.access,
      body: { conversation_id: conversationId, message_text: '   ' },
    });
    expect(result.status).toBe(400);
    expect(result.body.field_errors).toEqual({ message_text: ['Message cannot be empty'] });
  });

  it('keeps the partial reply the learner saw, marked failed, when the client disconnects mid-stream (Stop)', async () => {
    let aborted = false;
    const tutor: TutorEngine = {
      name: 'stoppable',
      async *generate(_request, signal) {
        signal.addEventListener('abort', () => {
          aborted = true;
        });
        yield* tutorWritingUntilAborted('Érase una vez ').generate(_request, signal);
      },
    };
    const app = context.withDeps({ tutor });
    const conversationId = await createConversation(app, user);
    const response = await app.request('/api/v1/conversations/send-message-stream/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation_id: conversationId, message_text: 'Cuéntame una historia larga.' }),
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('ai_message_chunk')) {
      const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) {
        break;
      }
      received += decoder.decode(value);
    }
    const { events } = parseEventStream(received);
    const start = events.find((event) => event.type === 'ai_message_start');
    const shown = events.map((event) => (event.type === 'ai_message_chunk' ? event.data.chunk : '')).join('');
    await reader?.cancel();

    const [stored] = await waitFor(
      () => context.deps.db.select().from(messages).where(eq(messages.id, start?.data && 'id' in start.data ? start.data.id : '')),
      (rows) => rows[0]?.status !== 'processing',
    );
    expect(aborted).toBe(true);
    expect(stored?.status).toBe('failed');
    // After a reload the learner gets what they saw before it: the partial reply, not an empty bubble.
    const reloaded = await call(app, 'GET', `/api/v1/conversations/${conversationId}/messages/?ordering=-timestamp`, { token: user.access });
    expect(reloaded.body.results[0]).toMatchObject({ id: stored?.id, sender: 'ai', status: 'failed', message_text: 'Érase una vez ' });
    expect(shown).toBe('Érase una vez ');
  });

  it('keeps the partial reply, marked failed, when the engine fails mid-reply', async () => {
    const tutor: TutorEngine = {
      name: 'breaks-mid-reply',
      async *generate() {
        yield 'Hola, ';
        throw new TutorEngineError('model went away');
      },
    };
    const app = context.withDeps({ tutor });
    const learner = await signUp(context.app); // conversations are rate-limited per learner (§9: 5 an hour)
    const conversationId = await createConversation(app, learner);

    const result = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', {
      token: learner.access,
      body: { conversation_id: conversationId, message_text: 'Hola' },
    });

    const { events } = parseEventStream(result.text);
    // The learner message's review (additive) still comes, before stream_end.
    expect(events.map((event) => event.type).filter((type) => type !== 'message_review')).toEqual(['user_message', 'ai_message_start', 'ai_message_chunk', 'error', 'stream_end']);
    const reviewAt = events.findIndex((event) => event.type === 'message_review');
    expect(reviewAt).toBeGreaterThan(0);
    expect(reviewAt).toBeLessThan(events.length - 1);
    const reloaded = await call(app, 'GET', `/api/v1/conversations/${conversationId}/messages/?ordering=-timestamp`, { token: learner.access });
    expect(reloaded.body.results[0]).toMatchObject({ sender: 'ai', status: 'failed', message_text: 'Hola, ' });
  });

  it('never gives a failed reply’s partial text back to the tutor', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const stoppable = context.withDeps({ tutor: tutorWritingUntilAborted('Érase una vez ') });
    const stopped = stoppable.request('/api/v1/conversations/send-message-stream/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${learner.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation_id: conversationId, message_text: 'Cuéntame una historia.' }),
    });
    const reader = (await stopped).body?.getReader();
    let received = '';
    while (!received.includes('ai_message_chunk')) {
      const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) {
        break;
      }
      received += new TextDecoder().decode(value);
    }
    await reader?.cancel(); // Stop
    await waitFor(
      () => call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/?ordering=-timestamp`, { token: learner.access }),
      (page) => page.body.results[0]?.status === 'failed',
    );
    const asked: TutorRequest[] = [];
    const offline = createOfflineEngine();
    const recording = context.withDeps({
      tutor: {
        name: 'recording',
        generate(request, signal) {
          asked.push(request);
          return offline.generate(request, signal);
        },
      },
    });

    const next = await call(recording, 'POST', '/api/v1/conversations/send-message-stream/', {
      token: learner.access,
      body: { conversation_id: conversationId, message_text: 'Otra vez, por favor.' },
    });

    expect(parseEventStream(next.text).events.some((event) => event.type === 'ai_message_complete')).toBe(true);
    // The greeting, then the learner's two messages: the stopped reply is not among the tutor's turns.
    const turns = asked[0]?.messages ?? [];
    expect(turns.map((turn) => turn.role)).toEqual(['assistant', 'user', 'user']);
    expect(turns.slice(1).map((turn) => turn.content)).toEqual(['Cuéntame una historia.', 'Otra vez, por favor.']);
    expect(turns.some((turn) => turn.content.includes('Érase una vez'))).toBe(false);
  });

  it('sends an error event then stream_end, and marks the message failed, when the engine fails', async () => {
    const tutor: TutorEngine = {
      name: 'broken',
      // eslint-disable-next-line require-yield -- fails before its first chunk
      async *generate() {
        throw new TutorEngineError('model is down');
      },
    };
    const app = context.withDeps({ tutor });
    const conversationId = await createConversation(app, user);
    const result = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', {
      token: user.access,
      body: { conversation_id: conversationId, message_text: 'Hola' },
    });
    const { events } = parseEventStream(result.text);
    // The learner message's review (additive) still comes, before stream_end.
    expect(events.map((event) => event.type).filter((type) => type !== 'message_review')).toEqual(['user_message', 'ai_message_start', 'error', 'stream_end']);
    const reviewAt = events.findIndex((event) => event.type === 'message_review');
    expect(reviewAt).toBeGreaterThan(0);
    expect(reviewAt).toBeLessThan(events.length - 1);
    const error = events.find((event) => event.type === 'error');
    const start = events[1];
    expect(error?.type === 'error' && error.data.code).toBe('engine_unavailable');
    expect(error?.type === 'error' && start?.type === 'ai_message_start' && error.data.message_id === start.data.id).toBe(true);
    const [stored] = await context.deps.db.select().from(messages).where(eq(messages.id, start?.type === 'ai_message_start' ? start.data.id : ''));
    expect(stored?.status).toBe('failed');
  });

  it('sends a `: ping` comment after a silence of heartbeatMs', async () => {
    const tutor: TutorEngine = {
      name: 'thoughtful',
      async *generate() {
        await new Promise((resolve) => setTimeout(resolve, 120));
        yield 'Hola.';
      },
    };
    const app = context.withDeps({ tutor, config: { ...context.deps.config, heartbeatMs: 30 } });
    const conversationId = await createConversation(app, user);
    const result = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', {
      token: user.access,
      body: { conversation_id: conversationId, message_text: 'Hola' },
    });
    const { comments, events } = parseEventStream(result.text);
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect(comments.every((comment) => comment === ': ping')).toBe(true);
    expect(events.at(-1)?.type).toBe('stream_end');
  });

  it('streams the reply of an OpenAI-compatible endpoint', async () => {
    const fake = await startFakeOpenAi({ chunks: ['¡Muy ', 'bien! ', '¿Y tú?'] });
    try {
      const app = context.withDeps({ tutor: createOpenAiEngine({ url: fake.url, model: 'tiny', key: 'k' }) });
      const user = await signUp(app);
      const conversationId = await createConversation(app, user, { learning_mode: 'grammar' });
      await call(app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Estoy bien.' } });
      const result = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', {
        token: user.access,
        body: { conversation_id: conversationId, message_text: 'Gracias' },
      });
      const { events } = parseEventStream(result.text);
      const complete = events.find((event) => event.type === 'ai_message_complete');
      expect(complete?.type === 'ai_message_complete' && complete.data.message_text).toBe('¡Muy bien! ¿Y tú?');
      const history = fake.replyRequests()[1]?.body.messages.map((message) => message.role);
      // The tutor's greeting, which the learner saw first, opens the context.
      expect(history).toEqual(['system', 'assistant', 'user', 'assistant', 'user']);
      const welcome = await call(app, 'GET', `/api/v1/conversations/${conversationId}/welcome/`, { token: user.access });
      expect(fake.replyRequests()[1]?.body.messages[1]?.content).toBe(welcome.body.message_text);
      expect(fake.replyRequests()[1]?.body.messages[0]?.content).toContain('Learning mode: grammar');
    } finally {
      await fake.close();
    }
  });
});
