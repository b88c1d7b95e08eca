import { DEFAULT_PAGE_SIZE, type PagingQuery } from '@/contracts/common';

export interface Page<SortKey extends string> {
  limit: number;
  offset: number;
  sortBy: SortKey;
  sort: 'asc' | 'desc';
}

/**
 * Normalise either paging style into limit/offset. `sortBy` is checked against the route's own list,
 * so a client can never pass a column name straight to the database.
 */
export function toPage<SortKey extends string>(
  q: PagingQuery,
  sortable: readonly SortKey[],
  fallbackSort: SortKey,
): Page<SortKey> {
  const limit = q.limit ?? q.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = q.offset ?? ((q.current ?? 1) - 1) * limit;
  const sortBy = (sortable as readonly string[]).includes(q.sortBy ?? '') ? (q.sortBy as SortKey) : fallbackSort;
  return { limit, offset, sortBy, sort: q.sort ?? 'desc' };
}
