import { mkdirSync } from 'node:fs';
import { PGlite, types, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.js';
import type { Database } from './database.js';
import type { PgliteAssets } from './pglite-folder.js';
import { pgliteNamedStatements } from './pglite-named-statements.js';

/** An open database and how to close it. */
export interface DatabaseHandle {
  /** The Drizzle database. */
  db: Database;
  /** `pglite` or `postgres`. */
  driver: 'pglite' | 'postgres';
  /** Closes the connection(s). */
  close(): Promise<void>;
  /** One SQL statement straight through the driver, without Drizzle (the bench's single-query ceiling). */
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** PGlite only: the whole data folder as a gzipped tarball, to open a copy with `openPglite(…, { loadDataDir })`. */
  dumpDataDir?(): Promise<Blob>;
}

/** Called with the text of every SQL statement sent to the database (statement counts in tests and the bench). */
export type StatementListener = (text: string) => void;

/**
 * Drizzle's PGlite driver sends these parsers (dates and intervals kept as text) with every query, and PGlite merges them
 * with its 335 built-in parsers each time. Registered once on the instance instead, each query is sent without them.
 */
const DRIZZLE_PGLITE_PARSERS: NonNullable<PGliteOptions['parsers']> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) {
    return options;
  }
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/** Runs a statement with parameters as a named statement (see `pgliteNamedStatements`). */
type NamedQuery = ReturnType<typeof pgliteNamedStatements>;

/**
 * The PGlite client (or one of its transactions) as Drizzle sees it: queries without per-query parsers, each one
 * reported; outside transactions, statements with parameters run as named statements when `named` is given.
 */
function wrapPgliteClient<T extends PGlite | Transaction>(client: T, onStatement?: StatementListener, named?: NamedQuery): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          onStatement?.(text);
          return named && params && params.length > 0 ? named(text, params, withoutParsers(options)) : target.query(text, params, withoutParsers(options));
        };
      }
      if (property === 'exec') {
        return (text: string, options?: QueryOptions) => {
          onStatement?.(text);
          return target.exec(text, withoutParsers(options));
        };
      }
      if (property === 'transaction' && 'transaction' in target) {
        return <R>(callback: (tx: Transaction) => Promise<R>) => {
          onStatement?.('BEGIN');
          return (target as PGlite).transaction((tx) => callback(wrapPgliteClient(tx, onStatement))).finally(() => onStatement?.('COMMIT'));
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Opens embedded PGlite: in a folder on disk, or in memory when `dataDir` is undefined. Statements with parameters
 * outside transactions run as named statements, parsed and planned once (`namedStatements: false`: every statement
 * unnamed, as PGlite's `query` sends it, for A/B measurements). `assets`: PGlite's WebAssembly and file-system bundle,
 * loaded already (`loadPgliteAssets`).
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob; onStatement?: StatementListener; namedStatements?: boolean; assets?: PgliteAssets } = {},
): Promise<DatabaseHandle> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    parsers: DRIZZLE_PGLITE_PARSERS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...options.assets,
  });
  const named = options.namedStatements === false ? undefined : pgliteNamedStatements(client);
  const db = drizzlePglite(wrapPgliteClient(client, options.onStatement, named), { schema }) as unknown as Database;
  const query = async (text: string, params?: unknown[]) =>
    (named && params && params.length > 0 ? await named<Record<string, unknown>>(text, params) : await client.query<Record<string, unknown>>(text, params)).rows;
  return { db, driver: 'pglite', query, close: () => client.close(), dumpDataDir: () => client.dumpDataDir('gzip') };
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

type PostgresClient = postgres.Sql | postgres.TransactionSql;

/**
 * Drizzle sends every query unnamed (`unsafe(…, { prepare: false })`) unless it was built with `.prepare()`, so
 * PostgreSQL parses and plans each one again. This client prepares every statement with parameters once per connection
 * (postgres.js names and caches it by its text, as it does for its own tagged queries), inside transactions too.
 */
function preparingClient<T extends PostgresClient>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (text: string, params?: postgres.ParameterOrJSON<never>[], options: postgres.UnsafeQueryOptions = {}) =>
          target.unsafe(text, params, { ...options, prepare: params !== undefined && params.length > 0 });
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const callback = args.pop() as (sql: postgres.TransactionSql) => unknown;
          return (target as unknown as Record<string, (...a: unknown[]) => unknown>)[property]?.(...args, (sql: postgres.TransactionSql) => callback(preparingClient(sql)));
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Opens PostgreSQL through postgres.js; `searchPath` pins the schema (tests use one schema per file). Waits are bounded:
 * connecting by {@link CONNECT_TIMEOUT_SECONDS} after at most a second's back-off ({@link reconnectDelaySeconds}),
 * statements and lock waits by {@link STATEMENT_TIMEOUT_MS}.
 */
export function openPostgres(
  url: string,
  options: { searchPath?: string; max?: number; onStatement?: StatementListener; applicationName?: string } = {},
): DatabaseHandle {
  const { onStatement } = options;
  const client = postgres(url, {
    ...(onStatement ? { debug: (_connection: number, text: string) => onStatement(text) } : {}),
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    connection: {
      statement_timeout: STATEMENT_TIMEOUT_MS,
      lock_timeout: STATEMENT_TIMEOUT_MS,
      ...(options.searchPath ? { search_path: options.searchPath } : {}),
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    },
  });
  const db = drizzlePostgres(preparingClient(client), { schema }) as unknown as Database;
  const query = async (text: string, params?: unknown[]) =>
    [...(await client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }))] as Record<string, unknown>[];
  return { db, driver: 'postgres', query, close: () => client.end({ timeout: 5 }) };
}
