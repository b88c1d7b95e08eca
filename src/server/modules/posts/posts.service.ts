// Static pages as everyone reads them. Lists carry each page whole: there are few
// pages and they are short, so a menu or an index can show a page without asking again.
import type { List } from '@/contracts/common';
import { postSortKeys, type PostSearchQuery, type StaticPost } from '@/contracts/posts';
import { notFound } from '../../http/errors';
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

  return { search, get };
}
export type PostsService = ReturnType<typeof createPostsService>;
