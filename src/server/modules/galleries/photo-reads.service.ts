// Photos as fans and visitors read them: the photos of one gallery, and a performer's photos across
// their active galleries. Each photo is locked or not as its gallery is for the viewer; a locked photo
// carries its blurred preview only.
import { z } from 'zod';
import type { List, PagingQuery } from '@/contracts/common';
import { photoSortKeys, type GalleryPhotosQuery, type Photo } from '@/contracts/galleries';
import { notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { Viewer } from '../performers/performer-visibility';
import { contentItemOf } from './galleries.presenter';
import { galleryMissing, type GalleryReadsService } from './gallery-reads.service';
import type { PhotoPresenter } from './photos.presenter';
import type { PhotoSortKey, PhotosRepo } from './photos.repo';

const performerMissing = () => notFound('This performer does not exist or is not available.');

/** Photos read in the order they were added unless the client asks otherwise. */
const pageOf = (query: PagingQuery<PhotoSortKey>) => toPage(query, photoSortKeys, 'createdAt', 'asc');

export function createPhotoReadsService(deps: {
  photosRepo: Pick<PhotosRepo, 'inGallery' | 'ofPerformer'>;
  presenter: PhotoPresenter;
  galleries: Pick<GalleryReadsService, 'readable'>;
  entitlement: Pick<EntitlementService, 'accessMany'>;
  isPerformerVisible: (performerId: string, viewer: Viewer) => Promise<boolean>;
}) {
  const { photosRepo: repo, presenter } = deps;

  async function ofGallery(viewer: Viewer, query: GalleryPhotosQuery): Promise<List<Photo>> {
    const found = await deps.galleries.readable(viewer, query.galleryId);
    if (!found) throw galleryMissing();
    const { rows, total } = await repo.inGallery(found.row.id, pageOf(query));
    return { data: await presenter.present(viewer, rows, () => found.access.canSeeMedia), total };
  }

  /**
   * A performer hidden from the viewer (not listed, or blocking them) shows no photos at all; what a
   * blocked buyer bought stays readable gallery by gallery.
   */
  async function ofPerformer(viewer: Viewer, performerId: string, query: PagingQuery<PhotoSortKey>): Promise<List<Photo>> {
    if (!z.uuid().safeParse(performerId).success || !(await deps.isPerformerVisible(performerId, viewer))) throw performerMissing();
    const { rows, total } = await repo.ofPerformer(performerId, pageOf(query));
    const galleries = [...new Map(rows.map((r) => [r.gallery.id, r.gallery])).values()];
    const accesses = await deps.entitlement.accessMany(viewer, galleries.map(contentItemOf));
    const unlocked = new Set(galleries.filter((_, i) => accesses[i].canSeeMedia).map((g) => g.id));
    return { data: await presenter.present(viewer, rows.map((r) => r.photo), (galleryId) => unlocked.has(galleryId)), total };
  }

  return { ofGallery, ofPerformer };
}
export type PhotoReadsService = ReturnType<typeof createPhotoReadsService>;
