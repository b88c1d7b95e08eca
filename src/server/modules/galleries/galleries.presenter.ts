// The one way a gallery reaches a client. Entitlement decides per viewer whether its pictures are linked:
// a locked gallery keeps its title, photo count and the blurred preview of its cover, never a link to a
// picture. Lists are presented in a fixed number of queries, whatever their length.
import type { Gallery } from '@/contracts/galleries';
import { fromMinor } from '@/lib/money';
import { aboutViewer, moderationMarkOf, presentItemHead, statsOf, viewerSideOf, type ContentPresenterDeps, type KnownAboutViewer } from '../content/content-lookups';
import type { Viewer } from '../performers/performer-visibility';
import type { GalleryRow } from './galleries.table';
import type { PhotosRepo } from './photos.repo';

export const contentItemOf = (row: GalleryRow) => ({ id: row.id, kind: 'gallery' as const, performerId: row.performerId, access: row.access });

export function createGalleryPresenter(deps: ContentPresenterDeps & { photosRepo: Pick<PhotosRepo, 'summariesOf'> }) {
  const { photosRepo } = deps;

  /** `known` is what the caller already has (the access it checked, a page's facts). */
  async function present(viewer: Viewer, rows: readonly GalleryRow[], known?: KnownAboutViewer): Promise<Gallery[]> {
    if (rows.length === 0) return [];
    const [[access, authors, reacted], summaries] = await Promise.all([
      viewerSideOf(deps, viewer, rows, rows.map(contentItemOf), 'gallery', known),
      photosRepo.summariesOf(rows.map((r) => r.id)),
    ]);
    return rows.map((row, i) => {
      const { canSeeMedia, isBought, isSubscribed } = access[i];
      const isOwner = viewer.userId === row.performerId;
      const { cover, coverFile, ...count } = summaries.get(row.id) ?? { cover: undefined, coverFile: undefined, shown: 0, all: 0 };
      const shownCover = coverFile ? deps.mediaFiles.present(coverFile, { viewerId: viewer.userId, canSeeMedia }) : null;
      return {
        ...presentItemHead(row, authors, deps.storage),
        title: row.title,
        description: row.description,
        tags: row.tags,
        access: row.access,
        price: row.access === 'sale' && row.price !== null ? fromMinor(row.price) : null,
        status: row.status,
        coverPhoto: cover && shownCover ? { _id: cover.id, url: shownCover.url, thumbnails: shownCover.thumbnails, preview: shownCover.preview } : null,
        numOfItems: isOwner ? count.all : count.shown,
        isLocked: !canSeeMedia,
        stats: statsOf(row),
        ...aboutViewer(row, reacted, { isBought, isSubscribed }),
        ...moderationMarkOf(row, viewer),
      };
    });
  }

  return { present };
}
export type GalleryPresenter = ReturnType<typeof createGalleryPresenter>;
