import { Hono } from 'hono';
import { ENDPOINTS, preferences as preferencesSchema, type LanguageCode } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { findOwnConversation } from '../data/conversations.js';
import { findOwnMessage } from '../data/messages.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { withQuota } from '../limits/usage.js';
import { requireAuth } from '../middleware/auth.js';
import { jsonBody } from '../middleware/validate.js';

/** Message shown when no engine can translate (501 `engine_not_configured`: permanent, so clients do not retry). */
export const TRANSLATION_UNAVAILABLE = 'Translation needs a language model; none is configured on this server.';

/** Translation of a text or message: 501 when the server has no engine that translates, 503 when it failed just now. */
export function chatRoutes(deps: AppDeps) {
  const { db, clock, tutor } = deps;
  const app = new Hono<AppEnv>();

  app.post(routePath('chat.translate'), requireAuth(deps), jsonBody(ENDPOINTS['chat.translate'].body), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    if (!tutor.translate) {
      throw new ApiError(501, 'engine_not_configured', TRANSLATION_UNAVAILABLE);
    }
    let source: LanguageCode | undefined = body.source_language;
    if (!source && body.message_id) {
      const message = await findOwnMessage(db, user.id, body.message_id);
      const conversation = await findOwnConversation(db, user.id, message.conversationId);
      source = conversation.targetLanguage;
    }
    source ??= preferencesSchema.parse(user.preferences).target_language;
    const translate = tutor.translate.bind(tutor);
    const result = await withQuota(db, user, clock.now(), { aiCalls: 1, totalRequests: 1 }, async () => {
      try {
        return await translate({ text: body.text, targetLanguage: body.target_language, sourceLanguage: source }, c.req.raw.signal);
      } catch (error) {
        console.error('translation failed', error);
        throw new ApiError(503, 'engine_unavailable', 'The translation engine could not answer right now. Please try again.');
      }
    });
    return c.json(
      { translated_text: result.translatedText, source_language: result.sourceLanguage, target_language: body.target_language, engine: tutor.name },
      200,
    );
  });

  return app;
}
