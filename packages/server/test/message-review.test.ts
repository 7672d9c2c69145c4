import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message as messageSchema, type MessageReview, type StreamEvent } from '@parla/contract';
import { REVIEW_TIMEOUT_MS, reviewMessage } from '../src/chat/review-message.js';
import { messages, conversations } from '../src/db/schema.js';
import { createOpenAiEngine } from '../src/tutor/openai-engine.js';
import { createModelReviewer } from '../src/tutor/review/model-reviewer.js';
import type { MessageReviewer, ReviewRequest } from '../src/tutor/review/review-types.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { startFakeOpenAi } from './fake-openai-server.js';
import { call, createConversation, createTestContext, parseEventStream, signUp, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

/** A reviewer that knows some misspellings: each one found in the text becomes a spelling correction. */
function misspellingReviewer(known: Record<string, string>, seen: ReviewRequest[] = []): MessageReviewer {
  return {
    review(request) {
      seen.push(request);
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

const SPANISH = { tiengo: 'tengo', Tiengo: 'Tengo', perrro: 'perro' };

/** A tutor that answers at once with a fixed reply. */
const quickTutor: TutorEngine = {
  name: 'quick',
  async *generate() {
    yield '¡Qué bien! ';
    yield '¿Cómo se llama?';
  },
};

/** A new learner with a new conversation (the §9 limit allows 5 conversations an hour per learner). */
async function learnerWithConversation(app: TestContext['app'], body: Record<string, unknown> = {}) {
  const learner = await signUp(app);
  return { learner, conversationId: await createConversation(app, learner, body) };
}

async function stream(app: TestContext['app'], conversationId: string, text: string, token: string) {
  const result = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token, body: { conversation_id: conversationId, message_text: text } });
  return parseEventStream(result.text).events;
}

function reviewEvents(events: StreamEvent[]) {
  return events.flatMap((event) => (event.type === 'message_review' ? [event] : []));
}

describe('the review of a learner message', () => {
  it('streams message_review for the learner message after user_message and before stream_end, the five spec events keeping their order', async () => {
    const seen: ReviewRequest[] = [];
    const app = context.withDeps({ tutor: quickTutor, reviewer: misspellingReviewer(SPANISH, seen) });
    const { learner, conversationId } = await learnerWithConversation(app, { native_language: 'en', skill_level: 'intermediate', learning_mode: 'roleplay' });
    const events = await stream(app, conversationId, 'Yo tiengo un perrro.', learner.access);

    const types = events.map((event) => event.type);
    expect(types.filter((type) => type !== 'message_review' && type !== 'ai_message_chunk')).toEqual(['user_message', 'ai_message_start', 'ai_message_complete', 'stream_end']);
    expect(types.indexOf('message_review')).toBeGreaterThan(types.indexOf('user_message'));
    expect(types.indexOf('message_review')).toBeLessThan(types.indexOf('stream_end'));
    const [reviewed] = reviewEvents(events);
    const userMessage = events[0];
    if (userMessage?.type !== 'user_message' || !reviewed) {
      throw new Error('missing events');
    }
    expect(reviewed.data.message_id).toBe(userMessage.data.id);
    expect(reviewed.data.review.corrected_text).toBe('Yo tengo un perro.');
    expect(reviewed.data.review.corrections.map((correction) => [correction.original, correction.replacement])).toEqual([['tiengo', 'tengo'], ['perrro', 'perro']]);
    expect(seen[0]).toMatchObject({ text: 'Yo tiengo un perrro.', targetLanguage: 'es', nativeLanguage: 'en', level: 'intermediate', mode: 'roleplay' });
    // The tutor's greeting is among the words the review must not flag.
    expect(seen[0]?.taughtWords.length).toBe(1);

    const [stored] = await context.deps.db.select().from(messages).where(eq(messages.id, userMessage.data.id));
    expect(stored?.review).toEqual(reviewed.data.review);
  });

  it('returns the review with the learner message in the messages call, the conversation export and the data export; the tutor messages carry null', async () => {
    const app = context.withDeps({ tutor: quickTutor, reviewer: misspellingReviewer(SPANISH) });
    const { learner: owner, conversationId } = await learnerWithConversation(app);
    await stream(app, conversationId, 'Tiengo hambre.', owner.access);

    const page = await call(app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: owner.access });
    const learner = page.body.results.find((message: { sender: string }) => message.sender === 'user');
    expect(messageSchema.parse(learner).review?.corrections[0]).toMatchObject({ start: 0, end: 6, original: 'Tiengo', category: 'spelling' });
    expect(page.body.results.filter((message: { sender: string }) => message.sender === 'ai').every((message: { review: unknown }) => message.review === null)).toBe(true);

    const exported = await call(app, 'GET', `/api/v1/conversations/${conversationId}/export/`, { token: owner.access });
    expect(exported.body.messages.find((message: { sender: string }) => message.sender === 'user').review).toEqual(learner.review);

    const data = await call(app, 'GET', '/api/v1/user/export-data/', { token: owner.access });
    const everyMessage = data.body.conversations.flatMap((entry: { messages: unknown[] }) => entry.messages);
    expect(everyMessage.find((message: { sender: string }) => message.sender === 'user').review).toEqual(learner.review);
  });

  it('streams, stores and returns the words a check could not judge', async () => {
    const checks: MessageReview['checks'] = [{ kind: 'spelling', status: 'unavailable', unchecked_words: ['naranjes'] }, { kind: 'grammar', status: 'unavailable' }];
    const unsure: MessageReviewer = { review: (request) => Promise.resolve({ corrected_text: request.text, corrections: [], better_phrasing: null, checks, engine: 'embedded' }) };
    const app = context.withDeps({ tutor: quickTutor, reviewer: unsure });
    const { learner, conversationId } = await learnerWithConversation(app);
    expect(reviewEvents(await stream(app, conversationId, 'Compré naranjes.', learner.access))[0]?.data.review.checks).toEqual(checks);

    const page = await call(app, 'GET', `/api/v1/conversations/${conversationId}/messages/`, { token: learner.access });
    expect(page.body.results.find((message: { sender: string }) => message.sender === 'user').review.checks).toEqual(checks);
  });

  it('returns the review with the learner message of send-message', async () => {
    const app = context.withDeps({ tutor: quickTutor, reviewer: misspellingReviewer(SPANISH) });
    const { learner, conversationId } = await learnerWithConversation(app);
    const sent = await call(app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: 'Tiengo un perro.' } });
    expect(sent.status).toBe(201);
    expect(sent.body.user_message.review.corrected_text).toBe('Tengo un perro.');
    expect(sent.body.ai_message.review).toBeNull();
  });

  it('reviews an edited message again: the old corrections go with the old text', async () => {
    const app = context.withDeps({ tutor: quickTutor, reviewer: misspellingReviewer(SPANISH) });
    const { learner, conversationId } = await learnerWithConversation(app);
    const events = await stream(app, conversationId, 'Tiengo un perrro.', learner.access);
    const userMessage = events[0];
    if (userMessage?.type !== 'user_message') {
      throw new Error('missing user_message');
    }
    const edited = await call(app, 'PATCH', `/api/v1/conversations/messages/${userMessage.data.id}/edit/`, { token: learner.access, body: { message_text: 'Tengo un perrro.' } });
    expect(edited.status).toBe(200);
    expect(edited.body.review.corrections.map((correction: { original: string }) => correction.original)).toEqual(['perrro']);
    const [stored] = await context.deps.db.select().from(messages).where(eq(messages.id, userMessage.data.id));
    expect(stored?.review?.corrected_text).toBe('Tengo un perro.');

    const batch = await call(app, 'POST', '/api/v1/batch/messages/', { token: learner.access, body: { updates: [{ id: userMessage.data.id, message_text: 'Tengo un perro.' }] } });
    expect(batch.body.updated[0].review).toMatchObject({ corrections: [], checks: [{ kind: 'spelling', status: 'ran' }] });
  });

  it('keeps the reply whole when the reviewer fails, and says the checks were unavailable', async () => {
    const failing: MessageReviewer = { review: () => Promise.reject(new Error('dictionary crashed')) };
    const app = context.withDeps({ tutor: quickTutor, reviewer: failing });
    const { learner, conversationId } = await learnerWithConversation(app);
    const events = await stream(app, conversationId, 'Tiengo hambre.', learner.access);
    const complete = events.find((event) => event.type === 'ai_message_complete');
    expect(complete?.type === 'ai_message_complete' && complete.data.message_text).toBe('¡Qué bien! ¿Cómo se llama?');
    expect(reviewEvents(events)[0]?.data.review).toEqual({
      corrected_text: 'Tiengo hambre.',
      corrections: [],
      better_phrasing: null,
      checks: [{ kind: 'spelling', status: 'unavailable' }, { kind: 'grammar', status: 'unavailable' }],
      engine: 'embedded',
    });
  });

  it('gives up a review that takes longer than its timeout, storing "checks unavailable"', async () => {
    const { learner, conversationId } = await learnerWithConversation(context.app);
    await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    const [row] = await context.deps.db.select().from(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'user')));
    const [conversation] = await context.deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
    if (!row || !conversation) {
      throw new Error('missing rows');
    }
    let aborted = false;
    const never: MessageReviewer = {
      review: (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    };
    const started = Date.now();
    const { review } = await reviewMessage({ ...context.deps, reviewer: never }, { message: row, conversation, recentTurns: [] }, 50);
    expect(Date.now() - started).toBeLessThan(REVIEW_TIMEOUT_MS);
    expect(aborted).toBe(true);
    expect(review.checks.every((check) => check.status === 'unavailable')).toBe(true);
  });

  it('refuses a review that does not fit the text (a reviewer bug): checks unavailable rather than a wrong diff', async () => {
    const wrongSpan: MessageReviewer = {
      review: (request) =>
        Promise.resolve({ corrected_text: request.text, corrections: [{ start: 0, end: 3, original: 'xyz', replacement: 'abc', category: 'spelling', explanation: '' }], better_phrasing: null, checks: [{ kind: 'spelling', status: 'ran' }], engine: 'embedded' }),
    };
    const app = context.withDeps({ tutor: quickTutor, reviewer: wrongSpan });
    const { learner, conversationId } = await learnerWithConversation(app);
    const review = reviewEvents(await stream(app, conversationId, 'Hola amigos', learner.access))[0]?.data.review;
    expect(review?.corrections).toEqual([]);
    expect(review?.checks).toEqual([{ kind: 'spelling', status: 'unavailable' }, { kind: 'grammar', status: 'unavailable' }]);
  });
});

