// The performers directory keeps its whole search in the address (shareable, and the back button works):
// reading it back checks each key by the rules of the API's own schema (performerSearchQuery in
// src/contracts/performers.ts), so a hand-edited bad value is dropped instead of failing the whole search.
// The checks are written out here rather than run through the schema, so the page does not load zod and
// the contract schemas; test/unit/performers/search-query.test.ts holds them to the schema's answers.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/contracts/shell-values';
import type { PerformerSearchQuery, performerSorts } from '@/contracts/performers';
import { performerOptionFields, performerOptionLists, type PerformerOptionField } from '@/contracts/performer-options';

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

/** The orders the API accepts (performerSorts). */
const SORTS: readonly PerformerSort[] = ['latest', 'popular', 'price', 'subscribers', 'relevance', 'createdAt', 'updatedAt'];

/** What z.coerce.number() makes of a text: a finite number, else nothing. */
const numberOf = (raw: string) => {
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
};
const wholeOf = (raw: string, min: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = numberOf(raw);
  return n !== undefined && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
};
const isOptionField = (key: string): key is PerformerOptionField => (performerOptionFields as readonly string[]).includes(key);

/** One trimmed, non-empty address value as the API's schema reads it; undefined when it would refuse it. */
function valueOf(key: SearchKey, raw: string): unknown {
  if (isOptionField(key)) return (performerOptionLists[key] as readonly string[]).includes(raw) ? raw : undefined;
  switch (key) {
    case 'q':
      return raw.length <= 100 ? raw : undefined;
    case 'country':
      return /^[A-Z]{2}$/.test(raw) ? raw : undefined;
    case 'minPrice':
    case 'maxPrice': {
      const n = numberOf(raw);
      return n !== undefined && n >= 0 ? n : undefined;
    }
    case 'isFreeSubscription':
    case 'isStreaming':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'sortBy':
      return (SORTS as readonly string[]).includes(raw) ? raw : undefined;
    case 'sort':
      return raw === 'asc' || raw === 'desc' ? raw : undefined;
    case 'current':
      return wholeOf(raw, 1);
    case 'pageSize':
      return wholeOf(raw, 1, MAX_PAGE_SIZE);
    default:
      return undefined;
  }
}

/** The search an address describes. Flags count only when on; relevance needs search text. */
export function parseSearch(query: UrlQuery): PerformerSearch {
  const search: Record<string, unknown> = {};
  for (const key of searchKeys) {
    const raw = first(query[key])?.trim();
    if (!raw) continue;
    const value = valueOf(key, raw);
    if (value !== undefined && value !== false) search[key] = value;
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
