// Static pages as everyone reads them, and as admins write them. Lists carry each page whole: there are few
// pages and they are short, so a menu or an index can show a page without asking again.
import type { List } from '@/contracts/common';
import {
  adminPageSortKeys,
  postSortKeys,
  type AdminPageQuery,
  type AdminStaticPage,
  type PageUpdateBody,
  type PostSearchQuery,
  type StaticPost,
} from '@/contracts/posts';
import type { z } from 'zod';
import type { pageBody } from '@/contracts/posts';
import { markSettingsChanged } from '@/lib/settings-changes';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { PostsRepo } from './posts.repo';
import type { PostRow } from './posts.table';

const present = (row: PostRow): StaticPost => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  shortDescription: row.shortDescription,
  content: row.content,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const presentForAdmin = (row: PostRow): AdminStaticPage => ({ ...present(row), status: row.status, ordering: row.ordering });

const NO_PAGE = 'There is no page with this id.';
const slugInUse = (slug: string) =>
  unprocessable(`Another page already uses the address name "${slug}". Choose another one, like ${slug}-2.`, { field: 'slug' });

/** The pages' own links and the footer (read with the settings, on their clock) show a change at once. */
const pagesChanged = () => markSettingsChanged();

export function createPostsService(deps: { repo: PostsRepo }) {
  async function search(query: PostSearchQuery): Promise<List<StaticPost>> {
    const { rows, total } = await deps.repo.searchPublished(query, toPage(query, postSortKeys, 'ordering', 'asc'));
    return { data: rows.map(present), total };
  }

  async function get(slugOrId: string): Promise<StaticPost> {
    const row = await deps.repo.findPublished(slugOrId);
    if (!row) throw notFound('This page does not exist.');
    return present(row);
  }

  async function adminSearch(query: AdminPageQuery): Promise<List<AdminStaticPage>> {
    const { rows, total } = await deps.repo.searchAll(query, toPage(query, adminPageSortKeys, 'ordering', 'asc'));
    return { data: rows.map(presentForAdmin), total };
  }

  async function adminGet(id: string): Promise<AdminStaticPage> {
    const row = await deps.repo.findById(id);
    if (!row) throw notFound(NO_PAGE);
    return presentForAdmin(row);
  }

  async function create(body: z.output<typeof pageBody>): Promise<AdminStaticPage> {
    if (await deps.repo.slugTaken(body.slug)) throw slugInUse(body.slug);
    const row = await deps.repo.insert({ ...body, type: 'page' });
    pagesChanged();
    return presentForAdmin(row);
  }

  /** The page after the change, and the fields that changed before and after (for the audit log). */
  async function update(id: string, body: PageUpdateBody) {
    const current = await deps.repo.findById(id);
    if (!current) throw notFound(NO_PAGE);
    if (body.slug && (await deps.repo.slugTaken(body.slug, id))) throw slugInUse(body.slug);
    const row = await deps.repo.update(id, body);
    if (!row) throw notFound(NO_PAGE);
    pagesChanged();
    const changed = (Object.keys(body) as (keyof PageUpdateBody)[]).filter((k) => current[k] !== row[k]);
    return {
      page: presentForAdmin(row),
      before: Object.fromEntries(changed.map((k) => [k, current[k]])),
      after: Object.fromEntries(changed.map((k) => [k, row[k]])),
    };
  }

  async function remove(id: string): Promise<AdminStaticPage> {
    const row = await deps.repo.remove(id);
    if (!row) throw notFound(NO_PAGE);
    pagesChanged();
    return presentForAdmin(row);
  }

  return { search, get, adminSearch, adminGet, create, update, remove };
}
export type PostsService = ReturnType<typeof createPostsService>;
