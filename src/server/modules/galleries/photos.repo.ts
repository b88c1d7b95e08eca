// The only place photos rows are read and written. A photo is shown to readers once it is active and its
// picture has finished processing: a photo still processing, or one that failed, is its owner's business,
// and so is one an admin hid or removed (docs/admin.md "Moderation").
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { photoSortKeys } from '@/contracts/galleries';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/select';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { createRowsRepo } from '../content/content-items.repo';
import { mediaFiles, type MediaFileRow } from '../media-files/media-files.table';
import { galleries, photos, type GalleryRow, type NewPhotoRow, type PhotoRow } from './galleries.table';

export type PhotoPatch = Partial<Pick<NewPhotoRow, 'galleryId' | 'title' | 'description' | 'status' | 'updatedAt'>>;
export type PhotoInGallery = { photo: PhotoRow; gallery: GalleryRow };
/** What a gallery shows of its photos: its cover (with the cover's file) and how many photos it holds. */
export interface GallerySummary {
  cover: PhotoRow | undefined;
  coverFile: MediaFileRow | undefined;
  /** Photos readers see. */
  shown: number;
  all: number;
}

/** Active, not taken down by an admin, with a processed picture. */
export const isShown: SQL = and(
  eq(photos.status, 'active'),
  eq(photos.moderation, 'visible'),
  sql`exists (select 1 from ${mediaFiles} where ${mediaFiles.id} = ${photos.fileId} and ${mediaFiles.status} = 'finished')`,
)!;

export type PhotoSortKey = (typeof photoSortKeys)[number];
const SORT_COLUMNS: SortColumns<PhotoSortKey> = { createdAt: photos.createdAt, updatedAt: photos.updatedAt, title: photos.title };
const ordered = (page: Page<PhotoSortKey>) => orderOf(page, SORT_COLUMNS, photos.id);

export function createPhotosRepo(db: DbOrTx) {
  // Deleting a photo leaves a gallery that had it as its cover with its first photo (set null).
  const { insert, find, update, remove, pageOf: pageWhere } = createRowsRepo(db, photos);
  const pageOf = (where: SQL, page: Page<PhotoSortKey>) => pageWhere(where, ordered(page), page);
  const summaries = preparedOnce(() => {
    const perGallery = sql`over (partition by ${photos.galleryId})`;
    return db
      .selectDistinctOn([photos.galleryId], {
        photo: photos,
        file: mediaFiles,
        isShown: sql<boolean>`(${isShown})`,
        shown: sql<number>`(count(*) filter (where ${isShown}) ${perGallery})::int`,
        all: sql<number>`(count(*) ${perGallery})::int`,
      })
      .from(photos)
      .innerJoin(galleries, eq(galleries.id, photos.galleryId))
      .leftJoin(mediaFiles, eq(mediaFiles.id, photos.fileId))
      .where(sql`${photos.galleryId} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(photos.galleryId, sql`(${isShown}) desc`, sql`coalesce(${photos.id} = ${galleries.coverPhotoId}, false) desc`, asc(photos.createdAt), asc(photos.id))
      .prepare('gallery_summaries');
  });

  return {
    insert,
    find,
    update: update as (id: string, patch: PhotoPatch) => Promise<PhotoRow | null>,
    remove,

    /** Deletes every photo of a gallery and answers their files' ids. */
    async removeAllOf(galleryId: string): Promise<string[]> {
      const rows = await db.delete(photos).where(eq(photos.galleryId, galleryId)).returning({ fileId: photos.fileId });
      return rows.map((r) => r.fileId);
    },

    /** The performer's own photos, whatever their state. */
    own(performerId: string, filters: { galleryId?: string; status?: PhotoRow['status'] }, page: Page<PhotoSortKey>) {
      const conditions = [eq(photos.performerId, performerId)];
      if (filters.galleryId) conditions.push(eq(photos.galleryId, filters.galleryId));
      if (filters.status) conditions.push(eq(photos.status, filters.status));
      return pageOf(and(...conditions)!, page);
    },

    /** The photos of one gallery that readers see. */
    inGallery(galleryId: string, page: Page<PhotoSortKey>) {
      return pageOf(and(eq(photos.galleryId, galleryId), isShown)!, page);
    },

    /** The photos readers see across a performer's active galleries, each with its gallery. */
    async ofPerformer(performerId: string, page: Page<PhotoSortKey>): Promise<{ rows: PhotoInGallery[]; total: number }> {
      const where = and(eq(photos.performerId, performerId), eq(galleries.status, 'active'), eq(galleries.moderation, 'visible'), isShown)!;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ photo: photos, gallery: galleries })
          .from(photos)
          .innerJoin(galleries, eq(galleries.id, photos.galleryId))
          .where(where)
          .orderBy(...ordered(page))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(photos).innerJoin(galleries, eq(galleries.id, photos.galleryId)).where(where),
      ]);
      return { rows, total };
    },

    /**
     * The photo each gallery shows as its cover: the chosen one while it is shown, else the first shown
     * photo. One query for any number of galleries; a gallery without a shown photo has none.
     */
    async coversOf(galleryIds: readonly string[]): Promise<Map<string, PhotoRow>> {
      if (galleryIds.length === 0) return new Map();
      const chosenFirst = sql`coalesce(${photos.id} = ${galleries.coverPhotoId}, false) desc`;
      const rows = await db
        .selectDistinctOn([photos.galleryId], { photo: photos })
        .from(photos)
        .innerJoin(galleries, eq(galleries.id, photos.galleryId))
        .where(and(inArray(photos.galleryId, [...new Set(galleryIds)]), isShown))
        .orderBy(photos.galleryId, chosenFirst, asc(photos.createdAt), asc(photos.id));
      return new Map(rows.map((r) => [r.photo.galleryId, r.photo]));
    },

    /**
     * Each gallery's cover as coversOf chooses it, with its file, and how many photos the gallery holds
     * (those readers see, and all of them), in one query for any number of galleries: the counts are taken
     * over each gallery's photos before DISTINCT ON keeps its first, and shown photos come first.
     */
    async summariesOf(galleryIds: readonly string[]): Promise<Map<string, GallerySummary>> {
      if (galleryIds.length === 0) return new Map();
      const rows = await summaries().execute({ ids: [...new Set(galleryIds)] });
      return new Map(
        rows.map((r) => [r.photo.galleryId, { cover: r.isShown ? r.photo : undefined, coverFile: r.isShown ? (r.file ?? undefined) : undefined, shown: r.shown, all: r.all }]),
      );
    },
  };
}
export type PhotosRepo = ReturnType<typeof createPhotosRepo>;
