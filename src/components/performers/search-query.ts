// The performers directory keeps its whole search in the address (shareable, and the back button works):
// reading it back goes through the API's own schema (src/contracts), key by key, so a hand-edited bad value
// is dropped instead of failing the whole search.
import { DEFAULT_PAGE_SIZE } from '@/contracts/common';
import { performerSearchQuery, type PerformerSearchQuery, type performerSorts } from '@/contracts/performers';
import { performerOptionFields } from '@/contracts/performer-options';

export type PerformerSearch = Omit<PerformerSearchQuery, 'offset' | 'limit'>;
type SearchKey = keyof PerformerSearch;
type UrlQuery = Record<string, string | string[] | undefined>;
type PerformerSort = (typeof performerSorts)[number];

export const searchKeys: readonly SearchKey[] = [
  'q',
  ...performerOptionFields,
  'country',
  'minPrice',
  'maxPrice',
  'isFreeSubscription',
  'isStreaming',
  'sortBy',
  'sort',
  'current',
  'pageSize',
];

/** Filters that narrow the list (what "Clear filters" removes); paging and order are not among them. */
export const filterKeys: readonly SearchKey[] = searchKeys.filter((k) => !['sortBy', 'sort', 'current', 'pageSize'].includes(k));

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The search an address describes. Flags count only when on; relevance needs search text. */
export function parseSearch(query: UrlQuery): PerformerSearch {
  const search: Record<string, unknown> = {};
  for (const key of searchKeys) {
    const raw = first(query[key])?.trim();
    if (!raw) continue;
    const parsed = performerSearchQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== false) search[key] = parsed.data;
  }
  const result = search as PerformerSearch;
  if (result.sortBy === 'relevance' && !result.q) delete result.sortBy;
  return result;
}

/** The address query for a search: only what differs from the defaults, all as strings. */
export function toUrlQuery(search: PerformerSearch): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of searchKeys) {
    const value = search[key];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'current' && value === 1) continue;
    if (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue;
    out[key] = String(value);
  }
  return out;
}

/** A search with some values changed; any change but paging goes back to the first page. */
export function changeSearch(search: PerformerSearch, change: Partial<PerformerSearch>): PerformerSearch {
  const next: PerformerSearch = { ...search, ...change };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === null || value === '' || value === false) delete next[key as SearchKey];
  }
  if (!('current' in change)) delete next.current;
  if (next.sortBy === 'relevance' && !next.q) delete next.sortBy;
  return next;
}

/** The search with every filter removed (text, order and page size stay). */
export function clearFilters(search: PerformerSearch): PerformerSearch {
  const next: PerformerSearch = { ...search };
  for (const key of filterKeys) if (key !== 'q') delete next[key];
  delete next.current;
  return next;
}

export const hasFilters = (search: PerformerSearch) => filterKeys.some((key) => search[key] !== undefined);

/** What the sort picker shows: the server's own order, price in either direction (createdAt is shown as latest, the same order). */
export type SortChoice = Exclude<PerformerSort, 'price' | 'createdAt'> | 'price-asc' | 'price-desc';

export const sortLabels: Record<SortChoice, string> = {
  relevance: 'Best match',
  latest: 'Newest',
  updatedAt: 'Recently updated',
  popular: 'Most followed',
  subscribers: 'Most subscribers',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** The order in effect: best match when searching by text, newest otherwise (the server's defaults). */
export function sortChoiceOf(search: PerformerSearch): SortChoice {
  const sortBy = search.sortBy ?? (search.q ? 'relevance' : 'latest');
  // Without a direction the API sorts prices cheapest first.
  if (sortBy === 'price') return search.sort === 'desc' ? 'price-desc' : 'price-asc';
  if (sortBy === 'createdAt') return 'latest';
  return sortBy;
}

export function sortChange(choice: SortChoice): Pick<PerformerSearch, 'sortBy' | 'sort'> {
  if (choice === 'price-asc') return { sortBy: 'price', sort: 'asc' };
  if (choice === 'price-desc') return { sortBy: 'price', sort: 'desc' };
  return { sortBy: choice, sort: undefined };
}

/** The sort choices that make sense now: best match only with search text. */
export const sortChoices = (search: PerformerSearch): SortChoice[] =>
  (Object.keys(sortLabels) as SortChoice[]).filter((c) => c !== 'relevance' || !!search.q);
