// The only place gateway payments and processed gateway events are read and written.
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { transactionSortKeys } from '@/contracts/payments';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { coupons } from '../coupons/coupons.table';
import { users } from '../users/users.table';
import { gatewayEvents, paymentTransactions, type NewPaymentTransactionRow, type PaymentTransactionRow } from './payments.table';
import { firstOrNull, selectPage } from '../../db/select';

export type PaymentRow = PaymentTransactionRow;
export type PaymentSortKey = (typeof transactionSortKeys)[number];
const SORT_COLUMNS: SortColumns<PaymentSortKey> = { createdAt: paymentTransactions.createdAt, updatedAt: paymentTransactions.updatedAt, amount: paymentTransactions.amount };

export function createPaymentsRepo(db: DbOrTx) {
  return {
    async find(id: string): Promise<PaymentRow | null> {
      return firstOrNull(db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)));
    },

    async findByExternalId(gateway: PaymentRow['gateway'], externalId: string): Promise<PaymentRow | null> {
      return firstOrNull(
        db
          .select()
          .from(paymentTransactions)
          .where(and(eq(paymentTransactions.gateway, gateway), eq(paymentTransactions.externalId, externalId)))
      );
    },

    async findByIdempotencyKey(userId: string, key: string): Promise<PaymentRow | null> {
      return firstOrNull(
        db
          .select()
          .from(paymentTransactions)
          .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.idempotencyKey, key)))
      );
    },

    /** Null when the user's idempotency key made a payment already. */
    async insertPending(values: NewPaymentTransactionRow): Promise<PaymentRow | null> {
      const [row] = await db
        .insert(paymentTransactions)
        .values({ ...values, status: 'pending' })
        .onConflictDoNothing({ target: [paymentTransactions.userId, paymentTransactions.idempotencyKey] })
        .returning();
      return row ?? null;
    },

    /** The payment, locked until the transaction ends (a refund reads its refunded total under this lock). */
    async lockForRefund(id: string): Promise<PaymentRow | null> {
      return firstOrNull(db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).for('update'));
    },

    async update(id: string, changes: Partial<Pick<PaymentRow, 'externalId' | 'details' | 'credit' | 'transactionId' | 'status' | 'refundedAmount'>>): Promise<PaymentRow> {
      const [row] = await db.update(paymentTransactions).set(changes).where(eq(paymentTransactions.id, id)).returning();
      return row;
    },

    /**
     * Ends a pending payment; null when it had ended already (this call changed nothing). A success also ends
     * an expired checkout: the gateway took the money after our time limit, so what it pays for is delivered.
     */
    async settle(id: string, status: 'succeeded' | 'failed' | 'cancelled'): Promise<PaymentRow | null> {
      const open = status === 'succeeded' ? inArray(paymentTransactions.status, ['pending', 'expired']) : eq(paymentTransactions.status, 'pending');
      const [row] = await db
        .update(paymentTransactions)
        .set({ status })
        .where(and(eq(paymentTransactions.id, id), open))
        .returning();
      return row ?? null;
    },

    /** Marks expired every payment still pending that was opened before `before`; answers how many. */
    async expirePendingBefore(before: Date): Promise<number> {
      const rows = await db
        .update(paymentTransactions)
        .set({ status: 'expired' })
        .where(and(eq(paymentTransactions.status, 'pending'), lt(paymentTransactions.createdAt, before)))
        .returning({ id: paymentTransactions.id });
      return rows.length;
    },

    /** The accounts named by these ids (the performers payments were made to). */
    async people(ids: readonly string[]): Promise<{ id: string; name: string; username: string | null }[]> {
      if (!ids.length) return [];
      return db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(inArray(users.id, [...ids]));
    },

    /** True the first time a gateway event is seen; false for a replay. */
    async recordEvent(gateway: string, eventId: string, type: string): Promise<boolean> {
      const [row] = await db.insert(gatewayEvents).values({ gateway, eventId, type }).onConflictDoNothing().returning({ id: gatewayEvents.id });
      return !!row;
    },

    /** The wallet balance shown on the user (minor units): the ledger keeps it. */
    async walletBalance(userId: string): Promise<number> {
      const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.balance ?? 0;
    },

    /** `userId`'s payments in the page's order (newest first by default), with the code of the coupon each used. */
    async searchOwn(
      userId: string,
      filters: { type?: PaymentRow['type']; status?: PaymentRow['status'] },
      page: Page<PaymentSortKey>,
    ): Promise<{ rows: { payment: PaymentRow; couponCode: string | null }[]; total: number }> {
      const conditions: SQL[] = [eq(paymentTransactions.userId, userId)];
      if (filters.type) conditions.push(eq(paymentTransactions.type, filters.type));
      if (filters.status) conditions.push(eq(paymentTransactions.status, filters.status));
      const where = and(...conditions);
      const query = db
        .select({ payment: paymentTransactions, couponCode: coupons.code })
        .from(paymentTransactions)
        .leftJoin(coupons, eq(coupons.id, paymentTransactions.couponId))
        .where(where);
      return selectPage(db, query.$dynamic(), orderOf(page, SORT_COLUMNS, paymentTransactions.id), page);
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
