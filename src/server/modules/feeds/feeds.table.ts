import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, partOf, reactionCounts, timestamps, moderation } from '../../db/columns';
import { mediaFiles } from '../media-files/media-files.table';
import { userRef } from '../../db/user-columns';

export const polls = pgTable('polls', {
  id: id(),
  performerId: userRef('performer_id'),
  description: text('description').notNull().default(''),
  options: jsonb('options').$type<{ id: string; text: string }[]>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps(),
});

/** One vote per user per poll. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: partOf('poll_id', () => polls.id),
    userId: userRef('user_id'),
    optionId: text('option_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] })],
);

/** A performer's post. Prices are minor units. */
export const feeds = pgTable(
  'feeds',
  {
    id: id(),
    performerId: userRef('performer_id'),
    type: text('type').notNull(),
    text: text('text').notNull().default(''),
    /**
     * The performer shows the text to everyone as a free teaser. Off (the default), the text of a locked
     * post is part of what is sold: only those who may see its media read it. A free post ignores it.
     */
    textIsTeaser: boolean('text_is_teaser').notNull().default(false),
    access: text('access', { enum: ['free', 'subscribers', 'sale'] }).notNull(),
    price: integer('price'),
    /** media_files ids in display order. */
    fileIds: uuid('file_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    teaserFileId: uuid('teaser_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    pollId: uuid('poll_id').references(() => polls.id, { onDelete: 'set null' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    status: text('status', { enum: ['published', 'scheduled'] }).notNull().default('published'),
    moderation: moderation(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...reactionCounts(),
    ...timestamps(),
  },
  (t) => [index('feeds_performer_idx').on(t.performerId, t.publishedAt), index('feeds_status_idx').on(t.status, t.scheduledAt)],
);

export type FeedRow = typeof feeds.$inferSelect;
export type NewFeedRow = typeof feeds.$inferInsert;
export type PollRow = typeof polls.$inferSelect;
