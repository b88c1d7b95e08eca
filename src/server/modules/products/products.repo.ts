// The only place products rows are read and written; what every content item shares comes from
// content-items.repo.ts.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { productSortKeys, ProductStatus, ProductType } from '@/contracts/products';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { createContentItemsRepo, searchShapeKey, searchShapeOf, searchValuesOf, titleOrTag, viewCounter, type ItemSearchFilters, type PatchOf } from '../content/content-items.repo';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor, viewerShapeOf } from '../performers/performer-visibility.repo';
import type { BookmarkSortKey } from '../reactions/reactions.repo';
import { products } from './products.table';

export type ProductPatch = PatchOf<typeof products>;

export type ProductSortKey = (typeof productSortKeys)[number];
const SORT_COLUMNS: SortColumns<ProductSortKey> = {
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  views: products.viewCount,
  name: products.name,
  price: products.price,
};

/** The name or one of the tags matches the search text. */
const matching = (q: string): SQL => titleOrTag(q, products.name, products.tags);

const onSale = eq(products.status, 'active');

export function createProductsRepo(db: DbOrTx) {
  const items = createContentItemsRepo(db, products, 'product', SORT_COLUMNS);

  return {
    ...items,
    countView: viewCounter(db, products),

    /** The performer's own products, inactive ones included. */
    own(performerId: string, filters: { q?: string; status?: ProductStatus; type?: ProductType }, page: Page<ProductSortKey>) {
      const conditions = [eq(products.performerId, performerId)];
      if (filters.q) conditions.push(matching(filters.q));
      if (filters.status) conditions.push(eq(products.status, filters.status));
      if (filters.type) conditions.push(eq(products.type, filters.type));
      return items.sorted(conditions, page);
    },

    /**
     * Active products of performers the viewer may see (a profile's products tab with `performerId`).
     * Prepared once per shape (the viewer's shape, filters set, order), the filters' values placeholders.
     */
    search(viewer: Viewer, filters: ItemSearchFilters & { type?: ProductType }, page: Page<ProductSortKey>) {
      const name = `products_search_${viewerShapeOf(viewer)}_${searchShapeKey(filters)}${filters.type ? 't' : ''}_${page.sortBy}_${page.sort}`;
      const build = (shapeViewer: Viewer) => {
        const conditions = [onSale, listedFor(shapeViewer), ...searchShapeOf(filters, products, products.name, products.tags)];
        if (filters.type) conditions.push(eq(products.type, sql.placeholder('type')));
        return { where: and(...conditions)!, order: orderOf(page, SORT_COLUMNS, products.id) };
      };
      return items.preparedPageOf(name, viewer, build, page, { ...searchValuesOf(filters), type: filters.type });
    },

    /** The viewer's bookmarked products that are active and whose performer they may still see. */
    bookmarks: (viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>) => items.bookmarks(viewer, () => onSale, page),
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
