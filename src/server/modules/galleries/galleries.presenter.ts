// The one way a gallery reaches a client. Entitlement decides per viewer whether its pictures are linked:
// a locked gallery keeps its title, photo count and the blurred preview of its cover, never a link to a
// picture. Lists are presented in a fixed number of queries, whatever their length.
import type { Gallery } from '@/contracts/galleries';
import { fromMinor } from '@/lib/money';
import { aboutViewer, presentItemHead, statsOf, type ContentPresenterDeps } from '../content/content-lookups';
import type { ItemAccess } from '../entitlement/entitlement-rules';
import type { Viewer } from '../performers/performer-visibility';
import type { GalleryRow } from './galleries.table';
import type { PhotosRepo } from './photos.repo';

export const contentItemOf = (row: GalleryRow) => ({ id: row.id, kind: 'gallery' as const, performerId: row.performerId, access: row.access });

export function createGalleryPresenter(deps: ContentPresenterDeps & { photosRepo: Pick<PhotosRepo, 'coversOf' | 'countsOf'> }) {
  const { lookups, photosRepo } = deps;

  /** `accesses` when the caller already has them (it had to check visibility first). */
  async function present(viewer: Viewer, rows: readonly GalleryRow[], accesses?: readonly ItemAccess[]): Promise<Gallery[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [access, authors, covers, counts, reacted] = await Promise.all([
      accesses ?? deps.entitlement.accessMany(viewer, rows.map(contentItemOf)),
      lookups.authors(rows.map((r) => r.performerId)),
      photosRepo.coversOf(ids),
      photosRepo.countsOf(ids),
      lookups.reactionsOf(viewer.userId, 'gallery', ids),
    ]);
    const files = await lookups.mediaFiles([...covers.values()].map((p) => p.fileId));
    return rows.map((row, i) => {
      const { canSeeMedia, isBought, isSubscribed } = access[i];
      const isOwner = viewer.userId === row.performerId;
      const cover = covers.get(row.id);
      const coverFile = cover ? files.get(cover.fileId) : undefined;
      const shownCover = coverFile ? deps.mediaFiles.present(coverFile, { viewerId: viewer.userId, canSeeMedia }) : null;
      const count = counts.get(row.id);
      return {
        ...presentItemHead(row, authors, deps.storage),
        title: row.title,
        description: row.description,
        tags: row.tags,
        access: row.access,
        price: row.access === 'sale' && row.price !== null ? fromMinor(row.price) : null,
        status: row.status,
        coverPhoto: cover && shownCover ? { _id: cover.id, url: shownCover.url, thumbnails: shownCover.thumbnails, preview: shownCover.preview } : null,
        numOfItems: (isOwner ? count?.all : count?.shown) ?? 0,
        isLocked: !canSeeMedia,
        stats: statsOf(row),
        ...aboutViewer(row, reacted, { isBought, isSubscribed }),
      };
    });
  }

  return { present };
}
export type GalleryPresenter = ReturnType<typeof createGalleryPresenter>;
