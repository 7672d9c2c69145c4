import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/connect.js';
import { MIGRATIONS_FOLDER, migrate } from '../src/db/migrate.js';
import { sql } from 'drizzle-orm';
import { conversations } from '../src/db/schema.js';

const before = mkdtempSync(join(tmpdir(), 'parla-migrations-'));

afterAll(() => {
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0004: "Role-play in …" titles become "Roleplay in …"', () => {
  it('renames the titles the server gave roleplay conversations, and nothing else', async () => {
    for (const name of readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql') && file < '0004')) {
      cpSync(join(MIGRATIONS_FOLDER, name), join(before, name));
    }
    const handle = await openPglite();
    try {
      await migrate(handle.db, before);
      // Rows written as the schema stood before 0004 (plain SQL: today's schema has columns later migrations add).
      const [user] = await handle.db.execute<{ id: string }>(
        sql`INSERT INTO users (id, email, first_name, last_name, password_hash, preferences, created_at, updated_at)
            VALUES (gen_random_uuid(), 'ada@example.com', 'Ada', 'Lovelace', 'x', '{}', now(), now()) RETURNING id`,
      ).then((result: unknown) => (result as { rows?: Array<{ id: string }> }).rows ?? (result as Array<{ id: string }>));
      for (const [title, mode] of [['Role-play in French', 'roleplay'], ['Role-play in my own words', 'free_conversation'], ['Grammar in French', 'grammar']]) {
        await handle.db.execute(
          sql`INSERT INTO conversations (id, user_id, title, target_language, native_language, skill_level, learning_mode, goals, created_at, updated_at)
              VALUES (gen_random_uuid(), ${user!.id}, ${title}, 'fr', 'en', 'beginner', ${mode}, '[]', now(), now())`,
        );
      }

      expect(await migrate(handle.db)).toContain('0004_roleplay_titles.sql');

      const titles = (await handle.db.select({ title: conversations.title }).from(conversations)).map((row) => row.title).sort();
      expect(titles).toEqual(['Grammar in French', 'Role-play in my own words', 'Roleplay in French']);
    } finally {
      await handle.close();
    }
  });
});
