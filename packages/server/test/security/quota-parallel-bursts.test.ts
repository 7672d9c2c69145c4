import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversations, messages, usageCounters } from '../../src/db/schema.js';
import { utcDay } from '../../src/limits/usage.js';
import { SpeechEngineError, type TextToSpeechEngine } from '../../src/speech/speech-engine.js';
import type { SpeechEngines } from '../../src/speech/speech-engines.js';
import { writeWav } from '../../src/speech/wav.js';
import { call, createTestContext, signUp, type TestContext, type TestUser } from '../test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

/** A voice that takes a while to speak (so parallel requests overlap), and fails while `failing` is set. */
function slowVoice() {
  const state = { failing: false };
  const voice: TextToSpeechEngine = {
    name: 'slow-tts',
    languages: () => ['en', 'es'],
    synthesize: async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (state.failing) {
        throw new SpeechEngineError('engine down');
      }
      return { wav: writeWav({ samples: new Int16Array(1600), sampleRate: 16_000, channels: 1 }), sampleRate: 16_000, durationMs: 100 };
    },
  };
  const speech: SpeechEngines = { textToSpeech: [voice], speechToText: [], phonemes: null, phonemeLanguages: [] };
  return { speech, state };
}

/** Sets today's counters of a learner. */
async function setUsage(user: TestUser, counters: { messages?: number; voiceRequests?: number }) {
  const day = utcDay(context.clock.now());
  await context.deps.db.insert(usageCounters).values({ userId: user.id, day, ...counters }).onConflictDoUpdate({ target: [usageCounters.userId, usageCounters.day], set: counters });
}

async function usageOf(user: TestUser) {
  const [row] = await context.deps.db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.day, utcDay(context.clock.now()))));
  return row;
}

/** Conversations stored directly (the API's limit of 5 new conversations an hour is not what is attacked here). */
async function conversationsOf(user: TestUser, count: number): Promise<string[]> {
  const now = context.clock.now();
  const rows = await context.deps.db
    .insert(conversations)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId: user.id,
        title: `Burst ${index}`,
        targetLanguage: 'es' as const,
        nativeLanguage: 'en' as const,
        skillLevel: 'beginner' as const,
        learningMode: 'free_conversation' as const,
        goals: [],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: conversations.id });
  return rows.map((row) => row.id);
}

describe('parallel bursts against the daily quotas (issue #18, point 5)', () => {
  it('15 parallel sends at 95/100 never pass the daily quota', async () => {
    const learner = await signUp(context.app);
    await setUsage(learner, { messages: 95 });
    const targets = await conversationsOf(learner, 15);

    const results = await Promise.all(
      targets.map((conversationId, index) =>
        call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: `Hola ${index}` } }),
      ),
    );

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    for (const refused of results.filter((result) => result.status === 429)) {
      expect(refused.body.code).toBe('quota_exceeded');
      expect(refused.body.message).toBe("You have used today's 100 messages. The quota resets at midnight UTC.");
    }
    expect((await usageOf(learner))?.messages).toBe(100);
    // A refused send stores nothing: five learner messages, five replies.
    const stored = await context.deps.db.select().from(messages).where(and(eq(messages.userId, learner.id), eq(messages.sender, 'user')));
    expect(stored).toHaveLength(5);
  });

  it('20 parallel syntheses at 45/50 voice requests never pass the daily quota', async () => {
    const learner = await signUp(context.app);
    await setUsage(learner, { voiceRequests: 45 });
    const app = context.withDeps({ speech: slowVoice().speech });

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(app, 'POST', '/api/v1/voice/synthesize/', { token: learner.access, body: { text: `Hello ${index}`, language_code: 'en' } })),
    );

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await usageOf(learner))?.voiceRequests).toBe(50);
    const usage = await call(app, 'GET', '/api/v1/voice/usage/', { token: learner.access });
    expect(usage.body).toMatchObject({ used: 50, limit: 50, remaining: 0 });
  });

  it('a synthesis the engine fails gives its voice request back, so failures never use up the quota', async () => {
    const learner = await signUp(context.app);
    await setUsage(learner, { voiceRequests: 49 });
    const voice = slowVoice();
    const app = context.withDeps({ speech: voice.speech });
    voice.state.failing = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const failed = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      failed.push(await call(app, 'POST', '/api/v1/voice/synthesize/', { token: learner.access, body: { text: `Hello ${attempt}`, language_code: 'en' } }));
    }
    voice.state.failing = false;
    errors.mockRestore();
    const spoken = await call(app, 'POST', '/api/v1/voice/synthesize/', { token: learner.access, body: { text: 'Hello', language_code: 'en' } });
    const refused = await call(app, 'POST', '/api/v1/voice/synthesize/', { token: learner.access, body: { text: 'Hello again', language_code: 'en' } });

    expect(failed.map((result) => result.status)).toEqual([503, 503, 503]);
    expect(spoken.status).toBe(200);
    expect(refused.status).toBe(429);
    expect((await usageOf(learner))?.voiceRequests).toBe(50);
  });
});
