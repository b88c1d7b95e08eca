// Migrates one database before the API suite, so each test file starts from a copy of it instead of
// running every migration again: a saved PGlite data dir (loaded in ~0.7 s; uncompressed, since
// gunzipping it cost each file another ~0.3 s), or on PostgreSQL a template
// database that `CREATE DATABASE … TEMPLATE` copies in ~0.15 s (migrating takes ~0.45 s).
import fs from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../../src/server/db/client';
import { createPostgresTemplate, PG_TEMPLATE_ENV, templatePath } from './test-database';

export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  // Test workers start after this and inherit the environment: they learn the template's name from it.
  if (url) return void (process.env[PG_TEMPLATE_ENV] = await createPostgresTemplate(url));
  const database = await openPglite(undefined);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await fs.mkdir(path.dirname(templatePath), { recursive: true });
  // Written aside and renamed into place: another test run starting at the same moment reads either the old
  // template or the new one, never half of one.
  const partial = `${templatePath}.${process.pid}.partial`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, templatePath);
  await database.close();
}
