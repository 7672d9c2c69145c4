import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type MessageReview } from '@parla/contract';
import { cardReviews, reviewCards, savedWords, usageCounters } from '../src/db/schema.js';
import { createOpenAiEngine } from '../src/tutor/openai-engine.js';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { detectDictionaries } from '../src/vocabulary/dictionary-shelf.js';
import { writeTinyDictionary } from './dictd-files.js';
import { startFakeOpenAi } from './fake-openai-server.js';
import { call, createConversation, createTestContext, parseEventStream, signUp, type TestContext, type TestUser } from './test-app.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

/** A reviewer that knows some misspellings: each one found in the text becomes a spelling correction. */
function misspellingReviewer(known: Record<string, string>): MessageReviewer {
  return {
    review(request) {
      const corrections: MessageReview['corrections'] = [];
      for (const match of request.text.matchAll(/\p{L}+/gu)) {
        const replacement = known[match[0]];
        if (replacement !== undefined) {
          corrections.push({ start: match.index, end: match.index + match[0].length, original: match[0], replacement, category: 'spelling', explanation: `Se escribe «${replacement}».` });
        }
      }
      let corrected = request.text;
      for (const correction of [...corrections].reverse()) {
        corrected = corrected.slice(0, correction.start) + correction.replacement + corrected.slice(correction.end);
      }
      return Promise.resolve({ corrected_text: corrected, corrections, better_phrasing: null, checks: [{ kind: 'spelling', status: 'ran' }], engine: 'embedded' });
    },
  };
}

/** A tutor that answers at once with a fixed reply. */
const quickTutor: TutorEngine = {
  name: 'quick',
  async *generate() {
    yield '¡Qué bien! Tengo dos gatos.';
  },
};

async function save(user: TestUser, body: Record<string, unknown>) {
  const result = await call(context.app, 'POST', '/api/v1/vocabulary/', { token: user.access, body });
  expect(result.status, result.text).toBe(201);
  return result.body;
}

async function due(user: TestUser, query = '') {
  const result = await call(context.app, 'GET', `/api/v1/review/due/${query}`, { token: user.access });
  expect(result.status, result.text).toBe(200);
  expect(ENDPOINTS['review.due'].response.safeParse(result.body).success).toBe(true);
  return result.body;
}

/** Moves the clock on and signs the learner in again (their access token has expired meanwhile). */
let address = 0;
async function later(user: TestUser, ms: number): Promise<void> {
  context.clock.advance(ms);
  address += 1;
  const login = await call(context.app, 'POST', '/api/v1/auth/login/', {
    body: { username: user.email, password: user.password },
    headers: { 'X-Forwarded-For': `10.9.${Math.floor(address / 250)}.${address % 250}` },
  });
  expect(login.status, login.text).toBe(200);
  user.access = login.body.access;
}

async function grade(user: TestUser, id: string, value: string) {
  return call(context.app, 'POST', `/api/v1/review/cards/${id}/grade/`, { token: user.access, body: { grade: value } });
}

