import type { MessageReview } from '@parla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetReplyEnd } from '../src/chat/reply-end-meeting.js';
import { createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

// Issue #24: a streamed turn's reply end and its learner message's review are stored by one statement when the review
// is ready within a short wait of the reply's end; else each alone, the review never held for the reply.

const statements: string[] = [];
let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext({ onStatement: (text) => statements.push(text) });
  user = await signUp(context.app);
});

afterAll(() => context.close());

const REVIEW: MessageReview = {
  corrected_text: 'Me gusta la música.',
  corrections: [],
  better_phrasing: null,
  checks: [
    { kind: 'spelling', status: 'ran' },
    { kind: 'grammar', status: 'ran' },
  ],
  engine: 'embedded',
};

/** A learner message and a reply being written (`processing`), as a turn's statement leaves them. */
async function turnRows(): Promise<{ learnerId: string; replyId: string }> {
  const conversationId = await createConversation(context.app, user);
  const [learner] = await context.database.query(
    `INSERT INTO messages (id, conversation_id, user_id, sender, message_text, status, created_at)
     SELECT gen_random_uuid(), id, user_id, 'user', 'Me gusta la música.', 'delivered', now() FROM conversations WHERE id = $1 RETURNING id`,
    [conversationId],
  );
  const [reply] = await context.database.query(
    `INSERT INTO messages (id, conversation_id, user_id, sender, message_text, status, created_at)
     SELECT gen_random_uuid(), id, user_id, 'ai', '', 'processing', now() FROM conversations WHERE id = $1 RETURNING id`,
    [conversationId],
  );
  return { learnerId: String(learner?.id), replyId: String(reply?.id) };
}

async function rowOf(id: string): Promise<{ status: string; message_text: string; review: unknown }> {
  const [row] = await context.database.query(`/* read */ SELECT status, message_text, review FROM messages WHERE id = $1`, [id]);
  return row as { status: string; message_text: string; review: unknown };
}

/** Statements the meeting sent, without this test's own. */
function sent(): string[] {
  return statements.filter((text) => !text.includes('/* read */') && !/^\s*insert into messages/i.test(text) && !text.includes('pg_catalog.pg_type'));
}

describe('the reply’s end and the review', () => {
  it('are stored by one statement when the review comes within the wait', async () => {
    const { learnerId, replyId } = await turnRows();
    const meeting = meetReplyEnd(context.deps, 1_000);
    statements.length = 0;
    const reply = meeting.finish(replyId, 'Muy bien. ¿Y tú?');
    const learner = await meeting.store(learnerId, 'Me gusta la música.', REVIEW);

    expect((await reply).status).toBe('delivered');
    expect(learner?.review).toEqual(REVIEW);
    expect(sent()).toHaveLength(1);
    expect(await rowOf(replyId)).toMatchObject({ status: 'delivered', message_text: 'Muy bien. ¿Y tú?' });
    expect((await rowOf(learnerId)).review).toEqual(REVIEW);
  });

  it('are stored each alone when the review comes after the wait', async () => {
    const { learnerId, replyId } = await turnRows();
    const meeting = meetReplyEnd(context.deps, 5);
    statements.length = 0;
    const reply = await meeting.finish(replyId, 'Muy bien.');
    const learner = await meeting.store(learnerId, 'Me gusta la música.', REVIEW);

    expect(reply.status).toBe('delivered');
    expect(learner?.review).toEqual(REVIEW);
    expect(sent()).toHaveLength(2);
  });

  it('stores a review ready first at once, and the reply’s end alone later', async () => {
    const { learnerId, replyId } = await turnRows();
    const meeting = meetReplyEnd(context.deps, 1_000);
    statements.length = 0;
    const learner = await meeting.store(learnerId, 'Me gusta la música.', REVIEW);
    expect(learner?.review).toEqual(REVIEW);
    expect(sent()).toHaveLength(1);
    const started = Date.now();
    const reply = await meeting.finish(replyId, 'Muy bien.');

    expect(reply.status).toBe('delivered');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(sent()).toHaveLength(2);
  });

  it('leaves an edited message unreviewed, the reply ended all the same', async () => {
    const { learnerId, replyId } = await turnRows();
    const meeting = meetReplyEnd(context.deps, 1_000);
    const reply = meeting.finish(replyId, 'Muy bien.');
    const learner = await meeting.store(learnerId, 'Me gusta la musica.', REVIEW);

    expect(learner).toBeUndefined();
    expect((await reply).status).toBe('delivered');
    expect((await rowOf(learnerId)).review).toBeNull();
  });
});
