import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type MessageReview } from '@parla/contract';
import { messages, sessionRecaps, learnerLevels } from '../src/db/schema.js';
import { RECAP_REQUEST_MARK } from '../src/progress/recap-writer.js';
import { createOpenAiEngine } from '../src/tutor/openai-engine.js';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import type { TutorEngine } from '../src/tutor/tutor-engine.js';
import { startFakeOpenAi, type FakeOpenAiServer } from './fake-openai-server.js';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

const MINUTE = 60 * 1000;

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

/** A reviewer that knows some mistakes: each one found becomes a correction of the given category. */
function knownMistakes(known: Record<string, { right: string; category: MessageReview['corrections'][number]['category'] }>): MessageReviewer {
  return {
    review(request) {
      const corrections: MessageReview['corrections'] = [];
      for (const match of request.text.matchAll(/\p{L}+/gu)) {
        const fix = known[match[0]];
        if (fix) {
          corrections.push({ start: match.index, end: match.index + match[0].length, original: match[0], replacement: fix.right, category: fix.category, explanation: '' });
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

const MISTAKES = knownMistakes({
  tiengo: { right: 'tengo', category: 'spelling' },
  perrro: { right: 'perro', category: 'spelling' },
  comemos: { right: 'comimos', category: 'conjugation' },
  fuimo: { right: 'fuimos', category: 'conjugation' },
  bonito: { right: 'bonita', category: 'agreement' },
});

const quickTutor: TutorEngine = {
  name: 'quick',
  async *generate() {
    yield '¡Qué bien! Cuéntame más.';
  },
};

const LEARNER_TEXTS = [
  'Yo tiengo un perrro grande.',
  'Ayer comemos en casa de mi abuela y fuimo al parque.',
  'Mi casa es bonito y tiene un jardín con flores.',
  'Me gusta mucho leer libros por la noche.',
];

/** The learner after the fake clock moved past the access token's 15 minutes: renewed with the refresh token. */
async function renewed(user: TestUser): Promise<TestUser> {
  const refreshed = await call(context.app, 'POST', '/api/v1/auth/refresh/', { body: { refresh: user.refresh } });
  expect(refreshed.status, refreshed.text).toBe(200);
  return { ...user, access: refreshed.body.access as string, refresh: refreshed.body.refresh as string };
}

async function practise(user: TestUser, app = context.withDeps({ tutor: quickTutor, reviewer: MISTAKES }), body: Record<string, unknown> = {}) {
  const conversationId = await createConversation(app, user, body);
  for (const text of LEARNER_TEXTS) {
    context.clock.advance(2 * MINUTE);
    const sent = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: text } });
    expect(sent.status, sent.text).toBe(200);
  }
  return { app, conversationId };
}

describe('the session recap', () => {
  it('ending a conversation stores a recap whose counts match the stored messages, with the learner’s own examples', async () => {
    const user = await signUp(context.app);
    const { app, conversationId } = await practise(user, undefined, { goals: ['vocabulary', 'grammar'] });
    const [firstLearner] = await context.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'user')));
    const saved = await call(app, 'POST', '/api/v1/vocabulary/', { token: user.access, body: { word: 'perro', language: 'es', meaning: 'dog', source_message_id: firstLearner?.id } });
    expect(saved.status, saved.text).toBe(201);
    const ended = await call(app, 'POST', `/api/v1/conversations/${conversationId}/end/`, { token: user.access });
    expect(ended.status).toBe(200);
    expect(await context.database.db.select().from(sessionRecaps).where(eq(sessionRecaps.conversationId, conversationId))).toHaveLength(1);

    const got = await call(app, 'GET', `/api/v1/conversations/${conversationId}/recap/`, { token: user.access });
    expect(got.status, got.text).toBe(200);
    const recap = ENDPOINTS['conversations.recap'].response.parse(got.body);

    const stored = await context.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    const learner = stored.filter((row) => row.sender === 'user');
    expect(recap.learner_messages).toBe(learner.length);
    expect(recap.learner_messages).toBe(LEARNER_TEXTS.length);
    expect(recap.learner_words).toBe(learner.reduce((sum, row) => sum + (row.messageText.match(/\p{L}+/gu) ?? []).length, 0));
    expect(recap.corrections_total).toBe(learner.reduce((sum, row) => sum + (row.review?.corrections.length ?? 0), 0));
    expect(recap.corrections_total).toBe(5);
    expect(recap.corrections.map((entry) => [entry.category, entry.count])).toEqual([
      ['spelling', 2],
      ['conjugation', 2],
      ['agreement', 1],
    ]);
    expect(recap.corrections[0]?.examples).toContainEqual({ wrong: 'tiengo', right: 'tengo', sentence: 'Yo tiengo un perrro grande.' });
    expect(recap.corrections[1]?.examples.map((example) => `${example.wrong} → ${example.right}`)).toEqual(['comemos → comimos', 'fuimo → fuimos']);
    expect(recap.words_saved).toEqual([{ word: 'perro', meaning: 'dog' }]);
    // Four gaps of 2 minutes: the greeting → each learner message (the quick tutor's replies take no time).
    expect(recap.minutes).toBe(8);
    expect(recap.trigger).toBe('ended');
    expect(recap.engine).toBe('rules');
    expect(recap.went_well[0]).toEqual({ kind: 'clean_messages', count: 1, total: 4, detail: null });
    expect(recap.focus).toMatchObject({ kind: 'category', category: 'spelling', example: { wrong: 'tiengo', right: 'tengo' } });
    expect(recap.goals).toEqual([
      { goal: 'vocabulary', measure: 'words_saved', count: 1 },
      { goal: 'grammar', measure: 'grammar_corrections', count: 3 },
    ]);

    const exported = await call(app, 'GET', `/api/v1/conversations/${conversationId}/export/`, { token: user.access });
    expect(exported.body.recap).toEqual(got.body);
    const data = await call(app, 'GET', '/api/v1/user/export-data/', { token: user.access });
    expect(data.status).toBe(200);
    expect((data.body.conversations as Array<{ recap: unknown }>)[0]?.recap).toEqual(got.body);
  });

  it('a conversation idle for 30 minutes gets a recap on reading; a message after it makes the session go on', async () => {
    let user = await signUp(context.app);
    const { app, conversationId } = await practise(user);
    const early = await call(app, 'GET', `/api/v1/conversations/${conversationId}/recap/`, { token: user.access });
    expect(early.status).toBe(409);
    context.clock.advance(31 * MINUTE);
    user = await renewed(user);
    const idle = await call(app, 'GET', `/api/v1/conversations/${conversationId}/recap/`, { token: user.access });
    expect(idle.status, idle.text).toBe(200);
    expect(idle.body).toMatchObject({ trigger: 'idle', learner_messages: 4 });
    await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola otra vez.' } });
    expect((await call(app, 'GET', `/api/v1/conversations/${conversationId}/recap/`, { token: user.access })).status).toBe(409);
    context.clock.advance(31 * MINUTE);
    user = await renewed(user);
    const again = await call(app, 'GET', `/api/v1/conversations/${conversationId}/recap/`, { token: user.access });
    expect(again.body).toMatchObject({ trigger: 'idle', learner_messages: 5 });
  });

  it('is someone else’s: 404', async () => {
    const owner = await signUp(context.app);
    const other = await signUp(context.app);
    const conversationId = await createConversation(context.app, owner);
    expect((await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/recap/`, { token: other.access })).status).toBe(404);
  });

  describe('with a configured model', () => {
    let fake: FakeOpenAiServer;
    let answer: object | string = {};

    beforeAll(async () => {
      fake = await startFakeOpenAi({
        chunks: ['¡Bien!'],
        review: { answer: (text) => (text.startsWith(RECAP_REQUEST_MARK) ? answer : { corrections: [], better_phrasing: null }) },
      });
    });

    afterAll(async () => {
      await fake.close();
    });

    function modelApp() {
      return context.withDeps({ tutor: quickTutor, reviewer: MISTAKES, config: { ...context.deps.config, tutorUrl: fake.url } });
    }

    it('the model writes the prose through structured output; the figures stay the data’s', async () => {
      answer = { summary: 'You wrote 4 messages in 6 minutes.', went_well_text: 'Your sentence about reading was spotless.', focus_text: 'Spelling: tiengo → tengo.' };
      const user = await signUp(context.app);
      const { app, conversationId } = await practise(user, modelApp());
      await call(app, 'POST', `/api/v1/conversations/${conversationId}/end/`, { token: user.access });
      const recap = await call(app, 'GET', `/api/v1/conversations/${conversationId}/recap/`, { token: user.access });
      expect(recap.body).toMatchObject({ engine: 'model', learner_messages: 4, corrections_total: 5, focus_text: 'Spelling: tiengo → tengo.' });
      const request = fake.received.find((received) => received.body.messages.at(-1)?.content.startsWith(RECAP_REQUEST_MARK));
      expect(request?.body.response_format?.json_schema?.name).toBe('session_recap');
    });

    it('the model’s prompt carries a short learner profile: level, recurring kinds of mistake, goals', async () => {
      const user = await signUp(context.app);
      const tutor = createOpenAiEngine({ url: fake.url, model: 'test-model' });
      const app = context.withDeps({ tutor, reviewer: MISTAKES });
      const conversationId = await createConversation(app, user, { goals: ['travel'] });
      for (const text of [...LEARNER_TEXTS, 'Yo tiengo hambre y comemos pan.']) {
        const sent = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: text } });
        expect(sent.status, sent.text).toBe(200);
      }
      const replies = fake.received.filter((received) => received.body.stream);
      const system = replies.at(-1)?.body.messages[0]?.content ?? '';
      expect(system).toMatch(/Learner profile: writes at about (A1|A2|B1|B2|C1|C2); recurring mistakes: spelling, verb endings/);
      expect(system).toContain('goals: travel');
    });

    it('an invalid answer leaves the complete rule-made recap', async () => {
      answer = { summary: '', went_well_text: 42 };
      const user = await signUp(context.app);
      const { app, conversationId } = await practise(user, modelApp());
      await call(app, 'POST', `/api/v1/conversations/${conversationId}/end/`, { token: user.access });
      const recap = await call(app, 'GET', `/api/v1/conversations/${conversationId}/recap/`, { token: user.access });
      expect(recap.body).toMatchObject({ engine: 'rules', summary: null, learner_messages: 4, corrections_total: 5 });
      expect((recap.body.went_well as unknown[]).length).toBeGreaterThan(0);
    });
  });
});

describe('the learner model', () => {
  it('estimates a level from the learner’s writing, lists recurring categories, and takes the learner’s own level', async () => {
    const user = await signUp(context.app);
    await practise(user);
    const model = await call(context.app, 'GET', '/api/v1/progress/learner-model/?language=es', { token: user.access });
    expect(model.status, model.text).toBe(200);
    const parsed = ENDPOINTS['progress.learnerModel'].response.parse(model.body);
    expect(parsed.evidence.messages).toBe(4);
    expect(parsed.estimated_level).not.toBeNull();
    expect(parsed.level).toBe(parsed.estimated_level);
    expect(parsed.recurring_categories).toEqual([
      { category: 'spelling', count: 2 },
      { category: 'conjugation', count: 2 },
    ]);

    const set = await call(context.app, 'PUT', '/api/v1/progress/learner-model/level/', { token: user.access, body: { language: 'es', level: 'C1' } });
    expect(set.body).toMatchObject({ level_override: 'C1', level: 'C1', estimated_level: parsed.estimated_level });
    const bad = await call(context.app, 'PUT', '/api/v1/progress/learner-model/level/', { token: user.access, body: { language: 'es', level: 'D1' } });
    expect(bad.status).toBe(400);
    const data = await call(context.app, 'GET', '/api/v1/user/export-data/', { token: user.access });
    expect(data.body.learner_levels).toMatchObject([{ language: 'es', level: 'C1' }]);
    const cleared = await call(context.app, 'PUT', '/api/v1/progress/learner-model/level/', { token: user.access, body: { language: 'es', level: null } });
    expect(cleared.body).toMatchObject({ level_override: null, level: parsed.estimated_level });

    await call(context.app, 'PUT', '/api/v1/progress/learner-model/level/', { token: user.access, body: { language: 'fr', level: 'A2' } });
    expect((await call(context.app, 'DELETE', '/api/v1/user/delete-account/', { token: user.access })).status).toBe(200);
    expect(await context.database.db.select().from(learnerLevels).where(eq(learnerLevels.userId, user.id))).toEqual([]);
    expect(await context.database.db.select().from(sessionRecaps).where(eq(sessionRecaps.userId, user.id))).toEqual([]);
  });
});
