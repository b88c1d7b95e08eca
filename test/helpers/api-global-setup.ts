// Migrates one PGlite database and saves it, so each API test file starts from a copy in ~1 s.
import fs from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../../src/server/db/client';
import { templatePath } from './test-database';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openPglite(undefined);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await fs.mkdir(path.dirname(templatePath), { recursive: true });
  // Written aside and renamed into place: another test run starting at the same moment reads either the old
  // template or the new one, never half of one.
  const partial = `${templatePath}.${process.pid}.partial`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, templatePath);
  await database.close();
}
