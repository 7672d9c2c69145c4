import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/connect.js';
import { PGLITE_IMAGE_SIZES_FILE, preparePgliteFolder } from '../src/db/pglite-folder.js';
import { PGLITE_SHARED_BUFFERS, cachedPgliteImage, cachedPgliteImageFolder, openPgliteFolder, writePgliteImageFolder } from '../src/db/pglite-image.js';

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

  it('keeps only the database PGlite serves and one WAL segment without its trailing zeros (a first start copies 9 MB, not 40); a copy restores the segment length, opens, moves on to new segments and reopens', async () => {
    const image = join(folder, 'image');
    await writePgliteImageFolder(image, await cachedPgliteImage());
    // initdb's template0 and template1 are gone: one database folder is left.
    expect(readdirSync(join(image, 'base'))).toHaveLength(1);
    const segments = readdirSync(join(image, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments).toHaveLength(1);
    const segment = join('pg_wal', segments[0] ?? '');
    expect(statSync(join(image, segment)).size).toBeLessThan(1024 * 1024);

    const dataDir = join(folder, 'from-image');
    await preparePgliteFolder(dataDir, [image]);
    expect(statSync(join(dataDir, segment)).size).toBe(16 * 1024 * 1024);
    expect(existsSync(join(dataDir, PGLITE_IMAGE_SIZES_FILE))).toBe(false);
    const first = await openPglite(dataDir);
    expect(await first.query('SELECT datname FROM pg_database')).toEqual([{ datname: 'postgres' }]);
    expect(await first.query(`SELECT count(*)::int AS count FROM messages`)).toEqual([{ count: 0 }]);
    expect(await first.query('SHOW shared_buffers')).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    await first.query(`INSERT INTO outbox_mails (id, to_address, subject, text, links, created_at) VALUES (gen_random_uuid(), 'wal@parla.test', 's', 't', '[]', now())`);
    // Past the image's segment: PostgreSQL makes the next ones itself.
    await first.query('SELECT pg_switch_wal()');
    await first.query(`INSERT INTO outbox_mails (id, to_address, subject, text, links, created_at) VALUES (gen_random_uuid(), 'wal2@parla.test', 's', 't', '[]', now())`);
    await first.close();
    const second = await openPglite(dataDir);
    const kept = await second.query('SELECT to_address FROM outbox_mails ORDER BY to_address');
    await second.close();
    expect(kept).toEqual([{ to_address: 'wal2@parla.test' }, { to_address: 'wal@parla.test' }]);
  }, 300_000);
});
