// The API envelope, paging and error shapes every route and every client service share.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, INTERNAL_SECRET_HEADER, MAX_PAGE_SIZE } from './shell-values';

/** MAX_PAGE_SIZE: the most items any list route returns in one page, whatever the client asks for. */
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

/** Success: `{ status: 0, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(0), data });
export type Envelope<T> = { status: 0; data: T };

/** A page of a list: `{ data: T[], total }`. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });
export type List<T> = { data: T[]; total: number };

/** Keys every list route sorts by, whatever else it offers: when a row was made and when it last changed. */
export const ALWAYS_SORTABLE = ['createdAt', 'updatedAt'] as const;
export type AlwaysSortable = (typeof ALWAYS_SORTABLE)[number];

/** A list route's sort keys: its own, then createdAt and updatedAt (each key once). */
export type SortKeys<K extends string> = readonly [K | AlwaysSortable, ...(K | AlwaysSortable)[]];

/**
 * The sort keys of a list route: the ones it names, plus createdAt and updatedAt, which every list accepts.
 * Its service orders by a column it chose for each key, so a key is a name, never a column the client picks.
 */
export function sortableBy<const K extends string = never>(own: readonly K[] = []): SortKeys<K> {
  return [...new Set<K | AlwaysSortable>([...own, ...ALWAYS_SORTABLE])] as unknown as SortKeys<K>;
}

/** "sortBy must be one of: name, createdAt, updatedAt" */
export const sortKeysMessage = (keys: readonly string[]) => `sortBy must be one of: ${keys.join(', ')}`;

const pagingFields = {
  current: z.coerce.number().int().min(1, 'current must be 1 or more').optional(),
  pageSize: z.coerce.number().int().min(1, 'pageSize must be 1 or more').max(MAX_PAGE_SIZE, `pageSize can be at most ${MAX_PAGE_SIZE}`).optional(),
  offset: z.coerce.number().int().min(0, 'offset cannot be negative').optional(),
  limit: z.coerce.number().int().min(1, 'limit must be 1 or more').max(MAX_PAGE_SIZE, `limit can be at most ${MAX_PAGE_SIZE}`).optional(),
  sort: z.enum(['asc', 'desc'], { error: () => 'sort must be asc or desc' }).optional(),
};

/**
 * The query of a list route: `current`/`pageSize` (1-based pages, as the table pages send) or
 * `offset`/`limit`, `sort` (asc or desc) and `sortBy`, one of the route's keys (`sortableBy`). Sizes above
 * MAX_PAGE_SIZE and keys the route does not sort by are refused with a message that says what is accepted.
 * Without `sortBy` the route uses its own default order.
 */
export function pagedQuery<K extends string>(sortKeys: SortKeys<K>) {
  const keys = sortableBy(sortKeys);
  return z.object({ ...pagingFields, sortBy: z.enum(keys, { error: () => sortKeysMessage(keys) }).optional() });
}

/** What a list route's query holds once validated; client code may leave `sortBy` a plain string. */
export type PagingQuery<SortKey extends string = string> = {
  current?: number;
  pageSize?: number;
  offset?: number;
  limit?: number;
  sortBy?: SortKey;
  sort?: 'asc' | 'desc';
};

/** Every error response. `message` is a sentence a person can act on. */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParams = z.object({ id: z.uuid('id must be a valid id') });

// Kept apart from the schemas, so the app shell loads no zod (shell-values.ts).
export { INTERNAL_SECRET_HEADER };