describe('saving a word', () => {
  it('makes recognise, recall and listen cards, due at once, with the next due time of each grade', async () => {
    const user = await signUp(context.app);
    const word = await save(user, { word: 'gatos', language: 'es', base_form: 'gato', meaning: 'cats', context_sentence: 'Tengo dos gatos.' });
    expect(word).toMatchObject({ word: 'gatos', base_form: 'gato', meaning: 'cats', context_sentence: 'Tengo dos gatos.', source_message_id: null });
    const cards = await due(user);
    expect(cards.count).toBe(3);
    expect(cards.results.map((card: { kind: string }) => card.kind).sort()).toEqual(['listen', 'recall', 'recognise']);
    const recognise = cards.results.find((card: { kind: string }) => card.kind === 'recognise');
    expect(recognise).toMatchObject({ prompt: 'gatos', answer: 'cats', context_sentence: 'Tengo dos gatos.', word_id: word.id, state: 'new' });
    const next = recognise.next_due;
    expect(Date.parse(next.again)).toBeLessThan(Date.parse(next.easy));
  });

  it('without a meaning makes only a listen card', async () => {
    const user = await signUp(context.app);
    await save(user, { word: 'perro', language: 'es' });
    const cards = await due(user);
    expect(cards.results.map((card: { kind: string }) => card.kind)).toEqual(['listen']);
  });

  it('lists words newest first, filtered by language and search, in pages', async () => {
    const user = await signUp(context.app);
    await save(user, { word: 'gato', language: 'es', meaning: 'cat' });
    context.clock.advance(1000);
    await save(user, { word: 'chat', language: 'fr', meaning: 'cat' });
    context.clock.advance(1000);
    await save(user, { word: 'perro', language: 'es', meaning: 'dog' });
    const all = await call(context.app, 'GET', '/api/v1/vocabulary/?limit=2', { token: user.access });
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((word: { word: string }) => word.word)).toEqual(['perro', 'chat']);
    expect(all.body.next).toBe('/api/v1/vocabulary/?limit=2&offset=2');
    const spanish = await call(context.app, 'GET', '/api/v1/vocabulary/?language=es', { token: user.access });
    expect(spanish.body.results.map((word: { word: string }) => word.word)).toEqual(['perro', 'gato']);
    const cats = await call(context.app, 'GET', '/api/v1/vocabulary/?search=CAT', { token: user.access });
    expect(cats.body.results.map((word: { word: string }) => word.word)).toEqual(['chat', 'gato']);
    const literal = await call(context.app, 'GET', '/api/v1/vocabulary/?search=%25', { token: user.access });
    expect(literal.body.count).toBe(0);
  });

  it('deletes a word with its cards', async () => {
    const user = await signUp(context.app);
    const word = await save(user, { word: 'gato', language: 'es', meaning: 'cat' });
    const deleted = await call(context.app, 'DELETE', `/api/v1/vocabulary/${word.id}/`, { token: user.access });
    expect(deleted.status).toBe(200);
    expect((await due(user)).count).toBe(0);
  });
});

describe('reviewing cards', () => {
  it('graded Good three times is due later each time', async () => {
    const user = await signUp(context.app);
    await save(user, { word: 'casa', language: 'es', meaning: 'house' });
    const card = (await due(user)).results.find((item: { kind: string }) => item.kind === 'recognise');
    const intervals: number[] = [];
    for (let review = 0; review < 3; review += 1) {
      const graded = await grade(user, card.id, 'good');
      expect(graded.status, graded.text).toBe(200);
      expect(ENDPOINTS['review.grade'].response.safeParse(graded.body).success).toBe(true);
      const reviewedAt = Date.parse(graded.body.card.last_review);
      const dueAt = Date.parse(graded.body.next_due);
      intervals.push(dueAt - reviewedAt);
      // Come back when it is due.
      await later(user, Math.max(0, dueAt - reviewedAt) + 1000);
    }
    expect(intervals[1]).toBeGreaterThan(intervals[0] ?? Number.POSITIVE_INFINITY);
    expect(intervals[2]).toBeGreaterThan(intervals[1] ?? Number.POSITIVE_INFINITY);
  });

  it('graded Again brings a learnt card back within the day', async () => {
    const user = await signUp(context.app);
    await save(user, { word: 'libro', language: 'es', meaning: 'book' });
    const card = (await due(user)).results.find((item: { kind: string }) => item.kind === 'recall');
    let graded = await grade(user, card.id, 'easy');
    await later(user, Date.parse(graded.body.next_due) - Date.parse(graded.body.card.last_review) + 1000);
    graded = await grade(user, card.id, 'again');
    expect(graded.body.card.lapses).toBe(1);
    const wait = Date.parse(graded.body.next_due) - Date.parse(graded.body.card.last_review);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThan(DAY);
    expect((await due(user)).count).toBe(2);
    await later(user, wait + 1000);
    expect((await due(user)).results.map((item: { id: string }) => item.id)).toContain(card.id);
  });

  it('checks typed answers tolerantly and refuses to check a recognise card', async () => {
    const user = await signUp(context.app);
    await save(user, { word: 'árbol', language: 'es', meaning: 'tree' });
    const cards = (await due(user)).results;
    const recall = cards.find((item: { kind: string }) => item.kind === 'recall');
    const check = await call(context.app, 'POST', `/api/v1/review/cards/${recall.id}/check/`, { token: user.access, body: { answer: ' ARBOL! ' } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ verdict: 'right', correct: true, expected: 'árbol', accent_slips: [{ written: 'arbol', expected: 'árbol' }] });
    const wrong = await call(context.app, 'POST', `/api/v1/review/cards/${recall.id}/check/`, { token: user.access, body: { answer: 'arból' } });
    expect(wrong.body.correct).toBe(true);
    const far = await call(context.app, 'POST', `/api/v1/review/cards/${recall.id}/check/`, { token: user.access, body: { answer: 'hoja' } });
    expect(far.body).toMatchObject({ verdict: 'wrong', correct: false });
    const recognise = cards.find((item: { kind: string }) => item.kind === 'recognise');
    const refused = await call(context.app, 'POST', `/api/v1/review/cards/${recognise.id}/check/`, { token: user.access, body: { answer: 'tree' } });
    expect(refused.status).toBe(400);
  });

  it('counts the due cards, the reviews of the day and those remembered', async () => {
    const user = await signUp(context.app);
    await save(user, { word: 'sol', language: 'es', meaning: 'sun' });
    await save(user, { word: 'lune', language: 'fr', meaning: 'moon' });
    const cards = (await due(user, '?language=es')).results;
    expect(cards).toHaveLength(3);
    await grade(user, cards[0].id, 'good');
    await grade(user, cards[1].id, 'again');
    const stats = await call(context.app, 'GET', '/api/v1/review/stats/', { token: user.access });
    // The card graded Again is due again in minutes, not now.
    expect(stats.body).toEqual({ due_count: 4, reviewed_today: 2, retained_today: 1, total_cards: 6 });
    const french = await call(context.app, 'GET', '/api/v1/review/stats/?language=fr', { token: user.access });
    expect(french.body).toEqual({ due_count: 3, reviewed_today: 0, retained_today: 0, total_cards: 3 });
  });
});

