import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteConversation } from '../src/data/deletion-lock-order.js';
import { deleteUser } from '../src/data/users.js';
import { conversations, messages, users } from '../src/db/schema.js';
import { call, createConversation, createTestContext, signUp, type TestContext } from './test-app.js';

// A reply's end locks its message, then its conversation (`finishReply`). A deletion racing it must take the locks in
// that order too, or each waits for the other until PostgreSQL cancels one (40P01) and its request answers 500.
// PostgreSQL only: PGlite serves one connection, so nothing there runs side by side.
describe.runIf(process.env.DATABASE_URL)('deletions take their locks in a reply end’s order (PostgreSQL)', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
  });

  afterAll(async () => {
    await context.close();
  });

  /** A learner with a conversation of one turn; its reply's id. */
  async function conversationWithReply() {
    const learner = await signUp(context.app);
    const conversationId = await createConversation(context.app, learner);
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: learner.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    expect(sent.status).toBe(201);
    const [reply] = await context.deps.db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationId)).orderBy(sql`seq DESC`).limit(1);
    return { learner, conversationId, replyId: reply!.id };
  }

  /** Ends a reply the way `finishReply` locks (its message, then its conversation) while `deletion` starts in between. */
  async function replyEndDuring(replyId: string, conversationId: string, deletion: () => Promise<void>): Promise<void> {
    let deleted: Promise<void> | undefined;
    await context.deps.db.transaction(async (tx) => {
      await tx.update(messages).set({ messageText: 'Muy bien.' }).where(eq(messages.id, replyId));
      deleted = deletion();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(conversations).set({ lastMessagePreview: 'Muy bien.' }).where(eq(conversations.id, conversationId));
    });
    await deleted;
  }

  it('a conversation deleted while one of its replies ends: both succeed, nothing of it is left', async () => {
    const { conversationId, replyId } = await conversationWithReply();
    await replyEndDuring(replyId, conversationId, () => deleteConversation(context.deps.db, conversationId));
    expect(await context.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
    expect(await context.deps.db.select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
  });

  it('an account deleted while one of its replies ends: both succeed, the account is gone', async () => {
    const { learner, conversationId, replyId } = await conversationWithReply();
    const [user] = await context.deps.db.select().from(users).where(eq(users.id, learner.id));
    await replyEndDuring(replyId, conversationId, () => deleteUser(context.deps.db, user!));
    expect(await context.deps.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(await context.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
  });
});
