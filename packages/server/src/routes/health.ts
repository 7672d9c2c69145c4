import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../deps.js';
import { SERVER_VERSION } from '../version.js';

/** The path of the health check (`health.check` in the contract). */
export const HEALTH_PATH = '/health/';

/**
 * Answers `GET /health/`: 200 `ok` when the database answers `SELECT 1`, else 503 `degraded`. Shared by the API and the
 * start-up server that answers it while the rest of the API still loads (`src/starting-app.ts`).
 */
export function healthCheck(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return async (c: Context) => {
    let database: 'ok' | 'unavailable' = 'ok';
    try {
      await deps.db.execute(sql`SELECT 1`);
    } catch {
      database = 'unavailable';
    }
    const status = database === 'ok' ? 'ok' : 'degraded';
    return c.json({ status, version: SERVER_VERSION, time: deps.clock.now().toISOString(), database }, database === 'ok' ? 200 : 503);
  };
}
