import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../src/db/schema.js';
import { welcomeText } from '../src/tutor/offline-engine.js';
import { createOpenAiEngine } from '../src/tutor/openai-engine.js';
import { createModelReviewer } from '../src/tutor/review/model-reviewer.js';
import { TURN_WINDOW } from '../src/tutor/summary/running-summary.js';
import { isSummaryRequest, startFakeOpenAi, type FakeOpenAiServer } from './fake-openai-server.js';
import { call, createConversation, createTestContext, signUp, type TestContext } from './test-app.js';

let context: TestContext;
let fake: FakeOpenAiServer | undefined;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});
afterEach(async () => {
  await context.deps.background?.idle();
  await fake?.close();
  fake = undefined;
});

function modelApp(server: FakeOpenAiServer) {
  const endpoint = { url: server.url, model: 'tiny-tutor' };
  return context.withDeps({ tutor: createOpenAiEngine(endpoint), reviewer: createModelReviewer(endpoint) });
}

async function messagesOf(app: TestContext['app'], token: string, conversationId: string) {
  const page = await call(app, 'GET', `/api/v1/conversations/${conversationId}/messages/?limit=100`, { token });
  return page.body.results as Array<{ sender: string; message_text: string }>;
}

describe('a configured model', () => {
  it('writes the welcome: stored as the first message and answered by the welcome call', async () => {
    fake = await startFakeOpenAi({ chunks: ['Hola'], welcome: 'Estamos en un café de Madrid. Tu meta: pedir un café. ¿Qué desea?' });
    const app = modelApp(fake);
    const learner = await signUp(app);
    const conversationId = await createConversation(app, learner, { learning_mode: 'roleplay', skill_level: 'beginner', goals: ['travel'] });
    const [first] = await messagesOf(app, learner.access, conversationId);
    expect(first).toMatchObject({ sender: 'ai', message_text: 'Estamos en un café de Madrid. Tu meta: pedir un café. ¿Qué desea?' });
    const welcome = await call(app, 'GET', `/api/v1/conversations/${conversationId}/welcome/`, { token: learner.access });
    expect(welcome.body.message_text).toBe('Estamos en un café de Madrid. Tu meta: pedir un café. ¿Qué desea?');
    const asked = fake.received[0]?.body;
    expect(asked?.max_tokens).toBeGreaterThan(0);
    expect(asked?.messages[0]?.content).toMatch(/roleplay.*goals the learner has to reach/s);
    expect(asked?.messages[0]?.content).toMatch(/CEFR A1–A2/);
  });

  it('falls back to the embedded greeting when the model fails, and the conversation is still created', async () => {
    fake = await startFakeOpenAi({ chunks: [], mode: 'http-error' });
    const app = modelApp(fake);
    const learner = await signUp(app);
    const conversationId = await createConversation(app, learner, { learning_mode: 'grammar', native_language: 'en', skill_level: 'beginner', goals: [] });
    const [first] = await messagesOf(app, learner.access, conversationId);
    expect(first?.message_text).toBe(welcomeText('es', 'en', 'grammar', 'beginner', []));
  });

  it(`keeps a running summary once the conversation outgrows the ${TURN_WINDOW}-message window, and the next prompt carries it`, async () => {
    fake = await startFakeOpenAi({ chunks: ['¡Muy bien!'], welcome: '¡Hola! ¿De qué hablamos?' });
    const app = modelApp(fake);
    const learner = await signUp(app);
    const conversationId = await createConversation(app, learner);
    const send = async (turn: number) => {
      const sent = await call(app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: `Mensaje ${turn}` } });
      expect(sent.status).toBe(201);
    };
    // The greeting and 9 turns are 19 messages: all inside the window, no summary asked for.
    for (let turn = 1; turn <= 9; turn += 1) {
      await send(turn);
    }
    await context.deps.background?.idle();
    const summaryRequests = () => fake?.received.filter((request) => isSummaryRequest(request.body)) ?? [];
    expect(summaryRequests()).toHaveLength(0);
    // The 10th turn makes 21: the oldest 9 (all but the newest 12) are folded into a summary, beside the turn.
    await send(10);
    await context.deps.background?.idle();
    expect(summaryRequests()).toHaveLength(1);
    expect(summaryRequests()[0]?.body.messages[1]?.content).toContain('Tutor: ¡Hola! ¿De qué hablamos?\nLearner: Mensaje 1\n');
    const [stored] = await context.database.db.select({ summary: conversations.tutorSummary }).from(conversations).where(eq(conversations.id, conversationId));
    expect(stored?.summary?.text).toBe('Summary of 9 turns.');
    // It is the learner's data: both exports carry it.
    const exported = await call(app, 'GET', `/api/v1/conversations/${conversationId}/export/`, { token: learner.access });
    expect(exported.body.tutor_summary).toBe('Summary of 9 turns.');
    const data = await call(app, 'GET', '/api/v1/user/export-data/', { token: learner.access });
    expect(data.body.conversations[0].tutor_summary).toBe('Summary of 9 turns.');
    await send(11);
    const prompt = fake.replyRequests().at(-1)?.body.messages[0]?.content;
    expect(prompt).toContain('Earlier in this conversation (a summary of the turns no longer shown): Summary of 9 turns.');
    expect(fake.replyRequests().at(-1)?.body.messages.slice(1)).toHaveLength(TURN_WINDOW);
  });

  it('keeps the summary so far when the model answers a malformed one, and the replies go on', async () => {
    fake = await startFakeOpenAi({ chunks: ['¡Muy bien!'], welcome: '¡Hola!', summary: 'not json' });
    const app = modelApp(fake);
    const learner = await signUp(app);
    const conversationId = await createConversation(app, learner);
    for (let turn = 1; turn <= 10; turn += 1) {
      const sent = await call(app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: `Mensaje ${turn}` } });
      expect(sent.status).toBe(201);
      await context.deps.background?.idle();
    }
    expect(fake.received.filter((request) => isSummaryRequest(request.body))).toHaveLength(1);
    const [stored] = await context.database.db.select({ summary: conversations.tutorSummary }).from(conversations).where(eq(conversations.id, conversationId));
    expect(stored?.summary).toBeNull();
    expect(fake.replyRequests().at(-1)?.body.messages[0]?.content).not.toContain('Earlier in this conversation');
  });

  it('counts a turn as one AI call, and the model\'s review of the learner message on its own usage line', async () => {
    fake = await startFakeOpenAi({ chunks: ['¡Muy bien!'], welcome: '¡Hola!' });
    const app = modelApp(fake);
    const learner = await signUp(app);
    const conversationId = await createConversation(app, learner);
    const sent = await call(app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: 'Yo tengo un perro.' } });
    expect(sent.body.user_message.review.engine).toBe('model');
    expect(fake.reviewRequests()).toHaveLength(1);
    const current = await call(app, 'GET', '/api/v1/usage/current/', { token: learner.access });
    expect(current.body.daily.aiCalls.used).toBe(1);
    expect(current.body.daily.messages.used).toBe(1);
    const history = await call(app, 'GET', '/api/v1/usage/history/?period=day', { token: learner.access });
    expect(history.body.results).toEqual([expect.objectContaining({ aiCalls: 1, messages: 1, modelReviews: 1 })]);
  });
});
