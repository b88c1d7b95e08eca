// Starting or extending a subscription period (docs/business-rules.md "Subscriptions"), inside the transaction that pays
// for it: a paid period is delivered by the payment settlement once the gateway confirms, a free trial at
// once. Renewal extends from the current expiry while the subscription still runs, else from now.
import type { Tx } from '../../db/client';
import { conflict, unprocessable } from '../../http/errors';
import { split, type Commission } from '../wallet-charges/commission';
import { createEarningsRepo } from '../earnings/earnings.repo';
import type { Sold } from '../earnings/sale-mails';
import { PLATFORM_COMMISSION, earningsOf, outside } from '../ledger/ledger-accounts';
import { postToLedger, type LedgerLine } from '../ledger/ledger.service';
import { asTestMoney, paysTestMoney } from '../ledger/test-money';
import type { Fulfiller } from '../payments/payment-settlement';
import { createSubscriptionsRepo } from './subscriptions.repo';
import type { SubscriptionRow } from './subscriptions.table';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PAID_PERIOD_DAYS = { monthly: 30, yearly: 365 } as const;
export type PaidType = keyof typeof PAID_PERIOD_DAYS;

export const FREE_TRIAL_USED = 'You have already used your free trial with this performer.';

export interface Period {
  userId: string;
  performerId: string;
  type: SubscriptionRow['subscriptionType'];
  days: number;
  /** Minor units; 0 for a free trial. */
  amount: number;
  paymentId: string | null;
}

export interface Activated {
  subscription: SubscriptionRow;
  /** True when this period started the subscription (it was new or had run out), false when it extended one. */
  started: boolean;
}

/** Writes the period onto the pair's row (locked for the transaction) and into its history. */
export async function activatePeriod(tx: Tx, period: Period, now = new Date()): Promise<Activated> {
  const repo = createSubscriptionsRepo(tx);
  const { row, isNew } = await repo.lockPair(period.userId, period.performerId, period.type, now);
  const running = !isNew && row.expiredAt > now;
  if (period.type === 'free') {
    // Checked under the pair's lock: two trials asked for at once cannot both pass.
    if (await repo.usedFreeTrial(period.userId, period.performerId)) throw unprocessable(FREE_TRIAL_USED);
    if (running) throw conflict('You already have a subscription to this performer running; a free trial cannot be added to it.');
  }
  const startsAt = running ? row.expiredAt : now;
  const endsAt = new Date(startsAt.getTime() + period.days * DAY_MS);
  const updated = await repo.update(row.id, {
    subscriptionType: period.type,
    // A new period after a cancellation means the fan wants it again.
    status: 'active',
    cancelledAt: null,
    price: period.amount,
    startedAt: running ? row.startedAt : now,
    expiredAt: endsAt,
  });
  await repo.insertPeriod({
    subscriptionId: row.id,
    userId: period.userId,
    performerId: period.performerId,
    subscriptionType: period.type,
    startsAt,
    endsAt,
    amount: period.amount,
    paymentId: period.paymentId,
  });
  return { subscription: updated, started: !running };
}

/**
 * What a succeeded subscription payment delivers: the money from the gateway split between the performer's
 * earnings and the platform's commission, the earning row, and the period. `afterActivation` runs once the
 * settlement's transaction has committed (it schedules the renewal).
 */
export function subscriptionFulfiller(deps: { commission: Commission; afterActivation: (subscription: SubscriptionRow, sale: Sold) => void }): Fulfiller {
  return async (tx, payment) => {
    const performerId = String(payment.details.performerId);
    const type = payment.details.subscriptionType as PaidType;
    if (!(type in PAID_PERIOD_DAYS)) throw new Error(`Payment ${payment.id} names no subscription type it pays for.`);
    const basisPoints = await deps.commission.commissionFor(performerId, tx);
    const { platformShare, net } = split(payment.amount, basisPoints);
    const lines: LedgerLine[] = [
      { account: outside(payment.gateway), amount: -payment.amount },
      { account: earningsOf(performerId), amount: net },
      { account: PLATFORM_COMMISSION, amount: platformShare },
    ].filter((l) => l.amount !== 0);
    const reference = `payment:${payment.id}`;
    // Paid through the sandbox: test money whole, for the performer's share and the platform's alike.
    const test = paysTestMoney(payment.gateway);
    const posted = await postToLedger(tx, { kind: 'subscription', idempotencyKey: reference, reference, lines: test ? asTestMoney(lines) : lines });
    const { subscription, started } = await activatePeriod(tx, { userId: payment.userId, performerId, type, days: PAID_PERIOD_DAYS[type], amount: payment.amount, paymentId: payment.id });
    await createEarningsRepo(tx).insert({
      performerId,
      userId: payment.userId,
      sourceType: 'subscription',
      sourceId: subscription.id,
      transactionId: posted.transactionId,
      gross: payment.amount,
      platformShare,
      net,
      testGross: test ? payment.amount : 0,
      testNet: test ? net : 0,
      commissionBasisPoints: basisPoints,
    });
    // Paid by card: the fan's wallet did not change, so there is no balance to push.
    const sale: Sold = { type: 'subscription', transactionId: posted.transactionId, buyerId: payment.userId, performerId, gross: payment.amount, net, isNewSubscriber: started };
    return { transactionId: posted.transactionId, afterCommit: () => deps.afterActivation(subscription, sale) };
  };
}
