import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connect.js';

/** How often embedded PGlite's planner statistics are refreshed: every 15 minutes. */
export const PGLITE_ANALYZE_INTERVAL_MS = 15 * 60_000;

/*
 * PGlite has no autovacuum, so without this its tables are never analyzed and the planner guesses: a turn's read of the
 * 20 latest messages then sorts every message of the conversation (52 ms at 20,000 messages, 0.06 ms once analyzed).
 * Runs ANALYZE shortly after start-up and then every {@link PGLITE_ANALYZE_INTERVAL_MS}, off the start-up path (timers do
 * not keep the process alive); PostgreSQL's own autovacuum needs nothing. `keepPgliteStatistics` returns a function
 * that stops it.
 */

/** Refreshes PGlite's planner statistics once (ANALYZE of every table); a no-op on PostgreSQL. */
export async function analyzePglite(database: DatabaseHandle): Promise<void> {
  if (database.driver === 'pglite') {
    await database.db.execute(sql`ANALYZE`);
  }
}

/** Keeps PGlite's planner statistics fresh (see the module's note); a no-op on PostgreSQL. */
export function keepPgliteStatistics(database: DatabaseHandle, options: { firstAfterMs?: number; intervalMs?: number } = {}): () => void {
  if (database.driver !== 'pglite') {
    return () => {};
  }
  const analyze = () => {
    analyzePglite(database).catch((error: unknown) => {
      console.error('PGlite statistics could not be refreshed:', error instanceof Error ? error.message : 'unknown error');
    });
  };
  const first = setTimeout(analyze, options.firstAfterMs ?? 5_000);
  const every = setInterval(analyze, options.intervalMs ?? PGLITE_ANALYZE_INTERVAL_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
