import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
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

/** The name of the image as a ready data folder (copied as it is on a first start) for a key. */
export function pgliteImageFolderName(key: string = pgliteImageKey()): string {
  return `parla-pglite-${key}`;
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

/**
 * Writes the migrated image (the tarball's database) as a data folder, shut down cleanly (nothing to recover when it is
 * opened), to `folder` (made aside, then renamed). A first start copies it natively: several times faster than unpacking
 * the tarball through PGlite's file system. The folder keeps only the `postgres` database PGlite serves: the template
 * databases initdb made (used only by CREATE DATABASE, which the server never runs) would more than double what a first
 * start copies (40 MB in 1,080 files against 25 MB in 480).
 */
export async function writePgliteImageFolder(folder: string, image: Blob): Promise<void> {
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const handle = await openPglite(partial, { loadDataDir: image });
  await migrate(handle.db);
  await handle.query("UPDATE pg_database SET datistemplate = false, datallowconn = false WHERE datname IN ('template0', 'template1')");
  await handle.query('DROP DATABASE template0');
  await handle.query('DROP DATABASE template1');
  await handle.query('CHECKPOINT');
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
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

/** Files copied at once: enough to keep the disk busy, few enough not to queue up behind each other. */
const COPY_CONCURRENCY = 4;

/**
 * Copies a folder tree: its folders first, then its files, a few at a time off the main thread (the server's modules
 * load meanwhile).
 */
async function copyTree(from: string, to: string): Promise<void> {
  const files: [string, string][] = [];
  const walk = (source: string, target: string) => {
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(source, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(join(source, entry.name), join(target, entry.name));
      } else {
        files.push([join(source, entry.name), join(target, entry.name)]);
      }
    }
  };
  walk(from, to);
  let next = 0;
  await Promise.all(
    Array.from({ length: COPY_CONCURRENCY }, async () => {
      for (let file = files[next++]; file; file = files[next++]) {
        await copyFile(file[0], file[1]);
      }
    }),
  );
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
 * ({@link pgliteImageFolders}): the image folder copied as it is, else the tarball unpacked; otherwise PGlite creates
 * the database (initdb) as before.
 */
export async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    const key = pgliteImageKey();
    const imageFolder = pgliteImageFolders()
      .map((folder) => join(folder, pgliteImageFolderName(key)))
      .find((folder) => existsSync(join(folder, 'PG_VERSION')));
    if (imageFolder && (!existsSync(dataDir) || readdirSync(dataDir).length === 0)) {
      // Copied aside, then renamed: a start killed half-way leaves no half database behind.
      const partial = `${dataDir}.partial-${process.pid}`;
      rmSync(partial, { recursive: true, force: true });
      await copyTree(imageFolder, partial);
      rmSync(dataDir, { recursive: true, force: true });
      renameSync(partial, dataDir);
      return openPglite(dataDir);
    }
    const name = pgliteImageName(key);
    const image = pgliteImageFolders()
      .map((folder) => join(folder, name))
      .find((file) => existsSync(file));
    if (image) {
      return openPglite(dataDir, { loadDataDir: new Blob([readFileSync(image)]) });
    }
  }
  return openPglite(dataDir);
}
