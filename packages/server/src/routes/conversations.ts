import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ENDPOINTS, defaultConversationTitle, preferences as preferencesSchema } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { prepareTurn, rememberTurnLanguage, runTurn } from '../chat/chat-turn.js';
import { reviewEditedMessage, reviewMessage } from '../chat/review-message.js';
import { prepareRegeneration } from '../chat/prepare-regeneration.js';
import { streamTurn } from '../chat/stream-turn.js';
import { createTurnQueue } from '../chat/turn-queue.js';
import { ClaimKeyFirst } from '../chat/turn-start.js';
import { LEARNING_MODE_INFO } from '../content/learning-modes.js';
import { findOwnConversation, listConversations, refreshConversationSummary, type ConversationFilters } from '../data/conversations.js';
import { deleteConversation } from '../data/deletion-lock-order.js';
import { allMessages, findOwnMessage, firstTutorMessage, insertMessage } from '../data/messages.js';
import type { TokenSession } from '../data/live-session.js';
import { pageOfOwnMessages } from '../data/message-page.js';
import { conversationStats } from '../data/stats.js';
import { conversations, messages } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { conversationJson, messageJson, nextPageLink } from '../http/serialize.js';
import { requireAuth, requireTokenSession } from '../middleware/auth.js';
import { idempotency } from '../middleware/idempotency.js';
import { keptTurnBody, keptTurnOf, replayKeptTurn } from '../middleware/kept-turn.js';
import { rateLimit, setRateLimitHeaders } from '../middleware/rate-limit.js';
import { rateLimitHeaders } from '../limits/rate-limiter.js';
import { jsonBody, queryParams } from '../middleware/validate.js';
import { learnerProfile } from '../progress/learner-model.js';
import { recapWhenDue, storedRecap } from '../progress/recap-store.js';
import { recapWriterForConfig } from '../progress/recap-writer.js';
import { welcomeSuggestions, welcomeText } from '../tutor/offline-engine.js';
import { tutorGreeting } from '../tutor/openai-welcome.js';
import { replySuggestions } from '../tutor/reply-suggestions.js';

