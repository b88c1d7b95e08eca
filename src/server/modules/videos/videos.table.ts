import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { mediaFiles } from '../media-files/media-files.table';
import { userRef } from '../../db/user-columns';

/** A performer's video. Prices are minor units. Each file belongs to this video alone. */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    performerId: userRef('performer_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
    access: text('access', { enum: ['free', 'subscribers', 'sale'] }).notNull(),
    price: integer('price'),
    /** A scheduled video goes out by itself once scheduled_at has passed (reads compare with now). */
    status: text('status', { enum: ['active', 'inactive', 'scheduled'] }).notNull().default('active'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    videoFileId: uuid('video_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    teaserFileId: uuid('teaser_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('videos_performer_idx').on(t.performerId, t.createdAt), index('videos_status_idx').on(t.status, t.scheduledAt)],
);

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;
