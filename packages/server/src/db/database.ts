import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The Drizzle database every data function takes: PGlite or PostgreSQL, same schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
