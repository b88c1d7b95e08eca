// What a refunded subscription payment changes in the subscription tables: the period it paid for and the pair's row.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscriptionPeriods, subscriptions, type SubscriptionPeriodRow } from './subscriptions.table';

export function createSubscriptionRefundRepo(tx: Tx) {
  return {
    async periodPaidBy(paymentId: string): Promise<SubscriptionPeriodRow | null> {
      const [row] = await tx.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.paymentId, paymentId)).limit(1);
      return row ?? null;
    },

    /** Ends the period at `now`, or where it starts when it has yet to start, and the pair's access with it. */
    async endAt(period: SubscriptionPeriodRow, now: Date): Promise<void> {
      await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, period.subscriptionId)).for('update');
      await tx
        .update(subscriptionPeriods)
        .set({ endsAt: sql`greatest(${subscriptionPeriods.startsAt}, ${now})` })
        .where(eq(subscriptionPeriods.id, period.id));
      // Renewal off as well: the renewal job then finds an expiry other than the one it was scheduled for.
      await tx
        .update(subscriptions)
        .set({ expiredAt: now, status: 'cancelled', cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${now})`, updatedAt: now })
        .where(and(eq(subscriptions.id, period.subscriptionId), sql`${subscriptions.expiredAt} > ${now}`));
    },
  };
}
