// Read helpers over subscriptions for entitlement. The money issue writes the rows; a subscription grants
// access while expired_at is in the future, whatever its status (a cancelled one runs to the end of its period).
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from './subscriptions.table';

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
  };
}
export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
