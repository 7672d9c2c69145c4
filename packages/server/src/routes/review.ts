import { Hono } from 'hono';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { dueCardJson, dueCards, findOwnCard, gradeCard, reviewCardJson, reviewStats } from '../data/review-cards.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { requireAuth } from '../middleware/auth.js';
import { jsonBody, queryParams } from '../middleware/validate.js';
import { checkAnswer } from '../vocabulary/check-answer.js';

/** Spaced-repetition review of the learner's cards (beyond the spec, issue #20): due cards, answer checks, grades, stats. */
export function reviewRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get(routePath('review.due'), auth, queryParams(ENDPOINTS['review.due'].query), async (c) => {
    const query = c.req.valid('query');
    const now = clock.now();
    const { rows, count } = await dueCards(db, c.get('user').id, now, { language: query.language, limit: query.limit });
    return c.json({ results: rows.map((row) => dueCardJson(row, now)), count }, 200);
  });

  app.post(routePath('review.check'), auth, jsonBody(ENDPOINTS['review.check'].body), async (c) => {
    const card = await findOwnCard(db, c.get('user').id, c.req.param('id') ?? '');
    if (card.kind === 'recognise') {
      throw new ApiError(400, 'invalid_request', 'A recognise card is graded by the learner; it has no typed answer to check.');
    }
    return c.json(checkAnswer(card.answer, c.req.valid('json').answer, card.language), 200);
  });

  app.post(routePath('review.grade'), auth, jsonBody(ENDPOINTS['review.grade'].body), async (c) => {
    const card = await findOwnCard(db, c.get('user').id, c.req.param('id') ?? '');
    const graded = await gradeCard(db, card, c.req.valid('json').grade, clock.now());
    return c.json({ card: reviewCardJson(graded), next_due: graded.due.toISOString() }, 200);
  });

  app.get(routePath('review.stats'), auth, queryParams(ENDPOINTS['review.stats'].query), async (c) => {
    return c.json(await reviewStats(db, c.get('user').id, clock.now(), c.req.valid('query').language), 200);
  });

  return app;
}
