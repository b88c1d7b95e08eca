// Column helpers shared by every *.table.ts.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension, created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const id = () => uuid('id').primaryKey().defaultRandom();

/** A required reference to the row this one belongs to, named `name` in SQL: the row goes with it (on delete cascade). */
export const partOf = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
});

/** A titled content item's words and price: a gallery's or a video's (prices are minor units, null when free). */
export const titledItemColumns = () => ({
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
  access: text('access', { enum: ['free', 'subscribers', 'sale'] }).notNull(),
  price: integer('price'),
});

/** The likes, comments and bookmarks a content item counts. */
export const reactionCounts = () => ({
  likeCount: integer('like_count').notNull().default(0),
  commentCount: integer('comment_count').notNull().default(0),
  bookmarkCount: integer('bookmark_count').notNull().default(0),
});

/** A gallery's, video's or product's counters: its views, then its reactions. */
export const itemCounts = () => ({
  viewCount: integer('view_count').notNull().default(0),
  ...reactionCounts(),
});

/**
 * What the operators decided about a content item (docs/admin.md "Moderation"): 'visible' until an admin hides it
 * (out of every list and page, kept for its buyers) or removes it (gone for everyone, buyers refunded or not as
 * the admin chose). Independent of the owner's own status, so the owner cannot undo a moderation decision.
 */
export const moderation = () => text('moderation', { enum: ['visible', 'hidden', 'removed'] }).notNull().default('visible');
