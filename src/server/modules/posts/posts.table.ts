import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';

/** Static pages (about, terms, privacy ...), addressed by slug. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    /** Markdown: headings, paragraphs, lists, emphasis and links. */
    content: text('content').notNull(),
    type: text('type', { enum: ['page'] }).notNull().default('page'),
    status: text('status', { enum: ['published', 'draft'] }).notNull().default('published'),
    /** Lower comes first in menus. */
    ordering: integer('ordering').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('posts_slug_key').on(t.slug)],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
