import { Hono } from 'hono';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { findOwnConversation } from '../data/conversations.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { requireAuth } from '../middleware/auth.js';
import { jsonBody, queryParams } from '../middleware/validate.js';
import { readLearnerModel, setLearnerLevel } from '../progress/learner-model.js';
import { progressHistory } from '../progress/progress-history.js';
import { recapWhenDue } from '../progress/recap-store.js';
import { recapWriterForConfig } from '../progress/recap-writer.js';

/** Progress a learner can see (beyond the spec, issue #21): the recap of a session, the learner model per language and the progress history. */
export function progressRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  // Made on reading once the session ended or has been idle for 30 minutes; 409 while it is still going.
  app.get(routePath('conversations.recap'), auth, async (c) => {
    const conversation = await findOwnConversation(db, c.get('user').id, c.req.param('id') ?? '');
    const recap = await recapWhenDue(db, conversation, clock.now(), recapWriterForConfig(deps.config));
    if (!recap) {
      throw new ApiError(409, 'conflict', 'This session is still going: its recap is made when it ends or after 30 minutes without a message.');
    }
    return c.json(recap, 200);
  });

  app.get(routePath('progress.learnerModel'), auth, queryParams(ENDPOINTS['progress.learnerModel'].query), async (c) => {
    const { language } = c.req.valid('query');
    return c.json(await readLearnerModel(db, c.get('user').id, language, clock.now()), 200);
  });

  // The series behind the progress charts; derived from stored data the export already holds, so not exported itself.
  app.get(routePath('progress.history'), auth, queryParams(ENDPOINTS['progress.history'].query), async (c) => {
    const { language, weeks } = c.req.valid('query');
    return c.json(await progressHistory(db, c.get('user').id, language, weeks, clock.now()), 200);
  });

  app.put(routePath('progress.setLevel'), auth, jsonBody(ENDPOINTS['progress.setLevel'].body), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const now = clock.now();
    await setLearnerLevel(db, user.id, body.language, body.level, now);
    return c.json(await readLearnerModel(db, user.id, body.language, now), 200);
  });

  return app;
}
