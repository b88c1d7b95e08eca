// The only place static pages are read and written. Readers only ever get published pages; admins get all.
import { and, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { adminPageSortKeys, postSortKeys } from '@/contracts/posts';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { likePattern } from '../performers/performers.repo';
import { posts, type NewPostRow, type PostRow } from './posts.table';
import { firstOrNull, selectPage } from '../../db/select';

export type PostSortKey = (typeof postSortKeys)[number];
/** Pages in the same menu place go by title. */
const SORT_COLUMNS: SortColumns<PostSortKey> = {
  ordering: [posts.ordering, posts.title],
  title: posts.title,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

export type AdminPageSortKey = (typeof adminPageSortKeys)[number];
const ADMIN_SORT_COLUMNS: SortColumns<AdminPageSortKey> = {
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

    /** Every page, drafts included (the admin's list). */
    async searchAll(filters: { q?: string; status?: PostRow['status'] }, page: Page<AdminPageSortKey>): Promise<{ rows: PostRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.q) conditions.push(or(ilike(posts.title, likePattern(filters.q)), ilike(posts.slug, likePattern(filters.q)))!);
      if (filters.status) conditions.push(eq(posts.status, filters.status));
      return selectPage(db, db.select().from(posts).where(and(...conditions)).$dynamic(), orderOf(page, ADMIN_SORT_COLUMNS, posts.id), page);
    },

    async findById(id: string): Promise<PostRow | null> {
      return firstOrNull(db.select().from(posts).where(eq(posts.id, id)));
    },

    /** Whether another page (not `exceptId`) already has this slug. */
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const where = exceptId ? and(eq(posts.slug, slug), ne(posts.id, exceptId)) : eq(posts.slug, slug);
      return !!(await firstOrNull(db.select({ id: posts.id }).from(posts).where(where)));
    },

    async insert(row: NewPostRow): Promise<PostRow> {
      const [created] = await db.insert(posts).values(row).returning();
      return created!;
    },

    async update(id: string, changes: Partial<NewPostRow>): Promise<PostRow | null> {
      const [updated] = await db.update(posts).set({ ...changes, updatedAt: new Date() }).where(eq(posts.id, id)).returning();
      return updated ?? null;
    },

    async remove(id: string): Promise<PostRow | null> {
      const [removed] = await db.delete(posts).where(eq(posts.id, id)).returning();
      return removed ?? null;
    },
  };
}
export type PostsRepo = ReturnType<typeof createPostsRepo>;
