import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningGoal, LearningMode, MessageReview } from '@parla/contract';
import { CONTENT } from '../src/tutor/content/all-content.js';
import { useWordText } from '../src/tutor/due-word-nudge.js';
import { createOpenAiEngine } from '../src/tutor/openai-engine.js';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';
import { sceneCategories } from '../src/tutor/scene-tags.js';
import { itemAskedIn } from '../src/tutor/task-history.js';
import { taskItems } from '../src/tutor/task-items.js';
import { isWelcomeRequest, startFakeOpenAi, type FakeOpenAiServer } from './fake-openai-server.js';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

/**
 * Issue #21: the learner model and the goals change what both tutors offer. Same learner messages, different goals or
 * a different history → different drills, scenes and topics (asserted on what the content serves, not exact wording);
 * the model's prompt states the goals and the profile; a chat turn reads no profile statement.
 */
const statements: string[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ onStatement: (text) => statements.push(text) });
});
afterAll(() => context.close());

/** A reviewer that marks every "bonito" after a feminine noun as an agreement mistake. */
const AGREEMENT_SLIPS: MessageReviewer = {
  review(request) {
    const corrections: MessageReview['corrections'] = [...request.text.matchAll(/bonito/g)].map((match) => ({
      start: match.index,
      end: match.index + 'bonito'.length,
      original: 'bonito',
      replacement: 'bonita',
      category: 'agreement',
      explanation: '',
    }));
    const corrected = request.text.replaceAll('bonito', 'bonita');
    return Promise.resolve({ corrected_text: corrected, corrections, better_phrasing: null, checks: [{ kind: 'grammar', status: 'ran' }], engine: 'embedded' });
  },
};

async function send(user: TestUser, conversationId: string, text: string, app = context.app) {
  const sent = await call(app, 'POST', '/api/v1/conversations/send-message-stream/', { token: user.access, body: { conversation_id: conversationId, message_text: text } });
  expect(sent.status, sent.text).toBe(200);
}

/** The tutor's messages of a conversation, oldest first. */
async function tutorTexts(user: TestUser, conversationId: string): Promise<string[]> {
  const page = await call(context.app, 'GET', `/api/v1/conversations/${conversationId}/messages/?limit=50&ordering=timestamp`, { token: user.access });
  expect(page.status, page.text).toBe(200);
  return (page.body.results as Array<{ sender: string; message_text: string }>).filter((message) => message.sender === 'ai').map((message) => message.message_text);
}

/** The drills or scene steps the tutor asked in a conversation, found from its messages. */
async function itemsAsked(user: TestUser, conversationId: string, mode: LearningMode, goals: LearningGoal[], level: 'beginner' | 'advanced' = 'beginner') {
  const items = taskItems('es', 'en', mode, level, goals);
  return (await tutorTexts(user, conversationId)).flatMap((text) => itemAskedIn(text, items) ?? []);
}