/** Conversations, their messages, the tutor's replies (plain and streamed), stats and learning modes. */
export function conversationRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const tokenSession = requireTokenSession(deps);
  const listQuery = queryParams(ENDPOINTS['conversations.list'].query);
  // Turns of one conversation run one after the other, in arrival order: each learner message is followed by its reply.
  const turnQueue = createTurnQueue();

  async function listPage(session: TokenSession, url: string, filters: ConversationFilters) {
    const { rows, count } = await listConversations(db, session, filters);
    return { results: rows.map(conversationJson), next: nextPageLink(url, filters.offset, filters.limit, count), count };
  }

  // Static paths first: they would otherwise match `{id}`.
  app.post(routePath('conversations.create'), auth, idempotency(deps, 'conversations.create'), jsonBody(ENDPOINTS['conversations.create'].body), rateLimit(deps, 'create_conversation'), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const preferences = preferencesSchema.parse(user.preferences);
    const settings = {
      targetLanguage: body.target_language,
      nativeLanguage: body.native_language ?? preferences.native_language,
      skillLevel: body.skill_level ?? preferences.skill_level,
      learningMode: body.learning_mode,
      goals: body.goals ?? preferences.learning_goals,
    };
    // The learner model (issue #21) is read here, once, and kept for the conversation's turns; it shapes the greeting's first task.
    const profile = await learnerProfile(db, user.id, settings.targetLanguage, settings.goals, clock.now()).catch((error: unknown) => {
      console.error('the learner profile could not be read:', error instanceof Error ? error.message : 'unknown error');
      return undefined;
    });
    // A configured model writes the greeting (bounded in time; the embedded greeting otherwise), before anything is stored.
    const greeting = await tutorGreeting(deps.tutor, { ...settings, profile }, () =>
      welcomeText(settings.targetLanguage, settings.nativeLanguage, settings.learningMode, settings.skillLevel, settings.goals, profile),
    );
    const now = clock.now();
    // The conversation and the tutor's greeting, its first message, are stored together or not at all.
    const created = await db.transaction(async (tx) => {
      const [conversation] = await tx
        .insert(conversations)
        .values({
          userId: user.id,
          title: body.title || defaultConversationTitle(body.learning_mode, body.target_language),
          ...settings,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!conversation) {
        throw new Error('insert returned no conversation');
      }
      await insertMessage(tx, { conversationId: conversation.id, userId: user.id, sender: 'ai', text: greeting, status: 'delivered', now });
      return (await refreshConversationSummary(tx, conversation.id, now)) ?? conversation;
    });
    deps.tutor.prepare?.(created.targetLanguage);
    rememberTurnLanguage(created.id, created.targetLanguage);
    return c.json(conversationJson(created), 201);
  });

  // The lists and the messages page check the session in their own statement (one statement per request).
  app.get(routePath('conversations.list'), tokenSession, listQuery, async (c) =>
    c.json(await listPage(c.get('tokenSession'), c.req.url, c.req.valid('query')), 200),
  );
  app.get(routePath('conversations.active'), tokenSession, listQuery, async (c) =>
    c.json(await listPage(c.get('tokenSession'), c.req.url, { ...c.req.valid('query'), status: 'active' }), 200),
  );
  // History: every conversation the learner has practised in, active or ended, most recent first (resume, export, delete).
  app.get(routePath('conversations.history'), tokenSession, listQuery, async (c) =>
    c.json(await listPage(c.get('tokenSession'), c.req.url, { ...c.req.valid('query'), practised: true }), 200),
  );

  app.get(routePath('conversations.stats'), auth, async (c) => c.json(await conversationStats(db, c.get('user').id, clock.now()), 200));

  app.get(routePath('conversations.learningModes'), auth, (c) => c.json({ results: [...LEARNING_MODE_INFO] }, 200));

  app.post(
    routePath('conversations.sendMessage'),
    auth,
    idempotency(deps, 'conversations.sendMessage', { replay: replayKeptTurn(deps, turnQueue, 'json') }),
    jsonBody(ENDPOINTS['conversations.sendMessage'].body),
    async (c) => {
      // The statement that stores the turn counts it against the rate limit (429 past it, storing nothing).
      const turn = await prepareTurn(deps, c.get('user'), c.req.valid('json'), { queue: turnQueue, signal: c.req.raw.signal, rateLimit: 'message_send' });
      setRateLimitHeaders(c, turn.rateLimit);
      // The review runs beside the reply; a failed reply leaves it running to be stored.
      const reviewed = reviewMessage(deps, { message: turn.userMessage, conversation: turn.conversation, recentTurns: turn.request.messages });
      try {
        // A send with an Idempotency-Key is finished even when its client goes (a reload, a dropped connection): its answer
        // is kept for the key, so the client's retry gets it instead of storing the message a second time.
        const aiMessage = await runTurn(deps, turn, c.req.header('Idempotency-Key') ? new AbortController().signal : c.req.raw.signal);
        const { review } = await reviewed;
        return c.json(
          {
            conversation_id: turn.conversation.id,
            user_message: { ...messageJson(turn.userMessage), review },
            ai_message: messageJson(aiMessage),
            suggestions: replySuggestions(turn.request, aiMessage.messageText),
          },
          201,
        );
      } catch (error) {
        if (error instanceof ApiError) {
          throw error;
        }
        console.error('tutor failed', error);
        throw new ApiError(503, 'engine_unavailable', 'The tutor could not answer right now. Please try again.');
      }
    },
  );

  app.post(
    routePath('conversations.sendMessageStream'),
    // The session is checked by the statement that stores the turn (see `requireTokenSession`): no statement of its own.
    tokenSession,
    // Its Idempotency-Key is a send's (the kept message of a dropped stream is sent again as a plain send): the key keeps
    // the turn it stored, and a repeat is answered from that turn instead of storing the message again.
    idempotency(deps, 'conversations.sendMessage', { replay: replayKeptTurn(deps, turnQueue, 'stream'), keep: keptTurnBody, claimInRoute: true }),
    jsonBody(ENDPOINTS['conversations.sendMessageStream'].body),
    async (c) => {
      // Session check, rate limit, quota and the turn in one statement: two round trips fewer before the first chunk.
      // …and, for a keyed send (as the SDK makes them), claiming its key with the turn as its answer: two statements
      // fewer again. When the key is taken (a repeat) or a turn is ahead, the key is claimed first, as before.
      const session = c.get('tokenSession');
      const learner = { id: session.userId, familyId: session.familyId };
      const order = { queue: turnQueue, signal: c.req.raw.signal, rateLimit: 'message_send' as const };
      const inRoute = c.get('idempotencyClaimInRoute');
      let turn = inRoute
        ? await prepareTurn(deps, learner, c.req.valid('json'), { ...order, claim: inRoute.claim }).catch((error: unknown) => {
            if (error instanceof ClaimKeyFirst) {
              return undefined;
            }
            throw error;
          })
        : undefined;
      if (!turn) {
        const answer = await inRoute?.claimFirst();
        if (answer) {
          return answer;
        }
        turn = await prepareTurn(deps, learner, c.req.valid('json'), { ...order, keep: c.get('idempotencyClaim') });
      }
      session.checked = true;
      c.set('keptTurn', keptTurnOf(turn));
      c.set('idempotencyKept', turn.keptForKey === true);
      // The rate limit the turn's statement counted, in the stream's headers.
      return streamTurn(c, deps, turn, turn.rateLimit ? rateLimitHeaders(turn.rateLimit) : undefined);
    },
  );

  app.patch(routePath('conversations.editMessage'), auth, jsonBody(ENDPOINTS['conversations.editMessage'].body), async (c) => {
    const message = await findOwnMessage(db, c.get('user').id, c.req.param('id') ?? '');
    if (message.sender !== 'user') {
      throw new ApiError(403, 'permission_denied', 'Only your own messages can be edited.');
    }
    const now = clock.now();
    // The old review no longer fits the new text: cleared with it, then the new text is reviewed.
    const [updated] = await db
      .update(messages)
      .set({ messageText: c.req.valid('json').message_text, editedAt: now, review: null })
      .where(eq(messages.id, message.id))
      .returning();
    await refreshConversationSummary(db, message.conversationId, now);
    if (!updated) {
      return c.json(messageJson(message), 200);
    }
    const { review } = await reviewEditedMessage(deps, updated);
    return c.json({ ...messageJson(updated), review }, 200);
  });

  // After an edit of the learner's latest message, its reply is written again (additive, not in §7), streamed as a send's.
  app.post(routePath('conversations.regenerateReplyStream'), auth, rateLimit(deps, 'message_send'), async (c) =>
    streamTurn(c, deps, await prepareRegeneration(deps, c.get('user'), c.req.param('id') ?? '', { queue: turnQueue, signal: c.req.raw.signal })),
  );

  app.get(routePath('conversations.get'), auth, async (c) =>
    c.json(conversationJson(await findOwnConversation(db, c.get('user').id, c.req.param('id') ?? '')), 200),
  );

  app.delete(routePath('conversations.delete'), auth, async (c) => {
    const conversation = await findOwnConversation(db, c.get('user').id, c.req.param('id') ?? '');
    await deleteConversation(db, conversation.id);
    return c.json({ message: 'Conversation deleted.' }, 200);
  });

  app.get(routePath('conversations.messages'), tokenSession, queryParams(ENDPOINTS['conversations.messages'].query), async (c) => {
    const query = c.req.valid('query');
    // The session check, the ownership check, the cursor and the page in one statement.
    const page = await pageOfOwnMessages(db, c.get('tokenSession'), c.req.param('id') ?? '', { limit: query.limit, ordering: query.ordering, before: query.before });
    const conversation = page.conversation;
    let next: string | null = null;
    if (page.hasOlder && page.oldest) {
      const url = new URL(c.req.url);
      url.searchParams.set('limit', String(query.limit));
      url.searchParams.set('ordering', query.ordering);
      url.searchParams.set('before', page.oldest.id);
      next = `${url.pathname}?${url.searchParams.toString()}`;
    }
    // Not paging back, the page holds the conversation's newest message: a delivered reply there comes with the answers it
    // offered (derived again: they follow from the reply and the target language alone), so a reload offers them too.
    const newest = query.before ? undefined : query.ordering === '-timestamp' ? page.rows[0] : page.rows.at(-1);
    const suggestions = newest?.sender === 'ai' && newest.status === 'delivered' ? replySuggestions(conversation, newest.messageText) : undefined;
    return c.json({ results: page.rows.map(messageJson), next, count: page.count, ...(suggestions ? { suggestions } : {}) }, 200);
  });

  app.post(routePath('conversations.end'), auth, async (c) => {
    const conversation = await findOwnConversation(db, c.get('user').id, c.req.param('id') ?? '');
    const now = clock.now();
    const [ended] = await db
      .update(conversations)
      .set({ status: 'ended', endedAt: conversation.endedAt ?? now, updatedAt: now })
      .where(eq(conversations.id, conversation.id))
      .returning();
    // Ending a session stores its recap (issue #21); a failure there never keeps the conversation from ending.
    await recapWhenDue(db, ended ?? conversation, now, recapWriterForConfig(deps.config)).catch((error: unknown) => {
      console.error('the recap of an ended conversation could not be made:', error instanceof Error ? error.message : 'unknown error');
    });
    return c.json(conversationJson(ended ?? conversation), 200);
  });

  app.get(routePath('conversations.export'), auth, async (c) => {
    const conversation = await findOwnConversation(db, c.get('user').id, c.req.param('id') ?? '');
    const rows = await allMessages(db, conversation.id);
    const recap = (await storedRecap(db, conversation.id))?.recap ?? null;
    const exported = { conversation: conversationJson(conversation), messages: rows.map(messageJson), recap, tutor_summary: conversation.tutorSummary?.text ?? null };
    return c.json({ exported_at: clock.now().toISOString(), ...exported }, 200);
  });

  app.get(routePath('conversations.welcome'), auth, async (c) => {
    const conversation = await findOwnConversation(db, c.get('user').id, c.req.param('id') ?? '');
    // A model's greeting is the one stored as the conversation's first message (asking again would cost a model call).
    const stored = deps.tutor.welcome ? await firstTutorMessage(db, conversation.id) : undefined;
    // The embedded greeting follows the learner model (kept in the process: usually no statement).
    const profile = stored === undefined ? await learnerProfile(db, conversation.userId, conversation.targetLanguage, conversation.goals, clock.now()).catch(() => undefined) : undefined;
    return c.json(
      {
        conversation_id: conversation.id,
        message_text:
          stored ??
          welcomeText(conversation.targetLanguage, conversation.nativeLanguage, conversation.learningMode, conversation.skillLevel, conversation.goals, profile),
        suggestions: welcomeSuggestions(conversation.targetLanguage),
      },
      200,
    );
  });

  app.put(routePath('conversations.setLearningMode'), auth, jsonBody(ENDPOINTS['conversations.setLearningMode'].body), async (c) => {
    const conversation = await findOwnConversation(db, c.get('user').id, c.req.param('id') ?? '');
    const mode = c.req.valid('json').learning_mode;
    // A title the server gave ('Free conversation in English') follows the mode; the learner's own title stays.
    const defaultTitle = conversation.title === defaultConversationTitle(conversation.learningMode, conversation.targetLanguage);
    const [updated] = await db
      .update(conversations)
      .set({ learningMode: mode, ...(defaultTitle ? { title: defaultConversationTitle(mode, conversation.targetLanguage) } : {}), updatedAt: clock.now() })
      .where(eq(conversations.id, conversation.id))
      .returning();
    return c.json(conversationJson(updated ?? conversation), 200);
  });

  return app;
}
