import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedPgliteImage } from '../src/db/pglite-image.js';
import { pgliteNamedStatements } from '../src/db/pglite-named-statements.js';

/** Embedded PGlite whichever database the suite runs on: named statements are the PGlite driver's own concern. */
let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create({ loadDataDir: await cachedPgliteImage() });
  await client.exec(`CREATE TABLE named_things (id int PRIMARY KEY, label text, data jsonb, at timestamptz)`);
});
afterAll(() => client.close());

async function preparedCount(): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements`);
  return rows[0]?.n ?? 0;
}

describe('PGlite named statements', () => {
  it('answer as PGlite query does, in both row modes, and parse each text once', async () => {
    const named = pgliteNamedStatements(client);
    const at = new Date('2026-01-02T03:04:05.000Z');
    await named(`INSERT INTO named_things (id, label, data, at) VALUES ($1, $2, $3, $4)`, [1, 'one', { a: [1, 'x'] }, at]);
    await named(`INSERT INTO named_things (id, label, data, at) VALUES ($1, $2, $3, $4)`, [2, null, null, null]);
    const select = `SELECT id, label, data, at FROM named_things WHERE id = ANY($1) ORDER BY id`;
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const expected = await client.query(select, [[1, 2]], options);
      const got = await named(select, [[1, 2]], options);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
    expect((await named(select, [[1]])).rows).toEqual([{ id: 1, label: 'one', data: { a: [1, 'x'] }, at }]);
    const update = await named(`UPDATE named_things SET label = $1 WHERE id = $2`, ['two', 2]);
    expect(update.affectedRows).toBe(1);
    const { rows } = await client.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements ORDER BY statement`);
    expect(rows.map((row) => row.statement)).toEqual([
      `INSERT INTO named_things (id, label, data, at) VALUES ($1, $2, $3, $4)`,
      select,
      `UPDATE named_things SET label = $1 WHERE id = $2`,
    ]);
  });

  it('keep the database error and its code, and the next statement runs', async () => {
    const named = pgliteNamedStatements(client);
    const insert = `INSERT INTO named_things (id, label) VALUES ($1, $2)`;
    await named(insert, [10, 'ten']);
    await expect(named(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505', constraint: 'named_things_pkey' });
    await expect(named(`SELECT nope FROM named_things WHERE id = $1`, [10])).rejects.toMatchObject({ code: '42703' });
    expect((await named(`SELECT label FROM named_things WHERE id = $1`, [10])).rows).toEqual([{ label: 'ten' }]);
  });

  it('close the least recently used statement beyond their bound', async () => {
    await client.exec('DEALLOCATE ALL');
    const named = pgliteNamedStatements(client, 3);
    for (let index = 1; index <= 6; index += 1) {
      expect((await named(`SELECT $1::int + ${index} AS n`, [1])).rows).toEqual([{ n: index + 1 }]);
      expect(await preparedCount()).toBeLessThanOrEqual(4);
    }
    expect((await named(`SELECT $1::int + 6 AS n`, [1])).rows).toEqual([{ n: 7 }]);
    expect(await preparedCount()).toBe(3);
  });

  it('parse a statement again once its result columns changed', async () => {
    const named = pgliteNamedStatements(client);
    const select = `SELECT * FROM named_things WHERE id = $1`;
    expect(Object.keys((await named(select, [1])).rows[0] ?? {})).toEqual(['id', 'label', 'data', 'at']);
    await client.exec(`ALTER TABLE named_things ADD COLUMN extra int DEFAULT 7`);
    expect((await named(select, [1])).rows[0]).toMatchObject({ id: 1, extra: 7 });
  });

  it('wait for a transaction in progress instead of running inside it', async () => {
    const named = pgliteNamedStatements(client);
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`INSERT INTO named_things (id, label) VALUES (20, 'rolled back')`);
      inside();
      await released;
      await tx.rollback();
    });
    await entered;
    const read = named(`SELECT count(*)::int AS n FROM named_things WHERE id = $1`, [20]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });
});
