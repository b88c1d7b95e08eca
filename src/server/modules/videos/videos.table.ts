import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, itemCounts, timestamps, titledItemColumns, moderation } from '../../db/columns';
import { mediaFiles } from '../media-files/media-files.table';
import { userRef } from '../../db/user-columns';

/** A performer's video. Prices are minor units. Each file belongs to this video alone. */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    performerId: userRef('performer_id'),
    ...titledItemColumns(),
    /** A scheduled video goes out by itself once scheduled_at has passed (reads compare with now). */
    status: text('status', { enum: ['active', 'inactive', 'scheduled'] }).notNull().default('active'),
    moderation: moderation(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    videoFileId: uuid('video_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    teaserFileId: uuid('teaser_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    ...itemCounts(),
    ...timestamps(),
  },
  (t) => [index('videos_performer_idx').on(t.performerId, t.createdAt), index('videos_status_idx').on(t.status, t.scheduledAt)],
);

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;
