// The queries every kind of content item shares (feeds, videos, galleries, products; photos use the plain
// rows part): insert, find, update and delete by id, a page of rows with its total, counting a view, the
// viewer's bookmarks of the kind and the cached reaction counts. A kind's repo spreads these and adds its
// own filters; each is typed by the kind's table, so a feed repo answers feed rows.
// A page read for a viewer is one statement: the rows, their total (count(*) over ()), each row's author
// and what the viewer has to do with it (itemFacts), so presenting it needs no lookups of those.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ReactionObjectType } from '@/contracts/social';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import { preparedPageRunner, totalOf, windowTotal } from '../../db/select';
import type { Page } from '../../http/paging';
import type { EntitlementFacts } from '../entitlement/entitlement-rules';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor, placeholderValuesOf, placeholderViewer, viewerShapeOf, visibleTo } from '../performers/performer-visibility.repo';
import { purchasedItems } from '../purchases/purchases.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { likePattern } from '../performers/performers.repo';
import { performers } from '../performers/performers.table';
import { bookmarkSortColumns, type BookmarkSortKey } from '../reactions/reactions.repo';
import { reactions } from '../reactions/reactions.table';
import { users } from '../users/users.table';
import { bookmarksOf, reactionCount } from './content-lookups.repo';

type TableWithId = PgTable & { id: PgColumn };
/** A table of content items: an owner, cached counts, an admin's moderation state and timestamps. */
export type ContentTable = TableWithId & { performerId: PgColumn; likeCount: PgColumn; bookmarkCount: PgColumn; moderation: PgColumn };

/** Not hidden or removed by an admin: the only items any list shows people (docs/admin.md "Moderation"). */
export const moderationVisible = (table: { moderation: PgColumn }): SQL => eq(table.moderation, 'visible');

export type RowOf<T extends PgTable> = T['$inferSelect'];
/** What an update may change: anything but the id, the owner and the moment it was made. */
export type PatchOf<T extends PgTable> = Partial<Omit<T['$inferInsert'], 'id' | 'performerId' | 'createdAt'>>;
export type BookmarkedRow<Row> = { item: Row; reactionId: string; reactedAt: Date };
/** What a page row tells about one item beyond the item: its author and the viewer's part in it. */
export interface ItemFacts {
  author: { id: string; name: string; username: string | null; avatarKey: string | null };
  entitlement: EntitlementFacts;
  liked: boolean;
  bookmarked: boolean;
}
/** `facts`, one per row, when the page was read for a viewer. */
export type PageOfRows<Row> = { rows: Row[]; total: number; facts?: ItemFacts[] };

/** The search text is in the title (or name), or is one of the tags. */
export const titleOrTag = (q: string, title: PgColumn, tags: PgColumn): SQL => or(ilike(title, likePattern(q)), sql`${q.toLowerCase()} = any(${tags})`)!;

/** The filters every kind's search of items takes (a kind may add its own). */
export interface ItemSearchFilters {
  q?: string;
  performerId?: string;
}

/**
 * The conditions of `filters` for a statement prepared once per shape: those of titleOrTag and the
 * performer's id, with their values as the placeholders 'q', 'qTag' and 'performerId' (searchValuesOf
 * binds them).
 */
export function searchShapeOf(filters: ItemSearchFilters, table: ContentTable, title: PgColumn, tags: PgColumn): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(or(ilike(title, sql.placeholder('q')), sql`${sql.placeholder('qTag')} = any(${tags})`)!);
  if (filters.performerId) conditions.push(eq(table.performerId, sql.placeholder('performerId')));
  return conditions;
}
export const searchValuesOf = (filters: ItemSearchFilters) => ({ q: filters.q ? likePattern(filters.q) : undefined, qTag: filters.q?.toLowerCase(), performerId: filters.performerId });
/** Which of searchShapeOf's filters are set, as a part of a statement's name. */
export const searchShapeKey = (filters: ItemSearchFilters) => `${filters.q ? 'q' : ''}${filters.performerId ? 'p' : ''}`;

const no = sql<boolean>`false`;

/**
 * The select fields of a page row for `viewer` over `table` joined with its performer's users and
 * performers rows: the page's total, the author and the entitlement facts, each as entitlement.service and
 * content-lookups would read them (the same conditions, written per row).
 */
