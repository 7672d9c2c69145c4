// The first load of a route of the built app (`npm run build -w @parla/app` first): the entry chunk and the route's
// chunk with every chunk they import statically, gzip -9. Chunks loaded with import() are left out: a browser fetches
// them only when they are used.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = new URL('../dist/assets/', import.meta.url).pathname;
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

/** `file` and every chunk it imports statically, added to `seen`. */
function closure(file, seen) {
  if (!seen.has(file)) {
    seen.add(file);
    for (const match of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) {
      closure(match[1], seen);
    }
  }
  return seen;
}

/** The built chunk whose name starts with `prefix-`; throws when there is none. */
export function chunk(prefix) {
  const found = readdirSync(assets).find((file) => file.endsWith('.js') && file.startsWith(`${prefix}-`));
  if (!found) {
    throw new Error(`The app build has no chunk named ${prefix}-*.js`);
  }
  return found;
}

/** Bytes of `files` gzipped at level 9, summed. */
export const gzipped = (files) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);

/** The chunks of the entry's first load. */
export const entryChunks = () => closure(chunk('index'), new Set());

/** The chunks of a route's first load: the entry's and the route chunk `prefix`'s, with their static imports. */
export const routeChunks = (prefix) => closure(chunk(prefix), entryChunks());
