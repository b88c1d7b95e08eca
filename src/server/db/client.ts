// One database type for both drivers: PGlite (embedded default) and node-postgres (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolConfig } from 'pg';
import { appRoot, MIGRATIONS_DIR } from '../app-root';
import type { Db } from './db-types';
import { pipelineTransactions } from './pipelined-transactions';

export type { Db, DbOrTx, Tx } from './db-types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(appRoot(), MIGRATIONS_DIR);
/** The migrated empty database `npm run build` makes (src/server/db/pglite-template.ts); absent before a build. */
export const pgliteTemplate = path.join(appRoot(), 'dist', 'pglite-template');

export function pgliteExtensions() {
  return { citext, pg_trgm };
}

/** Wrap an open PGlite instance (used by tests that clone a migrated template). */
export function databaseFromPglite(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPglite(dataDir?: string, opts: { migrate?: boolean } = {}): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions() });
  if (opts.migrate !== false) await migratePglite(drizzlePglite(client), { migrationsFolder });
  return databaseFromPglite(client);
}

export async function openPostgres(url: string, opts: { migrate?: boolean; max?: number } = {}): Promise<Database> {
  // Pipeline mode: a transaction's BEGIN and first statement, and its last statement and COMMIT, share a round
  // trip (pipelined-transactions.ts). A connection serves one caller at a time as before.
  // (node-postgres's types do not list the option yet.)
  const config: PoolConfig & { pipeline: boolean } = { connectionString: url, max: opts.max ?? 10, pipeline: true };
  const pool = new Pool(config);
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
  const concrete = drizzlePg(pool);
  if (opts.migrate !== false) await migratePg(concrete, { migrationsFolder });
  pipelineTransactions(concrete as unknown as Db, pool);
  return { db: concrete as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * A pid file guards it: a second process refuses to start while the first is alive.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'fanstage.pid');
  if (fs.existsSync(lockFile)) {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is already open by process ${pid}. Stop that process, or set DATABASE_URL to share a PostgreSQL server.`,
      );
    }
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (Number(fs.readFileSync(lockFile, 'utf8')) === process.pid) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Open the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under dataDir/db, which starts
 * as a copy of `template` (the build's, by default) when it is new.
 */
export async function openDatabase(cfg: { DATABASE_URL?: string; dataDir: string }, opts: { template?: string } = {}): Promise<Database & { isNewEmbedded: boolean }> {
  if (cfg.DATABASE_URL) return { ...(await openPostgres(cfg.DATABASE_URL)), isNewEmbedded: false };
  const dbDir = path.join(cfg.dataDir, 'db');
  const isNewEmbedded = !fs.existsSync(path.join(dbDir, 'PG_VERSION'));
  const unlock = lockDataDir(cfg.dataDir);
  try {
    if (isNewEmbedded) copyTemplate(dbDir, opts.template ?? pgliteTemplate);
    const database = await openPglite(dbDir);
    return {
      ...database,
      isNewEmbedded,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}

/** A new embedded database starts as a copy of the build's template, when there is one (else PGlite creates it). */
function copyTemplate(dbDir: string, template: string): void {
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return;
  fs.rmSync(dbDir, { recursive: true, force: true });
  fs.cpSync(template, dbDir, { recursive: true });
}
