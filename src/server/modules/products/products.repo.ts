// The only place products rows are read and written.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { productSortKeys, ProductStatus, ProductType } from '@/contracts/products';
import type { DbOrTx } from '../../db/client';
import { orderOf, type Page, type SortColumns } from '../../http/paging';
import { bookmarksOf, reactionCount } from '../content/content-lookups';
import { listedFor, type Viewer } from '../performers/performer-visibility';
import { likePattern } from '../performers/performers.repo';
import { performers } from '../performers/performers.table';
import { bookmarkSortColumns, type BookmarkSortKey } from '../reactions/reactions.repo';
import { reactions } from '../reactions/reactions.table';
import { users } from '../users/users.table';
import { products, type NewProductRow, type ProductRow } from './products.table';

export type ProductPatch = Partial<Omit<NewProductRow, 'id' | 'performerId' | 'createdAt'>>;
export type BookmarkedProductRow = { product: ProductRow; reactionId: string; reactedAt: Date };

export type ProductSortKey = (typeof productSortKeys)[number];
const SORT_COLUMNS: SortColumns<ProductSortKey> = {
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  views: products.viewCount,
  name: products.name,
  price: products.price,
};

/** The name or one of the tags matches the search text. */
const matching = (q: string): SQL => or(ilike(products.name, likePattern(q)), sql`${q.toLowerCase()} = any(${products.tags})`)!;

/** On sale for everyone who may see the performer. */
const onSaleFor = (viewer: Viewer): SQL => and(eq(products.status, 'active'), listedFor(viewer))!;

export function createProductsRepo(db: DbOrTx) {
  // Products joined with their performer's account and profile, which the visibility conditions read.
  const productsWithPerformer = () =>
    db.select({ product: products }).from(products).innerJoin(users, eq(users.id, products.performerId)).innerJoin(performers, eq(performers.userId, users.id));
  const countWithPerformer = () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(users, eq(users.id, products.performerId))
      .innerJoin(performers, eq(performers.userId, users.id));

  async function pageOf(where: SQL, page: Page<ProductSortKey>): Promise<{ rows: ProductRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      productsWithPerformer().where(where).orderBy(...orderOf(page, SORT_COLUMNS, products.id)).limit(page.limit).offset(page.offset),
      countWithPerformer().where(where),
    ]);
    return { rows: rows.map((r) => r.product), total };
  }

  return {
    async insert(row: NewProductRow): Promise<ProductRow> {
      const [created] = await db.insert(products).values(row).returning();
      return created;
    },

    async find(id: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row ?? null;
    },

    async update(id: string, patch: ProductPatch): Promise<ProductRow | null> {
      const [row] = await db.update(products).set(patch).where(eq(products.id, id)).returning();
      return row ?? null;
    },

    async remove(id: string): Promise<ProductRow | null> {
      const [row] = await db.delete(products).where(eq(products.id, id)).returning();
      return row ?? null;
    },

    /** Counts one view and answers the row as it is now. */
    async countView(id: string): Promise<ProductRow | null> {
      const [row] = await db.update(products).set({ viewCount: sql`${products.viewCount} + 1` }).where(eq(products.id, id)).returning();
      return row ?? null;
    },

    /** The performer's own products, inactive ones included. */
    own(performerId: string, filters: { q?: string; status?: ProductStatus; type?: ProductType }, page: Page<ProductSortKey>) {
      const conditions = [eq(products.performerId, performerId)];
      if (filters.q) conditions.push(matching(filters.q));
      if (filters.status) conditions.push(eq(products.status, filters.status));
      if (filters.type) conditions.push(eq(products.type, filters.type));
      return pageOf(and(...conditions)!, page);
    },

    /** Active products of performers the viewer may see. */
    search(viewer: Viewer, filters: { q?: string; performerId?: string; type?: ProductType }, page: Page<ProductSortKey>) {
      const conditions = [onSaleFor(viewer)];
      if (filters.q) conditions.push(matching(filters.q));
      if (filters.performerId) conditions.push(eq(products.performerId, filters.performerId));
      if (filters.type) conditions.push(eq(products.type, filters.type));
      return pageOf(and(...conditions)!, page);
    },

    /** The viewer's bookmarked products that are active and whose performer they may still see. */
    async bookmarks(viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>): Promise<{ rows: BookmarkedProductRow[]; total: number }> {
      const bookmarked = () =>
        db
          .select({ product: products, reactionId: reactions.id, reactedAt: reactions.createdAt })
          .from(products)
          .innerJoin(reactions, bookmarksOf(viewer.userId, 'product', products.id))
          .innerJoin(users, eq(users.id, products.performerId))
          .innerJoin(performers, eq(performers.userId, users.id));
      const [rows, [{ total }]] = await Promise.all([
        bookmarked()
          .where(onSaleFor(viewer))
          .orderBy(...orderOf(page, bookmarkSortColumns, reactions.id))
          .limit(page.limit)
          .offset(page.offset),
        countWithPerformer().innerJoin(reactions, bookmarksOf(viewer.userId, 'product', products.id)).where(onSaleFor(viewer)),
      ]);
      return { rows, total };
    },

    /** Sets the cached like or bookmark count from the reactions themselves (safe to repeat). */
    async recountReactions(productId: string, action: 'like' | 'bookmark'): Promise<void> {
      const counted = reactionCount('product', productId, action);
      await db
        .update(products)
        .set(action === 'like' ? { likeCount: counted } : { bookmarkCount: counted })
        .where(eq(products.id, productId));
    },
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
