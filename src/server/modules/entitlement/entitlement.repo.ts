// Whether performers may be seen by a viewer, for many performers in one query: once as the viewer is,
// and once as a buyer (the performer's block of this very user set aside, their country blocks not).
// Also the entitlement rule as a query condition, for lists that must filter on it.
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../performers/performer-visibility';
import { visibleTo } from '../performers/performer-visibility.repo';
import { performers } from '../performers/performers.table';
import type { PurchasableKind } from '../purchases/purchases.repo';
import { purchasedItems } from '../purchases/purchases.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { users } from '../users/users.table';
import type { EntitlementViewer } from './entitlement-rules';

/**
 * True where `viewer` may open an item (see its media), written over the columns of the item's own table:
 * `decideAccess` for an item the query already shows only when visible (a search, for one, must match
 * only what the viewer may read). The two must say the same; test/api/feeds-locked-text.test.ts checks
 * this one against every audience.
 */
export function mayOpenWhere(
  viewer: EntitlementViewer,
  kind: PurchasableKind,
  item: { id: AnyColumn; performerId: AnyColumn; access: AnyColumn },
  now = new Date(),
): SQL {
  if (viewer.isAdmin) return sql`true`;
  if (!viewer.userId) return eq(item.access, 'free');
  const subscribed = sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${viewer.userId} and ${subscriptions.performerId} = ${item.performerId} and ${subscriptions.expiredAt} > ${now})`;
  const bought = sql`exists (select 1 from ${purchasedItems} where ${purchasedItems.userId} = ${viewer.userId} and ${purchasedItems.itemType} = ${kind} and ${purchasedItems.itemId} = ${item.id})`;
  return or(eq(item.access, 'free'), eq(item.performerId, viewer.userId), and(eq(item.access, 'subscribers'), subscribed), bought)!;
}

export interface PerformerVisibility {
  visible: boolean;
  visibleToBuyer: boolean;
}

export function createEntitlementRepo(db: DbOrTx) {
  return {
    async performerVisibility(viewer: Viewer, performerIds: readonly string[]): Promise<Map<string, PerformerVisibility>> {
      if (performerIds.length === 0) return new Map();
      // An anonymous visitor from the same country: listed and not country-blocked, user blocks ignored.
      const asBuyer: Viewer = { userId: null, countryCode: viewer.countryCode };
      const rows = await db
        .select({
          id: users.id,
          visible: sql<boolean>`(${visibleTo(viewer)})`.mapWith(Boolean),
          visibleToBuyer: sql<boolean>`(${visibleTo(asBuyer)})`.mapWith(Boolean),
        })
        .from(users)
        .innerJoin(performers, sql`${performers.userId} = ${users.id}`)
        .where(inArray(users.id, [...new Set(performerIds)]));
      return new Map(rows.map((r) => [r.id, { visible: r.visible, visibleToBuyer: r.visibleToBuyer }]));
    },
  };
}
export type EntitlementRepo = ReturnType<typeof createEntitlementRepo>;
