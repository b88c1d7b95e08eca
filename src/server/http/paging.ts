import { DEFAULT_PAGE_SIZE, sortKeysMessage, type PagingQuery } from '@/contracts/common';
import { unprocessable } from './errors';

// The ORDER BY for a page is built beside the repos' other query helpers (orderOf, src/server/db/order.ts).

export interface Page<SortKey extends string> {
  limit: number;
  offset: number;
  sortBy: SortKey;
  sort: 'asc' | 'desc';
}

/**
 * Normalise either paging style into limit/offset, with the route's default key (and direction) when the
 * query names none. The route's schema has already refused a `sortBy` outside `sortable`; one that still
 * arrives here (a schema that does not match its service) is refused the same way rather than replaced,
 * so the rows are only ever ordered by one of the route's own keys, each mapped to a column by its repo
 * (orderOf in src/server/db/order.ts).
 */
export function toPage<SortKey extends string>(
  q: PagingQuery<SortKey>,
  sortable: readonly SortKey[],
  fallbackSort: NoInfer<SortKey>,
  defaultDirection: 'asc' | 'desc' = 'desc',
): Page<SortKey> {
  const limit = q.limit ?? q.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = q.offset ?? ((q.current ?? 1) - 1) * limit;
  if (q.sortBy !== undefined && !sortable.includes(q.sortBy)) throw unprocessable(`Please check the request in the address. ${sortKeysMessage(sortable)}.`);
  return { limit, offset, sortBy: q.sortBy ?? fallbackSort, sort: q.sort ?? defaultDirection };
}
