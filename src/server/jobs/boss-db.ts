// The connection pg-boss uses, on the app's own database: the app's PGlite instance (one process owns it),
// or a small pool of its own on PostgreSQL built from the app pool's settings (so DATABASE_URL stays the
// one source and pg-boss's polling never waits behind, or holds up, app queries).
// Both count the SQL in flight: pg-boss completes a finished job without awaiting it, and stopping the
// queue must wait for that write before the app closes the database.
import { PGlite } from '@electric-sql/pglite';
import { Pool, type PoolConfig } from 'pg';
import type { Database } from '../db/client';
import { pgliteExecuteSql, type ExecuteSql, type SqlResult } from './pglite-adapter';

export interface BossDb {
  /** Answers nothing (undefined) once closed, as pg-boss's own connection does. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult | undefined>;
  /** Statements sent and not yet answered. */
  readonly inFlight: number;
  /** After close, late statements (a worker finishing past the stop timeout) are dropped, not failed. */
  close(): Promise<void>;
}

export interface BossDbOptions {
  /** Connections in pg-boss's own PostgreSQL pool. */
  poolMax?: number;
  onDroppedSql?: (text: string) => void;
}

export function createBossDb(database: Database, opts: BossDbOptions = {}): BossDb {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'pglite') {
    if (!(client instanceof PGlite)) throw new Error('The job queue needs the PGlite instance behind the app database.');
    return tracked(pgliteExecuteSql(client), async () => undefined, opts);
  }
  if (!(client instanceof Pool)) throw new Error('The job queue needs the pg pool behind the app database.');
  // Not in the app pool's pipeline mode: the queue sends multi-statement strings and waits on each answer anyway.
  const pool = new Pool({ ...client.options, pipeline: false, max: opts.poolMax ?? 4, application_name: 'fanstage-jobs' } as PoolConfig);
  pool.on('error', (err) => console.error(`Job queue PostgreSQL connection error: ${err.message}`));
  return tracked(postgresExecuteSql(pool), () => pool.end(), opts);
}

function postgresExecuteSql(pool: Pool): ExecuteSql {
  return async (text, values) => {
    if (values && values.length > 0) return (await pool.query(text, values)) as SqlResult;
    // A multi-statement string that fails after its BEGIN leaves the session in an aborted transaction:
    // throw that connection away rather than hand it back to the pool.
    const connection = await pool.connect();
    try {
      const result = (await connection.query(text)) as SqlResult | SqlResult[];
      connection.release();
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    } catch (e) {
      connection.release(true);
      throw e;
    }
  };
}

function tracked(execute: ExecuteSql, closeConnection: () => Promise<void>, opts: BossDbOptions): BossDb {
  let inFlight = 0;
  let closed = false;
  return {
    get inFlight() {
      return inFlight;
    },
    async executeSql(text, values) {
      if (closed) {
        // pg-boss fires some writes without awaiting them; failing one now would be an unhandled
        // rejection that ends the process during shutdown. pg-boss reads "no answer" as nothing done;
        // the job stays active and expires into a retry.
        opts.onDroppedSql?.(text);
        return undefined;
      }
      inFlight++;
      try {
        return await execute(text, values);
      } finally {
        inFlight--;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await closeConnection();
    },
  };
}
