import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/connect.js';
import { cachedPgliteImage, cachedPgliteImageFolder, openPgliteFolder, writePgliteImageFolder } from '../src/db/pglite-image.js';

const folder = mkdtempSync(join(tmpdir(), 'parla-startup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a first start on an empty PGlite folder', () => {
  it('copies the migrated image folder instead of creating the database, and later starts keep their data', async () => {
    // What `npm run build` writes into dist/ (here made in the temp folder): a cleanly shut down, migrated data folder.
    const image = await cachedPgliteImageFolder();
    const dataDir = join(folder, 'pglite');
    const first = await openPgliteFolder(dataDir);
    expect(existsSync(join(image, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    // Every migration is already in the image: nothing is left to apply.
    expect(await migrate(first.db)).toEqual([]);
    await first.db.execute(sql`INSERT INTO outbox_mails (id, to_address, subject, text, links, created_at) VALUES (gen_random_uuid(), 'kept@parla.test', 's', 't', '[]', now())`);
    await first.close();

    // The folder now holds a database: it is opened as it is, never overwritten by the image.
    const second = await openPgliteFolder(dataDir);
    const kept = await second.query(`SELECT to_address FROM outbox_mails`);
    await second.close();
    expect(kept).toEqual([{ to_address: 'kept@parla.test' }]);
  }, 300_000);

  it('keeps only the database PGlite serves in the image folder (a first start copies 25 MB, not 40)', async () => {
    const image = join(folder, 'image');
    await writePgliteImageFolder(image, await cachedPgliteImage());
    // initdb's template0 and template1 are gone: one database folder is left.
    expect(readdirSync(join(image, 'base'))).toHaveLength(1);
    const opened = await openPglite(image);
    const databases = await opened.query('SELECT datname FROM pg_database');
    const tables = await opened.query(`SELECT count(*)::int AS count FROM messages`);
    await opened.close();
    expect(databases).toEqual([{ datname: 'postgres' }]);
    expect(tables).toEqual([{ count: 0 }]);
  }, 300_000);
});
