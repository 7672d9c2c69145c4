import { sql } from 'drizzle-orm';

/** A column giving every row the number of rows the query matched before LIMIT/OFFSET. */
export function totalOverAllRows() {
  return sql<number>`count(*) over()`.mapWith(Number);
}

/**
 * The total of a paged list from its rows' `count(*) over()` column: one query in the usual case;
 * an empty page past the first (offset beyond the end) runs `countAll` instead.
 */
export async function pageTotal(rows: ReadonlyArray<{ total: number }>, offset: number, countAll: () => Promise<number>): Promise<number> {
  const first = rows[0];
  if (first) {
    return first.total;
  }
  return offset > 0 ? countAll() : 0;
}
