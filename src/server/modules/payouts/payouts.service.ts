// The performer's side of payouts: what may be asked for, asking, editing or cancelling
// while pending, and reading their own requests. Each change is one transaction holding the row and the
// ledger posting that reserves or releases its money. A request takes real money first; while a real gateway
// takes payments, a request that would hold test money (sandbox earnings) is refused (docs/money.md "Test money").
import type { List } from '@/contracts/common';
import {
  CANCELLED_BY_PERFORMER,
  payoutSortKeys,
  type PayoutCalculation,
  type PayoutMethod,
  type PayoutRequestBody,
  type PayoutRequestItem,
  type PayoutSearchQuery,
  type PayoutUpdateBody,
  type PendingReview,
} from '@/contracts/payouts';
import { fromMinor, plainAmount, toMinor } from '@/lib/money';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { createEarningsRepo } from '../earnings/earnings.repo';
import { earningsOf, payoutReserveOf } from '../ledger/ledger-accounts';
import { InsufficientFunds } from '../ledger/ledger.service';
import { createPerformersRepo } from '../performers/performers.repo';
import type { SettingsService } from '../settings/settings.service';
import { releasePayout, reserveForPayout } from './payout-ledger';
import type { PayoutEvent, PayoutNotifier } from './payout-mail';
import { presentPayout } from './payouts.presenter';
import { createPayoutsRepo, type PayoutRecord, type PayoutsRepo } from './payouts.repo';

export const ONE_PENDING = 'You already have a payout request waiting for review. Edit or cancel it instead of sending another.';
const notYours = () => notFound('This payout request does not exist, or is not yours.');

/** A request would hold test money while a real gateway takes payments; its transaction rolls back. */
class HoldsTestMoney extends Error {}

