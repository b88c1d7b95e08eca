// The only place payout_requests rows are read and written. Status changes are conditional updates
// (WHERE status is what the caller expects), so two admins or an admin and the performer racing on one
// request cannot both win.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { payoutSortKeys } from '@/contracts/payouts';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import type { AccountRef } from '../ledger/ledger-accounts';
import { balanceOf, holdingsOf } from '../ledger/ledger.service';
import { ledgerTransactions } from '../ledger/ledger.table';
import { performers } from '../performers/performers.table';
import { users } from '../users/users.table';
import { payoutRequests, type PayoutRequestRow } from './payouts.table';

export type PayoutStatusValue = PayoutRequestRow['status'];
export type PayoutSort = (typeof payoutSortKeys)[number];
export interface PayoutFilters {
  performerId?: string;
  status?: PayoutStatusValue;
}
export interface Person {
  id: string;
  name: string | null;
  username: string | null;
  email: string | null;
}
export type PayoutRecord = { request: PayoutRequestRow; performer: Person };
/** A request with what its performer gave for being paid: names, account status, bank ciphertext, PayPal address. */
export type PayoutPayee = PayoutRecord & {
  payee: {
    firstName: string;
    lastName: string;
    status: string;
    bankingCiphertext: string | null;
    paypalEmail: string | null;
  };
};
export type NewPayout = Pick<PayoutRequestRow, 'performerId' | 'amount' | 'method' | 'requestNote'>;
export type PayoutPatch = Partial<Pick<PayoutRequestRow, 'amount' | 'testAmount' | 'method' | 'requestNote' | 'status' | 'adminNote' | 'paidReference' | 'reserveTransactionId' | 'settleTransactionId'>>;

const sortColumns: SortColumns<PayoutSort> = { createdAt: payoutRequests.createdAt, updatedAt: payoutRequests.updatedAt, amount: payoutRequests.amount };
const person = { id: users.id, name: users.name, username: users.username, email: users.email };
const payee = {
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  bankingCiphertext: performers.bankingCiphertext,
  paypalEmail: sql<string | null>`${performers.paymentGateway}->>'paypalEmail'`,
};

const conditionsOf = (f: PayoutFilters): SQL[] =>
  [f.performerId ? eq(payoutRequests.performerId, f.performerId) : undefined, f.status ? eq(payoutRequests.status, f.status) : undefined].filter((c): c is SQL => !!c);

export function createPayoutsRepo(db: DbOrTx) {
  const records = () => db.select({ request: payoutRequests, performer: person }).from(payoutRequests).innerJoin(users, eq(users.id, payoutRequests.performerId));

  const payees = () =>
    db
      .select({ request: payoutRequests, performer: person, payee })
      .from(payoutRequests)
      .innerJoin(users, eq(users.id, payoutRequests.performerId))
      .leftJoin(performers, eq(performers.userId, payoutRequests.performerId));

  return {
    /** Null when the performer already has a pending request (the partial unique index decides, even under a race). */
    async insertPending(row: NewPayout): Promise<PayoutRequestRow | null> {
      const [created] = await db.insert(payoutRequests).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async find(id: string): Promise<PayoutRecord | null> {
      const [row] = await records().where(eq(payoutRequests.id, id)).limit(1);
      return row ?? null;
    },

    /** The performer's pending request, locked until the caller's transaction ends. */
    async lockPending(id: string, performerId: string): Promise<PayoutRequestRow | null> {
      const [row] = await db
        .select()
        .from(payoutRequests)
        .where(and(eq(payoutRequests.id, id), eq(payoutRequests.performerId, performerId), eq(payoutRequests.status, 'pending')))
        .for('update');
      return row ?? null;
    },

    /** The request whose reservation was posted with this idempotency key (a replayed POST). */
    async findByLedgerKey(key: string): Promise<PayoutRecord | null> {
      const [row] = await records()
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, payoutRequests.reserveTransactionId))
        .where(eq(ledgerTransactions.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    async findPayee(id: string): Promise<PayoutPayee | null> {
      const [row] = await payees().where(eq(payoutRequests.id, id)).limit(1);
      return row ?? null;
    },

    /** The oldest `limit` requests in `status` with their payees (the bank's export). */
    async payeesIn(status: PayoutStatusValue, limit: number): Promise<PayoutPayee[]> {
      return payees().where(eq(payoutRequests.status, status)).orderBy(asc(payoutRequests.createdAt), asc(payoutRequests.id)).limit(limit);
    },

    async pendingOf(performerId: string): Promise<PayoutRecord | null> {
      const [row] = await records()
        .where(and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.status, 'pending')))
        .limit(1);
      return row ?? null;
    },

    /** Applies `patch` only while the request is in one of `from`; null when it no longer is. */
    async transition(id: string, from: readonly PayoutStatusValue[], patch: PayoutPatch): Promise<PayoutRequestRow | null> {
      const [row] = await db
        .update(payoutRequests)
        .set(patch)
        .where(and(eq(payoutRequests.id, id), inArray(payoutRequests.status, [...from])))
        .returning();
      return row ?? null;
    },

    async search(filters: PayoutFilters, page: Page<PayoutSort>): Promise<{ rows: PayoutRecord[]; total: number }> {
      const where = and(...conditionsOf(filters));
      const rows = await records()
        .where(where)
        .orderBy(...orderOf(page, sortColumns, payoutRequests.id))
        .limit(page.limit)
        .offset(page.offset);
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(payoutRequests).where(where);
      return { rows, total: count };
    },

    /** Minor units paid out to the performer so far. */
    async totalPaidOut(performerId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${payoutRequests.amount}), 0)::bigint`.mapWith(Number) })
        .from(payoutRequests)
        .where(and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.status, 'paid')));
      return row.total;
    },

    /** A ledger account's balance (minor units); an account nobody has posted to yet holds nothing. */
    balanceOf: (account: AccountRef): Promise<number> => balanceOf(db, account),

    /** A cached account's balance and the test money in it (minor units). */
    holdingsOf: (account: AccountRef) => holdingsOf(db, account),
  };
}
export type PayoutsRepo = ReturnType<typeof createPayoutsRepo>;
