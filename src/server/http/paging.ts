import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, sortKeysMessage, type PagingQuery } from '@/contracts/common';
import { unprocessable } from './errors';

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
 * so the rows are only ever ordered by one of the route's own keys, each mapped to a column by its repo.
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

/** A column or an expression rows can be ordered by. */
export type Orderable = AnyColumn | SQLWrapper;

/** What each sort key of a route orders by: a column or expression, or several in turn (the first decides, the next break ties). */
export type SortColumns<SortKey extends string> = Record<SortKey, Orderable | readonly Orderable[]>;

/**
 * ORDER BY for a page: the key's columns, then the row's id, all in the page's direction. The id makes the
 * order total (rows that tie on the key keep their places from page to page), and the other direction is
 * exactly the reverse.
 */
export function orderOf<SortKey extends string>(page: Pick<Page<SortKey>, 'sortBy' | 'sort'>, columns: SortColumns<SortKey>, id: Orderable): SQL[] {
  const direction = page.sort === 'asc' ? asc : desc;
  const chosen = columns[page.sortBy];
  const keyed: readonly Orderable[] = Array.isArray(chosen) ? chosen : [chosen as Orderable];
  return [...keyed, id].map((column) => direction(column));
}
