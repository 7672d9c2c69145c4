import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@parla/contract';
import { recordPronunciationAttempt } from '../src/data/pronunciation-attempts.js';
import { pronunciationAttempts } from '../src/db/schema.js';
import type { PhonemeReader } from '../src/speech/phonemes.js';
import { SpeechEngineError, type SpeechToTextEngine } from '../src/speech/speech-engine.js';
import type { SpeechEngines } from '../src/speech/speech-engines.js';
import { silentWav } from './speech-fixtures.js';
import { call, createTestContext, signUp, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

/**
 * Speech engines whose only recogniser (English and Spanish) hears `transcript`, or fails when `transcript` is an error;
 * a word's phonemes are its letters (pronunciation is scored only in languages with phonemes).
 */
function speechHearing(transcript: string | Error): SpeechEngines {
  const recogniser: SpeechToTextEngine = {
    name: 'fake-stt',
    languages: () => ['en', 'es'],
    transcribe: async () => {
      if (transcript instanceof Error) {
        throw transcript;
      }
      return { transcript, confidence: null };
    },
  };
  const phonemes: PhonemeReader = async (words) => new Map(words.map((word) => [word, word.toLowerCase()]));
  return { textToSpeech: [], speechToText: [recogniser], phonemes, phonemeLanguages: ['en', 'es'] };
}

function attemptsOf(userId: string) {
  return context.deps.db.select().from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId));
}

const reading = { audio_data: silentWav(2), reference_text: 'Where is the train station?' };

describe('when a learner practises pronunciation', () => {
  it('stores the scored attempt: learner, base language, overall score and time', async () => {
    const app = context.withDeps({ speech: speechHearing('Where is the bus station') });
    const learner = await signUp(app);

    const result = await call(app, 'POST', '/api/v1/voice/pronunciation/', { token: learner.access, body: { ...reading, language_code: 'en-GB' } });

    expect(result.status, result.text).toBe(200);
    expect(result.body.overall_score).toBeGreaterThan(0);
    expect(result.body.overall_score).toBeLessThan(100);
    const stored = await attemptsOf(learner.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ language: 'en', overallScore: result.body.overall_score });
    expect(stored[0]?.createdAt.toISOString().slice(0, 10)).toBe('2025-03-10');
  });

  it('stores nothing when the speech engine fails (503) or the language has no engine (501)', async () => {
    const app = context.withDeps({ speech: speechHearing(new SpeechEngineError('engine down')) });
    const learner = await signUp(app);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await call(app, 'POST', '/api/v1/voice/pronunciation/', { token: learner.access, body: { ...reading, language_code: 'en-US' } });
    errors.mockRestore();
    const unsupported = await call(app, 'POST', '/api/v1/voice/pronunciation/', { token: learner.access, body: { ...reading, language_code: 'ja-JP' } });

    expect(failed.status).toBe(503);
    expect(unsupported.status).toBe(501);
    expect(await attemptsOf(learner.id)).toEqual([]);
  });
});

describe('the pronunciation trend of the stats', () => {
  it('is empty for a learner who has not practised pronunciation', async () => {
    const learner = await signUp(context.app);

    const stats = await call(context.app, 'GET', '/api/v1/conversations/stats/', { token: learner.access });

    expect(stats.status).toBe(200);
    expect(stats.body.pronunciation_trend).toEqual([]);
  });

  it("averages each UTC day's attempts over the last 30 days (server clock: 2025-03-10), oldest first, to one decimal", async () => {
    const learner = await signUp(context.app);
    const other = await signUp(context.app);
    const attempts: Array<[string, number, string?]> = [
      ['2025-02-08T23:59:59.999Z', 10], // 31 days ago: left out
      ['2025-03-10T09:00:00.000Z', 90],
      ['2025-02-09T00:00:00.000Z', 50], // 30 days ago, today counted: the first day in
      ['2025-03-09T23:59:59.000Z', 70],
      ['2025-03-09T00:00:00.000Z', 85],
      ['2025-03-09T12:00:00.000Z', 86],
      ['2025-03-11T00:00:00.000Z', 20], // tomorrow by the server's clock: left out
      ['2025-03-10T08:00:00.000Z', 0, other.id], // another learner's
    ];
    for (const [at, score, userId = learner.id] of attempts) {
      await recordPronunciationAttempt(context.deps.db, { userId, language: 'es', overallScore: score, createdAt: new Date(at) });
    }

    const stats = await call(context.app, 'GET', '/api/v1/conversations/stats/', { token: learner.access });

    expect(stats.status).toBe(200);
    expect(ENDPOINTS['conversations.stats'].response.safeParse(stats.body).success).toBe(true);
    expect(stats.body.pronunciation_trend).toEqual([
      { date: '2025-02-09', average_score: 50, attempts: 1 },
      { date: '2025-03-09', average_score: 80.3, attempts: 3 },
      { date: '2025-03-10', average_score: 90, attempts: 1 },
    ]);
  });
});

describe("a learner's pronunciation attempts", () => {
  it('are in the data export, oldest first, and deleted with the account', async () => {
    const app = context.withDeps({ speech: speechHearing('Where is the train station') });
    const learner = await signUp(app);
    await recordPronunciationAttempt(context.deps.db, { userId: learner.id, language: 'es', overallScore: 42.5, createdAt: new Date('2025-03-01T10:00:00.000Z') });
    const scored = await call(app, 'POST', '/api/v1/voice/pronunciation/', { token: learner.access, body: { ...reading, language_code: 'en-US' } });
    expect(scored.status, scored.text).toBe(200);

    const exported = await call(app, 'GET', '/api/v1/user/export-data/', { token: learner.access });

    expect(exported.status).toBe(200);
    const data = ENDPOINTS['user.exportData'].response.parse(exported.body);
    expect(data.pronunciation_attempts).toEqual([
      { language: 'es', overall_score: 42.5, created_at: '2025-03-01T10:00:00.000Z' },
      { language: 'en', overall_score: scored.body.overall_score, created_at: expect.stringMatching(/^2025-03-10T/) },
    ]);

    const deleted = await call(app, 'DELETE', '/api/v1/user/delete-account/', { token: learner.access });

    expect(deleted.status).toBe(200);
    expect(await attemptsOf(learner.id)).toEqual([]);
  });
});
