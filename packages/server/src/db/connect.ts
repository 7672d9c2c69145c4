import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.js';
import type { Database } from './database.js';

/** An open database and how to close it. */
export interface DatabaseHandle {
  /** The Drizzle database. */
  db: Database;
  /** `pglite` or `postgres`. */
  driver: 'pglite' | 'postgres';
  /** Closes the connection(s). */
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a gzipped tarball, to open a copy with `openPglite(…, { loadDataDir })`. */
  dumpDataDir?(): Promise<Blob>;
}

/** Opens embedded PGlite: in a folder on disk, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('gzip') };
}

/** Seconds a new PostgreSQL connection may take before the request that needs it fails (503, see `databaseFailure`). */
export const CONNECT_TIMEOUT_SECONDS = 3;

/** Longest a statement may run on PostgreSQL; a request waiting on a stuck database ends with a 503 instead of hanging. */
export const STATEMENT_TIMEOUT_MS = 5000;

/**
 * Seconds before a connection that failed tries again: 50 ms doubling up to 1 s. postgres.js's default grows to 20 s, and
 * every query given to that connection meanwhile waits it out (requests hung for 20 s in an outage).
 */
export function reconnectDelaySeconds(retries: number): number {
  return Math.min(0.05 * 2 ** retries, 1);
}

/**
 * Opens PostgreSQL through postgres.js; `searchPath` pins the schema (tests use one schema per file). Waits are bounded:
 * connecting by {@link CONNECT_TIMEOUT_SECONDS} after at most a second's back-off ({@link reconnectDelaySeconds}),
 * statements and lock waits by {@link STATEMENT_TIMEOUT_MS}.
 */
export function openPostgres(url: string, options: { searchPath?: string; max?: number } = {}): DatabaseHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    connection: {
      statement_timeout: STATEMENT_TIMEOUT_MS,
      lock_timeout: STATEMENT_TIMEOUT_MS,
      ...(options.searchPath ? { search_path: options.searchPath } : {}),
    },
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return { db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
}
