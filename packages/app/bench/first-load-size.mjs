// Prints the first-load size of routes of the built app (`npm run build -w @parla/app` first): see first-load.mjs.
// Usage: node packages/app/bench/first-load-size.mjs [route-chunk-prefix…]
import { entryChunks, gzipped, routeChunks } from './first-load.mjs';

const entry = gzipped(entryChunks());
console.log(`entry: ${(entry / 1000).toFixed(2)} kB (${entryChunks().size} chunks)`);
for (const route of process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['home-route', 'chat-route', 'profile-route', 'progress-charts']) {
  const bytes = gzipped(routeChunks(route));
  console.log(`${route}: ${(bytes / 1000).toFixed(2)} kB with the entry (+${((bytes - entry) / 1000).toFixed(2)} kB)`);
}
