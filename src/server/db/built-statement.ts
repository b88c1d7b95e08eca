// Statements whose SQL text is made once: built with drizzle's `sql` and placeholders (`sql.placeholder(name)`)
// for every value, turned into text the first time they are needed, and from then on only bound to each call's
// values. For a large statement on a hot path built by hand rather than by a query builder, where drizzle's
// `.prepare()` does not reach (it prepares on one database handle, not on a transaction's connection).
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db-types';

/** SQL text with its values in order ($1, $2, ...). */
export interface BuiltStatement {
  text: string;
  values: unknown[];
}

const dialect = new PgDialect();

/** A statement without placeholders as text and values, made now (for a statement built once, see builtOnce). */
export function builtFrom(statement: SQL): BuiltStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, values: params };
}

/** `build`'s statement, made into text on the first call; each call binds the placeholders to `values`. */
export function builtOnce(build: () => SQL): (values: Record<string, unknown>) => BuiltStatement {
  let made: { sql: string; params: unknown[] } | undefined;
  return (values) => {
    made ??= dialect.sqlToQuery(build());
    return { text: made.sql, values: fillPlaceholders(made.params, values) };
  };
}

/**
 * Runs a built statement on `connection` (a transaction's, or the pool's) and answers its rows. Both drivers'
 * clients (node-postgres, PGlite) take text and values as they are, and answer `{ rows }`.
 */
export async function runBuilt(connection: DbOrTx, statement: BuiltStatement): Promise<Record<string, unknown>[]> {
  const client = sessionClientOf(connection) as { query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
  return (await client.query(statement.text, statement.values)).rows;
}

/**
 * The driver's client a database handle or a transaction sends through (a pool, a pooled connection, PGlite or
 * its transaction): drizzle keeps it on the handle's session and its prepared statements on `client` too.
 */
export const sessionClientOf = (connection: DbOrTx): unknown => (connection as unknown as { session: { client: unknown } }).session.client;
