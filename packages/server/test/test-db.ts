import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openPglite, openPostgres, type DatabaseHandle, type StatementListener } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { cachedPgliteImage } from '../src/db/pglite-image.js';

/** The PostgreSQL URL of the test run, when the suite runs against PostgreSQL. */
export function testDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/**
 * A migrated database for one test file: in-memory PGlite by default; with DATABASE_URL set,
 * a fresh schema of that PostgreSQL database (dropped on close), so files can run in parallel; `maxConnections` bounds
 * its pool (default 5; PGlite always has one).
 */
export async function createTestDatabase(options: { onStatement?: StatementListener; maxConnections?: number } = {}): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  if (!url) {
    return openPglite(undefined, { loadDataDir: await cachedPgliteImage(), onStatement: options.onStatement });
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const handle = openPostgres(url, { searchPath: schema, max: options.maxConnections ?? 5, onStatement: options.onStatement });
  await migrate(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end({ timeout: 5 });
    },
  };
}
