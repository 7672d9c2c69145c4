import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { reviewEditedMessage } from '../chat/review-message.js';
import { findOwnConversation, refreshConversationSummary } from '../data/conversations.js';
import { isUuid } from '../data/users.js';
import { conversations, messages, type MessageRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { routePath } from '../http/route-path.js';
import { conversationJson, messageJson } from '../http/serialize.js';
import { requireAuth } from '../middleware/auth.js';
import { jsonBody } from '../middleware/validate.js';

/** Edits and deletes of many messages at once (ids of other users' messages are ignored), and clearing a conversation. */
export function batchRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.post(routePath('batch.updateMessages'), auth, jsonBody(ENDPOINTS['batch.updateMessages'].body), async (c) => {
    const userId = c.get('user').id;
    const now = clock.now();
    const updated: MessageRow[] = [];
    await db.transaction(async (tx) => {
      for (const update of c.req.valid('json').updates) {
        if (!isUuid(update.id)) {
          continue;
        }
        const [row] = await tx
          .update(messages)
          .set({ messageText: update.message_text, editedAt: now, review: null })
          .where(and(eq(messages.id, update.id), eq(messages.userId, userId), eq(messages.sender, 'user')))
          .returning();
        if (row) {
          updated.push(row);
        }
      }
    });
    for (const conversationId of new Set(updated.map((row) => row.conversationId))) {
      await refreshConversationSummary(db, conversationId, now);
    }
    // Each new text is reviewed (the old reviews were cleared with the old texts).
    const reviews = await Promise.all(updated.map((row) => reviewEditedMessage(deps, row)));
    return c.json({ updated: updated.map((row, index) => ({ ...messageJson(row), review: reviews[index]?.review ?? null })), count: updated.length }, 200);
  });

  app.delete(routePath('batch.deleteMessages'), auth, jsonBody(ENDPOINTS['batch.deleteMessages'].body), async (c) => {
    const ids = c.req.valid('json').message_ids.filter(isUuid);
    const deleted = ids.length
      ? await db
          .delete(messages)
          .where(and(inArray(messages.id, ids), eq(messages.userId, c.get('user').id)))
          .returning({ conversationId: messages.conversationId })
      : [];
    for (const conversationId of new Set(deleted.map((row) => row.conversationId))) {
      await refreshConversationSummary(db, conversationId, clock.now());
    }
    return c.json({ deleted: deleted.length }, 200);
  });

  // One statement deletes the messages (their reviews go with them; saved words keep their own context), in a
  // transaction with forgetting the tutor's summary of them and setting the conversation's counters.
  app.post(routePath('conversations.clear'), auth, async (c) => {
    const conversation = await findOwnConversation(db, c.get('user').id, c.req.param('id') ?? '');
    const { deleted, cleared } = await db.transaction(async (tx) => {
      const removed = await tx.delete(messages).where(eq(messages.conversationId, conversation.id)).returning({ id: messages.id });
      await tx.update(conversations).set({ tutorSummary: null }).where(eq(conversations.id, conversation.id));
      return { deleted: removed.length, cleared: await refreshConversationSummary(tx, conversation.id, clock.now()) };
    });
    return c.json({ deleted, conversation: conversationJson(cleared ?? conversation) }, 200);
  });

  return app;
}
