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
import { TRANSLATION_UNAVAILABLE, noTranslationMessage, planTranslation, translateMessage } from '../vocabulary/message-translator.js';

export { TRANSLATION_UNAVAILABLE } from '../vocabulary/message-translator.js';

/**
 * Translation of a text or message: by the model when one is configured, else offline by Apertium where it covers the
 * pair (`source` says which); 501 when nothing translates the pair, 503 when the engine failed just now. An offline
 * translation counts as a request, not as an AI call.
 */
export function chatRoutes(deps: AppDeps) {
  const { db, clock, tutor } = deps;
  const apertium = deps.apertium ?? { command: 'apertium', dataDir: '', modes: [], pairs: [] };
  const app = new Hono<AppEnv>();

  app.post(routePath('chat.translate'), requireAuth(deps), jsonBody(ENDPOINTS['chat.translate'].body), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    if (!tutor.translate && apertium.pairs.length === 0) {
      throw new ApiError(501, 'engine_not_configured', TRANSLATION_UNAVAILABLE);
    }
    let source: LanguageCode | undefined = body.source_language;
    if (!source && body.message_id) {
      const message = await findOwnMessage(db, user.id, body.message_id);
      const conversation = await findOwnConversation(db, user.id, message.conversationId);
      source = conversation.targetLanguage;
    }
    source ??= preferencesSchema.parse(user.preferences).target_language;
    const target = body.target_language;
    const plan = planTranslation(tutor, apertium, source, target);
    if (!plan.model && !plan.offline) {
      throw new ApiError(501, 'engine_not_configured', noTranslationMessage(apertium, source, target));
    }
    const usage = plan.model ? { aiCalls: 1, totalRequests: 1 } : { totalRequests: 1 };
    const result = await withQuota(db, user, clock.now(), usage, async () => {
      try {
        return await translateMessage(tutor, apertium, plan, { text: body.text, source, target }, c.req.raw.signal);
      } catch (error) {
        console.error('translation failed', error);
        throw new ApiError(503, 'engine_unavailable', 'The translation engine could not answer right now. Please try again.');
      }
    });
    return c.json(
      { translated_text: result.translatedText, source_language: result.sourceLanguage, target_language: target, engine: result.engine, source: result.source },
      200,
    );
  });

  return app;
}
