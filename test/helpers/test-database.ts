// A database per test file: a clone of a migrated PGlite template (made once by globalSetup), or a
// fresh database on TEST_DATABASE_URL's server for the PostgreSQL run.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { databaseFromPglite, openPostgres, pgliteExtensions, type Database } from '../../src/server/db/client';

export const templatePath = path.join(os.tmpdir(), 'fanstage-test-template', `pglite-${process.env.FANSTAGE_TEMPLATE_ID ?? 'default'}.tar.gz`);

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openFreshPostgres(url);
  const blob = new Blob([new Uint8Array(await fs.readFile(templatePath))]);
  const client = await PGlite.create({ loadDataDir: blob, extensions: pgliteExtensions() });
  return databaseFromPglite(client);
}

async function openFreshPostgres(url: string): Promise<Database> {
  const name = `fanstage_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), { max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      // pool.end() resolves before its sockets have closed. Wait for them rather than kill them: a killed
      // connection raises an unhandled pool error in whichever test file this worker runs next.
      for (let attempt = 0; ; attempt++) {
        const force = attempt >= 50 ? ' WITH (FORCE)' : '';
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS ${name}${force}`);
          break;
        } catch (e) {
          if ((e as { code?: string }).code !== '55006' || force) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await cleanup.end();
    },
  };
}
