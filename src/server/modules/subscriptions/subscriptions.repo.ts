// The only place subscriptions and their periods are read and written. A subscription grants access while
// expired_at is in the future, whatever its status (a cancelled one runs to the end of its period).
import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { subscriptionSortKeys } from '@/contracts/subscriptions';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { ledgerTransactions } from '../ledger/ledger.table';
import { paymentTransactions } from '../payments/payments.table';
import { users } from '../users/users.table';
import { subscriptionPeriods, subscriptions, type SubscriptionPeriodRow, type SubscriptionRow } from './subscriptions.table';
import { firstOrNull } from '../../db/select';

export type SubscriptionSortKey = (typeof subscriptionSortKeys)[number];

export interface SubscriptionFilters {
  userId?: string;
  performerId?: string;
  active?: boolean;
  subscriptionType?: SubscriptionRow['subscriptionType'];
}

const sortColumns: SortColumns<SubscriptionSortKey> = {
  createdAt: subscriptions.createdAt,
  updatedAt: subscriptions.updatedAt,
  expiredAt: subscriptions.expiredAt,
  startedAt: subscriptions.startedAt,
};

export function createSubscriptionsRepo(db: DbOrTx) {
  return {
    /** Which of `performerIds` `userId` has an active subscription to, in one query. */
    async activeAmong(userId: string, performerIds: readonly string[], now = new Date()): Promise<Set<string>> {
      if (performerIds.length === 0) return new Set();
      const rows = await db
        .select({ performerId: subscriptions.performerId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.performerId, [...new Set(performerIds)]), gt(subscriptions.expiredAt, now)));
      return new Set(rows.map((r) => r.performerId));
    },

    async find(id: string): Promise<SubscriptionRow | null> {
      return firstOrNull(db.select().from(subscriptions).where(eq(subscriptions.id, id)));
    },

    /** Whether the fan or the performer of a subscription is suspended or deleted (docs/accounts.md). */
    async eitherAccountClosed(subscription: Pick<SubscriptionRow, 'userId' | 'performerId'>): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(inArray(users.id, [subscription.userId, subscription.performerId]), inArray(users.status, ['suspended', 'deleted'])));
      return (row?.n ?? 0) > 0;
    },

    async findPair(userId: string, performerId: string): Promise<SubscriptionRow | null> {
      return firstOrNull(
        db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId)))
      );
    },

    /**
     * The pair's row, locked until the transaction ends, so two activations for the same pair take turns. A
     * pair with no row yet gets an expired placeholder, which the caller's update makes real (or rolls back).
     */
    async lockPair(userId: string, performerId: string, type: SubscriptionRow['subscriptionType'], now: Date): Promise<{ row: SubscriptionRow; isNew: boolean }> {
      const [created] = await db
        .insert(subscriptions)
        .values({ userId, performerId, subscriptionType: type, startedAt: now, expiredAt: now })
        .onConflictDoNothing({ target: [subscriptions.userId, subscriptions.performerId] })
        .returning({ id: subscriptions.id });
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId)))
        .for('update');
      return { row, isNew: !!created };
    },

    async update(id: string, changes: Partial<Omit<SubscriptionRow, 'id' | 'userId' | 'performerId' | 'createdAt'>>): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },

    /** Sets cancelled_at once; null when it was cancelled already (nothing changed). */
    async cancel(id: string, now: Date): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(subscriptions)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(and(eq(subscriptions.id, id), sql`${subscriptions.cancelledAt} is null`))
        .returning();
      return row ?? null;
    },

    async insertPeriod(values: Omit<SubscriptionPeriodRow, 'id' | 'createdAt'>): Promise<SubscriptionPeriodRow> {
      const [row] = await db.insert(subscriptionPeriods).values(values).returning();
      return row;
    },

    /** A free trial is once per fan-performer pair, ever: any earlier free period counts. */
    async usedFreeTrial(userId: string, performerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptionPeriods.id })
        .from(subscriptionPeriods)
        .where(and(eq(subscriptionPeriods.userId, userId), eq(subscriptionPeriods.performerId, performerId), eq(subscriptionPeriods.subscriptionType, 'free')))
        .limit(1);
      return !!row;
    },

    /** The gateway of the payment behind the latest paid period; null for a subscription never paid for. */
    async lastGateway(subscriptionId: string): Promise<string | null> {
      const [row] = await db
        .select({ gateway: paymentTransactions.gateway })
        .from(subscriptionPeriods)
        .innerJoin(paymentTransactions, eq(paymentTransactions.id, subscriptionPeriods.paymentId))
        .where(eq(subscriptionPeriods.subscriptionId, subscriptionId))
        .orderBy(desc(subscriptionPeriods.createdAt))
        .limit(1);
      return row?.gateway ?? null;
    },

    /**
     * How the latest paid period was paid: 'wallet' (no payment row), the gateway of its payment, or null when
     * nothing was ever paid (free trials only). A wallet subscription renews from the wallet.
     */
    async paidThrough(subscriptionId: string): Promise<'wallet' | 'sandbox' | 'stripe' | null> {
      const [row] = await db
        .select({ paymentId: subscriptionPeriods.paymentId, gateway: paymentTransactions.gateway })
        .from(subscriptionPeriods)
        .leftJoin(paymentTransactions, eq(paymentTransactions.id, subscriptionPeriods.paymentId))
        .where(and(eq(subscriptionPeriods.subscriptionId, subscriptionId), gt(subscriptionPeriods.amount, 0)))
        .orderBy(desc(subscriptionPeriods.createdAt))
        .limit(1);
      if (!row) return null;
      return row.paymentId === null ? 'wallet' : row.gateway;
    },

    /** The ledger transaction written under `key`, with what it names (a wallet-paid period's reference). */
    async ledgerTransactionByKey(key: string): Promise<{ id: string; reference: string | null } | null> {
      return firstOrNull(db.select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key)));
    },

    /** lastGateway for a whole page of subscriptions in one query; those never paid for are absent. */
    async lastGateways(subscriptionIds: readonly string[]): Promise<Map<string, 'sandbox' | 'stripe'>> {
      if (subscriptionIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([subscriptionPeriods.subscriptionId], { subscriptionId: subscriptionPeriods.subscriptionId, gateway: paymentTransactions.gateway })
        .from(subscriptionPeriods)
        .innerJoin(paymentTransactions, eq(paymentTransactions.id, subscriptionPeriods.paymentId))
        .where(inArray(subscriptionPeriods.subscriptionId, [...new Set(subscriptionIds)]))
        .orderBy(subscriptionPeriods.subscriptionId, desc(subscriptionPeriods.createdAt));
      return new Map(rows.map((r) => [r.subscriptionId, r.gateway]));
    },

    async search(filters: SubscriptionFilters, page: Page<SubscriptionSortKey>, now = new Date()): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.userId) conditions.push(eq(subscriptions.userId, filters.userId));
      if (filters.performerId) conditions.push(eq(subscriptions.performerId, filters.performerId));
      if (filters.subscriptionType) conditions.push(eq(subscriptions.subscriptionType, filters.subscriptionType));
      if (filters.active !== undefined) conditions.push(filters.active ? gt(subscriptions.expiredAt, now) : lte(subscriptions.expiredAt, now));
      // A placeholder left by an activation that rolled back never commits, so every row here was started once.
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(subscriptions)
        .where(where)
        .orderBy(...orderOf(page, sortColumns, subscriptions.id))
        .limit(page.limit)
        .offset(page.offset);
      const [{ n }] = await db.select({ n: count() }).from(subscriptions).where(where);
      return { rows, total: n };
    },
  };
}
export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
