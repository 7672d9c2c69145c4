import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { rowsOf } from './rows-from-json.js';

export { MIGRATIONS_FOLDER };

/** Splits a drizzle-kit migration into statements, unqualified so they apply to the connection's search_path schema. */
export function migrationStatements(source: string): string[] {
  return source
    .replaceAll('"public".', '')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/** Applies every migration not yet applied, in file-name order, each in its own transaction. Works on PGlite and PostgreSQL. */
export async function migrate(db: Database, folder: string = MIGRATIONS_FOLDER): Promise<string[]> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS parla_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  // What is applied already is read once (a start on an up-to-date database is two statements, not a transaction per
  // file); each file still left is checked again under the migrators' lock.
  const done = new Set(rowsOf(await db.execute(sql`SELECT name FROM parla_migrations`)).map((row) => (row as { name: string }).name));
  const applied: string[] = [];
  for (const name of files.filter((file) => !done.has(file))) {
    const source = await readFile(`${folder}/${name}`, 'utf8');
    const done = await db.transaction(async (tx) => {
      // A migration (an index on a large table) and the wait for another process's may outlast the request bounds.
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await tx.execute(sql`SET LOCAL lock_timeout = 0`);
      // One migrator at a time across processes sharing a database.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727374)`);
      const existing = await tx.execute(sql`SELECT name FROM parla_migrations WHERE name = ${name}`);
      if (rowCount(existing) > 0) {
        return false;
      }
      for (const statement of migrationStatements(source)) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO parla_migrations (name) VALUES (${name})`);
      return true;
    });
    if (done) {
      applied.push(name);
    }
  }
  return applied;
}

/** Number of rows of a raw result, whichever driver produced it. */
function rowCount(result: unknown): number {
  return rowsOf(result).length;
}
