// Money for tests: wallets are funded the way a confirmed top-up funds them, through the ledger from a
// gateway's outside account, so checkLedger holds after every test. Real money by default (as a Stripe top-up
// brings it in); test money, marked as the sandbox's always is, when a test asks for it.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { outside, walletOf } from '@/server/modules/ledger/ledger-accounts';
import { postToLedger } from '@/server/modules/ledger/ledger.service';
import { asTestMoney } from '@/server/modules/ledger/test-money';
import { performers } from '@/server/modules/performers/performers.table';
import { users } from '@/server/modules/users/users.table';

type Account = { id: string };

/** Tops up `user`'s wallet by `minor` units (cents): real money, or with `testMoney` the sandbox's test money. */
export async function fundWallet(db: Db, user: Account, minor: number, opts: { testMoney?: boolean } = {}): Promise<void> {
  const lines = [
    { account: outside(opts.testMoney ? 'sandbox' : 'stripe'), amount: -minor },
    { account: walletOf(user.id), amount: minor },
  ];
  await db.transaction((tx: Tx) => postToLedger(tx, { kind: 'top-up', reference: 'test', lines: opts.testMoney ? asTestMoney(lines) : lines }));
}

/** The wallet balance shown on the user, in minor units. */
export async function walletBalance(db: Db, user: Account): Promise<number> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, user.id));
  return row.balance;
}

/** An admin's per-performer commission override in basis points; null returns to the site setting. */
export async function setCommissionOverride(db: Db, performer: Account, basisPoints: number | null): Promise<void> {
  await db.update(performers).set({ commissionBasisPoints: basisPoints }).where(eq(performers.userId, performer.id));
}
