import { fileURLToPath } from 'node:url';

/** Where the committed SQL migrations live: `src/db/migrations` in source, `dist/migrations` once built. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations/', import.meta.url));