export function createPayoutsService(deps: {
  db: Db;
  settings: Pick<SettingsService, 'get'>;
  notify: PayoutNotifier;
  /** Whether a real gateway (Stripe) takes payments now: test money can then never be asked for. */
  realGateway: () => Promise<boolean>;
}) {
  const repo = createPayoutsRepo(deps.db);
  const minimum = async () => toMinor(await deps.settings.get('minimumPayoutAmount'));

  async function calculate(performerId: string): Promise<PayoutCalculation> {
    const [earned, reserved, minimumPayoutAmount, totals, totalPaidOut, realGateway] = await Promise.all([
      repo.holdingsOf(earningsOf(performerId)),
      repo.balanceOf(payoutReserveOf(performerId)),
      minimum(),
      createEarningsRepo(deps.db).totals(performerId, {}),
      repo.totalPaidOut(performerId),
      deps.realGateway(),
    ]);
    return {
      available: fromMinor(earned.balance),
      availableTestMoney: fromMinor(earned.test),
      testMoneyPayable: !realGateway,
      reserved: fromMinor(reserved),
      minimumPayoutAmount: fromMinor(minimumPayoutAmount),
      totalEarnedNet: fromMinor(totals.net),
      totalPaidOut: fromMinor(totalPaidOut),
    };
  }

  /** The checks that do not need the money: the minimum, and where the money can be sent. */
  async function checkRequest(tx: Tx, performerId: string, amount: number, method: PayoutMethod): Promise<void> {
    const min = await minimum();
    if (amount < min) throw unprocessable(`A payout request must be at least ${plainAmount(min)}.`);
    const record = await createPerformersRepo(tx).findRecord(performerId);
    if (!record) throw notFound('Only performers with a profile can request payouts.');
    if (record.user.status === 'suspended') throw unprocessable('Your account is suspended, so payouts are paused. Contact us if you think this is a mistake.');
    if (method === 'bank_transfer' && !record.performer.bankingCiphertext) throw unprocessable('Add your bank details in your account settings before asking for a bank transfer.');
    if (method === 'paypal' && !record.performer.paymentGateway.paypalEmail) throw unprocessable('Add your PayPal email in your account settings before asking for a PayPal payout.');
  }

  /**
   * Runs `work` in a transaction; money the earnings do not hold (or, with a real gateway, only hold as test
   * money) is the performer's input error. `alreadyHeld` is what the request being edited has reserved, and
   * the test money in it: it counts towards the most one may ask.
   */
  async function moving<T>(performerId: string, realGateway: boolean, work: (tx: Tx) => Promise<T>, alreadyHeld = () => ({ amount: 0, test: 0 })): Promise<T> {
    try {
      return await deps.db.transaction(work);
    } catch (error) {
      if (!(error instanceof InsufficientFunds) && !(error instanceof HoldsTestMoney)) throw error;
      const earned = await repo.holdingsOf(earningsOf(performerId));
      const most = earned.balance + alreadyHeld().amount;
      const test = earned.test + alreadyHeld().test;
      if (realGateway && test > 0) {
        throw unprocessable(
          `You can request at most ${plainAmount(most - test)}: ${plainAmount(test)} of your available earnings is test money, paid with the sandbox's test cards, and test money is never paid out.`,
        );
      }
      throw unprocessable(`You can request at most ${plainAmount(most)}, the earnings you have available.`);
    }
  }

  /** With a real gateway, a request holding any test money is refused (the transaction rolls back). */
  function refuseTestMoney(realGateway: boolean, test: number): void {
    if (realGateway && test > 0) throw new HoldsTestMoney();
  }

  async function told(record: PayoutRecord | null, event: PayoutEvent): Promise<PayoutRequestItem> {
    if (!record) throw notYours();
    await deps.notify(record.performer, record.request, event);
    return presentPayout(record);
  }

  async function create(performerId: string, body: PayoutRequestBody, key?: string): Promise<PayoutRequestItem> {
    const amount = toMinor(body.amount);
    const ledgerKey = key ? `${performerId}:payout-request:${key}` : undefined;
    const replayOf = async () => (ledgerKey ? repo.findByLedgerKey(ledgerKey) : null);
    const earlier = await replayOf();
    if (earlier) return presentPayout(earlier);
    let id: string;
    const realGateway = await deps.realGateway();
    try {
      id = await moving(performerId, realGateway, async (tx) => {
        await checkRequest(tx, performerId, amount, body.paymentAccountType);
        const t = createPayoutsRepo(tx);
        const row = await t.insertPending({ performerId, amount, method: body.paymentAccountType, requestNote: body.requestNote ?? '' });
        if (!row) throw conflict(ONE_PENDING);
        const reserved = await reserveForPayout(tx, performerId, row.id, amount, ledgerKey);
        refuseTestMoney(realGateway, reserved.test);
        await t.transition(row.id, ['pending'], { reserveTransactionId: reserved.transactionId, testAmount: reserved.test });
        return row.id;
      });
    } catch (error) {
      // The same key sent twice at once: the loser answers what the winner saved.
      const winner = error instanceof AppError && error.statusCode === 409 ? await replayOf() : null;
      if (winner) return presentPayout(winner);
      throw error;
    }
    return told(await repo.find(id), 'requested');
  }

  async function update(performerId: string, id: string, body: PayoutUpdateBody): Promise<PayoutRequestItem> {
    if (body.status === 'cancelled') return cancel(performerId, id);
    let held = { amount: 0, test: 0 };
    const realGateway = await deps.realGateway();
    await moving(performerId, realGateway, async (tx) => {
      const t = createPayoutsRepo(tx);
      const current = await t.lockPending(id, performerId);
      if (!current) throw await notPending(t, performerId, id);
      held = { amount: current.amount, test: current.testAmount };
      const amount = body.amount === undefined ? current.amount : toMinor(body.amount);
      const method = body.paymentAccountType ?? current.method;
      await checkRequest(tx, performerId, amount, method);
      let testAmount = current.testAmount;
      if (amount > current.amount) testAmount += (await reserveForPayout(tx, performerId, id, amount - current.amount)).test;
      if (amount < current.amount) {
        // What an edit takes off is the request's test money first: what stays is as real as it can be.
        const back = Math.min(current.testAmount, current.amount - amount);
        await releasePayout(tx, performerId, id, current.amount - amount, back);
        testAmount -= back;
      }
      refuseTestMoney(realGateway, testAmount);
      await t.transition(id, ['pending'], { amount, testAmount, method, requestNote: body.requestNote ?? current.requestNote });
    }, () => held);
    return told(await repo.find(id), 'updated');
  }

  /** The table has no cancelled status: a cancel is a rejection noted as the performer's own. */
  async function cancel(performerId: string, id: string): Promise<PayoutRequestItem> {
    await deps.db.transaction(async (tx) => {
      const t = createPayoutsRepo(tx);
      const current = await t.lockPending(id, performerId);
      if (!current) throw await notPending(t, performerId, id);
      const settleTransactionId = await releasePayout(tx, performerId, id, current.amount, current.testAmount);
      await t.transition(id, ['pending'], { status: 'rejected', adminNote: CANCELLED_BY_PERFORMER, settleTransactionId });
    });
    return told(await repo.find(id), 'cancelled');
  }

  /** Why a request cannot be edited (read in the caller's transaction: PGlite has one connection): someone else's (404) or no longer pending (422). */
  async function notPending(t: PayoutsRepo, performerId: string, id: string): Promise<AppError> {
    const record = await t.find(id);
    if (!record || record.request.performerId !== performerId) return notYours();
    return unprocessable(`This payout request is ${record.request.status}; only a pending request can be changed or cancelled.`);
  }

  async function search(performerId: string, query: PayoutSearchQuery): Promise<List<PayoutRequestItem>> {
    const { rows, total } = await repo.search({ performerId, status: query.status }, toPage(query, payoutSortKeys, 'createdAt'));
    return { data: rows.map(presentPayout), total };
  }

  async function view(id: string, viewer: { id: string; isAdmin: boolean }): Promise<PayoutRequestItem> {
    const record = await repo.find(id);
    if (!record || (!viewer.isAdmin && record.request.performerId !== viewer.id)) throw notYours();
    return presentPayout(record);
  }

  async function pendingReview(performerId: string): Promise<PendingReview> {
    const record = await repo.pendingOf(performerId);
    return record ? { hasPending: true, request: presentPayout(record) } : { hasPending: false };
  }

  return { calculate, create, update, cancel, search, view, pendingReview };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
