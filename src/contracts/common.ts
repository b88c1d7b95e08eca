// The API envelope, paging and error shapes every route and every client service share.
import { z } from 'zod';

/** The most items any list route returns in one page, whatever the client asks for. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;

/** Success: `{ status: 0, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(0), data });
export type Envelope<T> = { status: 0; data: T };

/** A page of a list: `{ data: T[], total }`. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });
export type List<T> = { data: T[]; total: number };

/**
 * Paging accepted by every list route: `current`/`pageSize` (1-based pages, as the table pages send)
 * or `offset`/`limit`. Sizes above MAX_PAGE_SIZE are refused with a readable message.
 */
export const pagingQuery = z.object({
  current: z.coerce.number().int().min(1, 'current must be 1 or more').optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `pageSize can be at most ${MAX_PAGE_SIZE}`).optional(),
  offset: z.coerce.number().int().min(0, 'offset cannot be negative').optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `limit can be at most ${MAX_PAGE_SIZE}`).optional(),
  sortBy: z.string().max(40).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

/** Every error response. `message` is a sentence a person can act on. */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParams = z.object({ id: z.uuid('id must be a valid id') });

/** Header the app's own server-side calls carry (with INTERNAL_API_SECRET) to be trusted with x-client-ip. */
export const INTERNAL_SECRET_HEADER = 'x-fanstage-internal';
