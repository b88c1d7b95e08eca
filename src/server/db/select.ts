// The repos' select helpers: one page of what a select finds with how many it finds in all (in one statement
// where the select allows it), and the first row it finds.
import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { sessionClientOf } from './built-statement';
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

/** The number of rows a statement selects, on every row of its page (before LIMIT and OFFSET apply). */
export const windowTotal = () => sql<number>`(count(*) over ())::int`;

/**
 * The total of a page read in one statement, its rows `found` selected with `total: windowTotal()`. Only a
 * page past the end has no row to carry it; then `countAll` counts (a second statement, for that page only).
 */
export async function totalOf(found: readonly { total: number }[], page: PageWindow, countAll: () => Promise<number>): Promise<number> {
  return found[0]?.total ?? (page.offset > 0 ? countAll() : 0);
}

/** Like selectPage, for a select of the rows of one table: the rows and their total in one statement. */
export async function selectTablePage<T extends PgTable>(db: DbOrTx, table: T, where: SQL | undefined, order: SQL[], page: PageWindow): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const from = table as PgTable;
  const found = await db.select({ row: from, total: windowTotal() }).from(from).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
  const total = await totalOf(found, page, async () => (await db.select({ total: sql<number>`count(*)::int` }).from(from).where(where))[0].total);
  return { rows: found.map((r) => r.row as T['$inferSelect']), total };
}

/**
 * A statement whose shape never changes (lists go in as one array parameter, `= any(...)`), built and
 * prepared on its first use: later calls only bind their values, and PostgreSQL keeps its plan per
 * connection. Building a statement costs far more CPU than running a prepared one (bench/page-query-building.ts).
 */
export function preparedOnce<Prepared>(build: () => Prepared): () => Prepared {
  let prepared: Prepared | undefined;
  return () => (prepared ??= build());
}

/** A statement prepared with placeholders (`.prepare(name)`), run with their values. */
export type PreparedStatement<R> = { execute(values: Record<string, unknown>): Promise<R[]> };

/**
 * `statement`, prepared once on the database handle, run on `connection` instead: a transaction's own
 * connection. Drizzle runs a prepared statement only on the handle it was built from, and a transaction is a
 * new handle each time, so a statement built inside one was built again for every transaction. PostgreSQL keeps
 * a named statement per connection: each pooled connection parses and plans it once. The connection must belong
 * to the database the statement was prepared on (the same driver).
 */
export function onConnection<R>(statement: PreparedStatement<R>, connection: DbOrTx): PreparedStatement<R> {
  // Drizzle's prepared statements (node-postgres and PGlite alike) send through their `client`.
  return Object.create(statement, { client: { value: sessionClientOf(connection) } }) as PreparedStatement<R>;
}

/** The statements of a page read of one shape: its rows and, made on its first need, its count. */
export interface PreparedPageStatements {
  rows: PreparedStatement<unknown>;
  count: () => PreparedStatement<{ total: number }>;
}

/**
 * Runs page statements prepared once per shape: `run(name, make, page, values)` runs the statement named
 * `name`, built and prepared by `make` on the first call of that name, with `values` and the page window
 * bound (the placeholders 'limit' and 'offset'). Its rows carry their total (`total: windowTotal()`); a page
 * past the end counts with the count statement `make` also gives, prepared on its first need. `name` must
 * stand for exactly one SQL text (PostgreSQL keeps a prepared statement by name per connection). Each repo
 * keeps one runner, made when the repo is.
 */
export function preparedPageRunner() {
  const pages = new Map<string, { made: PreparedPageStatements; count: PreparedStatement<{ total: number }> | null }>();
  return async function runPreparedPage<R extends { total: number }>(
    name: string,
    make: () => PreparedPageStatements,
    page: PageWindow,
    values: Record<string, unknown>,
  ): Promise<{ found: R[]; total: number }> {
    let prepared = pages.get(name);
    if (!prepared) {
      prepared = { made: make(), count: null };
      pages.set(name, prepared);
    }
    const known = prepared;
    const bound = { ...values, limit: page.limit, offset: page.offset };
    const found = (await known.made.rows.execute(bound)) as R[];
    const total = await totalOf(found, page, async () => {
      known.count ??= known.made.count();
      return (await known.count.execute(bound))[0].total;
    });
    return { found, total };
  };
}

/** The first row `query` finds (it is run with LIMIT 1), or null when it finds none. */
export async function firstOrNull<Row>(query: { limit(count: number): PromiseLike<Row[]> }): Promise<Row | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}
