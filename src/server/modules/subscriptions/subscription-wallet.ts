// A subscription period paid from the fan's wallet (docs/money.md "Subscribing from the wallet"): in one
// database transaction the pair's row is locked, the wallet debited conditionally (it cannot go below zero
// however many requests race), the performer's share and the commission posted to the ledger, the period
// written and the earning recorded. The same records a card payment's settlement writes, without a payment row.
import type { Tx } from '../../db/client';
import { conflict } from '../../http/errors';
import { createEarningsRepo } from '../earnings/earnings.repo';
import { PLATFORM_COMMISSION, codeOf, earningsOf, walletOf } from '../ledger/ledger-accounts';
import { postToLedger, type LedgerLine } from '../ledger/ledger.service';
import { split, type Commission } from '../wallet-charges/commission';
import { activatePeriod, PAID_PERIOD_DAYS, type PaidType } from './subscription-activation';
import { createSubscriptionsRepo } from './subscriptions.repo';
import type { SubscriptionRow } from './subscriptions.table';

export interface WalletPeriod {
  userId: string;
  performerId: string;
  type: PaidType;
  /** Minor units. */
  price: number;
  /** The ledger's idempotency key: `<fan>:<Idempotency-Key>` for a subscribe, the period's for a renewal. */
  ledgerKey: string | null;
  /** A renewal extends whatever runs; a subscribe refuses to buy again the same type still running. */
  renewal: boolean;
}

export interface WalletPaid {
  subscription: SubscriptionRow;
  started: boolean;
  transactionId: string;
  /** The wallet's balance after the debit, minor units. */
  balance: number;
  net: number;
}

/** What the ledger transaction of a wallet-paid period names, so a replayed key is told from a reused one. */
export const walletPeriodReference = (performerId: string, type: PaidType) => `subscription:${performerId}:${type}`;

/** Throws InsufficientFunds when the wallet does not cover the price: the caller's transaction rolls back. */
export async function payPeriodFromWallet(tx: Tx, commission: Pick<Commission, 'commissionFor'>, period: WalletPeriod, now = new Date()): Promise<WalletPaid> {
  // Held before the money moves, so two subscribes of the same fan take turns and the second sees the first.
  const { row, isNew } = await createSubscriptionsRepo(tx).lockPair(period.userId, period.performerId, period.type, now);
  if (!period.renewal && !isNew && row.expiredAt > now && !row.cancelledAt && row.subscriptionType === period.type) {
    throw conflict(`You are already subscribed to this performer (${period.type}) until ${row.expiredAt.toISOString().slice(0, 10)}.`);
  }
  const basisPoints = await commission.commissionFor(period.performerId, tx);
  const { platformShare, net } = split(period.price, basisPoints);
  const wallet = walletOf(period.userId);
  const earnings = earningsOf(period.performerId);
  // The wallet spends its test money first; what it spent is shared out at the sale's commission.
  const lines: LedgerLine[] = [
    { account: wallet, amount: -period.price, test: 'test-first' as const },
    { account: earnings, amount: net, test: (spent: number) => split(spent, basisPoints).net },
    { account: PLATFORM_COMMISSION, amount: platformShare, test: (spent: number) => split(spent, basisPoints).platformShare },
  ].filter((l) => l.amount !== 0);
  const posted = await postToLedger(tx, { kind: 'subscription', lines, idempotencyKey: period.ledgerKey ?? undefined, reference: walletPeriodReference(period.performerId, period.type) });
  // The caller looked the key up before starting; one written since is a request racing this one.
  if (posted.replayed) throw conflict('This subscription is already being paid with this Idempotency-Key. Try again in a moment.');
  const { subscription, started } = await activatePeriod(
    tx,
    { userId: period.userId, performerId: period.performerId, type: period.type, days: PAID_PERIOD_DAYS[period.type], amount: period.price, paymentId: null },
    now,
  );
  await createEarningsRepo(tx).insert({
    performerId: period.performerId,
    userId: period.userId,
    sourceType: 'subscription',
    sourceId: subscription.id,
    transactionId: posted.transactionId,
    gross: period.price,
    platformShare,
    net,
    testGross: -(posted.tests.get(codeOf(wallet)) ?? 0),
    testNet: posted.tests.get(codeOf(earnings)) ?? 0,
    commissionBasisPoints: basisPoints,
  });
  return { subscription, started, transactionId: posted.transactionId, balance: posted.balances.get(codeOf(wallet))!, net };
}
