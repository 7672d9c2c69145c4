import type { Database } from './database.js';

/** One value per database and shape, made by `build` the first time they meet (prepared statements, built texts). */
export function cachePerDatabase<Q>(): (db: Database, shape: string, build: () => Q) => Q {
  const cache = new WeakMap<Database, Map<string, Q>>();
  return (db, shape, build) => {
    let shapes = cache.get(db);
    if (!shapes) {
      shapes = new Map();
      cache.set(db, shapes);
    }
    let value = shapes.get(shape);
    if (!value) {
      value = build();
      shapes.set(shape, value);
    }
    return value;
  };
}
