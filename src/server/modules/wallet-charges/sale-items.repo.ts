// What a purchase needs to know of a feed, video, gallery, message or product, read in one statement inside the
// purchase's transaction: the item (its performer, access, price and whether it is out, the kind's own
// notion of shown to fans: published, active, scheduled and due), whether its performer is visible to the
// buyer acting as a fan, whether the buyer holds it already, and the performer's own commission.
import { and, eq, sql } from 'drizzle-orm';
import type { ContentAccess } from '@/contracts/feeds';
import type { ChargeKind } from '@/contracts/wallet';
import type { DbOrTx } from '../../db/client';
import { addresses, type AddressRow } from '../addresses/addresses.table';
import { feeds } from '../feeds/feeds.table';
import { galleries } from '../galleries/galleries.table';
import { conversations, messages } from '../messages/messages.table';
import type { Viewer } from '../performers/performer-visibility';
import { visibleTo } from '../performers/performer-visibility.repo';
import { performers } from '../performers/performers.table';
import { products, type ProductRow } from '../products/products.table';
import type { PurchasableKind } from '../purchases/purchases.repo';
import { purchasedItems } from '../purchases/purchases.table';
import { users } from '../users/users.table';
import { shownStatus } from '../videos/videos.presenter';
import { videos } from '../videos/videos.table';

export interface SaleItem {
  performerId: string;
  access: ContentAccess;
  /** Minor units; null unless for sale. */
  price: number | null;
  isOut: boolean;
  /** The one user who may buy it (a pay-per-view message's recipient); anyone when absent. */
  onlyFor?: string;
  /** The performer may be seen by the buyer acting as a fan (an admin buys as a fan too). */
  visibleToBuyer: boolean;
  /** The buyer holds it already. */
  alreadyBought: boolean;
  /** The performer's own commission in basis points; null when the site's applies. */
  commissionOverride: number | null;
}

/**
 * The columns every sale reads beside the item, over `users` joined with `performers` (the item's
 * performer): visibility, the buyer's earlier purchase of it, the commission override.
 */
export function aboutTheSale(buyer: Viewer & { userId: string }, kind: PurchasableKind, itemId: string) {
  return {
    visibleToBuyer: sql<boolean>`(${visibleTo({ ...buyer, isAdmin: false })})`.mapWith(Boolean),
    alreadyBought: sql<boolean>`exists (select 1 from ${purchasedItems} where ${purchasedItems.userId} = ${buyer.userId} and ${purchasedItems.itemType} = ${kind} and ${purchasedItems.itemId} = ${itemId})`.mapWith(
      Boolean,
    ),
    commissionOverride: performers.commissionBasisPoints,
  };
}

type Buyer = Viewer & { userId: string };
type Reader = (db: DbOrTx, buyer: Buyer, id: string, now: Date) => Promise<SaleItem | null>;

const readers: Record<ChargeKind, Reader> = {
  feed: async (db, buyer, id) => {
    const [row] = await db
      .select({ performerId: feeds.performerId, access: feeds.access, price: feeds.price, status: feeds.status, ...aboutTheSale(buyer, 'feed', id) })
      .from(feeds)
      .innerJoin(users, eq(users.id, feeds.performerId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(feeds.id, id))
      .limit(1);
    return row ? { ...row, isOut: row.status === 'published' } : null;
  },
  video: async (db, buyer, id, now) => {
    const [row] = await db
      .select({
        performerId: videos.performerId,
        access: videos.access,
        price: videos.price,
        status: videos.status,
        scheduledAt: videos.scheduledAt,
        ...aboutTheSale(buyer, 'video', id),
      })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.performerId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(videos.id, id))
      .limit(1);
    return row ? { ...row, isOut: shownStatus(row, now) === 'active' } : null;
  },
  gallery: async (db, buyer, id) => {
    const [row] = await db
      .select({ performerId: galleries.performerId, access: galleries.access, price: galleries.price, status: galleries.status, ...aboutTheSale(buyer, 'gallery', id) })
      .from(galleries)
      .innerJoin(users, eq(users.id, galleries.performerId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(galleries.id, id))
      .limit(1);
    return row ? { ...row, isOut: row.status === 'active' } : null;
  },
  // Sold by the performer of its private conversation to the fan there; a deleted one is off sale.
  message: async (db, buyer, id) => {
    const [row] = await db
      .select({ performerId: messages.senderId, price: messages.price, isDeleted: messages.isDeleted, fanId: conversations.fanId, ...aboutTheSale(buyer, 'message', id) })
      .from(messages)
      .innerJoin(conversations, and(eq(conversations.id, messages.conversationId), eq(conversations.performerId, messages.senderId)))
      .innerJoin(users, eq(users.id, messages.senderId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(messages.id, id))
      .limit(1);
    if (!row?.fanId) return null;
    const { isDeleted, fanId, ...sold } = row;
    return { ...sold, access: sold.price === null ? 'free' : 'sale', isOut: !isDeleted, onlyFor: fanId };
  },
};

/** What a product purchase reads, in one statement: the product, what the sale needs beside it, and the buyer's chosen address. */
export interface ProductForSale {
  product: ProductRow;
  visibleToBuyer: boolean;
  commissionOverride: number | null;
  /** The buyer's own address named by addressId; null when none was named or it is not theirs. */
  address: AddressRow | null;
}

export async function readProductSale(db: DbOrTx, buyer: Buyer, productId: string, addressId: string | undefined): Promise<ProductForSale | null> {
  const { alreadyBought: _bought, ...about } = aboutTheSale(buyer, 'product', productId);
  const [row] = await db
    .select({ product: products, address: addresses, ...about })
    .from(products)
    .innerJoin(users, eq(users.id, products.performerId))
    .innerJoin(performers, eq(performers.userId, users.id))
    .leftJoin(addresses, addressId ? and(eq(addresses.id, addressId), eq(addresses.userId, buyer.userId)) : sql`false`)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

/** How the item is named to the buyer. */
export const nounOf: Record<ChargeKind, string> = { feed: 'post', video: 'video', gallery: 'gallery', message: 'message' };

/** The item and what the sale needs beside it, in one statement; null when there is no such item (or its performer is gone). */
export const readSaleItem = (kind: ChargeKind, db: DbOrTx, buyer: Buyer, id: string, now = new Date()) => readers[kind](db, buyer, id, now);
