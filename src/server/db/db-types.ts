// The database handle's types, apart from client.ts (which opens the drivers) so that modules client.ts itself
// uses, such as pipelined-transactions.ts, can name them without importing it back.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Without drizzle's relational query API (`db.query.<table>`): nothing uses it, and a handle made with a schema
 * builds a query builder for every table on each transaction it opens (about 3 % of the API's CPU in a purchase).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repos accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
