// Content items as fans and visitors read them, the same for every kind: one item, a page of them and the
// viewer's bookmarks. An item of a performer the viewer may not see is missing (404), except what they
// bought (docs/business-rules.md "Safety"); an item not out yet (hidden, scheduled) is its owner's and
// admins' only; entitlement decides the rest. An item an admin hid stays readable to its buyers only, and
// one an admin removed to nobody but its owner and admins (docs/admin.md "Moderation"). Opening an item of a kind that counts views counts one,
// unless its performer opens it.
import type { List, PagingQuery } from '@/contracts/common';
import { bookmarkSortKeys, type BookmarkListQuery } from '@/contracts/social';
import type { ModerationState } from '@/contracts/moderation';
import type { AppError } from '../../http/errors';
import { toPage, type Page } from '../../http/paging';
import type { ContentItem, ItemAccess } from '../entitlement/entitlement-rules';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { Viewer } from '../performers/performer-visibility';
import type { BookmarkSortKey } from '../reactions/reactions.repo';
import type { BookmarkedRow, PageOfRows } from './content-items.repo';
import { knownFromFacts, type KnownAboutViewer } from './content-lookups';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ItemRow {
  id: string;
  performerId: string;
  moderation: ModerationState;
}

/** Turns rows into answers for one viewer; `known` is what the caller already has. */
export interface ContentPresenter<Row, Item> {
  present(viewer: Viewer, rows: readonly Row[], known?: KnownAboutViewer): Promise<Item[]>;
}

export interface ContentReadsDeps<Row extends ItemRow, Item> {
  repo: {
    find(id: string): Promise<Row | null>;
    bookmarks(viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>): Promise<PageOfRows<BookmarkedRow<Row>>>;
    /** Kinds that count views. */
    countView?(id: string): Promise<Row | null>;
  };
  presenter: ContentPresenter<Row, Item>;
  entitlement: Pick<EntitlementService, 'access'>;
  contentItemOf(row: Row): ContentItem;
  /** Out for everyone (not hidden, not waiting for its moment). */
  isOut(row: Row, now: Date): boolean;
  /** The 404 for an item the viewer may not see. */
  missing(): AppError;
}

export function createContentReads<Row extends ItemRow, Item>(deps: ContentReadsDeps<Row, Item>) {
  const { repo, presenter } = deps;

  /**
   * The item and the viewer's access to it, when the viewer may see it at all. With `outOrBought`, an
   * item taken down stays readable to whoever bought it.
   */
  async function readable(viewer: Viewer, id: string, opts: { outOrBought?: boolean } = {}): Promise<{ row: Row; access: ItemAccess } | null> {
    const row = UUID.test(id) ? await repo.find(id) : null;
    if (!row) return null;
    const access = await deps.entitlement.access(viewer, deps.contentItemOf(row));
    if (!access.visible) return null;
    const manages = row.performerId === viewer.userId || viewer.isAdmin === true;
    if (!deps.isOut(row, new Date()) && !manages && !(opts.outOrBought === true && access.isBought)) return null;
    if (row.moderation !== 'visible' && !manages && !(row.moderation === 'hidden' && access.isBought)) return null;
    return { row, access };
  }

  async function get(viewer: Viewer, id: string): Promise<Item> {
    const found = await readable(viewer, id);
    if (!found) throw deps.missing();
    const counted = repo.countView && found.row.performerId !== viewer.userId ? await repo.countView(found.row.id) : null;
    return (await presenter.present(viewer, [counted ?? found.row], { accesses: [found.access] }))[0];
  }

  /** A page of rows as this viewer sees them; a page read with its facts needs no lookups of them. */
  async function presentPage(viewer: Viewer, found: PageOfRows<Row> | Promise<PageOfRows<Row>>): Promise<List<Item>> {
    const { rows, total, facts } = await found;
    const known = facts ? knownFromFacts(viewer, rows.map(deps.contentItemOf), facts) : undefined;
    return { data: await presenter.present(viewer, rows, known), total };
  }

  async function bookmarks(viewer: Viewer & { userId: string }, query: BookmarkListQuery) {
    const { rows, total } = await repo.bookmarks(viewer, toPage(query, bookmarkSortKeys, 'createdAt'));
    const shown = await presenter.present(viewer, rows.map((r) => r.item));
    return { data: rows.map((r, i) => ({ _id: r.reactionId, createdAt: r.reactedAt.toISOString(), objectId: r.item.id, objectInfo: shown[i] })), total };
  }

  return {
    missing: deps.missing,
    readable,
    get,
    presentPage,
    bookmarks,
    isVisible: async (id: string, viewer: Viewer) => (await readable(viewer, id)) !== null,
    /** For comments: who owns the item and whether the viewer may see its media; null when hidden. */
    accessOf: async (id: string, viewer: Viewer) => {
      const found = await readable(viewer, id);
      return found ? { ownerId: found.row.performerId, canSeeMedia: found.access.canSeeMedia } : null;
    },
  };
}
export type ContentReads<Row extends ItemRow, Item> = ReturnType<typeof createContentReads<Row, Item>>;

/** A search of a kind: its own repo query, paged by the route's keys, newest first unless asked otherwise. */
export function searchOf<Row extends ItemRow, Item, Q, K extends string>(
  reads: Pick<ContentReads<Row, Item>, 'presentPage'>,
  sortKeys: readonly K[],
  search: (viewer: Viewer, query: Q, page: Page<K>) => Promise<PageOfRows<Row>>,
) {
  return (viewer: Viewer, query: Q & PagingQuery<K>): Promise<List<Item>> => reads.presentPage(viewer, search(viewer, query, toPage(query, sortKeys, 'createdAt' as K)));
}
