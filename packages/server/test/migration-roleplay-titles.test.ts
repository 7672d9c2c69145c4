import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/connect.js';
import { MIGRATIONS_FOLDER, migrate } from '../src/db/migrate.js';
import { conversations, users } from '../src/db/schema.js';

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
      const now = new Date();
      const [user] = await handle.db
        .insert(users)
        .values({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', passwordHash: 'x', preferences: {} as never, createdAt: now, updatedAt: now })
        .returning();
      const base = { userId: user!.id, targetLanguage: 'fr' as const, nativeLanguage: 'en' as const, skillLevel: 'beginner' as const, goals: [], createdAt: now, updatedAt: now };
      await handle.db.insert(conversations).values([
        { ...base, title: 'Role-play in French', learningMode: 'roleplay' },
        { ...base, title: 'Role-play in my own words', learningMode: 'free_conversation' },
        { ...base, title: 'Grammar in French', learningMode: 'grammar' },
      ]);

      expect(await migrate(handle.db)).toContain('0004_roleplay_titles.sql');

      const titles = (await handle.db.select({ title: conversations.title }).from(conversations)).map((row) => row.title).sort();
      expect(titles).toEqual(['Grammar in French', 'Role-play in my own words', 'Roleplay in French']);
    } finally {
      await handle.close();
    }
  });
});
