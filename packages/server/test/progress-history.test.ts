import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type MessageReview } from '@parla/contract';
import { recordPronunciationAttempt } from '../src/data/pronunciation-attempts.js';
import { messages } from '../src/db/schema.js';
import { wordsOf } from '../src/progress/text-measures.js';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

/** A reviewer that knows a few mistakes, each a correction of the given category. */
const MISTAKES: MessageReviewer = {
  review(request) {
    const known: Record<string, { right: string; category: MessageReview['corrections'][number]['category'] }> = {
      tiengo: { right: 'tengo', category: 'spelling' },
      perrro: { right: 'perro', category: 'spelling' },
      comemos: { right: 'comimos', category: 'conjugation' },
      bonito: { right: 'bonita', category: 'agreement' },
    };
    const corrections: MessageReview['corrections'] = [];
    for (const match of request.text.matchAll(/\p{L}+/gu)) {
      const fix = known[match[0]];
      if (fix) {
        corrections.push({ start: match.index, end: match.index + match[0].length, original: match[0], replacement: fix.right, category: fix.category, explanation: '' });
      }
    }
    return Promise.resolve({ corrected_text: request.text, corrections, better_phrasing: null, checks: [{ kind: 'spelling', status: 'ran' }], engine: 'embedded' });
  },
};

const quickTutor: TutorEngine = {
  name: 'quick',
  async *generate() {
    yield '¡Qué bien! Cuéntame más.';
  },
};

const TEXTS = ['Yo tiengo un perrro grande.', 'Ayer comemos en casa de mi abuela.', 'Mi casa es bonito y tiene un jardín.'];

async function history(user: TestUser, query = '?language=es&weeks=1') {
  const result = await call(context.app, 'GET', `/api/v1/progress/history/${query}`, { token: user.access });
  expect(result.status, result.text).toBe(200);
  return ENDPOINTS['progress.history'].response.parse(result.body);
}

/** Moves the clock on and signs the learner in again (the access token lasts 15 minutes). */
async function later(user: TestUser, ms: number): Promise<TestUser> {
  context.clock.advance(ms);
  const login = await call(context.app, 'POST', '/api/v1/auth/login/', { body: { username: user.email, password: user.password }, headers: { 'X-Forwarded-For': '10.21.0.1' } });
  expect(login.status, login.text).toBe(200);
  return { ...user, access: login.body.access as string, refresh: login.body.refresh as string };
}

