// A database per test file: a clone of a migrated PGlite template (made once by globalSetup), or for the
// PostgreSQL run a copy of a migrated template database on TEST_DATABASE_URL's server.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { databaseFromPglite, openPostgres, pgliteExtensions, type Database } from '../../src/server/db/client';

export const templatePath = path.join(os.tmpdir(), 'fanstage-test-template', `pglite-${process.env.FANSTAGE_TEMPLATE_ID ?? 'default'}.tar`);

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openFreshPostgres(url);
  const blob = new Blob([new Uint8Array(await fs.readFile(templatePath))]);
  const client = await PGlite.create({ loadDataDir: blob, extensions: pgliteExtensions() });
  return databaseFromPglite(client);
}

/** Where the API suite's global setup leaves the name of the PostgreSQL template database for the workers. */
export const PG_TEMPLATE_ENV = 'FANSTAGE_PG_TEMPLATE';

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;

function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A migrated database for this run's test files to copy; its name is unique to the run. */
export async function createPostgresTemplate(url: string): Promise<string> {
  const name = uniqueName('fanstage_template');
  await onServer(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const database = await openPostgres(urlOf(url, name), { max: 1 });
  await database.close();
  // A template must have no connections while it is copied: wait for the pool's sockets to close.
  await waitForNoConnections(url, name);
  return name;
}

async function waitForNoConnections(url: string, name: string) {
  await onServer(url, async (admin) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

export async function dropPostgresDatabase(url: string, name: string) {
  await onServer(url, async (admin) => {
    // pool.end() resolves before its sockets have closed. Wait for them rather than kill them: a killed
    // connection raises an unhandled pool error in whichever test file this worker runs next.
    for (let attempt = 0; ; attempt++) {
      const force = attempt >= 50 ? ' WITH (FORCE)' : '';
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name}${force}`);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || force) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
}

async function openFreshPostgres(url: string): Promise<Database> {
  const template = process.env[PG_TEMPLATE_ENV];
  const name = uniqueName('fanstage_test');
  await onServer(url, (admin) => admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  // Without a template (a test run outside jest's global setup) the database migrates itself.
  const database = await openPostgres(urlOf(url, name), { max: 4, migrate: !template });
  return {
    ...database,
    async close() {
      await database.close();
      await dropPostgresDatabase(url, name);
    },
  };
}
