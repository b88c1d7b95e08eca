// The only place our links to Stripe objects (customers, products, Connect accounts, subscriptions) are read and written.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.table';
import { stripeObjects, stripeSubscriptions, type StripeObjectRow, type StripeSubscriptionRow } from './stripe.table';
import { firstOrNull } from '../../db/select';

export type StripeObjectKind = StripeObjectRow['kind'];

export function createStripeRepo(db: DbOrTx) {
  return {
    async findObject(userId: string, kind: StripeObjectKind): Promise<StripeObjectRow | null> {
      return firstOrNull(db.select().from(stripeObjects).where(and(eq(stripeObjects.userId, userId), eq(stripeObjects.kind, kind))));
    },

    async findObjectByStripeId(stripeId: string): Promise<StripeObjectRow | null> {
      return firstOrNull(db.select().from(stripeObjects).where(eq(stripeObjects.stripeId, stripeId)));
    },

    /** The row kept for (user, kind): ours when we were first, the earlier one when another request won. */
    async keepObject(values: { userId: string; kind: StripeObjectKind; stripeId: string; status?: string }): Promise<StripeObjectRow> {
      const [row] = await db.insert(stripeObjects).values(values).onConflictDoNothing({ target: [stripeObjects.userId, stripeObjects.kind] }).returning();
      return row ?? (await this.findObject(values.userId, values.kind))!;
    },

    async setObjectStatus(stripeId: string, status: string): Promise<void> {
      await db.update(stripeObjects).set({ status }).where(eq(stripeObjects.stripeId, stripeId));
    },

    async userContact(userId: string): Promise<{ email?: string; name?: string } | null> {
      const [row] = await db.select({ email: users.email, name: users.name, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
      return row ? { email: row.email ?? undefined, name: row.name || row.username || undefined } : null;
    },

    async insertSubscription(values: { stripeId: string; userId: string; performerId: string; subscriptionType: StripeSubscriptionRow['subscriptionType'] }): Promise<void> {
      await db.insert(stripeSubscriptions).values(values).onConflictDoNothing();
    },

    async findSubscription(stripeId: string): Promise<StripeSubscriptionRow | null> {
      return firstOrNull(db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.stripeId, stripeId)));
    },

    /** The pair's Stripe subscriptions that may still charge the fan, newest first. */
    async liveSubscriptionsOf(userId: string, performerId: string): Promise<StripeSubscriptionRow[]> {
      return db
        .select()
        .from(stripeSubscriptions)
        .where(and(eq(stripeSubscriptions.userId, userId), eq(stripeSubscriptions.performerId, performerId), inArray(stripeSubscriptions.status, ['incomplete', 'active'])))
        .orderBy(desc(stripeSubscriptions.createdAt));
    },

    async hasActiveSubscription(userId: string, performerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stripeSubscriptions.id })
        .from(stripeSubscriptions)
        .where(and(eq(stripeSubscriptions.userId, userId), eq(stripeSubscriptions.performerId, performerId), eq(stripeSubscriptions.status, 'active')))
        .limit(1);
      return !!row;
    },

    async setSubscriptionStatus(stripeId: string, status: StripeSubscriptionRow['status']): Promise<void> {
      await db.update(stripeSubscriptions).set({ status }).where(eq(stripeSubscriptions.stripeId, stripeId));
    },
  };
}
export type StripeRepo = ReturnType<typeof createStripeRepo>;
