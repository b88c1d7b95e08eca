// Demo money (seed 009): the demo fans' wallets hold their top-ups less their tips, the performers' earnings
// are spread over the days the demo names (what the earnings chart shows), all of it is marked as the sandbox
// test money it is, the books agree, and a second run changes nothing.
import { eq, sql } from 'drizzle-orm';
import type { EarningStats } from '@/contracts/wallet';
import { DEMO_PASSWORD, DEMO_TIPS, DEMO_WALLETS, seedDemoData } from '@/server/db/seed';
import { demoMoneySeed } from '@/server/db/seed/009-demo-money';
import { earnings, ledgerAccounts, ledgerTransactions, users } from '@/server/db/schema';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { authHeader } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
const db = () => ctx.database.db;
const seedContext = () => ({ db: db(), config: ctx.config, storage: ctx.app.services.storage, log: { info: () => undefined } });

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData({ ...seedContext(), upTo: '003 demo performers' });
  await demoMoneySeed.run(seedContext());
});
afterAll(() => ctx?.close());

const balanceOf = async (username: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.username, username)))[0].balance;

it('leaves each demo fan their top-up less the tips they sent', async () => {
  for (const [fan, topUp] of Object.entries(DEMO_WALLETS)) {
    const tipped = DEMO_TIPS.filter((t) => t.fan === fan).reduce((sum, t) => sum + t.amount, 0);
    expect([fan, await balanceOf(fan)]).toEqual([fan, Math.round((topUp - tipped) * 100)]);
  }
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

it('gives luna earnings on the days the demo names, which her chart shows', async () => {
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'luna', password: DEMO_PASSWORD, remember: false } });
  const token = login.json().data.token as string;
  const res = await ctx.app.inject({ method: 'GET', url: '/api/performer/earning/stats', headers: authHeader(token) });
  expect(res.statusCode).toBe(200);
  const stats = res.json().data as EarningStats;
  const lunaTips = DEMO_TIPS.filter((t) => t.performer === 'luna');
  expect(stats.daily.filter((d) => d.net > 0)).toHaveLength(new Set(lunaTips.map((t) => t.daysAgo)).size);
  // The default 20 % commission: luna keeps 80 % of every tip.
  expect(stats.daily.reduce((sum, d) => sum + d.net, 0)).toBeCloseTo(lunaTips.reduce((sum, t) => sum + t.amount, 0) * 0.8, 2);
});

it('marks all demo money as the sandbox test money it is, in the wallets and in the earnings it paid for', async () => {
  const wallets = await db().select({ balance: ledgerAccounts.balance, test: ledgerAccounts.testBalance }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'wallet'));
  expect(wallets.length).toBeGreaterThan(0);
  for (const w of wallets) expect(w.test).toBe(w.balance);
  const earned = await db().select({ net: earnings.net, testNet: earnings.testNet, gross: earnings.gross, testGross: earnings.testGross }).from(earnings);
  expect(earned.length).toBe(DEMO_TIPS.length);
  for (const e of earned) expect([e.testGross, e.testNet]).toEqual([e.gross, e.net]);
});

it('adds nothing when run again', async () => {
  const count = async () => ({
    transactions: (await db().select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions))[0].n,
    earnings: (await db().select({ n: sql<number>`count(*)::int` }).from(earnings))[0].n,
    fan1: await balanceOf('fan1'),
  });
  const before = await count();
  await demoMoneySeed.run(seedContext());
  expect(await count()).toEqual(before);
});
