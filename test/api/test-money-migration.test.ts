// Upgrading a site to test money (docs/money.md "Test money"): the migration that adds the test parts marks the
// history of a site that only the sandbox ever paid into (the embedded default with its demo data) as test money
// throughout, and leaves the history of a site where a real gateway paid in counted as real. Runs the migrations
// as the migrator does, statement by statement, on an embedded database of its own.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, pgliteExtensions } from '@/server/db/client';

jest.setTimeout(120_000);

const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort();
const TEST_MONEY = files.find((f) => /^\d+_test_money\.sql$/.test(f))!;

async function apply(db: PGlite, file: string) {
  for (const statement of fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** The schema as it stood before test money, migrated once and copied for each test. */
let before: File | Blob;
beforeAll(async () => {
  const db = await PGlite.create({ extensions: pgliteExtensions() });
  for (const file of files.filter((f) => f < TEST_MONEY)) await apply(db, file);
  before = await db.dumpDataDir('none');
  await db.close();
});

/** A site before test money, holding one top-up through `gateway`, a tip from it and a payout request. */
async function siteBefore(gateway: string): Promise<PGlite> {
  const db = await PGlite.create({ extensions: pgliteExtensions(), loadDataDir: before });
  const one = async (query: string) => (await db.query<{ id: string }>(query)).rows[0].id;
  const fan = await one(`insert into users (email, username) values ('fan@example.test', 'fan') returning id`);
  const performer = await one(`insert into users (email, username) values ('star@example.test', 'star') returning id`);
  const account = (code: string, kind: string, owner: string | null, balance: number) =>
    one(`insert into ledger_accounts (code, kind, owner_id, balance) values ('${code}', '${kind}', ${owner ? `'${owner}'` : 'null'}, ${balance}) returning id`);
  const outside = await account(`outside:${gateway}`, 'outside', null, 0);
  const wallet = await account(`wallet:${fan}`, 'wallet', fan, 2_000);
  const earnings = await account(`earnings:${performer}`, 'earnings', performer, 2_400);
  const platform = await account('platform:commission', 'platform', null, 0);
  const reserve = await account(`payout-reserved:${performer}`, 'payout-reserved', performer, 5_600);
  const posting = async (kind: string, lines: [string, number][], reference = 'test') => {
    const transaction = await one(`insert into ledger_transactions (kind, reference) values ('${kind}', '${reference}') returning id`);
    await db.exec(`insert into ledger_entries (transaction_id, account_id, amount) values ${lines.map(([a, n]) => `('${transaction}', '${a}', ${n})`).join(', ')}`);
    return transaction;
  };
  await posting('top-up', [[outside, -12_000], [wallet, 12_000]]);
  const tip = await posting('tip', [[wallet, -10_000], [earnings, 8_000], [platform, 2_000]]);
  await db.exec(
    `insert into earnings (performer_id, user_id, source_type, transaction_id, gross, platform_share, net, commission_basis_points) values ('${performer}', '${fan}', 'tip', '${tip}', 10000, 2000, 8000, 2000)`,
  );
  const request = await one(`insert into payout_requests (performer_id, amount, method) values ('${performer}', 5600, 'paypal') returning id`);
  await posting('payout-reserve', [[earnings, -5_600], [reserve, 5_600]], `payout:${request}`);
  return db;
}

const marks = async (db: PGlite) => ({
  entries: (await db.query<{ n: number }>('select count(*)::int as n from ledger_entries where test_amount <> amount')).rows[0].n,
  accounts: (await db.query<{ n: number }>('select count(*)::int as n from ledger_accounts where test_balance <> balance')).rows[0].n,
  earnings: (await db.query<{ test: number }>('select test_net as test from earnings')).rows[0].test,
  requests: (await db.query<{ test: number }>('select test_amount as test from payout_requests')).rows[0].test,
});

it('marks all money as test money on a site that only the sandbox paid into, and keeps the ledger append-only', async () => {
  const db = await siteBefore('sandbox');
  try {
    await apply(db, TEST_MONEY);
    expect(await marks(db)).toEqual({ entries: 0, accounts: 0, earnings: 8_000, requests: 5_600 });
    await expect(db.exec('update ledger_entries set amount = 1')).rejects.toThrow(/append-only/);
  } finally {
    await db.close();
  }
});

it('leaves the history counted as real money where a real gateway paid in', async () => {
  const db = await siteBefore('stripe');
  try {
    await apply(db, TEST_MONEY);
    expect(await marks(db)).toEqual({ entries: 7, accounts: 3, earnings: 0, requests: 0 });
  } finally {
    await db.close();
  }
});
