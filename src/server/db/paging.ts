// The repos' list queries: one page of what a select finds, and how many it finds in all.
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
