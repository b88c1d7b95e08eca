// Table pages keep their paging, sorting and filters in the address: current, pageSize, sortBy (default
// updatedAt, which every list route sorts by) and sort (asc|desc); every other query key is a filter. A
// column's sort key is its `key` (the name the API sorts by), not where its value sits in a row.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/contracts/shell-values';

export type SortDirection = 'asc' | 'desc';

export interface TableQuery {
  current: number;
  pageSize: number;
  sortBy: string;
  sort: SortDirection;
  filters: Record<string, string>;
}

export const DEFAULT_SORT_BY = 'updatedAt';
export const DEFAULT_SORT: SortDirection = 'desc';
const pagingKeys = new Set(['current', 'pageSize', 'sortBy', 'sort']);

type UrlQuery = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function positiveInt(v: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** Reads a table's state from router.query; unknown or bad values fall back to the defaults. */
export function parseTableQuery(query: UrlQuery, defaults: Partial<Omit<TableQuery, 'filters'>> = {}): TableQuery {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const v = first(value);
    if (!pagingKeys.has(key) && v !== undefined && v !== '') filters[key] = v;
  }
  const sort = first(query.sort);
  return {
    current: positiveInt(first(query.current), defaults.current ?? 1),
    pageSize: positiveInt(first(query.pageSize), defaults.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sortBy: first(query.sortBy) || defaults.sortBy || DEFAULT_SORT_BY,
    sort: sort === 'asc' || sort === 'desc' ? sort : (defaults.sort ?? DEFAULT_SORT),
    filters,
  };
}

/** The flat query for the address bar and for the API call: paging and sorting with the filters merged in. */
export function toTableQuery(state: TableQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== undefined && value !== null && value !== '' && !pagingKeys.has(key)) out[key] = String(value);
  }
  out.current = String(state.current);
  out.pageSize = String(state.pageSize);
  out.sortBy = state.sortBy;
  out.sort = state.sort;
  return out;
}

/** What an antd Table reports on change, reduced to what the query keeps. */
export interface TableChange {
  pagination?: { current?: number; pageSize?: number };
  sorter?: { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null };
  filters?: Record<string, string | undefined | null>;
}

/** Next table state after a table or filter-form change. New filters or page size go back to page 1. */
export function applyTableChange(state: TableQuery, change: TableChange): TableQuery {
  const next: TableQuery = { ...state, filters: { ...state.filters } };
  if (change.filters) {
    for (const [key, value] of Object.entries(change.filters)) {
      if (value === undefined || value === null || value === '') delete next.filters[key];
      else next.filters[key] = value;
    }
    next.current = 1;
  }
  if (change.pagination) {
    const pageSize = change.pagination.pageSize ?? state.pageSize;
    next.pageSize = Math.min(pageSize, MAX_PAGE_SIZE);
    next.current = pageSize !== state.pageSize ? 1 : (change.pagination.current ?? next.current);
  }
  if (change.sorter) {
    // A column showing a nested value (dataIndex ['stats', 'views']) reports that path as its field: its key names the sort.
    const { columnKey, field: dataField } = change.sorter;
    const field = typeof columnKey === 'string' ? columnKey : dataField;
    if (change.sorter.order && typeof field === 'string') {
      next.sortBy = field;
      next.sort = change.sorter.order === 'ascend' ? 'asc' : 'desc';
    } else {
      next.sortBy = DEFAULT_SORT_BY;
      next.sort = DEFAULT_SORT;
    }
  }
  return next;
}

/**
 * The address' sortBy when it is one of the route's keys, else none (the route's own order): for a page that
 * builds a typed query, so a hand-edited or outdated address does not turn into a refused request.
 */
export function sortKeyOf<Key extends string>(keys: readonly Key[], sortBy: string | undefined): Key | undefined {
  return keys.find((key) => key === sortBy);
}
