import { bigint, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/**
 * One uploaded file and what processing made of it. Every key is a storage key: the original and the
 * processed media are private (served through viewer-bound signed links); only the blurred preview is public.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    ownerId: userRef('owner_id'),
    /** src/contracts/media.ts mediaFileTypes */
    type: text('type').notNull(),
    status: text('status', { enum: ['processing', 'finished', 'error'] }).notNull().default('processing'),
    progress: integer('progress').notNull().default(0),
    /** The upload as received; removed once processing has produced the web-ready file. */
    originalKey: text('original_key'),
    originalName: text('original_name'),
    /** The web-ready file: WebP for images, H.264/AAC MP4 for video, AAC M4A for audio; product files as uploaded. */
    mainKey: text('main_key'),
    mimeType: text('mime_type'),
    size: bigint('size', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    duration: real('duration'),
    /** Smaller versions (image sizes, video posters), each { key, width, height }. */
    variants: jsonb('variants').$type<{ key: string; width: number; height: number; role: string }[]>().notNull().default([]),
    /** The small blurred picture locked items show (public). */
    previewKey: text('preview_key'),
    /** A sentence for the uploader when status is error. */
    error: text('error'),
    ...timestamps(),
  },
  (t) => [index('media_files_owner_idx').on(t.ownerId, t.createdAt)],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type NewMediaFileRow = typeof mediaFiles.$inferInsert;
