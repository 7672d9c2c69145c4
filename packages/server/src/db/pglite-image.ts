import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, type DatabaseHandle } from './connect.js';
import { MIGRATIONS_FOLDER, migrate } from './migrate.js';

/**
 * A migrated PGlite database as a gzipped tarball of its data folder: opening an empty folder from it skips initdb and
 * the migrations (4 s on the 2-core machine, against well under a second). An image belongs to one PGlite build and one
 * set of migrations, which name its file, so a stale image is never picked up.
 */
export function pgliteImageKey(migrationsFolder: string = MIGRATIONS_FOLDER): string {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const hash = createHash('sha256').update(readFileSync(join(dirname(pgliteEntry), '../package.json')));
  for (const name of readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The image file name for a key. */
export function pgliteImageName(key: string = pgliteImageKey()): string {
  return `parla-pglite-${key}.tar.gz`;
}

/** Where images are looked for: beside the built server (`dist/`, made by `npm run build`), then the temp folder. */
export function pgliteImageFolders(): string[] {
  return [fileURLToPath(new URL('.', import.meta.url)), tmpdir()];
}

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
 * Opens PGlite in a data folder. A folder without a database starts from the migrated image when one is there
 * ({@link pgliteImageFolders}), otherwise PGlite creates the database (initdb) as before.
 */
export async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    const name = pgliteImageName();
    const image = pgliteImageFolders()
      .map((folder) => join(folder, name))
      .find((file) => existsSync(file));
    if (image) {
      return openPglite(dataDir, { loadDataDir: new Blob([readFileSync(image)]) });
    }
  }
  return openPglite(dataDir);
}
