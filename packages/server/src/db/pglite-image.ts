import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, type DatabaseHandle } from './connect.js';
import { migrate } from './migrate.js';
import { PGLITE_IMAGE_SIZES_FILE, pgliteImageFolderName, pgliteImageFolders, pgliteImageName, preparePgliteFolder } from './pglite-folder.js';

export { pgliteImageFolderName, pgliteImageFolders, pgliteImageKey, pgliteImageName } from './pglite-folder.js';

/** Writes a freshly migrated image to `file` (aside, then renamed, so a reader never sees half of one). */
export async function writePgliteImage(file: string): Promise<void> {
  const handle = await openPglite();
  await migrate(handle.db);
  const image = await handle.dumpDataDir?.();
  await handle.close();
  if (!image) {
    throw new Error('PGlite could not dump its data folder');
  }
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
}

/** PostgreSQL's shared buffers in a data folder made from the image (initdb's default is 128 MB). */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Writes the migrated image (the tarball's database) as a data folder, shut down cleanly (nothing to recover when it is
 * opened), to `folder` (made aside, then renamed). A first start copies it natively: several times faster than unpacking
 * the tarball through PGlite's file system. The folder keeps only the `postgres` database PGlite serves: the template
 * databases initdb made (used only by CREATE DATABASE, which the server never runs) would more than double what a first
 * start copies (40 MB in 1,080 files against 25 MB in 480), and only the WAL segment its shutdown checkpoint is in, without
 * its trailing zeros (the copy restores its length): 9 MB in all.
 */
export async function writePgliteImageFolder(folder: string, image: Blob): Promise<void> {
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const handle = await openPglite(partial, { loadDataDir: image });
  await migrate(handle.db);
  await handle.query("UPDATE pg_database SET datistemplate = false, datallowconn = false WHERE datname IN ('template0', 'template1')");
  await handle.query('DROP DATABASE template0');
  await handle.query('DROP DATABASE template1');
  // PostgreSQL zeroes its shared buffers at every start: 128 MB of them (initdb's default) cost PGlite 130-190 ms of
  // CPU before its first query, 32 MB a quarter of that, and a server's data folder rarely outgrows them (a read past
  // them is a read of the operating system's cache).
  await handle.query(`ALTER SYSTEM SET shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
  // The checkpoint written at shutdown starts a WAL segment of its own, so the folder needs that segment alone (the one
  // before holds initdb's and the migrations' records, which a cleanly shut down database never replays).
  await handle.query('SELECT pg_switch_wal()');
  await handle.query('CHECKPOINT');
  const [current] = await handle.query('SELECT pg_walfile_name(pg_current_wal_lsn()) AS name');
  await handle.close();
  keepOnlyWalSegment(partial, String(current?.name));
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
}

/**
 * Deletes every WAL segment of a cleanly shut down data folder but `keep`, and stores that one without its trailing
 * zeros (most of its 16 MB), its length kept in {@link PGLITE_IMAGE_SIZES_FILE} for the copy to restore.
 */
function keepOnlyWalSegment(dataDir: string, keep: string): void {
  const wal = join(dataDir, 'pg_wal');
  if (!existsSync(join(wal, keep))) {
    throw new Error(`PGlite's current WAL segment ${keep} is not in ${wal}`);
  }
  for (const entry of readdirSync(wal, { withFileTypes: true })) {
    if (entry.isFile() && entry.name !== keep) {
      rmSync(join(wal, entry.name));
    }
  }
  const segment = readFileSync(join(wal, keep));
  let end = segment.length;
  while (end > 0 && segment[end - 1] === 0) {
    end -= 1;
  }
  writeFileSync(join(wal, keep), segment.subarray(0, end));
  writeFileSync(join(dataDir, PGLITE_IMAGE_SIZES_FILE), JSON.stringify({ [`pg_wal/${keep}`]: segment.length }));
}

/** The migrated image folder of the current PGlite build and migrations, made in the temp folder the first time. */
export async function cachedPgliteImageFolder(): Promise<string> {
  const name = pgliteImageFolderName();
  const found = pgliteImageFolders()
    .map((folder) => join(folder, name))
    .find((folder) => existsSync(join(folder, 'PG_VERSION')));
  const folder = found ?? join(tmpdir(), name);
  if (!found) {
    await writePgliteImageFolder(folder, await cachedPgliteImage());
  }
  return folder;
}

/** The migrated image of the current PGlite build and migrations, made in the temp folder the first time. */
export async function cachedPgliteImage(): Promise<Blob> {
  const name = pgliteImageName();
  const found = pgliteImageFolders()
    .map((folder) => join(folder, name))
    .find((file) => existsSync(file));
  const file = found ?? join(tmpdir(), name);
  if (!found) {
    await writePgliteImage(file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Opens PGlite in a data folder, from the migrated image when the folder has no database yet (see
 * {@link preparePgliteFolder}).
 */
export async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  const { loadDataDir } = await preparePgliteFolder(dataDir);
  return openPglite(dataDir, loadDataDir ? { loadDataDir } : {});
}