describe('with a configured model (the fake OpenAI-compatible server)', () => {
  const modelAnswer = (learnerText: string) => ({
    corrections: learnerText.includes('tiengo') ? [{ original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'It is spelled "tengo".' }] : [],
    better_phrasing: null,
  });

  it('a structured review arrives for every learner message', async () => {
    const fake = await startFakeOpenAi({ chunks: ['¡Genial! ', '¿Y qué más?'], review: { answer: modelAnswer } });
    try {
      const endpoint = { url: fake.url, model: 'tiny' };
      const app = context.withDeps({ tutor: createOpenAiEngine(endpoint), reviewer: createModelReviewer(endpoint) });
      const { learner, conversationId } = await learnerWithConversation(app);
      const first = reviewEvents(await stream(app, conversationId, 'Yo tiengo un perro.', learner.access));
      const second = reviewEvents(await stream(app, conversationId, 'Se llama Toby.', learner.access));
      expect(first).toHaveLength(1);
      expect(second).toHaveLength(1);
      expect(first[0]?.data.review).toMatchObject({ engine: 'model', checks: [{ kind: 'model', status: 'ran' }], corrected_text: 'Yo tengo un perro.' });
      expect(first[0]?.data.review.corrections[0]).toMatchObject({ start: 3, end: 9, original: 'tiengo', replacement: 'tengo' });
      expect(second[0]?.data.review).toMatchObject({ engine: 'model', corrections: [], checks: [{ kind: 'model', status: 'ran' }] });
      expect(fake.reviewRequests()).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });

  it('a malformed review leaves the reply intact', async () => {
    const fake = await startFakeOpenAi({ chunks: ['¡Genial! ', '¿Y qué más?'], review: { answer: '{"corrections": [{"original": "tiengo"' } });
    try {
      const endpoint = { url: fake.url, model: 'tiny' };
      const app = context.withDeps({ tutor: createOpenAiEngine(endpoint), reviewer: createModelReviewer(endpoint) });
      const { learner, conversationId } = await learnerWithConversation(app);
      const events = await stream(app, conversationId, 'Yo tiengo un perro.', learner.access);
      const complete = events.find((event) => event.type === 'ai_message_complete');
      expect(complete?.type === 'ai_message_complete' && complete.data).toMatchObject({ message_text: '¡Genial! ¿Y qué más?', status: 'delivered' });
      expect(events.some((event) => event.type === 'error')).toBe(false);
      expect(reviewEvents(events)[0]?.data.review).toMatchObject({ corrections: [], checks: [{ kind: 'model', status: 'unavailable' }] });
    } finally {
      await fake.close();
    }
  });

  it('a slow review does not delay the first chunk of the reply', async () => {
    const reviewDelayMs = 1500;
    const fake = await startFakeOpenAi({ chunks: ['¡Genial! ', '¿Y qué más?'], review: { answer: modelAnswer, delayMs: reviewDelayMs } });
    try {
      const endpoint = { url: fake.url, model: 'tiny' };
      const app = context.withDeps({ tutor: createOpenAiEngine(endpoint), reviewer: createModelReviewer(endpoint) });
      const { learner, conversationId } = await learnerWithConversation(app);
      const started = performance.now();
      const response = await app.request('/api/v1/conversations/send-message-stream/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${learner.access}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ conversation_id: conversationId, message_text: 'Yo tiengo un perro.' }),
      });
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      let firstChunkMs: number | undefined;
      let reviewMs: number | undefined;
      for (;;) {
        const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) {
          break;
        }
        text += value;
        firstChunkMs ??= text.includes('"ai_message_chunk"') ? performance.now() - started : undefined;
        reviewMs ??= text.includes('"message_review"') ? performance.now() - started : undefined;
      }
      expect(firstChunkMs).toBeDefined();
      expect(firstChunkMs).toBeLessThan(reviewDelayMs / 2);
      expect(reviewMs).toBeGreaterThanOrEqual(reviewDelayMs);
      const { events } = parseEventStream(text);
      expect(events.at(-1)?.type).toBe('stream_end');
      expect(reviewEvents(events)[0]?.data.review.corrected_text).toBe('Yo tengo un perro.');
    } finally {
      await fake.close();
    }
  });
});
