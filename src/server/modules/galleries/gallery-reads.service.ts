// Galleries as fans and visitors read them: one gallery, the search and bookmarks. A gallery of a
// performer the viewer may not see is missing (404), except one they bought (docs/business-rules.md "Safety");
// entitlement decides the rest. Opening a gallery counts a view, unless its performer opens it.
import { z } from 'zod';
import type { List } from '@/contracts/common';
import { gallerySortKeys, type Gallery, type GallerySearchQuery } from '@/contracts/galleries';
import { bookmarkSortKeys, type BookmarkListQuery, type GalleryBookmarkItem } from '@/contracts/social';
import { notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { Viewer } from '../performers/performer-visibility';
import { contentItemOf, type GalleryPresenter } from './galleries.presenter';
import type { GalleriesRepo } from './galleries.repo';

export const galleryMissing = () => notFound('This gallery does not exist or is no longer available.');
const isId = (id: string) => z.uuid().safeParse(id).success;

export function createGalleryReadsService(deps: {
  galleriesRepo: GalleriesRepo;
  presenter: GalleryPresenter;
  entitlement: Pick<EntitlementService, 'access'>;
}) {
  const { galleriesRepo: repo, presenter } = deps;

  /** The gallery and the viewer's access to it, when the viewer may see it at all. */
  async function readable(viewer: Viewer, id: string) {
    const row = isId(id) ? await repo.find(id) : null;
    if (!row) return null;
    // A hidden gallery is its owner's (and admins') only.
    if (row.status !== 'active' && row.performerId !== viewer.userId && !viewer.isAdmin) return null;
    const access = await deps.entitlement.access(viewer, contentItemOf(row));
    return access.visible ? { row, access } : null;
  }

  async function get(viewer: Viewer, id: string): Promise<Gallery> {
    const found = await readable(viewer, id);
    if (!found) throw galleryMissing();
    const row = found.row.performerId === viewer.userId ? found.row : ((await repo.countView(found.row.id)) ?? found.row);
    return (await presenter.present(viewer, [row], [found.access]))[0];
  }

  async function search(viewer: Viewer, query: GallerySearchQuery): Promise<List<Gallery>> {
    const { rows, total } = await repo.search(viewer, query, toPage(query, gallerySortKeys, 'createdAt'));
    return { data: await presenter.present(viewer, rows), total };
  }

  async function bookmarks(viewer: Viewer & { userId: string }, query: BookmarkListQuery): Promise<List<GalleryBookmarkItem>> {
    const { rows, total } = await repo.bookmarks(viewer, toPage(query, bookmarkSortKeys, 'createdAt'));
    const shown = await presenter.present(viewer, rows.map((r) => r.gallery));
    return { data: rows.map((r, i) => ({ _id: r.reactionId, createdAt: r.reactedAt.toISOString(), objectId: r.gallery.id, objectInfo: shown[i] })), total };
  }

  return {
    get,
    search,
    bookmarks,
    readable,
    isVisible: async (id: string, viewer: Viewer) => (await readable(viewer, id)) !== null,
    /** For comments: who owns the gallery and whether the viewer may see its pictures; null when hidden. */
    accessOf: async (id: string, viewer: Viewer) => {
      const found = await readable(viewer, id);
      return found ? { ownerId: found.row.performerId, canSeeMedia: found.access.canSeeMedia } : null;
    },
  };
}
export type GalleryReadsService = ReturnType<typeof createGalleryReadsService>;
