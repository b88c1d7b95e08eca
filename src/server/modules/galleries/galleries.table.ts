import { type AnyPgColumn, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, itemCounts, partOf, timestamps, titledItemColumns, moderation } from '../../db/columns';
import { mediaFiles } from '../media-files/media-files.table';
import { userRef } from '../../db/user-columns';

/** A performer's photo album. One access rule covers every photo in it. Prices are minor units. */
export const galleries = pgTable(
  'galleries',
  {
    id: id(),
    performerId: userRef('performer_id'),
    ...titledItemColumns(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    moderation: moderation(),
    /** The photo shown as the cover; the first photo when null. */
    coverPhotoId: uuid('cover_photo_id').references((): AnyPgColumn => photos.id, { onDelete: 'set null' }),
    ...itemCounts(),
    ...timestamps(),
  },
  (t) => [index('galleries_performer_idx').on(t.performerId, t.createdAt)],
);

/** A picture in a gallery. The file belongs to this photo alone. */
export const photos = pgTable(
  'photos',
  {
    id: id(),
    performerId: userRef('performer_id'),
    galleryId: uuid('gallery_id')
      .notNull()
      .references((): AnyPgColumn => galleries.id, { onDelete: 'cascade' }),
    fileId: partOf('file_id', () => mediaFiles.id),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    moderation: moderation(),
    ...timestamps(),
  },
  (t) => [index('photos_gallery_idx').on(t.galleryId, t.createdAt), index('photos_performer_idx').on(t.performerId, t.createdAt)],
);

export type GalleryRow = typeof galleries.$inferSelect;
export type NewGalleryRow = typeof galleries.$inferInsert;
export type PhotoRow = typeof photos.$inferSelect;
export type NewPhotoRow = typeof photos.$inferInsert;
