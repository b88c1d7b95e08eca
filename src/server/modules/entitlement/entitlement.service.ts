// Entitlement in one place: who may see an item at all, and who may see its media. Every feature that
// shows paid or subscriber content (feeds, videos, galleries, products) asks here, never decides itself.
// Lists ask for all their items at once: three queries whatever the number of items.
import type { Viewer } from '../performers/performer-visibility';
import type { PurchasesRepo } from '../purchases/purchases.repo';
import type { SubscriptionsRepo } from '../subscriptions/subscriptions.repo';
import { decideAccess, type ContentItem, type ItemAccess } from './entitlement-rules';
import type { EntitlementRepo } from './entitlement.repo';

const HIDDEN = { visible: false, visibleToBuyer: false };

export function createEntitlementService(deps: { repo: EntitlementRepo; subscriptions: SubscriptionsRepo; purchases: PurchasesRepo }) {
  /** Bought ids per kind, each kind in one query. */
  async function boughtBy(userId: string, items: readonly ContentItem[]): Promise<Set<string>> {
    const kinds = [...new Set(items.map((i) => i.kind))];
    const sets = await Promise.all(kinds.map((kind) => deps.purchases.boughtAmong(userId, kind, items.filter((i) => i.kind === kind).map((i) => i.id))));
    return new Set(sets.flatMap((s) => [...s]));
  }

  /** The access of `viewer` to each item, in the order given. */
  async function accessMany(viewer: Viewer, items: readonly ContentItem[]): Promise<ItemAccess[]> {
    if (items.length === 0) return [];
    const performerIds = items.map((i) => i.performerId);
    const [visibility, subscribed, bought] = await Promise.all([
      deps.repo.performerVisibility(viewer, performerIds),
      viewer.userId ? deps.subscriptions.activeAmong(viewer.userId, performerIds) : new Set<string>(),
      viewer.userId ? boughtBy(viewer.userId, items) : new Set<string>(),
    ]);
    return items.map((item) => {
      const seen = visibility.get(item.performerId) ?? HIDDEN;
      return decideAccess(viewer, item, {
        performerVisible: seen.visible,
        performerVisibleToBuyer: seen.visibleToBuyer,
        subscribed: subscribed.has(item.performerId),
        bought: bought.has(item.id),
      });
    });
  }

  async function access(viewer: Viewer, item: ContentItem): Promise<ItemAccess> {
    return (await accessMany(viewer, [item]))[0];
  }

  return {
    accessMany,
    access,
    canSeeMedia: async (viewer: Viewer, item: ContentItem) => (await access(viewer, item)).canSeeMedia,
    canSeeMediaMany: async (viewer: Viewer, items: readonly ContentItem[]) => (await accessMany(viewer, items)).map((a) => a.canSeeMedia),
  };
}
export type EntitlementService = ReturnType<typeof createEntitlementService>;
