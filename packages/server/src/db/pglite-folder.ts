import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, truncateSync } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';

// A PGlite data folder made ready to open, from the migrated image on a first start. This module imports Node alone
// (no PGlite, no Drizzle, no schema), so a start copies the image while the rest loads.

/** PGlite's own folder (its `pglite.wasm` and `pglite.data`). */
function pgliteDistFolder(): string {
  return dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
}

/**
 * A migrated PGlite database as a gzipped tarball of its data folder: opening an empty folder from it skips initdb and
 * the migrations (4 s on the 2-core machine, against well under a second). An image belongs to one PGlite build and one
 * set of migrations, which name its file, so a stale image is never picked up.
 */
export function pgliteImageKey(migrationsFolder: string = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256').update(readFileSync(join(pgliteDistFolder(), '../package.json')));
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

/**
 * A file in an image folder (not copied) naming the files stored shorter than they are, with their lengths: the WAL
 * segment without its trailing zeros. The copy gets each length back (the tail reads as zeros, as it was).
 */
export const PGLITE_IMAGE_SIZES_FILE = 'parla-image-sizes.json';

/** Files copied at once: enough to keep the disk busy, few enough not to queue up behind each other. */
const COPY_CONCURRENCY = 4;

/**
 * Copies an image folder: its folders first, then its files, a few at a time off the main thread (the server's modules
 * load meanwhile), each stored shorter than it is given its length back ({@link PGLITE_IMAGE_SIZES_FILE}).
 */
async function copyImage(from: string, to: string): Promise<void> {
  const files: [string, string][] = [];
  const walk = (source: string, target: string) => {
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(source, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(join(source, entry.name), join(target, entry.name));
      } else if (source !== from || entry.name !== PGLITE_IMAGE_SIZES_FILE) {
        files.push([join(source, entry.name), join(target, entry.name)]);
      }
    }
  };
  walk(from, to);
  const sizesFile = join(from, PGLITE_IMAGE_SIZES_FILE);
  const sizes = existsSync(sizesFile) ? (JSON.parse(readFileSync(sizesFile, 'utf8')) as Record<string, number>) : {};
  let next = 0;
  await Promise.all(
    Array.from({ length: COPY_CONCURRENCY }, async () => {
      for (let file = files[next++]; file; file = files[next++]) {
        await copyFile(file[0], file[1]);
      }
    }),
  );
  for (const [path, size] of Object.entries(sizes)) {
    truncateSync(join(to, path), size);
  }
}

/** PGlite's WebAssembly module, compiled, and its file-system bundle: what PGlite would otherwise load once created. */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * Reads PGlite's file-system bundle and compiles its WebAssembly (on V8's background threads), for `openPglite`'s
 * `assets`: started beside a first start's copy and the modules' loading, both are ready when the folder is.
 */
export async function loadPgliteAssets(): Promise<PgliteAssets> {
  const folder = pgliteDistFolder();
  const [pgliteWasmModule, bundle] = await Promise.all([
    readFile(join(folder, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    readFile(join(folder, 'pglite.data')),
  ]);
  return { pgliteWasmModule, fsBundle: new Blob([bundle]) };
}

/** What a data folder needs to be opened with: whether its database was just made from the migrated image. */
export interface PreparedPgliteFolder {
  /** The database was made from the image of this build's PGlite and migrations: nothing is left to migrate. */
  fromImage: boolean;
  /** The image's tarball, for PGlite to unpack (`openPglite`'s `loadDataDir`), when there was no image folder to copy. */
  loadDataDir?: Blob;
}

/**
 * Makes a PGlite data folder ready to open. A folder without a database starts from the migrated image when one is there
 * ({@link pgliteImageFolders}): the image folder copied as it is, else the tarball handed to PGlite to unpack; otherwise
 * PGlite creates the database (initdb) when it opens the folder, as before. `imageFolders`: image folders to copy from
 * (the first with a database), instead of this build's.
 */
export async function preparePgliteFolder(dataDir: string, imageFolders?: string[]): Promise<PreparedPgliteFolder> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) {
    return { fromImage: false };
  }
  const key = pgliteImageKey();
  const imageFolder = (imageFolders ?? pgliteImageFolders().map((folder) => join(folder, pgliteImageFolderName(key)))).find((folder) =>
    existsSync(join(folder, 'PG_VERSION')),
  );
  if (imageFolder && (!existsSync(dataDir) || readdirSync(dataDir).length === 0)) {
    // Copied aside, then renamed: a start killed half-way leaves no half database behind.
    const partial = `${dataDir}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    await copyImage(imageFolder, partial);
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(partial, dataDir);
    return { fromImage: true };
  }
  const image = pgliteImageFolders()
    .map((folder) => join(folder, pgliteImageName(key)))
    .find((file) => existsSync(file));
  return image ? { fromImage: true, loadDataDir: new Blob([readFileSync(image)]) } : { fromImage: false };
}
