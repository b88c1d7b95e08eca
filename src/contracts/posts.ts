// Static pages: about, terms, privacy and the like, read by everyone at /page/{slug or
// id}. Content is Markdown limited to headings, paragraphs, lists, emphasis and links; the client renders
// it without ever injecting HTML.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';

export const postTypes = ['page'] as const;

export const staticPost = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  content: z.string(),
  type: z.enum(postTypes),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaticPost = z.infer<typeof staticPost>;

/** GET /posts/search: published pages, ordered for menus. */
/** ordering (the default, first to last): the order the operator gave the pages for menus. */
export const postSortKeys = sortableBy(['ordering', 'title']);
export const postSearchQuery = pagedQuery(postSortKeys).extend({
  q: z.string().trim().max(100).optional(),
  type: z.enum(postTypes).optional(),
});
export type PostSearchQuery = z.infer<typeof postSearchQuery>;

const PAGE_SLUG = /^[a-z0-9-]+$/;
const PAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /posts/{id}: a slug (lower-case letters, digits and dashes) or an id (in either case). */
export const postParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .refine((v) => PAGE_SLUG.test(v) || PAGE_ID.test(v), 'Use the page name as it appears in the address, like terms-of-service'),
});
