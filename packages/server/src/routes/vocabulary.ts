import { Hono } from 'hono';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { findOwnMessage } from '../data/messages.js';
import { deleteSavedWord, listSavedWords, saveWord, savedWordJson } from '../data/saved-words.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { nextPageLink } from '../http/serialize.js';
import { withQuota } from '../limits/usage.js';
import { requireAuth } from '../middleware/auth.js';
import { idempotency } from '../middleware/idempotency.js';
import { jsonBody, queryParams } from '../middleware/validate.js';
import { readJapanese } from '../vocabulary/japanese-reader.js';
import { lookUpWord } from '../vocabulary/word-lookup.js';

/** The learner's saved words (beyond the spec, issue #20): list with search and language filter, save, delete, and word look-up. */
export function vocabularyRoutes(deps: AppDeps) {
  const { db, clock, tutor } = deps;
  const shelf = deps.dictionaries ?? { dictionaries: [] };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get(routePath('vocabulary.list'), auth, queryParams(ENDPOINTS['vocabulary.list'].query), async (c) => {
    const filters = c.req.valid('query');
    const { rows, count } = await listSavedWords(db, c.get('user').id, filters);
    return c.json({ results: rows.map(savedWordJson), next: nextPageLink(c.req.url, filters.offset, filters.limit, count), count }, 200);
  });

  app.post(routePath('vocabulary.save'), auth, idempotency(deps, 'vocabulary.save'), jsonBody(ENDPOINTS['vocabulary.save'].body), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    if (body.source_message_id) {
      // Only the learner's own messages: someone else's answers 404, as it would when read.
      await findOwnMessage(db, user.id, body.source_message_id);
    }
    const stored = await saveWord(
      db,
      user.id,
      {
        language: body.language,
        word: body.word,
        baseForm: body.base_form || null,
        meaning: body.meaning || null,
        contextSentence: body.context_sentence || null,
        sourceMessageId: body.source_message_id ?? null,
      },
      clock.now(),
    );
    return c.json(savedWordJson(stored), 201);
  });

  // The meaning from an installed dictionary; else from the model, counted as an AI call like a translation; else why not.
  app.get(routePath('vocabulary.lookup'), auth, queryParams(ENDPOINTS['vocabulary.lookup'].query), async (c) => {
    const user = c.get('user');
    const query = c.req.valid('query');
    const viaModel = (work: () => Promise<string>) =>
      withQuota(db, user, clock.now(), { aiCalls: 1, totalRequests: 1 }, async () => {
        try {
          return await work();
        } catch (error) {
          console.error('word look-up by the model failed', error);
          throw new ApiError(503, 'engine_unavailable', 'The language model could not answer right now. Please try again.');
        }
      });
    return c.json(await lookUpWord({ shelf, baseForms: deps.baseForms, japanese: readJapanese }, tutor, { word: query.word, language: query.language, native: query.native }, viaModel, c.req.raw.signal), 200);
  });

  app.delete(routePath('vocabulary.delete'), auth, async (c) => {
    await deleteSavedWord(db, c.get('user').id, c.req.param('id') ?? '');
    return c.json({ message: 'The word and its cards were deleted.' }, 200);
  });

  return app;
}
