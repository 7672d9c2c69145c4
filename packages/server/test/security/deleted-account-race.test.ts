import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUser } from '../../src/data/users.js';
import { pronunciationAttempts, usageCounters, users } from '../../src/db/schema.js';
import type { SpeechToTextEngine } from '../../src/speech/speech-engine.js';
import type { SpeechEngines } from '../../src/speech/speech-engines.js';
import type { TutorEngine } from '../../src/tutor/tutor-engine.js';
import { silentWav } from '../speech-fixtures.js';
import { call, createConversation, createTestContext, signUp, type TestContext } from '../test-app.js';

/** A tutor whose replies wait until `release()` is called. */
function heldTutor() {
  let release!: () => void;
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tutor: TutorEngine = {
    name: 'held',
    async *generate() {
      await held;
      yield 'Muy bien.';
    },
  };
  return {
    tutor,
    release: () => release(),
    hold: () => {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

let context: TestContext;
const held = heldTutor();

beforeAll(async () => {
  context = await createTestContext({ tutor: held.tutor });
});

afterAll(async () => {
  await context.close();
});

/** Speech engines whose recogniser runs `during` while it "listens" (the account is deleted meanwhile). */
function recogniserThat(during: () => Promise<void>): SpeechEngines {
  const recogniser: SpeechToTextEngine = {
    name: 'fake-stt',
    languages: () => ['en'],
    transcribe: async (request) => {
      await during();
      return { transcript: request.expectedText ?? 'good morning', confidence: null };
    },
  };
  return {
    textToSpeech: [],
    speechToText: [recogniser],
    phonemes: async (words) => new Map(words.map((word) => [word, word.toLowerCase()])),
    phonemeLanguages: ['en'],
  };
}

describe('requests racing the deletion of their account (issue #18, point 11)', () => {
  it('a pronunciation scored while the account is deleted answers 401, not 500, and stores nothing', async () => {
    const learner = await signUp(context.app);
    const [row] = await context.deps.db.select().from(users).where(eq(users.id, learner.id));
    const app = context.withDeps({ speech: recogniserThat(() => deleteUser(context.deps.db, row!)) });

    const scored = await call(app, 'POST', '/api/v1/voice/pronunciation/', {
      token: learner.access,
      body: { audio_data: silentWav(1), reference_text: 'Good morning', language_code: 'en' },
    });

    expect(scored.status, scored.text).toBe(401);
    expect(scored.body).toMatchObject({ code: 'not_authenticated', message: 'Your session has expired. Please sign in again.' });
    expect(await context.deps.db.select().from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, learner.id))).toEqual([]);
  });

  it('a send that waited for the reply before it, in a conversation deleted meanwhile, answers 404 and counts nothing', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    held.hold();
    const send = (text: string) => call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: text } });

    const first = send('Hola');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = send('¿Sigues ahí?');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const deleted = await call(context.app, 'DELETE', `/api/v1/conversations/${conversationId}/`, { token: learner.access });
    held.release();
    const results = await Promise.all([first, second]);

    expect(deleted.status).toBe(200);
    expect(results.map((result) => result.status)).toEqual([404, 404]);
    for (const result of results) {
      expect(result.body).toMatchObject({ code: 'not_found', message: 'Resource not found.' });
    }
    const [usage] = await context.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, learner.id));
    expect(usage?.messages).toBe(1);
  });

  it('a burst of writes racing the account deletion never answers 500', async () => {
    held.release();
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const writes = Array.from({ length: 6 }, (_, index) => [
      call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: `Hola ${index}` } }),
      call(context.app, 'POST', '/api/v1/support/feedback/', { token: learner.access, body: { rating: 4, comment: `Bien ${index}` } }),
      call(context.app, 'POST', '/api/v1/support/report/', { token: learner.access, body: { subject: 'Audio', description: `No suena ${index}.`, category: 'bug' } }),
      call(context.app, 'PATCH', '/api/v1/auth/profile/', { token: learner.access, body: { first_name: `Ada ${index}` } }),
    ]).flat();

    const [deleted, ...results] = await Promise.all([call(context.app, 'DELETE', '/api/v1/user/delete-account/', { token: learner.access }), ...writes]);

    expect(deleted.status).toBe(200);
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status >= 500), JSON.stringify(statuses)).toEqual([]);
    expect(await context.deps.db.select().from(users).where(eq(users.id, learner.id))).toEqual([]);
  });
});