describe('fix-it cards', () => {
  it('are made from each correction of a learner message when its review is stored', async () => {
    const app = context.withDeps({ tutor: quickTutor, reviewer: misspellingReviewer({ tiengo: 'tengo', perrro: 'perro' }) });
    const user = await signUp(app);
    const conversationId = await createConversation(app, user, { target_language: 'es', native_language: 'en' });
    const sent = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Yo tiengo un perrro.' } });
    const events = parseEventStream(sent.text).events;
    const userMessage = events.find((event) => event.type === 'user_message');
    expect(events.some((event) => event.type === 'message_review')).toBe(true);
    const cards = (await due(user)).results;
    expect(cards.map((card: { kind: string; prompt: string; answer: string; hint: string; language: string }) => [card.kind, card.prompt, card.answer, card.hint, card.language])).toEqual([
      ['fix_it', 'Yo tiengo un perro.', 'Yo tengo un perro.', 'Se escribe «tengo».', 'es'],
      ['fix_it', 'Yo tengo un perrro.', 'Yo tengo un perro.', 'Se escribe «perro».', 'es'],
    ]);
    expect(cards[0].source_message_id).toBe(userMessage?.type === 'user_message' ? userMessage.data.id : 'missing');
    const check = await call(app, 'POST', `/api/v1/review/cards/${cards[0].id}/check/`, { token: user.access, body: { answer: 'yo tengo un perro' } });
    expect(check.body.correct).toBe(true);
  });

  it('are not made from a review without corrections', async () => {
    const app = context.withDeps({ tutor: quickTutor, reviewer: misspellingReviewer({}) });
    const user = await signUp(app);
    const conversationId = await createConversation(app, user, { target_language: 'es' });
    await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Yo tengo un perro.' } });
    expect((await due(user)).count).toBe(0);
  });
});

