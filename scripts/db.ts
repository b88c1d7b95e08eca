// `npm run db:migrate | db:seed | db:reset`: the embedded database under DATA_DIR, or DATABASE_URL.
import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { loadConfig, type AppConfig } from '../src/server/config';
import { lockDataDir, openDatabase, openPglite, type Database } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';
import { createStorage } from '../src/server/media/storage';
import { loadOrCreateSecrets } from '../src/server/secrets';

const USAGE = `Usage: tsx scripts/db.ts <migrate|seed|reset> [--yes]
  migrate  apply pending migrations
  seed     add the demo data (safe to run again: existing accounts are kept)
  reset    delete the database and media, then migrate and seed
           (with DATABASE_URL this drops the schemas; --yes skips the question)`;

const log = { info: (message: string) => console.log(`  ${message}`) };

function readConfig(): AppConfig {
  const bootstrap = loadConfig();
  return loadConfig(process.env, loadOrCreateSecrets(bootstrap.dataDir));
}

async function withDatabase(config: AppConfig, work: (database: Database) => Promise<void>) {
  // openDatabase applies migrations and, for the embedded database, refuses while a server has it open.
  const database = await openDatabase(config);
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

async function seed(config: AppConfig, database: Database) {
  await seedDemoData({ db: database.db, config, storage: createStorage(config), log });
}

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

async function resetEmbedded(config: AppConfig) {
  // Holding the lock for the whole reset: fails at once if a server is running on this data dir.
  const unlock = lockDataDir(config.dataDir);
  try {
    for (const dir of ['db', 'media']) {
      fs.rmSync(path.join(config.dataDir, dir), { recursive: true, force: true });
      console.log(`  deleted ${path.join(config.dataDir, dir)}`);
    }
    const database = await openPglite(path.join(config.dataDir, 'db'));
    try {
      console.log('  migrated a new embedded database');
      await seed(config, database);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

async function resetPostgres(config: AppConfig, url: string, yes: boolean) {
  const target = new URL(url);
  const where = `${target.host}${target.pathname}`;
  if (!yes && !(await confirm(`This deletes every table and row in ${where}. Type "yes" to continue: `))) {
    throw new Error(`Nothing changed. To reset ${where}, run again and answer "yes", or pass --yes.`);
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    // The job queue's own tables (pg-boss): old jobs must not survive a reset.
    await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
    await client.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
  } finally {
    await client.end();
  }
  console.log(`  dropped and recreated the schemas of ${where}`);
  // Stored media belonged to rows that no longer exist.
  fs.rmSync(path.join(config.dataDir, 'media'), { recursive: true, force: true });
  await withDatabase(config, (database) => seed(config, database));
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean', short: 'y' } } });
  const command = positionals[0];
  if (!command || !['migrate', 'seed', 'reset'].includes(command) || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = readConfig();
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  console.log(`${command}: ${where}`);

  if (command === 'migrate') await withDatabase(config, async () => console.log('  migrations applied'));
  if (command === 'seed') await withDatabase(config, (database) => seed(config, database));
  if (command === 'reset') {
    if (config.DATABASE_URL) await resetPostgres(config, config.DATABASE_URL, !!values.yes);
    else await resetEmbedded(config);
  }
  console.log('done');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
