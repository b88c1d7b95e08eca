// Factories for galleries and their photos, written straight to the tables (the routes that make them are
// tested on their own). Each photo gets a finished picture of its own unless told otherwise.
import type { ContentAccess } from '@/contracts/feeds';
import type { Db } from '@/server/db/client';
import { galleries, photos, type GalleryRow, type NewGalleryRow, type NewPhotoRow, type PhotoRow } from '@/server/modules/galleries/galleries.table';
import type { MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { createMediaFile } from './content';

type Account = { id: string };

export type GalleryOverrides = Partial<Omit<NewGalleryRow, 'performerId'>> & { access?: ContentAccess };

/** An active gallery (free) unless overridden; a sale gallery costs 9.95. */
export async function createGallery(db: Db, performer: Account, overrides: GalleryOverrides = {}): Promise<GalleryRow> {
  const access = overrides.access ?? 'free';
  const [row] = await db
    .insert(galleries)
    .values({ performerId: performer.id, title: `A ${access} gallery`, price: access === 'sale' ? 995 : null, ...overrides, access })
    .returning();
  return row;
}

export type PhotoOverrides = Partial<Omit<NewPhotoRow, 'performerId' | 'galleryId' | 'fileId'>> & { fileStatus?: 'processing' | 'finished' | 'error' };

/** An active photo in `gallery`, with its own picture (finished unless `fileStatus` says otherwise). */
export async function createPhoto(db: Db, gallery: GalleryRow, overrides: PhotoOverrides = {}): Promise<{ row: PhotoRow; file: MediaFileRow }> {
  const { fileStatus, ...values } = overrides;
  const owner = { id: gallery.performerId };
  const file = await createMediaFile(db, owner, 'photo', { status: fileStatus ?? 'finished' });
  const [row] = await db
    .insert(photos)
    .values({ performerId: gallery.performerId, galleryId: gallery.id, fileId: file.id, title: 'A photo', ...values })
    .returning();
  return { row, file };
}