describe('the data rules of words and cards', () => {
  it("answer 404 for another learner's word or card", async () => {
    const owner = await signUp(context.app);
    const other = await signUp(context.app);
    const word = await save(owner, { word: 'gato', language: 'es', meaning: 'cat' });
    const card = (await due(owner)).results[0];
    expect((await call(context.app, 'DELETE', `/api/v1/vocabulary/${word.id}/`, { token: other.access })).status).toBe(404);
    expect((await grade(other, card.id, 'good')).status).toBe(404);
    expect((await call(context.app, 'POST', `/api/v1/review/cards/${card.id}/check/`, { token: other.access, body: { answer: 'gato' } })).status).toBe(404);
    expect((await grade(other, 'not-a-uuid', 'good')).status).toBe(404);
    expect((await call(context.app, 'GET', '/api/v1/vocabulary/', { token: other.access })).body.count).toBe(0);
    expect((await due(other)).count).toBe(0);
    expect((await due(owner)).count).toBe(3);
  });

  it("refuse to save a word from another learner's message", async () => {
    const app = context.withDeps({ tutor: quickTutor });
    const owner = await signUp(app);
    const other = await signUp(app);
    const conversationId = await createConversation(app, owner, { target_language: 'es' });
    const sent = await call(app, 'POST', '/api/v1/conversations/send-message/', { token: owner.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    const result = await call(app, 'POST', '/api/v1/vocabulary/', { token: other.access, body: { word: 'gatos', language: 'es', source_message_id: sent.body.ai_message.id } });
    expect(result.status).toBe(404);
  });

  it('are in the data export', async () => {
    const user = await signUp(context.app);
    const word = await save(user, { word: 'gato', language: 'es', meaning: 'cat', context_sentence: 'Un gato negro.' });
    const exported = await call(context.app, 'GET', '/api/v1/user/export-data/', { token: user.access });
    expect(exported.status).toBe(200);
    expect(ENDPOINTS['user.exportData'].response.safeParse(exported.body).success).toBe(true);
    expect(exported.body.saved_words).toEqual([expect.objectContaining({ id: word.id, word: 'gato', meaning: 'cat', context_sentence: 'Un gato negro.' })]);
    expect(exported.body.review_cards.map((card: { kind: string }) => card.kind).sort()).toEqual(['listen', 'recall', 'recognise']);
  });

  it('are gone on account deletion', async () => {
    const user = await signUp(context.app);
    await save(user, { word: 'gato', language: 'es', meaning: 'cat' });
    const card = (await due(user)).results[0];
    await grade(user, card.id, 'good');
    const account = await call(context.app, 'GET', '/api/v1/auth/profile/', { token: user.access });
    const deleted = await call(context.app, 'DELETE', '/api/v1/user/delete-account/', { token: user.access });
    expect(deleted.status, deleted.text).toBe(200);
    const { db } = context.database;
    expect(await db.select().from(savedWords).where(eq(savedWords.userId, account.body.id))).toEqual([]);
    expect(await db.select().from(reviewCards).where(eq(reviewCards.userId, account.body.id))).toEqual([]);
    expect(await db.select().from(cardReviews).where(eq(cardReviews.userId, account.body.id))).toEqual([]);
  });

  it("stay when the conversation they came from is deleted, keeping their own context", async () => {
    const app = context.withDeps({ tutor: quickTutor, reviewer: misspellingReviewer({ tiengo: 'tengo' }) });
    const user = await signUp(app);
    const conversationId = await createConversation(app, user, { target_language: 'es' });
    const sent = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Yo tiengo sed.' } });
    const reply = parseEventStream(sent.text).events.find((event) => event.type === 'ai_message_complete');
    const replyId = reply?.type === 'ai_message_complete' ? reply.data.id : undefined;
    expect(replyId).toBeDefined();
    await save(user, { word: 'gatos', language: 'es', meaning: 'cats', context_sentence: 'Tengo dos gatos.', source_message_id: replyId });
    expect((await due(user)).count).toBe(4);
    const removed = await call(app, 'DELETE', `/api/v1/conversations/${conversationId}/`, { token: user.access });
    expect(removed.status).toBe(200);
    const cards = (await due(user)).results;
    expect(cards).toHaveLength(4);
    expect(cards.every((card: { source_message_id: string | null }) => card.source_message_id === null)).toBe(true);
    expect(cards.find((card: { kind: string }) => card.kind === 'fix_it')).toMatchObject({ prompt: 'Yo tiengo sed.', answer: 'Yo tengo sed.', context_sentence: 'Yo tiengo sed.' });
    const words = await call(app, 'GET', '/api/v1/vocabulary/', { token: user.access });
    expect(words.body.results[0]).toMatchObject({ word: 'gatos', context_sentence: 'Tengo dos gatos.', source_message_id: null });
  });
});

describe('looking a word up', () => {
  const tinyShelf = () => detectDictionaries(writeTinyDictionary('freedict-spa-eng', { gato: 'gato /ɡˈato/\n1. cat\n2. jack\n', 'árbol': 'árbol /ˈaɾβol/\ntree\n' }, 'dictzip'));

  it('answers from an installed dictionary of the pair, and the capabilities name the pair', async () => {
    const app = context.withDeps({ dictionaries: tinyShelf() });
    const user = await signUp(app);
    const result = await call(app, 'GET', '/api/v1/vocabulary/lookup/?word=Gato&language=es&native=en', { token: user.access });
    expect(result.status, result.text).toBe(200);
    expect(ENDPOINTS['vocabulary.lookup'].response.safeParse(result.body).success).toBe(true);
    expect(result.body).toEqual({ word: 'Gato', language: 'es', native_language: 'en', base_form: null, reading: null, meaning: 'cat; jack', source: 'dictionary', engine: 'freedict-spa-eng', message: null });
    const capabilities = await call(app, 'GET', '/api/v1/voice/capabilities/');
    expect(capabilities.body.dictionaries).toEqual({ available: true, pairs: [{ source: 'es', target: 'en', name: 'freedict-spa-eng' }] });
  });

  it('asks the configured model when no dictionary covers the pair, counted as an AI call', async () => {
    const fake = await startFakeOpenAi({ chunks: ['Hola'], translation: 'the cat' });
    try {
      const app = context.withDeps({ tutor: createOpenAiEngine({ url: fake.url, model: 'tiny' }), dictionaries: { dictionaries: [] } });
      const user = await signUp(app);
      const result = await call(app, 'GET', '/api/v1/vocabulary/lookup/?word=gato&language=es&native=en', { token: user.access });
      expect(result.status, result.text).toBe(200);
      expect(result.body).toMatchObject({ meaning: 'the cat', source: 'model', engine: 'openai-compatible:tiny', message: null });
      expect(fake.received.at(-1)?.body.messages.map((message) => message.content).join('\n')).toContain('gato');
      const [counters] = await context.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
      expect(counters?.aiCalls).toBe(1);
    } finally {
      await fake.close();
    }
  });

  it('says plainly when neither a dictionary nor a model can answer', async () => {
    const app = context.withDeps({ dictionaries: tinyShelf() });
    const user = await signUp(app);
    const uncovered = await call(app, 'GET', '/api/v1/vocabulary/lookup/?word=chat&language=fr&native=en', { token: user.access });
    expect(uncovered.body).toEqual({
      word: 'chat', language: 'fr', native_language: 'en', base_form: null, reading: null, meaning: null, source: 'none', engine: null,
      message: 'No dictionary covers fr→en here, and no language model is configured.',
    });
    const missing = await call(app, 'GET', '/api/v1/vocabulary/lookup/?word=perro&language=es&native=en', { token: user.access });
    expect(missing.body).toMatchObject({ meaning: null, source: 'none', message: '“perro” is not in freedict-spa-eng, and no language model is configured.' });
    const empty = context.withDeps({ dictionaries: { dictionaries: [] } });
    const capabilities = await call(empty, 'GET', '/api/v1/voice/capabilities/');
    expect(capabilities.body.dictionaries).toEqual({ available: false, pairs: [] });
  });

  it('needs a signed-in learner', async () => {
    const result = await call(context.app, 'GET', '/api/v1/vocabulary/lookup/?word=gato&language=es&native=en');
    expect(result.status).toBe(401);
  });
});