describe('GET progress/history/', () => {
  it('counts minutes, words, corrections per 100 words, words saved and retained and pronunciation per UTC day, as stored', async () => {
    let user = await signUp(context.app);
    const app = context.withDeps({ tutor: quickTutor, reviewer: MISTAKES });
    const conversationId = await createConversation(app, user);
    for (const text of TEXTS) {
      context.clock.advance(2 * MINUTE);
      const sent = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: text } });
      expect(sent.status, sent.text).toBe(200);
    }
    // A second Spanish conversation with one quick message: it counts a minute however fast the reply came.
    const quick = await createConversation(app, user);
    const sentQuick = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: quick, message_text: 'Hola.' } });
    expect(sentQuick.status, sentQuick.text).toBe(200);
    // A French conversation the same day: not part of the Spanish history.
    await createConversation(app, user, { target_language: 'fr' });

    const wordIds = new Map<string, string>();
    for (const word of ['perro', 'casa']) {
      const saved = await call(context.app, 'POST', '/api/v1/vocabulary/', { token: user.access, body: { word, language: 'es' } });
      expect(saved.status, saved.text).toBe(201);
      wordIds.set(word, saved.body.id as string);
    }
    const due = await call(context.app, 'GET', '/api/v1/review/due/?language=es&limit=100', { token: user.access });
    const cardOf = (word: string) => (due.body.results as Array<{ id: string; word_id: string | null }>).find((card) => card.word_id === wordIds.get(word))!.id;
    expect((await call(context.app, 'POST', `/api/v1/review/cards/${cardOf('perro')}/grade/`, { token: user.access, body: { grade: 'good' } })).status).toBe(200);
    expect((await call(context.app, 'POST', `/api/v1/review/cards/${cardOf('casa')}/grade/`, { token: user.access, body: { grade: 'again' } })).status).toBe(200);
    const dayOne = context.clock.now();
    await recordPronunciationAttempt(context.deps.db, { userId: user.id, language: 'es', overallScore: 80, createdAt: dayOne });
    await recordPronunciationAttempt(context.deps.db, { userId: user.id, language: 'es', overallScore: 91, createdAt: dayOne });
    await recordPronunciationAttempt(context.deps.db, { userId: user.id, language: 'fr', overallScore: 10, createdAt: dayOne });

    // The next day, the word graded Again is remembered.
    user = await later(user, DAY);
    expect((await call(context.app, 'POST', `/api/v1/review/cards/${cardOf('casa')}/grade/`, { token: user.access, body: { grade: 'good' } })).status).toBe(200);

    const result = await history(user);
    expect(result.days).toHaveLength(7);
    expect(result.to).toBe(context.clock.now().toISOString().slice(0, 10));
    const first = result.days.find((day) => day.date === dayOne.toISOString().slice(0, 10))!;
    const last = result.days.at(-1)!;

    // Expected figures from the stored rows, by the documented rules.
    const stored = await context.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.seq));
    const learner = stored.filter((row) => row.sender === 'user');
    expect(learner).toHaveLength(3);
    const words = learner.reduce((sum, row) => sum + wordsOf(row.messageText, 'es').length, 0) + 1;
    let gaps = 0;
    for (let index = 1; index < stored.length; index += 1) {
      gaps += Math.min(5 * MINUTE, stored[index]!.createdAt.getTime() - stored[index - 1]!.createdAt.getTime());
    }
    // The quick conversation's gaps are well under a minute: it adds its one minute.
    expect(first.minutes).toBe(Math.round(gaps / MINUTE) + 1);
    expect(first.minutes).toBeGreaterThanOrEqual(6);
    expect(first.words_written).toBe(words);
    expect(first.words_checked).toBe(words);
    expect(first.corrections).toEqual([
      { category: 'spelling', count: 2, per_100_words: Math.round((2 * 1000) / words) / 10 },
      { category: 'agreement', count: 1, per_100_words: Math.round(1000 / words) / 10 },
      { category: 'conjugation', count: 1, per_100_words: Math.round(1000 / words) / 10 },
    ]);
    expect(first).toMatchObject({ words_saved: 2, words_retained: 1, pronunciation_score: 85.5, pronunciation_attempts: 2 });
    expect(last).toMatchObject({ minutes: 0, words_written: 0, corrections: [], words_saved: 2, words_retained: 2, pronunciation_score: null, pronunciation_attempts: 0 });
    // Days before the learner began are empty.
    expect(result.days[0]).toMatchObject({ minutes: 0, words_saved: 0, words_retained: 0 });

    // Only the owner's data: another learner sees empty days.
    const other = await signUp(context.app);
    const theirs = await history(other);
    expect(theirs.days.every((day) => day.minutes === 0 && day.words_saved === 0 && day.pronunciation_attempts === 0)).toBe(true);
  });

  it('defaults to 4 weeks and refuses a missing language or weeks out of 1–26', async () => {
    const user = await signUp(context.app);
    const result = await history(user, '?language=es');
    expect(result.weeks).toBe(4);
    expect(result.days).toHaveLength(28);
    for (const query of ['', '?language=es&weeks=0', '?language=es&weeks=27', '?language=xx']) {
      const refused = await call(context.app, 'GET', `/api/v1/progress/history/${query}`, { token: user.access });
      expect(refused.status, query).toBe(400);
    }
    expect((await call(context.app, 'GET', '/api/v1/progress/history/?language=es')).status).toBe(401);
  });
});
