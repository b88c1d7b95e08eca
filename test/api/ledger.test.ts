// The ledger on its own (docs/business-rules.md "Money: the ground rules"): balanced postings only, conditional debits
// that hold under a race, idempotency keys, the append-only tables, and the check that re-derives every
// balance. Runs on PGlite with `npm test` and on PostgreSQL with `npm run test:pg` (real concurrency there).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { PLATFORM_COMMISSION, codeOf, earningsOf, outside, walletOf } from '@/server/modules/ledger/ledger-accounts';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { InsufficientFunds, InvalidPosting, balanceOf as ledgerBalanceOf, postToLedger, type LedgerPosting } from '@/server/modules/ledger/ledger.service';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { users } from '@/server/modules/users/users.table';
import { createUser } from '../factories/users';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
useTestApp((made) => (ctx = made));

const db = () => ctx.database.db;
const post = (posting: LedgerPosting) => db().transaction((tx: Tx) => postToLedger(tx, posting));
const topUp = (userId: string, amount: number, idempotencyKey?: string) =>
  post({ kind: 'top-up', idempotencyKey, lines: [{ account: outside('stripe'), amount: -amount }, { account: walletOf(userId), amount }] });
const buy = (fanId: string, performerId: string, price: number, share: number, idempotencyKey?: string) =>
  post({
    kind: 'purchase',
    idempotencyKey,
    lines: [
      { account: walletOf(fanId), amount: -price },
      { account: earningsOf(performerId), amount: price - share },
      { account: PLATFORM_COMMISSION, amount: share },
    ],
  });
async function balanceOf(code: string): Promise<number> {
  const [row] = await db().select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row?.balance ?? 0;
}
const userBalance = async (id: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.id, id)))[0].balance;
const countTransactions = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions))[0].n;

it('moves money in balanced transactions, keeps the wallet shown on the user in step, and the check agrees', async () => {
  const fan = await createUser(db());
  const performer = await createUser(db());
  const posted = await topUp(fan.id, 10_000);
  expect(posted.replayed).toBe(false);
  expect(posted.balances.get(codeOf(walletOf(fan.id)))).toBe(10_000);
  await buy(fan.id, performer.id, 1_000, 200);

  expect(await balanceOf(codeOf(walletOf(fan.id)))).toBe(9_000);
  expect(await userBalance(fan.id)).toBe(9_000);
  expect(await balanceOf(codeOf(earningsOf(performer.id)))).toBe(800);
  const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, posted.transactionId));
  expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-10_000, 10_000]);
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

it('refuses unbalanced, fractional, zero and one-sided postings and writes nothing', async () => {
  const fan = await createUser(db());
  const before = await countTransactions();
  const wallet = walletOf(fan.id);
  const bad: LedgerPosting[] = [
    { kind: 'x', lines: [{ account: outside('stripe'), amount: -100 }, { account: wallet, amount: 99 }] },
    { kind: 'x', lines: [{ account: outside('stripe'), amount: -1.5 }, { account: wallet, amount: 1.5 }] },
    { kind: 'x', lines: [{ account: outside('stripe'), amount: 0 }, { account: wallet, amount: 0 }] },
    { kind: 'x', lines: [{ account: wallet, amount: 100 }] },
    { kind: 'x', lines: [{ account: wallet, amount: -100 }, { account: wallet, amount: 100 }] },
  ];
  for (const posting of bad) await expect(post(posting)).rejects.toBeInstanceOf(InvalidPosting);
  expect(await countTransactions()).toBe(before);
});

it('never takes a wallet below zero: the whole transaction rolls back', async () => {
  const fan = await createUser(db());
  const performer = await createUser(db());
  await topUp(fan.id, 500);
  const before = await countTransactions();
  await expect(buy(fan.id, performer.id, 501, 100)).rejects.toBeInstanceOf(InsufficientFunds);
  expect(await countTransactions()).toBe(before);
  expect(await userBalance(fan.id)).toBe(500);
  expect(await balanceOf(codeOf(earningsOf(performer.id)))).toBe(0);
  await buy(fan.id, performer.id, 500, 100);
  expect(await userBalance(fan.id)).toBe(0);
});

