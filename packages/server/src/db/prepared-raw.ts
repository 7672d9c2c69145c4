import type { SQL } from 'drizzle-orm';
import type { Database } from './database.js';
import { cachePerDatabase } from './per-database.js';

/** What a raw statement needs of Drizzle's database: its dialect, to build the text once, and its session, to run it. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: { prepareQuery(query: unknown, fields: undefined, name: undefined, arrayMode: boolean): PreparedStatement };
}

interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** A raw statement whose shapes are each built into their text once per database (see {@link preparedRaw}). */
export interface PreparedRaw {
  /**
   * Runs the statement of `shape` (built by `build` the first time this database meets the shape, with `sql.placeholder`
   * slots for what changes from call to call) with `values` for its placeholders; resolves to the driver's result (see
   * `rowsOf`).
   */
  run(db: Database, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<unknown>;
}

/**
 * A raw SQL statement built into its text once per database and shape instead of on every call (`db.execute` walks the
 * whole template each time: ~0.5 ms of the event loop for a chat turn's statement). Uses Drizzle's own prepared-query
 * path, as the query builders' `.prepare()` does; each call fills the placeholders.
 */
export function preparedRaw(): PreparedRaw {
  const cached = cachePerDatabase<PreparedStatement>();
  return {
    run(db, shape, build, values) {
      const prepared = cached(db, shape, () => {
        const { dialect, session } = db as unknown as DrizzleInternals;
        return session.prepareQuery(dialect.sqlToQuery(build()), undefined, undefined, false);
      });
      return prepared.execute(values);
    },
  };
}
