import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The Drizzle database every data function takes: PGlite or PostgreSQL, same schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of {@link Database}, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
