// Prints the first-load size of routes of the built app (`npm run build -w @parla/app` first): the entry chunk and a
// route's chunk with every chunk they import statically, gzip -9; chunks loaded with import() are left out, as a
// browser fetches them only when they are used. Usage: node packages/app/bench/first-load-size.mjs [route-chunk-prefix…]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = new URL('../dist/assets/', import.meta.url).pathname;
const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
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

const gzipped = (files) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
const chunk = (prefix) => scripts.find((file) => file.startsWith(`${prefix}-`)) ?? `${prefix} (no such chunk)`;
const entry = closure(chunk('index'), new Set());
console.log(`entry: ${(gzipped(entry) / 1000).toFixed(2)} kB (${entry.size} chunks)`);
for (const route of process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['home-route', 'chat-route', 'profile-route', 'progress-charts']) {
  const files = closure(chunk(route), new Set(entry));
  console.log(`${route}: ${(gzipped(files) / 1000).toFixed(2)} kB with the entry (+${((gzipped(files) - gzipped(entry)) / 1000).toFixed(2)} kB)`);
}