function itemFactsFields(viewer: Viewer, objectType: ReactionObjectType, table: ContentTable, now: Date) {
  const { userId } = viewer;
  const reacted = (action: 'like' | 'bookmark') =>
    userId
      ? sql<boolean>`exists (select 1 from ${reactions} where ${reactions.userId} = ${userId} and ${reactions.objectType} = ${objectType} and ${reactions.objectId} = ${table.id} and ${reactions.action} = ${action})`
      : no;
  return {
    total: windowTotal(),
    author: { id: users.id, name: users.name, username: users.username, avatarKey: users.avatarKey },
    entitlement: {
      performerVisible: sql<boolean>`(${visibleTo(viewer)})`,
      // A buyer keeps what they bought from a performer who blocked them: visibility as a visitor from their country.
      performerVisibleToBuyer: sql<boolean>`(${visibleTo({ userId: null, countryCode: viewer.countryCode })})`,
      subscribed: userId
        ? sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${subscriptions.performerId} = ${table.performerId} and ${subscriptions.expiredAt} > ${now})`
        : no,
      bought: userId
        ? sql<boolean>`exists (select 1 from ${purchasedItems} where ${purchasedItems.userId} = ${userId} and ${purchasedItems.itemType} = ${objectType} and ${purchasedItems.itemId} = ${table.id})`
        : no,
    },
    liked: reacted('like'),
    bookmarked: reacted('bookmark'),
  };
}

/** Insert, find, update and delete rows of `table` by id, and pages of them. */
export function createRowsRepo<T extends TableWithId>(db: DbOrTx, table: T) {
  type Row = RowOf<T>;
  const byId = (id: string) => eq(table.id, id);
  const first = (rows: unknown) => (rows as Row[])[0] ?? null;

  return {
    async insert(row: T['$inferInsert']): Promise<Row> {
      const [created] = (await db
        .insert(table)
        .values(row as PgInsertValue<T>)
        .returning()) as Row[];
      return created;
    },

    async find(id: string): Promise<Row | null> {
      return first(await db.select().from(table as PgTable).where(byId(id)).limit(1));
    },

    async update(id: string, patch: PatchOf<T>): Promise<Row | null> {
      return first(await db.update(table).set(patch as PgUpdateSetSource<T>).where(byId(id)).returning());
    },

    async remove(id: string): Promise<Row | null> {
      return first(await db.delete(table).where(byId(id)).returning());
    },

    /** A page of the rows `where` selects, in `order`, and their total. */
    async pageOf(where: SQL, order: SQL[], page: Page<string>): Promise<PageOfRows<Row>> {
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(table as PgTable).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(table as PgTable).where(where),
      ]);
      return { rows: rows as Row[], total };
    },
  };
}

/** The rows part plus what content items add: pages of items with their performer, views, bookmarks and reaction counts. */
export function createContentItemsRepo<T extends ContentTable, K extends string>(db: DbOrTx, table: T, objectType: ReactionObjectType, sortColumns: SortColumns<K>) {
  type Row = RowOf<T>;
  const { insert, find, update, remove } = createRowsRepo(db, table);
  const from = table as PgTable;
  // Joined with the performer's account and profile, which the visibility conditions read.
  const performerOn = [eq(users.id, table.performerId), eq(performers.userId, users.id)] as const;
  const counting = { total: sql<number>`count(*)::int` };

  const countOf = async (where: SQL) => (await db.select(counting).from(from).innerJoin(users, performerOn[0]).innerJoin(performers, performerOn[1]).where(where))[0].total;

  /**
   * A page of the items `where` selects, in `order`, and their total, in one statement; for a `viewer`,
   * with each row's facts. Only a page past the end, which has no row to carry the total, counts again.
   */
  async function pageOf(where: SQL, order: SQL[], page: Page<string>, viewer?: Viewer): Promise<PageOfRows<Row>> {
    const facts = viewer ? itemFactsFields(viewer, objectType, table, new Date()) : { total: windowTotal() };
    const found = await db
      .select({ item: from, ...facts })
      .from(from)
      .innerJoin(users, performerOn[0])
      .innerJoin(performers, performerOn[1])
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    const total = await totalOf(found, page, () => countOf(where));
    const rows = found.map((r) => r.item as Row);
    return viewer ? { rows, total, facts: found as unknown as ItemFacts[] } : { rows, total };
  }

  const runPreparedPage = preparedPageRunner();
  /** Every page read for a viewer leaves out what an admin hid or removed; the owner's own lists (sorted, pageOf) keep it. */
  const listed = (page: { where: SQL; order: SQL[] }) => ({ where: and(moderationVisible(table), page.where)!, order: page.order });

  /** What placeholderViewer's placeholders and the clock are bound to. */
  const viewerValues = (viewer: Viewer) => ({ ...placeholderValuesOf(viewer), now: new Date() });

  /**
   * pageOf for a viewer, with the statement built and prepared once per `name`: `build` makes the page's
   * condition and order from placeholderViewer(viewer) and `now` (the placeholder 'now'), its other values as
   * placeholders too, named in `values`. `name` must stand for exactly one shape (one SQL text, since
   * PostgreSQL keeps a prepared statement by name per connection); later calls only bind viewer, now, page
   * window and `values`. Building the select costs far more CPU than running it prepared.
   */
  async function preparedPageOf(
    name: string,
    viewer: Viewer,
    build: (viewer: Viewer, now: Date) => { where: SQL; order: SQL[] },
    page: Page<string>,
    values: Record<string, unknown> = {},
  ): Promise<PageOfRows<Row>> {
    const make = () => {
      const shapeViewer = placeholderViewer(viewer);
      const now = sql.placeholder('now') as unknown as Date;
      const { where, order } = listed(build(shapeViewer, now));
      const rows = db
        .select({ item: from, ...itemFactsFields(shapeViewer, objectType, table, now) })
        .from(from)
        .innerJoin(users, performerOn[0])
        .innerJoin(performers, performerOn[1])
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
      const count = () => db.select(counting).from(from).innerJoin(users, performerOn[0]).innerJoin(performers, performerOn[1]).where(listed(build(shapeViewer, now)).where).prepare(`${name}_count`);
      return { rows, count };
    };
    const { found, total } = await runPreparedPage<{ item: unknown; total: number } & ItemFacts>(name, make, page, { ...values, ...viewerValues(viewer) });
    return { rows: found.map((r) => r.item as Row), total, facts: found };
  }

  return {
    insert,
    find,
    update,
    remove,
    pageOf,
    preparedPageOf,

    /** A page of the items all `conditions` select, in the page's order by the kind's sort columns (with facts for a `viewer`). */
    sorted(conditions: SQL[], page: Page<K>, viewer?: Viewer): Promise<PageOfRows<Row>> {
      return pageOf(and(...conditions)!, orderOf(page, sortColumns, table.id), page, viewer);
    },

    /**
     * The viewer's bookmarks of this kind among the items `shown` selects at `now`, of performers they may
     * still see, with their total in the same statement. Prepared once per shape (`${objectType}_bookmarks_`,
     * the viewer's shape and the order): `shown` is built with the placeholder 'now'.
     */
    async bookmarks(viewer: Viewer & { userId: string }, shown: (now: Date) => SQL, page: Page<BookmarkSortKey>): Promise<PageOfRows<BookmarkedRow<Row>>> {
      const name = `${objectType}_bookmarks_${viewerShapeOf(viewer)}_${page.sortBy}_${page.sort}`;
      const make = () => {
        const shapeViewer = placeholderViewer(viewer);
        const now = sql.placeholder('now') as unknown as Date;
        const bookmark = bookmarksOf(shapeViewer.userId!, objectType, table.id);
        const where = and(shown(now), moderationVisible(table), listedFor(shapeViewer))!;
        const rows = db
          .select({ item: from, reactionId: reactions.id, reactedAt: reactions.createdAt, total: windowTotal() })
          .from(from)
          .innerJoin(reactions, bookmark)
          .innerJoin(users, performerOn[0])
          .innerJoin(performers, performerOn[1])
          .where(where)
          .orderBy(...orderOf(page, bookmarkSortColumns, reactions.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name);
        const count = () =>
          db.select(counting).from(from).innerJoin(reactions, bookmark).innerJoin(users, performerOn[0]).innerJoin(performers, performerOn[1]).where(where).prepare(`${name}_count`);
        return { rows, count };
      };
      const { found, total } = await runPreparedPage<{ item: unknown; reactionId: string; reactedAt: Date; total: number }>(name, make, page, viewerValues(viewer));
      return { rows: found.map((r) => ({ item: r.item as Row, reactionId: r.reactionId, reactedAt: r.reactedAt })), total };
    },

    async ownerOf(id: string): Promise<string | null> {
      const [row] = await db.select({ performerId: table.performerId }).from(from).where(eq(table.id, id)).limit(1);
      return (row?.performerId as string | undefined) ?? null;
    },

    /** Sets the cached like or bookmark count from the reactions themselves (safe to repeat). */
    async recountReactions(id: string, action: 'like' | 'bookmark'): Promise<void> {
      const counted = reactionCount(objectType, id, action);
      await db
        .update(table)
        .set((action === 'like' ? { likeCount: counted } : { bookmarkCount: counted }) as unknown as PgUpdateSetSource<T>)
        .where(eq(table.id, id));
    },
  };
}

/** For kinds that count views (videos, galleries, products): counts one view and answers the row as it is now. */
export function viewCounter<T extends ContentTable & { viewCount: PgColumn }>(db: DbOrTx, table: T) {
  return async (id: string): Promise<RowOf<T> | null> => {
    const updated = await db
      .update(table)
      .set({ viewCount: sql`${table.viewCount} + 1` } as unknown as PgUpdateSetSource<T>)
      .where(eq(table.id, id))
      .returning();
    return (updated as RowOf<T>[])[0] ?? null;
  };
}
