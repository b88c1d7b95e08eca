// What a purchase needs to know of a feed, video, gallery, message or product, read in one statement inside the
// purchase's transaction: the item (its performer, access, price and whether it is out, the kind's own
// notion of shown to fans: published, active, scheduled and due, and not taken down by an admin), whether its performer is visible to the
// buyer acting as a fan, whether the buyer holds it already, and the performer's own commission; and with
// them the charge's own state (chargeStateColumns in wallet-charges.repo.ts), so a purchase reads once.
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { ContentAccess } from '@/contracts/feeds';
import type { ChargeKind } from '@/contracts/wallet';
import type { Db, DbOrTx } from '../../db/client';
import { onConnection, type PreparedStatement } from '../../db/select';
import { addresses, type AddressRow } from '../addresses/addresses.table';
import { feeds } from '../feeds/feeds.table';
import { galleries } from '../galleries/galleries.table';
import { conversations, messages } from '../messages/messages.table';
import type { Viewer } from '../performers/performer-visibility';
import { placeholderValuesOf, placeholderViewer, viewerShapeOf, visibleTo } from '../performers/performer-visibility.repo';
import { performers } from '../performers/performers.table';
import { products, type ProductRow } from '../products/products.table';
import type { PurchasableKind } from '../purchases/purchases.repo';
import { purchasedItems } from '../purchases/purchases.table';
import { users } from '../users/users.table';
import { shownStatus } from '../videos/videos.presenter';
import { videos } from '../videos/videos.table';
import { chargeStateOf, chargeStatePlaceholders, chargeStateValuesOf, type ChargeState, type ChargeStateColumns, type ChargeStateKey, type ChargeStateRow } from './wallet-charges.repo';

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
/** What a purchase's first statement found: the item, and the charge's own state read with it. */
export interface Found<Item> {
  found: Item;
  state: ChargeState;
}

const withState = <Row extends ChargeStateRow, Item>(row: Row, item: (row: Row) => Item): Found<Item> => ({ found: item(row), state: chargeStateOf(row) });

/** The item's part of a row that carried more. */
const itemOf = (r: Omit<SaleItem, 'isOut' | 'onlyFor'>): Omit<SaleItem, 'isOut' | 'onlyFor'> => ({
  performerId: r.performerId,
  access: r.access,
  price: r.price,
  visibleToBuyer: r.visibleToBuyer,
  alreadyBought: r.alreadyBought,
  commissionOverride: r.commissionOverride,
});

/** The columns of one kind's read beside the item's own: the sale's (aboutTheSale) and the charge's state. */
type Beside = ReturnType<typeof aboutTheSale> & ChargeStateColumns;

