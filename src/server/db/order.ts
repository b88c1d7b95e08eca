// The repos' ORDER BY helper: a page's sort key turned into the columns its rows are ordered by.
import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A column or an expression rows can be ordered by. */
export type Orderable = AnyColumn | SQLWrapper;

/** What each sort key of a route orders by: a column or expression, or several in turn (the first decides, the next break ties). */
export type SortColumns<SortKey extends string> = Record<SortKey, Orderable | readonly Orderable[]>;

/**
 * ORDER BY for a page: the key's columns, then the row's id, all in the page's direction. The id makes the
 * order total (rows that tie on the key keep their places from page to page), and the other direction is
 * exactly the reverse.
 */
export function orderOf<SortKey extends string>(page: { sortBy: SortKey; sort: 'asc' | 'desc' }, columns: SortColumns<SortKey>, id: Orderable): SQL[] {
  const direction = page.sort === 'asc' ? asc : desc;
  const chosen = columns[page.sortBy];
  const keyed: readonly Orderable[] = Array.isArray(chosen) ? chosen : [chosen as Orderable];
  return [...keyed, id].map((column) => direction(column));
}
