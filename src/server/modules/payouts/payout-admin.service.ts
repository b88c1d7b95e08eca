// The admin's side of payouts: the queue and the state machine pending → approved → paid,
// pending|approved → rejected. Each transition is a conditional update in one transaction with the ledger
// posting it implies, so a request is paid or released exactly once however many clicks race. The admin who
// pays also reads where the money goes (one request, or the approved ones as a CSV for the bank).
import type { List } from '@/contracts/common';
import { PAYOUT_EXPORT_LIMIT, payoutSortKeys, type AdminPayoutQuery, type PayoutDestination, type PayoutRequestItem } from '@/contracts/payouts';
import { plainAmount } from '@/lib/money';
import type { Db, Tx } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { decryptBanking } from '../performers/banking-crypto';
import { payoutCsv } from './payout-export';
import { releasePayout, settlePayout } from './payout-ledger';
import type { PayoutEvent, PayoutNotifier } from './payout-mail';
import { presentPayout } from './payouts.presenter';
import { createPayoutsRepo, type PayoutPatch, type PayoutPayee, type PayoutStatusValue } from './payouts.repo';
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

/** What an admin's step changed, for the audit log and the answer. */
export interface PayoutMove {
  payout: PayoutRequestItem;
  from: PayoutStatusValue;
  /** e.g. "$120.00 to @luna". */
  label: string;
}

/**
 * While a real gateway takes payments, test money (the sandbox's) is never paid out: a request left holding
 * some from the sandbox days can be rejected, or lowered by its performer, but not approved or marked paid.
 */
const refusedWithTestMoney = (row: PayoutRequestRow) =>
  unprocessable(
    `This request holds ${plainAmount(row.testAmount)} of test money, paid with the sandbox's test cards, and test money is never paid out. Reject it, or ask the performer to lower it to its real part.`,
  );

/** A suspended account is paid nothing until the suspension is lifted; rejecting gives the money back to its earnings. */
const refusedWhileSuspended = () =>
  unprocessable('This performer’s account is suspended, so their payouts are on hold. Reject the request, or wait until the suspension is lifted.');

const payeeLabel = (record: Pick<PayoutPayee, 'request' | 'performer'>) =>
  `$${plainAmount(record.request.amount)} to ${record.performer.username ? `@${record.performer.username}` : (record.performer.name ?? 'a performer')}`;

export function createPayoutAdminService(deps: { db: Db; notify: PayoutNotifier; realGateway: () => Promise<boolean>; bankingKey: Buffer }) {
  const repo = createPayoutsRepo(deps.db);

  async function list(query: AdminPayoutQuery): Promise<List<PayoutRequestItem>> {
    const { rows, total } = await repo.search({ status: query.status, performerId: query.performerId }, toPage(query, payoutSortKeys, 'createdAt'));
    return { data: rows.map(presentPayout), total };
  }

  async function move(id: string, action: PayoutAction, extra: { adminNote?: string; paidReference?: string } = {}): Promise<PayoutMove> {
    const step: Transition = transitions[action];
    const status = step.event;
    const patch: PayoutPatch = { status };
    if (extra.adminNote !== undefined) patch.adminNote = extra.adminNote;
    if (extra.paidReference !== undefined) patch.paidReference = extra.paidReference;
    const realGateway = await deps.realGateway();
    const from = await deps.db.transaction(async (tx) => {
      const t = createPayoutsRepo(tx);
      const current = await t.findPayee(id);
      if (!current) throw missing();
      const row = await t.transition(id, step.from, patch);
      if (!row) throw unprocessable(`This payout request is ${current.request.status}; only a request that is ${step.from.join(' or ')} can be marked ${status}.`);
      // Throwing here rolls the transition back with the rest of the transaction.
      if (action !== 'reject' && current.payee.status === 'suspended') throw refusedWhileSuspended();
      if (realGateway && row.testAmount > 0 && action !== 'reject') throw refusedWithTestMoney(row);
      if (step.money) await t.transition(id, [status], await step.money(tx, row));
      return current.request.status;
    });
    const record = await repo.find(id);
    if (!record) throw missing();
    await deps.notify(record.performer, record.request, step.event);
    return { payout: presentPayout(record), from, label: payeeLabel(record) };
  }

  /** Where one request's money goes, decrypted; the list only ever says the method. */
  function destinationOf(record: PayoutPayee): PayoutDestination {
    const { request, payee } = record;
    const base = { payoutId: request.id, method: request.method, bank: null, paypalEmail: null };
    if (request.method === 'paypal') {
      if (!payee.paypalEmail) throw unprocessable('This performer has no PayPal address on file any more. Ask them to add one, or reject the request.');
      return { ...base, paypalEmail: payee.paypalEmail };
    }
    if (!payee.bankingCiphertext) throw unprocessable('This performer has no bank details on file any more. Ask them to add them, or reject the request.');
    const bank = decryptBanking(deps.bankingKey, request.performerId, payee.bankingCiphertext);
    // Only a changed secret (or a tampered row) gets here: the details can no longer be opened.
    if (!bank) throw unprocessable('This performer’s bank details cannot be read with the server’s current secret. Ask them to enter them again.');
    return { ...base, bank };
  }

  async function reveal(id: string): Promise<{ destination: PayoutDestination; label: string }> {
    const record = await repo.findPayee(id);
    if (!record) throw missing();
    return { destination: destinationOf(record), label: payeeLabel(record) };
  }

  /** The CSV for the bank, oldest first, and how many requests it lists. */
  async function exportCsv(status: 'approved' | 'paid'): Promise<{ csv: string; count: number }> {
    const records = await repo.payeesIn(status, PAYOUT_EXPORT_LIMIT);
    const rows = records.map((record) => {
      // A row whose details cannot be read still goes out, saying so, rather than failing the whole export.
      let destination: PayoutDestination | null = null;
      let problem = '';
      try {
        destination = destinationOf(record);
      } catch (error) {
        problem = error instanceof Error ? error.message : 'The details cannot be read.';
      }
      return { record, destination, problem };
    });
    return { csv: payoutCsv(rows), count: rows.length };
  }

  return { list, move, reveal, exportCsv };
}
export type PayoutAdminService = ReturnType<typeof createPayoutAdminService>;
