// The repos' select helpers: one page of what a select finds with how many it finds in all, and the first row it finds.
import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** Which rows of a list a page holds. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Runs `query` (a `$dynamic()` select with its joins and filter) for one page: its rows in `order`, `limit`
 * of them from `offset` on, and `total`, the count of every row it selects. The count reads the query as it
 * stands before the page's order and window are added to it.
 */
export async function selectPage<Query extends PgSelect>(db: DbOrTx, query: Query, order: SQL[], page: PageWindow): Promise<{ rows: Awaited<Query>; total: number }> {
  const listed = sql`(${query.getSQL()}) as listed`;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(listed);
  const rows: Awaited<Query> = await query.orderBy(...order).limit(page.limit).offset(page.offset);
  return { rows, total };
}

/** The first row `query` finds (it is run with LIMIT 1), or null when it finds none. */
export async function firstOrNull<Row>(query: { limit(count: number): PromiseLike<Row[]> }): Promise<Row | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}