/** Each kind's read, as a statement to prepare (the item's id is the placeholder 'itemId'). */
const statementsOf = {
  feed: (db: Db, beside: Beside, id: Placeholder) =>
    db
      .select({ performerId: feeds.performerId, access: feeds.access, price: feeds.price, status: feeds.status, moderation: feeds.moderation, ...beside })
      .from(feeds)
      .innerJoin(users, eq(users.id, feeds.performerId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(feeds.id, id))
      .limit(1),
  video: (db: Db, beside: Beside, id: Placeholder) =>
    db
      .select({
        performerId: videos.performerId,
        access: videos.access,
        price: videos.price,
        status: videos.status,
        scheduledAt: videos.scheduledAt,
        moderation: videos.moderation,
        ...beside,
      })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.performerId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(videos.id, id))
      .limit(1),
  gallery: (db: Db, beside: Beside, id: Placeholder) =>
    db
      .select({ performerId: galleries.performerId, access: galleries.access, price: galleries.price, status: galleries.status, moderation: galleries.moderation, ...beside })
      .from(galleries)
      .innerJoin(users, eq(users.id, galleries.performerId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(galleries.id, id))
      .limit(1),
  // Sold by the performer of its private conversation to the fan there; a deleted one is off sale.
  message: (db: Db, beside: Beside, id: Placeholder) =>
    db
      .select({ performerId: messages.senderId, price: messages.price, isDeleted: messages.isDeleted, moderation: messages.moderation, fanId: conversations.fanId, ...beside })
      .from(messages)
      .innerJoin(conversations, and(eq(conversations.id, messages.conversationId), eq(conversations.performerId, messages.senderId)))
      .innerJoin(users, eq(users.id, messages.senderId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(messages.id, id))
      .limit(1),
};
type RowOf<K extends ChargeKind> = Awaited<ReturnType<(typeof statementsOf)[K]>>[number];

/** What each kind's read makes of the row it found. */
const itemsOf: { [K in ChargeKind]: (row: RowOf<K>, now: Date) => SaleItem | null } = {
  feed: (r: RowOf<'feed'>): SaleItem => ({ ...itemOf(r), isOut: r.status === 'published' && r.moderation === 'visible' }),
  video: (r: RowOf<'video'>, now: Date): SaleItem => ({ ...itemOf(r), isOut: shownStatus(r, now) === 'active' && r.moderation === 'visible' }),
  gallery: (r: RowOf<'gallery'>): SaleItem => ({ ...itemOf(r), isOut: r.status === 'active' && r.moderation === 'visible' }),
  message: (r: RowOf<'message'>): SaleItem | null =>
    r.fanId ? { ...itemOf({ ...r, access: r.price === null ? 'free' : 'sale' }), isOut: !r.isDeleted && r.moderation === 'visible', onlyFor: r.fanId } : null,
};

/**
 * Reads the item a purchase is for, what the sale needs beside it and the charge's state (for `key`), in one
 * statement; null when there is no such item (or its performer is gone). The statement is prepared on `db` once
 * per kind and buyer shape (whether the buyer has a country), its values bound as placeholders, and run on the
 * purchase's transaction (onConnection): a purchase no longer builds its SQL.
 */
export function createSaleItemReader(db: Db) {
  const statements = new Map<string, PreparedStatement<unknown>>();
  function statementFor(kind: ChargeKind, buyer: Viewer): PreparedStatement<unknown> {
    // An admin buys as a fan too.
    const asFan: Viewer = { ...buyer, isAdmin: false };
    const name = `sale_item_${kind}_${viewerShapeOf(asFan)}`;
    let statement = statements.get(name);
    if (!statement) {
      const shape = placeholderViewer(asFan);
      const beside = { ...aboutTheSale({ ...shape, userId: shape.userId! }, kind, sql.placeholder('itemId') as unknown as string), ...chargeStatePlaceholders() };
      statement = statementsOf[kind](db, beside, sql.placeholder('itemId')).prepare(name) as PreparedStatement<unknown>;
      statements.set(name, statement);
    }
    return statement;
  }

  return async function readSaleItem(kind: ChargeKind, tx: DbOrTx, buyer: Buyer, id: string, key: ChargeStateKey, now = new Date()): Promise<Found<SaleItem> | null> {
    const values = { ...placeholderValuesOf({ ...buyer, isAdmin: false }), itemId: id, ...chargeStateValuesOf(key) };
    const [row] = (await onConnection(statementFor(kind, buyer), tx).execute(values)) as (RowOf<ChargeKind> & ChargeStateRow)[];
    if (!row) return null;
    const item = (itemsOf[kind] as (r: typeof row, now: Date) => SaleItem | null)(row, now);
    return item && withState(row, () => item);
  };
}
export type SaleItemReader = ReturnType<typeof createSaleItemReader>;

/** What a product purchase reads, in one statement: the product, what the sale needs beside it, and the buyer's chosen address. */
export interface ProductForSale {
  product: ProductRow;
  visibleToBuyer: boolean;
  commissionOverride: number | null;
  /** The buyer's own address named by addressId; null when none was named or it is not theirs. */
  address: AddressRow | null;
}

export async function readProductSale(
  db: DbOrTx,
  buyer: Buyer,
  productId: string,
  addressId: string | undefined,
  state: ChargeStateColumns,
): Promise<Found<ProductForSale> | null> {
  const { alreadyBought: _bought, ...about } = aboutTheSale(buyer, 'product', productId);
  const [row] = await db
    .select({ product: products, address: addresses, ...about, ...state })
    .from(products)
    .innerJoin(users, eq(users.id, products.performerId))
    .innerJoin(performers, eq(performers.userId, users.id))
    .leftJoin(addresses, addressId ? and(eq(addresses.id, addressId), eq(addresses.userId, buyer.userId)) : sql`false`)
    .where(eq(products.id, productId))
    .limit(1);
  return row ? withState(row, (r) => ({ product: r.product, address: r.address, visibleToBuyer: r.visibleToBuyer, commissionOverride: r.commissionOverride })) : null;
}

/** How the item is named to the buyer. */
export const nounOf: Record<ChargeKind, string> = { feed: 'post', video: 'video', gallery: 'gallery', message: 'message' };
