// Run by `npm run build` after tsup: writes the migrated PGlite image into dist/, so a first start on an empty data
// folder copies it instead of creating the database (see src/db/pglite-image.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteImageFolderName, pgliteImageName, writePgliteImage, writePgliteImageFolder } from '../src/db/pglite-image.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const file = join(dist, pgliteImageName());
await writePgliteImage(file);
// The same database as a ready data folder: what a first start copies (the tarball is what tests load in memory).
const folder = join(dist, pgliteImageFolderName());
await writePgliteImageFolder(folder, new Blob([readFileSync(file)]));
console.log(`PGlite image: ${file} and ${folder}/`);
