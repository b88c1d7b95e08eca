// Galleries as fans and visitors read them: one gallery, the search and bookmarks (content-reads.ts); a
// hidden gallery is its owner's and admins' only. `readable` also decides what the gallery's photos show.
import { gallerySortKeys, type Gallery } from '@/contracts/galleries';
import { notFound } from '../../http/errors';
import { createContentReads, searchOf } from '../content/content-reads';
import type { EntitlementService } from '../entitlement/entitlement.service';
import { contentItemOf, type GalleryPresenter } from './galleries.presenter';
import type { GalleriesRepo } from './galleries.repo';
import type { GalleryRow } from './galleries.table';

export const galleryMissing = () => notFound('This gallery does not exist or is no longer available.');

export function createGalleryReadsService(deps: { galleriesRepo: GalleriesRepo; presenter: GalleryPresenter; entitlement: Pick<EntitlementService, 'access'> }) {
  const { galleriesRepo: repo } = deps;
  const reads = createContentReads<GalleryRow, Gallery>({
    ...deps,
    repo,
    contentItemOf,
    isOut: (row) => row.status === 'active',
    missing: galleryMissing,
  });
  const { get, bookmarks, readable, isVisible, accessOf } = reads;
  return { get, search: searchOf(reads, gallerySortKeys, repo.search), bookmarks, readable, isVisible, accessOf };
}
export type GalleryReadsService = ReturnType<typeof createGalleryReadsService>;
