import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createConversation, createTestContext, signUp, type TestContext } from './test-app.js';

/**
 * Statements one chat turn sends, counted from the driver (issue #24 asks for at most 8; there were 32): the turn's start
 * (the session check, rate limit, quota, counters, both messages, recent turns), the reply's end with the review (one
 * statement when the review is ready within a few milliseconds of the reply's end, as the embedded reviewer is; two
 * otherwise), and the fix-it cards when the review corrected something. The learner profile is kept in the process
 * (read when the conversation was created).
 */
const TURN_STATEMENTS = 3;

/** A turn's statements, the review's own update left out (stored with the reply's end, or alone when it came late). */
function besideTheReview(statements: string[]): string[] {
  return statements.filter((text) => !/^update "messages" set "review"/i.test(text.trim()));
}

/** A keyed send (as the SDK makes every send): the turn's statement claims the key with the turn as its answer. */
const KEYED_TURN_STATEMENTS = TURN_STATEMENTS;

const statements: string[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ onStatement: (text) => statements.push(text) });
});
afterAll(() => context.close());

async function statementsOfTurn(token: string, conversationId: string, text: string, headers: Record<string, string> = {}): Promise<string[]> {
  statements.length = 0;
  const response = await call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', { token, headers, body: { conversation_id: conversationId, message_text: text } });
  expect(response.status).toBe(200);
  expect(response.text).toContain('stream_end');
  // The reply and the review are stored around the stream's end: wait until both are there (not counted: /* poll */).
  for (let tries = 0; tries < 200; tries += 1) {
    const [reply, learner] = await context.database.query(
      `/* poll */ SELECT status, review FROM messages WHERE conversation_id = $1 ORDER BY seq DESC LIMIT 2`,
      [conversationId],
    );
    if (reply?.status === 'delivered' && learner?.review !== null && learner?.review !== undefined) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // postgres.js reads the array types once per new connection (connection set-up, not the turn's work).
  return statements.filter((text) => !text.includes('/* poll */') && !text.includes('pg_catalog.pg_type'));
}

describe('the statements of a chat turn', () => {
  it('are as many in a conversation of 2,000 messages as in a new one, and none counts the messages', async () => {
    const user = await signUp(context.app);
    const fresh = await createConversation(context.app, user);
    const long = await createConversation(context.app, user, { target_language: 'fr' });
    await context.database.query(
      `INSERT INTO messages (id, conversation_id, user_id, sender, message_text, status, created_at)
       SELECT gen_random_uuid(), c.id, c.user_id, CASE WHEN g % 2 = 0 THEN 'ai' ELSE 'user' END, 'Message ' || g, 'delivered', now()
       FROM conversations c, generate_series(1, 2000) g WHERE c.id = $1`,
      [long],
    );
    await context.database.query('UPDATE conversations SET message_count = message_count + 2000 WHERE id = $1', [long]);

    await statementsOfTurn(user.access, fresh, 'Hola, ¿qué tal?');
    const atStart = await statementsOfTurn(user.access, fresh, 'Me gusta la música.');
    const atLength = await statementsOfTurn(user.access, long, "J'aime la musique.");
    const corrected = await statementsOfTurn(user.access, fresh, 'Me gusta la musica.');
    console.log(`a chat turn sends ${atStart.length} statements (${atLength.length} at 2,000 messages, ${corrected.length} with a correction):`);
    console.log(corrected.map((text, index) => `${index + 1}. ${text.replace(/\s+/g, ' ').trim().slice(0, 110)}`).join('\n'));

    expect(besideTheReview(atLength).length).toBe(besideTheReview(atStart).length);
    expect(atStart.length).toBeLessThanOrEqual(TURN_STATEMENTS);
    expect(atLength.length).toBeLessThanOrEqual(TURN_STATEMENTS);
    // A correction becomes a fix-it card: one statement more, never a transaction.
    expect(corrected.filter((text) => /insert into "review_cards"/i.test(text))).toHaveLength(1);
    expect(corrected.length).toBeLessThanOrEqual(TURN_STATEMENTS + 1);
    expect(corrected.filter((text) => /^(BEGIN|COMMIT)/i.test(text.trim()))).toEqual([]);
    // A count of the conversation's messages would grow with it: the conversation's counter is kept instead.
    expect(atLength.filter((text) => /count\(/i.test(text) && /"messages"/.test(text))).toEqual([]);
    // The conversation's messages page still reports every message, from the counter.
    const page = await call(context.app, 'GET', `/api/v1/conversations/${long}/messages/?limit=1`, { token: user.access });
    expect(page.body.count).toBe(2000 + 1 + 2);
    const freshPage = await call(context.app, 'GET', `/api/v1/conversations/${fresh}/messages/?limit=1`, { token: user.access });
    expect(freshPage.body.count).toBe(1 + 3 * 2);
  }, 120_000);

  it('of a keyed send are as many: the statement that stores the turn claims the key with the turn as its answer', async () => {
    const user = await signUp(context.app);
    const conversationId = await createConversation(context.app, user);
    await statementsOfTurn(user.access, conversationId, 'Hola, ¿qué tal?', { 'Idempotency-Key': 'warm-up' });
    const keyed = await statementsOfTurn(user.access, conversationId, 'Me gusta la música.', { 'Idempotency-Key': 'turn-2' });
    expect(keyed.length).toBeLessThanOrEqual(KEYED_TURN_STATEMENTS);
    expect(keyed.filter((text) => /^(update|insert into) "idempotency_keys"/i.test(text.trim()))).toEqual([]);
    // The key keeps the turn's ids: a repeat is answered from that turn, not stored again.
    const [row] = await context.database.query(`SELECT status, response_body FROM idempotency_keys WHERE key = 'turn-2'`);
    const [learner, reply] = await context.database.query(
      `SELECT id FROM messages WHERE conversation_id = $1 ORDER BY seq DESC LIMIT 2`,
      [conversationId],
    ).then((rows) => rows.reverse());
    expect(row?.status).toBe(200);
    expect(JSON.parse(String(row?.response_body))).toEqual({
      kept_turn: { conversation_id: conversationId, user_message_id: learner?.id, ai_message_id: reply?.id },
    });
    // Its repeat, whose statement finds the key taken, stores nothing and is answered from the kept turn.
    const repeat = await call(context.app, 'POST', '/api/v1/conversations/send-message-stream/', {
      token: user.access,
      headers: { 'Idempotency-Key': 'turn-2' },
      body: { conversation_id: conversationId, message_text: 'Me gusta la música.' },
    });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repeat.text).toContain(String(reply?.id));
    const [{ count } = { count: 0 }] = await context.database.query(`SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1`, [conversationId]);
    expect(count).toBe(1 + 2 * 2);
  }, 60_000);
});
