// Demo money (seed 009): the demo fans' wallets topped up, and tips and sales spread over the last weeks,
// so a fresh site shows balances, wallet transactions and a performer's earnings chart. Everything goes
// through the ledger and the wallet charges service with fixed idempotency keys, so running again adds
// nothing; only the earnings rows are dated back to when the demo says the sale happened.
import { inArray } from 'drizzle-orm';
import { toMinor } from '@/lib/money';
import { earnings } from '../../modules/earnings/earnings.table';
import { outside, walletOf } from '../../modules/ledger/ledger-accounts';
import { postToLedger } from '../../modules/ledger/ledger.service';
import { TEST_MONEY_GATEWAY, asTestMoney } from '../../modules/ledger/test-money';
import { createSettingsModule } from '../../modules/settings/settings.module';
import { createCommission } from '../../modules/wallet-charges/commission';
import { walletChargeRepos } from '../../modules/wallet-charges/wallet-charges.module';
import { createWalletChargesRepo } from '../../modules/wallet-charges/wallet-charges.repo';
import { createWalletChargesService } from '../../modules/wallet-charges/wallet-charges.service';
import { users } from '../../modules/users/users.table';
import type { Tx } from '../client';
import { DEMO_TIPS, DEMO_WALLETS } from './demo-money.data';
import type { Seed, SeedContext } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

async function topUpDemoWallets(ctx: SeedContext, idOf: ReadonlyMap<string, string>): Promise<number> {
  let added = 0;
  for (const [fan, amount] of Object.entries(DEMO_WALLETS)) {
    const userId = idOf.get(fan);
    if (!userId) continue;
    const minor = toMinor(amount);
    const posted = await ctx.db.transaction((tx: Tx) =>
      postToLedger(tx, {
        kind: 'top-up',
        idempotencyKey: `demo:top-up:${fan}`,
        reference: 'demo data',
        // Demo money is sandbox money: test money, which the tips below carry on into the performers' earnings.
        lines: asTestMoney([
          { account: outside(TEST_MONEY_GATEWAY), amount: -minor },
          { account: walletOf(userId), amount: minor },
        ]),
      }),
    );
    if (!posted.replayed) added++;
  }
  return added;
}

async function sendDemoTips(ctx: SeedContext, idOf: ReadonlyMap<string, string>): Promise<number> {
  const settings = createSettingsModule({ db: ctx.db }).services.settings;
  const charges = createWalletChargesService({
    db: ctx.db,
    repos: walletChargeRepos,
    commission: createCommission({ db: ctx.db, chargesRepo: createWalletChargesRepo }),
    settings,
  });
  const now = Date.now();
  let sent = 0;
  for (const [i, tip] of DEMO_TIPS.entries()) {
    const userId = idOf.get(tip.fan);
    const performerId = idOf.get(tip.performer);
    if (!userId || !performerId) continue;
    const buyer = { userId, countryCode: null, isAdmin: false };
    const paid = await charges.tip(buyer, performerId, { amount: tip.amount }, `demo-tip-${i}`);
    // A replay answers the first charge; dating its earning again to the same day changes nothing.
    const soldAt = new Date(now - tip.daysAgo * DAY_MS);
    const dated = await ctx.db.update(earnings).set({ createdAt: soldAt }).where(inArray(earnings.transactionId, [paid.transactionId])).returning({ id: earnings.id });
    sent += dated.length;
  }
  return sent;
}

export const demoMoneySeed: Seed = {
  name: '009 demo money',
  async run(ctx) {
    const names = [...new Set([...Object.keys(DEMO_WALLETS), ...DEMO_TIPS.flatMap((t) => [t.fan, t.performer])])];
    const rows = await ctx.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
    const idOf = new Map(rows.map((r) => [r.username!, r.id]));
    const toppedUp = await topUpDemoWallets(ctx, idOf);
    const tips = await sendDemoTips(ctx, idOf);
    ctx.log.info(`money: ${toppedUp} demo wallets topped up; ${tips} demo tips in place`);
  },
};
