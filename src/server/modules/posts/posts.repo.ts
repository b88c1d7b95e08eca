// The only place static pages are read. Readers only ever get published pages.
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { postSortKeys } from '@/contracts/posts';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { likePattern } from '../performers/performers.repo';
import { posts, type PostRow } from './posts.table';
import { firstOrNull, selectPage } from '../../db/select';

export type PostSortKey = (typeof postSortKeys)[number];
/** Pages in the same menu place go by title. */
const SORT_COLUMNS: SortColumns<PostSortKey> = {
  ordering: [posts.ordering, posts.title],
  title: posts.title,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPostsRepo(db: DbOrTx) {
  return {
    /** Published pages, by default in menu order (`ordering`, then title). */
    async searchPublished(filters: { q?: string; type?: string }, page: Page<PostSortKey>): Promise<{ rows: PostRow[]; total: number }> {
      const conditions: SQL[] = [eq(posts.status, 'published')];
      if (filters.q) conditions.push(or(ilike(posts.title, likePattern(filters.q)), ilike(posts.shortDescription, likePattern(filters.q)))!);
      if (filters.type) conditions.push(eq(posts.type, filters.type as PostRow['type']));
      const where = and(...conditions)!;
      return selectPage(db, db.select().from(posts).where(where).$dynamic(), orderOf(page, SORT_COLUMNS, posts.id), page);
    },

    /** A published page by its slug or its id. */
    async findPublished(slugOrId: string): Promise<PostRow | null> {
      const key = UUID.test(slugOrId) ? or(eq(posts.slug, slugOrId), eq(posts.id, slugOrId.toLowerCase()))! : eq(posts.slug, slugOrId);
      return firstOrNull(db.select().from(posts).where(and(key, eq(posts.status, 'published'))));
    },
  };
}
export type PostsRepo = ReturnType<typeof createPostsRepo>;
