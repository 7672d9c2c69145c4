// Run by `npm run build` after tsup: writes the migrated PGlite image into dist/, so a first start on an empty data
// folder opens it instead of creating the database (see src/db/pglite-image.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteImageName, writePgliteImage } from '../src/db/pglite-image.js';

const file = join(fileURLToPath(new URL('../dist/', import.meta.url)), pgliteImageName());
await writePgliteImage(file);
console.log(`PGlite image: ${file}`);
