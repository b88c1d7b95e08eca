// The admin's side of payouts: the queue and the state machine pending → approved → paid,
// pending|approved → rejected. Each transition is a conditional update in one transaction with the ledger
// posting it implies, so a request is paid or released exactly once however many clicks race.
import type { List } from '@/contracts/common';
import { payoutSortKeys, type AdminPayoutQuery, type PayoutRequestItem } from '@/contracts/payouts';
import { plainAmount } from '@/lib/money';
import type { Db, Tx } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { releasePayout, settlePayout } from './payout-ledger';
import type { PayoutEvent, PayoutNotifier } from './payout-mail';
import { presentPayout } from './payouts.presenter';
import { createPayoutsRepo, type PayoutPatch, type PayoutStatusValue } from './payouts.repo';
import type { PayoutRequestRow } from './payouts.table';

const missing = () => notFound('There is no payout request with this id.');

interface Transition {
  event: PayoutEvent & ('approved' | 'rejected' | 'paid');
  from: readonly PayoutStatusValue[];
  /** The ledger posting the change implies, with the patch that records it. */
  money?: (tx: Tx, row: PayoutRequestRow) => Promise<PayoutPatch>;
}

const transitions = {
  approve: { event: 'approved', from: ['pending'] },
  reject: {
    event: 'rejected',
    from: ['pending', 'approved'],
    money: async (tx, row) => ({ settleTransactionId: await releasePayout(tx, row.performerId, row.id, row.amount, row.testAmount) }),
  },
  paid: {
    event: 'paid',
    from: ['approved'],
    money: async (tx, row) => ({ settleTransactionId: await settlePayout(tx, row.performerId, row.id, row.amount, row.testAmount) }),
  },
} satisfies Record<string, Transition>;
export type PayoutAction = keyof typeof transitions;

/**
 * While a real gateway takes payments, test money (the sandbox's) is never paid out: a request left holding
 * some from the sandbox days can be rejected, or lowered by its performer, but not approved or marked paid.
 */
const refusedWithTestMoney = (row: PayoutRequestRow) =>
  unprocessable(
    `This request holds ${plainAmount(row.testAmount)} of test money, paid with the sandbox's test cards, and test money is never paid out. Reject it, or ask the performer to lower it to its real part.`,
  );

export function createPayoutAdminService(deps: { db: Db; notify: PayoutNotifier; realGateway: boolean }) {
  const repo = createPayoutsRepo(deps.db);

  async function list(query: AdminPayoutQuery): Promise<List<PayoutRequestItem>> {
    const { rows, total } = await repo.search({ status: query.status, performerId: query.performerId }, toPage(query, payoutSortKeys, 'createdAt'));
    return { data: rows.map(presentPayout), total };
  }

  async function move(id: string, action: PayoutAction, adminNote?: string): Promise<PayoutRequestItem> {
    const step: Transition = transitions[action];
    const status = step.event;
    await deps.db.transaction(async (tx) => {
      const t = createPayoutsRepo(tx);
      const row = await t.transition(id, step.from, { status, ...(adminNote === undefined ? {} : { adminNote }) });
      if (!row) {
        const current = await t.find(id);
        if (!current) throw missing();
        throw unprocessable(`This payout request is ${current.request.status}; only a request that is ${step.from.join(' or ')} can be marked ${status}.`);
      }
      // Throwing here rolls the transition back with the rest of the transaction.
      if (deps.realGateway && row.testAmount > 0 && action !== 'reject') throw refusedWithTestMoney(row);
      if (step.money) await t.transition(id, [status], await step.money(tx, row));
    });
    const record = await repo.find(id);
    if (!record) throw missing();
    await deps.notify(record.performer, record.request, step.event);
    return presentPayout(record);
  }

  return { list, move };
}
export type PayoutAdminService = ReturnType<typeof createPayoutAdminService>;
