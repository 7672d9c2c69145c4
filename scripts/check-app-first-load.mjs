// Size budgets of the reference app's first loads (run after the build): `/` and `/chat/{id}` must stay within their
// budgets, and what loads on demand (the progress charts, the review screen) must not be part of either.
import { chunk, gzipped, routeChunks } from '../packages/app/bench/first-load.mjs';

/**
 * Budgets in bytes, gzip -9 (measured 135.33 and 161.33 kB on 2026-11-28, with the progress charts on demand; then
 * raised by 0.7 kB for wouter in place of the hand-written router: wouter's cost in a minimal app, 2.17 kB, less the
 * 1.46 kB of the router code removed — measured 136.47 and 162.59 kB after it, from 135.50 and 161.54 kB; `/chat/{id}`
 * lowered to 161.5 kB once the chat's status banner, menus and "Look up words" loaded after first paint: 161.06 kB; both
 * lowered to 134 and 159 kB once each @mdi/js icon became its own module, so the entry no longer carries the icons of
 * every route: 133.57 and 158.71 kB).
 */
const BUDGETS = { 'home-route': 134_000, 'chat-route': 159_000 };
/** Chunks that load on demand and must stay out of those first loads. */
const ON_DEMAND = ['progress-charts'];

let failed = false;
for (const [route, budget] of Object.entries(BUDGETS)) {
  const files = routeChunks(route);
  const bytes = gzipped(files);
  const eager = ON_DEMAND.filter((prefix) => files.has(chunk(prefix)));
  const over = bytes > budget;
  failed ||= over || eager.length > 0;
  console.log(`${route}: ${(bytes / 1000).toFixed(2)} kB, budget ${(budget / 1000).toFixed(2)} kB${over ? ' — OVER' : ''}`);
  for (const prefix of eager) {
    console.log(`  ${prefix} is in the first load of ${route}; it must load on demand`);
  }
}
process.exit(failed ? 1 : 0);
