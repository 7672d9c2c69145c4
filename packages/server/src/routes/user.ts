import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ENDPOINTS, SUCCESS_MESSAGES, TERMS_VERSION, VALIDATION_MESSAGES, preferences as preferencesSchema } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { exportUserData } from '../data/export-data.js';
import { acceptedTerms, deleteUser, hasAcceptedCurrentTerms } from '../data/users.js';
import { users } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { userJson } from '../http/serialize.js';
import { requireAuth } from '../middleware/auth.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { jsonBody } from '../middleware/validate.js';

/** Profile, preferences, terms acceptance, data export and account deletion. */
export function userRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get(routePath('user.getProfile'), auth, (c) => c.json(userJson(c.get('user')), 200));

  app.patch(routePath('user.updateProfile'), auth, jsonBody(ENDPOINTS['user.updateProfile'].body), async (c) => {
    const user = c.get('user');
    const patch = c.req.valid('json');
    const preferences = preferencesSchema.parse({ ...preferencesSchema.parse(user.preferences), ...patch.preferences });
    const [updated] = await db
      .update(users)
      .set({
        firstName: patch.first_name ?? user.firstName,
        lastName: patch.last_name ?? user.lastName,
        preferences,
        updatedAt: clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return c.json(userJson(updated ?? user), 200);
  });

  app.post(routePath('user.acceptTerms'), auth, jsonBody(ENDPOINTS['user.acceptTerms'].body), async (c) => {
    const { version } = c.req.valid('json');
    if (version !== TERMS_VERSION) {
      throw new ApiError(400, 'validation_failed', `Only the current terms (version ${TERMS_VERSION}) can be accepted.`, {
        fieldErrors: { version: [VALIDATION_MESSAGES.invalidFormat] },
      });
    }
    const now = clock.now();
    await db.update(users).set({ ...acceptedTerms(now), updatedAt: now }).where(eq(users.id, c.get('user').id));
    return c.json(
      { message: SUCCESS_MESSAGES.termsAccepted, terms_accepted: true as const, terms_version: version, terms_accepted_at: now.toISOString() },
      200,
    );
  });

  app.get(routePath('user.getTermsStatus'), auth, (c) => {
    const user = c.get('user');
    return c.json(
      {
        user_accepted: user.termsAcceptedAt !== null,
        user_version: user.termsVersion,
        current_version: TERMS_VERSION,
        needs_acceptance: !hasAcceptedCurrentTerms(user),
      },
      200,
    );
  });

  app.get(routePath('user.exportData'), auth, rateLimit(deps, 'data_export'), async (c) => {
    c.header('Content-Disposition', 'attachment; filename="parla-export.json"');
    return c.json(await exportUserData(db, c.get('user'), clock.now()), 200);
  });

  app.delete(routePath('user.deleteAccount'), auth, async (c) => {
    await deleteUser(db, c.get('user'));
    return c.json({ message: SUCCESS_MESSAGES.accountDeleted }, 200);
  });

  return app;
}
