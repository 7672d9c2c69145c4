import { Hono } from 'hono';
import { ENDPOINTS } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { createPartnerKey, listPartnerKeys, partnerKeyJson, revokePartnerKey } from '../data/partner-keys.js';
import { isUuid } from '../data/users.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { requireAdmin, requireAuth } from '../middleware/auth.js';
import { jsonBody } from '../middleware/validate.js';

/** Admin management of partner keys: create (the secret is answered once), list, revoke. */
export function partnerKeyRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(deps), requireAdmin()] as const;

  app.post(routePath('admin.createPartnerKey'), ...guard, jsonBody(ENDPOINTS['admin.createPartnerKey'].body), async (c) => {
    const { partner, allowed_origins } = c.req.valid('json');
    const { row, key } = await createPartnerKey(db, { partner, allowedOrigins: allowed_origins, createdBy: c.get('user').id, now: clock.now() });
    return c.json({ ...partnerKeyJson(row), key }, 201);
  });

  app.get(routePath('admin.listPartnerKeys'), ...guard, async (c) => {
    const rows = await listPartnerKeys(db);
    return c.json({ results: rows.map(partnerKeyJson) }, 200);
  });

  app.delete(routePath('admin.revokePartnerKey'), ...guard, async (c) => {
    const id = c.req.param('id') ?? '';
    const row = isUuid(id) ? await revokePartnerKey(db, id, clock.now()) : undefined;
    if (!row) {
      throw notFound();
    }
    return c.json(partnerKeyJson(row), 200);
  });

  return app;
}
