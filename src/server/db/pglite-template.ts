// `npm run build` makes a migrated, empty embedded database (dist/pglite-template) with this entry point.
// A new install copies it instead of creating a database from nothing: PGlite's initdb is most of the
// first start's wait on the database. Migrations still run on every start, so a template older than the
// migrations is brought up to date like any database.
import { openPglite } from './client';

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: node dist/pglite-template.js <folder>');
  const database = await openPglite(dir);
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