it('writes a posting once per idempotency key, however often it is repeated', async () => {
  const fan = await createUser(db());
  const key = `top-up-${fan.id}`;
  const first = await topUp(fan.id, 700, key);
  const again = await Promise.all([topUp(fan.id, 700, key), topUp(fan.id, 700, key)]);
  expect(again.map((p) => [p.transactionId, p.replayed])).toEqual([
    [first.transactionId, true],
    [first.transactionId, true],
  ]);
  expect(await userBalance(fan.id)).toBe(700);
});

it('lets exactly as many parallel purchases through as the wallet can pay for', async () => {
  const fan = await createUser(db());
  const performer = await createUser(db());
  await topUp(fan.id, 100 * 250);
  const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => buy(fan.id, performer.id, 250, 50, `race-${fan.id}-${i}`)));
  const failures = results.filter((r) => r.status === 'rejected');
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
  for (const f of failures) expect((f as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFunds);
  expect(await userBalance(fan.id)).toBe(0);
  expect(await balanceOf(codeOf(earningsOf(performer.id)))).toBe(100 * 200);
  expect(await checkLedger(db())).toMatchObject({ ok: true });
});

it('refuses to change or delete what the ledger has written', async () => {
  const fan = await createUser(db());
  const { transactionId } = await topUp(fan.id, 300);
  // Drizzle wraps the database's refusal; its cause carries the trigger's message.
  const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
  await expect(db().update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.transactionId, transactionId))).rejects.toMatchObject(refused);
  await expect(db().delete(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId))).rejects.toMatchObject(refused);
  await expect(db().delete(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId))).rejects.toMatchObject(refused);
});

it('finds a cached balance that drifted from the ledger, and a user balance out of step with the wallet', async () => {
  const fan = await createUser(db());
  await topUp(fan.id, 400);
  const wallet = codeOf(walletOf(fan.id));
  await db().update(ledgerAccounts).set({ balance: 450 }).where(eq(ledgerAccounts.code, wallet));
  const drifted = await checkLedger(db());
  expect(drifted.ok).toBe(false);
  expect(drifted.problems).toEqual(
    expect.arrayContaining([`Account ${wallet} shows 450 but its entries sum to 400.`, `User ${fan.id} shows a balance of 400 but their wallet holds 450.`]),
  );
  await db().update(ledgerAccounts).set({ balance: 400 }).where(eq(ledgerAccounts.code, wallet));
  expect(await checkLedger(db())).toMatchObject({ ok: true });
});

it('keeps no cached balance on the shared house accounts: their balance is the sum of their entries', async () => {
  const fan = await createUser(db());
  const performer = await createUser(db());
  const commissionBefore = await ledgerBalanceOf(db(), PLATFORM_COMMISSION);
  const gatewayBefore = await ledgerBalanceOf(db(), outside('stripe'));
  await topUp(fan.id, 2_000);
  await buy(fan.id, performer.id, 1_000, 250);
  expect(await ledgerBalanceOf(db(), PLATFORM_COMMISSION)).toBe(commissionBefore + 250);
  expect(await ledgerBalanceOf(db(), outside('stripe'))).toBe(gatewayBefore - 2_000);
  expect(await ledgerBalanceOf(db(), walletOf(fan.id))).toBe(1_000);
  expect(await balanceOf(codeOf(PLATFORM_COMMISSION))).toBe(0);

  // A number written onto a house account went around the ledger: the check names it.
  const platform = codeOf(PLATFORM_COMMISSION);
  await db().update(ledgerAccounts).set({ balance: 99 }).where(eq(ledgerAccounts.code, platform));
  expect((await checkLedger(db())).problems).toContain(`Account ${platform} keeps no cached balance but shows 99.`);
  await db().update(ledgerAccounts).set({ balance: 0 }).where(eq(ledgerAccounts.code, platform));
  expect(await checkLedger(db())).toMatchObject({ ok: true });
});
