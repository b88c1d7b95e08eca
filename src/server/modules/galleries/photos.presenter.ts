// The one way a photo reaches a client. Whether its picture is linked is its gallery's entitlement
// decision, made by the caller: a photo of a locked gallery carries its blurred preview only.
import type { Photo } from '@/contracts/galleries';
import type { ContentLookups } from '../content/content-lookups';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { Viewer } from '../performers/performer-visibility';
import type { PhotoRow } from './galleries.table';
import type { PhotosRepo } from './photos.repo';

export function createPhotoPresenter(deps: {
  lookups: Pick<ContentLookups, 'mediaFiles'>;
  photosRepo: Pick<PhotosRepo, 'coversOf'>;
  mediaFiles: Pick<MediaFilesService, 'present'>;
}) {
  /** `canSeeMedia(galleryId)`: the viewer's entitlement to that gallery's pictures. */
  async function present(viewer: Viewer, rows: readonly PhotoRow[], canSeeMedia: (galleryId: string) => boolean): Promise<Photo[]> {
    if (rows.length === 0) return [];
    const [files, covers] = await Promise.all([deps.lookups.mediaFiles(rows.map((r) => r.fileId)), deps.photosRepo.coversOf(rows.map((r) => r.galleryId))]);
    // A file deleted while this list was read takes its photo with it (the foreign key cascades).
    return rows.flatMap((row) => {
      const file = files.get(row.fileId);
      if (!file) return [];
      const unlocked = canSeeMedia(row.galleryId);
      return [
        {
          _id: row.id,
          performerId: row.performerId,
          galleryId: row.galleryId,
          title: row.title,
          description: row.description,
          status: row.status,
          isGalleryCover: covers.get(row.galleryId)?.id === row.id,
          photo: deps.mediaFiles.present(file, { viewerId: viewer.userId, canSeeMedia: unlocked }),
          isLocked: !unlocked,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    });
  }

  return { present };
}
export type PhotoPresenter = ReturnType<typeof createPhotoPresenter>;
