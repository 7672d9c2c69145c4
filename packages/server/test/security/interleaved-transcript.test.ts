import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema.js';
import type { TutorEngine, TutorRequest } from '../../src/tutor/tutor-engine.js';
import { call, createConversation, createTestContext, parseEventStream, signUp, type TestContext } from '../test-app.js';

/** A tutor that answers "Reply to: <the learner's last message>" in a few slow chunks, and keeps what it was shown. */
function echoTutor() {
  const seen: TutorRequest[] = [];
  const tutor: TutorEngine = {
    name: 'echo',
    async *generate(request) {
      seen.push(request);
      const last = request.messages.at(-1)?.content ?? '';
      for (const chunk of ['Reply ', 'to: ', last]) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        yield chunk;
      }
    },
  };
  return { tutor, seen };
}

let context: TestContext;
const echo = echoTutor();

beforeAll(async () => {
  context = await createTestContext({ tutor: echo.tutor });
});

afterAll(async () => {
  await context.close();
});

/** The conversation's transcript after the greeting, in stored order. */
async function transcript(conversationId: string) {
  const rows = await context.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.seq));
  return rows.slice(1).map((row) => ({ sender: row.sender, text: row.messageText, status: row.status }));
}

/** Each learner message is directly followed by the tutor's reply to it, delivered. */
function expectPairs(rows: Array<{ sender: string; text: string; status: string }>, sent: string[]) {
  expect(rows).toHaveLength(sent.length * 2);
  for (let index = 0; index < rows.length; index += 2) {
    const learner = rows[index];
    const reply = rows[index + 1];
    expect(learner?.sender, `row ${index}`).toBe('user');
    expect(reply).toEqual({ sender: 'ai', text: `Reply to: ${learner?.text}`, status: 'delivered' });
  }
  expect(rows.filter((row) => row.sender === 'user').map((row) => row.text).sort()).toEqual([...sent].sort());
}

describe('concurrent sends to one conversation (issue #18, point 14)', () => {
  it('5 parallel sends never interleave the transcript: each learner message is followed by its reply', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const sent = ['uno', 'dos', 'tres', 'cuatro', 'cinco'];

    const results = await Promise.all(
      sent.map((text) => call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: text } })),
    );

    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
    expectPairs(await transcript(conversationId), sent);
  });

  it('a send that waited for the reply before it lets the tutor see that reply', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    echo.seen.length = 0;

    await Promise.all(
      ['primero', 'segundo'].map((text) => call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: text } })),
    );

    const [, later] = echo.seen;
    const first = echo.seen[0]?.messages.at(-1)?.content;
    expect(later?.messages.slice(-3)).toEqual([
      { role: 'user', content: first },
      { role: 'assistant', content: `Reply to: ${first}` },
      { role: 'user', content: first === 'primero' ? 'segundo' : 'primero' },
    ]);
  });

  it('streamed and plain sends racing through two server processes (one database) keep the pairs', async () => {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    // A second app over the same database: another process, with its own in-memory queue.
    const otherProcess = context.withDeps({});
    const sent = ['a', 'b', 'c', 'd'];

    const results = await Promise.all(
      sent.map((text, index) => {
        const app = index % 2 === 0 ? context.app : otherProcess;
        const path = index < 2 ? '/api/v1/conversations/send-message-stream/' : '/api/v1/conversations/send-message/';
        return call(app, 'POST', path, { token: learner.access, body: { conversation_id: conversationId, message_text: text } });
      }),
    );

    expect(results.map((result) => result.status)).toEqual([200, 200, 201, 201]);
    for (const streamed of results.slice(0, 2)) {
      expect(parseEventStream(streamed.text).events.map((event) => event.type)).toContain('ai_message_complete');
    }
    expectPairs(await transcript(conversationId), sent);
  });
});
