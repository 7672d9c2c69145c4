import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../src/db/connect.js';
import { cachedPgliteImage } from '../src/db/pglite-image.js';
import { analyzePglite } from '../src/db/pglite-statistics.js';

/** Embedded PGlite whichever database the suite runs on: the statistics are PGlite's own concern. */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openPglite(undefined, { loadDataDir: await cachedPgliteImage() });
});
afterAll(() => database.close());

/** The plan of a turn's read of the 20 latest delivered messages (`recentTurns`). */
async function planOfRecentTurns(conversationId: string): Promise<string> {
  const rows = await database.query(
    `EXPLAIN SELECT sender, message_text, status FROM messages WHERE conversation_id = $1 AND status IN ($2) ORDER BY seq DESC LIMIT 20`,
    [conversationId, 'delivered'],
  );
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

describe('PGlite planner statistics', () => {
  it('once analyzed, the latest messages of a long conversation are read from the index, not sorted from all of them', async () => {
    const [user] = await database.query(
      `INSERT INTO users (id, email, first_name, last_name, password_hash, preferences, created_at, updated_at)
       VALUES (gen_random_uuid(), 'stats@parla.test', 'A', 'B', 'x', '{}', now(), now()) RETURNING id`,
    );
    const [conversation] = await database.query(
      `INSERT INTO conversations (id, user_id, title, target_language, native_language, skill_level, learning_mode, goals, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, 't', 'es', 'en', 'beginner', 'free_conversation', '[]', now(), now()) RETURNING id`,
      [user?.id],
    );
    const conversationId = String(conversation?.id);
    await database.query(
      `INSERT INTO messages (id, conversation_id, user_id, sender, message_text, status, created_at)
       SELECT gen_random_uuid(), $1, $2, 'user', 'Mensaje ' || g, 'delivered', now() FROM generate_series(1, 5000) g`,
      [conversationId, user?.id],
    );
    // PGlite has no autovacuum: never analyzed, the planner sorts the whole conversation.
    expect(await planOfRecentTurns(conversationId)).toContain('Sort');
    await analyzePglite(database);
    const plan = await planOfRecentTurns(conversationId);
    expect(plan).toContain('Index Scan Backward using messages_conversation_idx');
    expect(plan).not.toContain('Sort');
  }, 120_000);
});
