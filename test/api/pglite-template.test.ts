// A new embedded database starts as a copy of the migrated template `npm run build` makes, and is then
// migrated and used like any other; an existing one is never replaced by it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, openPglite } from '@/server/db/client';

describe('the embedded database template', () => {
  let base: string;
  const template = () => path.join(base, 'template');

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-template-'));
    const made = await openPglite(template());
    await made.db.execute(sql`CREATE TABLE template_marker (id int)`);
    await made.close();
  }, 120_000);
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('is copied into a new data dir, which opens migrated', async () => {
    const dataDir = path.join(base, 'new');
    const database = await openDatabase({ dataDir }, { template: template() });
    try {
      expect(database.isNewEmbedded).toBe(true);
      await expect(database.db.execute(sql`SELECT count(*) FROM template_marker`)).resolves.toBeDefined();
      await expect(database.db.execute(sql`SELECT count(*) FROM users`)).resolves.toBeDefined();
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(template(), 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('leaves an existing database alone', async () => {
    const dataDir = path.join(base, 'existing');
    const first = await openDatabase({ dataDir }, { template: template() });
    await first.db.execute(sql`CREATE TABLE own_marker (id int)`);
    await first.close();
    const again = await openDatabase({ dataDir }, { template: template() });
    try {
      expect(again.isNewEmbedded).toBe(false);
      await expect(again.db.execute(sql`SELECT count(*) FROM own_marker`)).resolves.toBeDefined();
    } finally {
      await again.close();
    }
  }, 120_000);
});
