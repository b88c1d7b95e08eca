// The entitlement decision itself (docs/business-rules.md "Paid content and media"), free of any database: the
// service gathers the facts for many items at once and asks this for each.
import type { ContentAccess } from '@/contracts/feeds';
import type { PurchasableKind } from '../purchases/purchases.repo';

/** A feed, video, gallery or product, as far as entitlement cares. */
export interface ContentItem {
  id: string;
  kind: PurchasableKind;
  performerId: string;
  access: ContentAccess;
}

export interface EntitlementViewer {
  userId: string | null;
  isAdmin?: boolean;
}

/** What the database says about one viewer and one item. */
export interface EntitlementFacts {
  /** The performer is listed and blocks neither this viewer nor their country. */
  performerVisible: boolean;
  /** The same, ignoring a block of this user: a buyer keeps what they bought after being blocked. */
  performerVisibleToBuyer: boolean;
  subscribed: boolean;
  bought: boolean;
}

export interface ItemAccess {
  /** The item may be shown at all; when false it is answered as missing (404). */
  visible: boolean;
  /** The item's media may be linked for this viewer; when false the item is shown locked. */
  canSeeMedia: boolean;
  isSubscribed: boolean;
  isBought: boolean;
}

export function decideAccess(viewer: EntitlementViewer, item: ContentItem, facts: EntitlementFacts): ItemAccess {
  const about = { isSubscribed: facts.subscribed, isBought: facts.bought };
  const isOwner = viewer.userId !== null && viewer.userId === item.performerId;
  if (isOwner || viewer.isAdmin) return { visible: true, canSeeMedia: true, ...about };
  // A purchase is the buyer's for good: a later block, or the item leaving sale, does not take it back.
  if (facts.bought && facts.performerVisibleToBuyer) return { visible: true, canSeeMedia: true, ...about };
  if (!facts.performerVisible) return { visible: false, canSeeMedia: false, ...about };
  const canSeeMedia = item.access === 'free' || (item.access === 'subscribers' && facts.subscribed) || (item.access === 'sale' && facts.bought);
  return { visible: true, canSeeMedia, ...about };
}
