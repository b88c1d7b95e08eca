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

// Admin: every static page, drafts included (GET/POST/PUT/DELETE /admin/pages).
export const pageStatuses = ['published', 'draft'] as const;

export const adminStaticPage = staticPost.extend({
  status: z.enum(pageStatuses),
  ordering: z.number().int(),
});
export type AdminStaticPage = z.infer<typeof adminStaticPage>;

/** A slug as the page's address shows it: lower-case words joined by single dashes, never an id's shape. */
export const pageSlug = z
  .string()
  .trim()
  .min(1, 'Give the page an address name, like about-us')
  .max(100, 'The address name can be at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The address name uses lower-case letters, digits and single dashes between words, like about-us')
  .refine((v) => !PAGE_ID.test(v), 'The address name cannot look like a page id; use words, like about-us');

const pageFields = {
  title: z.string().trim().min(1, 'Give the page a title').max(200, 'The title can be at most 200 characters'),
  slug: pageSlug,
  shortDescription: z.string().trim().max(300, 'The short description can be at most 300 characters'),
  content: z.string().max(60_000, 'The page text can be at most 60,000 characters'),
  status: z.enum(pageStatuses, 'A page is published or a draft'),
  ordering: z.number().int('The menu order is a whole number').min(-10_000).max(10_000),
};

/** POST /admin/pages: a title and an address name; a new page is a draft unless it says otherwise. */
export const pageBody = z
  .object({
    ...pageFields,
    shortDescription: pageFields.shortDescription.default(''),
    content: pageFields.content.default(''),
    status: pageFields.status.default('draft'),
    ordering: pageFields.ordering.default(0),
  })
  .strict();
export type PageBody = z.input<typeof pageBody>;
/** PUT /admin/pages/{id}: any of the fields, at least one. */
export const pageUpdateBody = z
  .object(pageFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change.');
export type PageUpdateBody = z.infer<typeof pageUpdateBody>;

export const adminPageSortKeys = sortableBy(['ordering', 'title', 'updatedAt']);
export const adminPageQuery = pagedQuery(adminPageSortKeys).extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(pageStatuses).optional(),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;
