// Static pages: the published pages for menus, and one page by its slug or id.
import type { List } from '@/contracts/common';
import type { PostSearchQuery, StaticPost } from '@/contracts/posts';
import { request } from '@/lib/request';

type Headers = Record<string, string> | undefined;

export const postService = {
  search: (query: Partial<PostSearchQuery> = {}, headers?: Headers) => request<List<StaticPost>>('/posts/search', { query, headers }),
  get: (slugOrId: string, headers?: Headers) => request<StaticPost>(`/posts/${encodeURIComponent(slugOrId)}`, { headers }),
};