describe('goals and the learner model change what the embedded tutor offers', () => {
  it('the same learner messages with other goals get other sentences, scenes and topics', async () => {
    const learnerSays = ['No sé.'];
    for (const goal of ['travel', 'business'] as const) {
      // A learner per goal (five new conversations an hour each), writing the same messages.
      const user = await signUp(context.app);
      const translation = await createConversation(context.app, user, { learning_mode: 'translation', skill_level: 'beginner', goals: [goal] });
      for (const text of learnerSays) {
        await send(user, translation, text);
      }
      const asked = await itemsAsked(user, translation, 'translation', [goal]);
      expect(asked.length).toBeGreaterThanOrEqual(2);
      expect(asked[0]?.goals, goal).toContain(goal);

      const roleplay = await createConversation(context.app, user, { learning_mode: 'roleplay', skill_level: 'advanced', goals: [goal] });
      const scene = await itemsAsked(user, roleplay, 'roleplay', [goal], 'advanced');
      expect(scene[0]?.goals, goal).toContain(goal);

      const free = await createConversation(context.app, user, { learning_mode: 'free_conversation', skill_level: 'beginner', goals: [goal] });
      const [greeting] = await tutorTexts(user, free);
      const topic = CONTENT.es.topics.find((candidate) => greeting?.includes(candidate.questions[0]));
      expect(topic?.goals, goal).toContain(goal);
    }
  });

  it('a learner whose recent corrections are mostly agreement is given agreement drills and a scene where things are described', async () => {
    const user = await signUp(context.app);
    const app = context.withDeps({ reviewer: AGREEMENT_SLIPS });
    const before = await createConversation(app, user, { learning_mode: 'grammar', skill_level: 'beginner' });
    expect((await itemsAsked(user, before, 'grammar', []))[0]?.categories).not.toContain('agreement');
    // With no corrections yet, roleplay opens with the content's first scene.
    const firstScene = await createConversation(app, user, { learning_mode: 'roleplay', skill_level: 'beginner' });
    expect((await itemsAsked(user, firstScene, 'roleplay', []))[0]?.sceneTitle).toBe(CONTENT.es.roleplay.beginner[0]?.title);

    const free = await createConversation(app, user, { learning_mode: 'free_conversation', skill_level: 'beginner' });
    for (const text of ['Mi casa es bonito.', 'La playa es bonito y grande.', 'Mi ciudad es bonito.']) {
      await send(user, free, text, app);
    }
    const after = await createConversation(app, user, { learning_mode: 'grammar', skill_level: 'beginner' });
    const asked = await itemsAsked(user, after, 'grammar', []);
    expect(asked[0]?.categories).toContain('agreement');
    // The conversation goes on with agreement drills while there are any.
    await send(user, after, 'No sé.', app);
    expect((await itemsAsked(user, after, 'grammar', [])).at(-1)?.categories).toContain('agreement');
    // Roleplay opens with a scene practising agreement (the clothes shop: sizes and colours), not the café.
    const roleplay = await createConversation(app, user, { learning_mode: 'roleplay', skill_level: 'beginner' });
    const sceneTitle = (await itemsAsked(user, roleplay, 'roleplay', []))[0]?.sceneTitle;
    const scene = CONTENT.es.roleplay.beginner.find((candidate) => candidate.title === sceneTitle);
    expect(sceneTitle).not.toBe(CONTENT.es.roleplay.beginner[0]?.title);
    expect(scene && sceneCategories(scene)).toContain('agreement');
  });

  it('a message edited and reviewed again counts its mistakes once', async () => {
    const user = await signUp(context.app);
    const app = context.withDeps({ reviewer: AGREEMENT_SLIPS });
    const free = await createConversation(app, user, { learning_mode: 'free_conversation', skill_level: 'beginner' });
    await send(user, free, 'Mi casa es bonito.', app);
    const page = await call(app, 'GET', `/api/v1/conversations/${free}/messages/?limit=5&ordering=timestamp`, { token: user.access });
    const learner = (page.body.results as Array<{ id: string; sender: string }>).find((message) => message.sender === 'user');
    const edited = await call(app, 'PATCH', `/api/v1/conversations/messages/${learner?.id ?? ''}/edit/`, { token: user.access, body: { message_text: 'Mi casa es bonito y grande.' } });
    expect(edited.status, edited.text).toBe(200);
    // One agreement slip, reviewed twice: not yet a recurring category, so no agreement drill first.
    const grammar = await createConversation(app, user, { learning_mode: 'grammar', skill_level: 'beginner' });
    expect((await itemsAsked(user, grammar, 'grammar', []))[0]?.categories).not.toContain('agreement');
  });

  it('reuses the learner’s due words: a vocabulary drill in their own sentence, and in conversation', async () => {
    const user = await signUp(context.app);
    const saved = await call(context.app, 'POST', '/api/v1/vocabulary/', {
      token: user.access,
      body: { word: 'madrugar', language: 'es', meaning: 'to get up very early', context_sentence: 'Odio madrugar los lunes.' },
    });
    expect(saved.status, saved.text).toBe(201);

    const drill = await createConversation(context.app, user, { learning_mode: 'vocabulary', skill_level: 'beginner' });
    const [greeting] = await tutorTexts(user, drill);
    expect(greeting).toContain('«to get up very early»: Odio ___ los lunes.');
    await send(user, drill, 'madrugar');
    expect((await tutorTexts(user, drill)).at(-1)).toMatch(/^✓ .*madrugar/);

    const free = await createConversation(context.app, user, { learning_mode: 'free_conversation', skill_level: 'beginner', goals: ['vocabulary'] });
    expect((await tutorTexts(user, free))[0]).toContain(useWordText('es', 'madrugar'));
  });

  it('a chat turn reads no part of the learner profile: it was read when the conversation was created', async () => {
    const user = await signUp(context.app);
    const conversationId = await createConversation(context.app, user, { learning_mode: 'grammar', skill_level: 'beginner' });
    statements.length = 0;
    await send(user, conversationId, 'soy');
    const profileReads = statements.filter((text) => /"learner_levels"|"saved_words"|"review_cards"."due"/.test(text) && /^\s*select/i.test(text));
    expect(profileReads).toEqual([]);
  });
});

describe('goals and the learner model in the model’s prompt', () => {
  let fake: FakeOpenAiServer;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ chunks: ['¡Muy bien!'] });
  });
  afterAll(() => fake.close());

  it('states each goal with what to do for it, and the learner profile with the due words', async () => {
    const user = await signUp(context.app);
    await call(context.app, 'POST', '/api/v1/vocabulary/', { token: user.access, body: { word: 'maleta', language: 'es', meaning: 'suitcase' } });
    const app = context.withDeps({ tutor: createOpenAiEngine({ url: fake.url, model: 'test-model' }) });
    const conversationId = await createConversation(app, user, { goals: ['travel', 'vocabulary'] });
    await send(user, conversationId, 'Quiero viajar a Sevilla.', app);
    const system = fake.received.filter((received) => received.body.stream).at(-1)?.body.messages[0]?.content ?? '';
    expect(system).toMatch(/The learner's goals, and what to do for each: travel: practise travel situations .*; vocabulary: .*words due for review/);
    expect(system).toMatch(/Learner profile: .*words due for review, reuse some naturally: maleta; goals: travel, vocabulary\./);
    // The model's greeting is written with the same profile.
    const welcome = fake.received.find((received) => isWelcomeRequest(received.body))?.body.messages[0]?.content ?? '';
    expect(welcome).toMatch(/Learner profile: .*maleta/);
  });
});
