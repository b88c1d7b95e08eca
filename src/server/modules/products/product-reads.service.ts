// Products as fans and visitors read them: one product, the search, bookmarks, and the download link of a
// digital product. A product of a performer the viewer may not see is missing (404), except for its buyer
// (docs/business-rules.md "Safety"); an inactive one is its owner's and admins' only. Opening a product counts a view,
// unless its performer opens it.
import { productSortKeys, type DownloadLinkResult, type Product } from '@/contracts/products';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import type { Storage } from '../../media/storage';
import { createContentReads, searchOf } from '../content/content-reads';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { Viewer } from '../performers/performer-visibility';
import { downloadNameOf } from './download-name';
import { contentItemOf, type ProductPresenter } from './products.presenter';
import type { ProductsRepo } from './products.repo';
import type { ProductRow } from './products.table';

/** How long a download link works: long enough to start the download, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export function createProductReadsService(deps: {
  productsRepo: ProductsRepo;
  presenter: ProductPresenter;
  entitlement: Pick<EntitlementService, 'access'>;
  mediaFiles: Pick<MediaFilesService, 'find'>;
  storage: Pick<Storage, 'url' | 'assetUrl'>;
}) {
  const { productsRepo: repo } = deps;
  // Taken off sale, a product is still its owner's and admins', and (for the download) what a buyer bought stays theirs.
  const reads = createContentReads<ProductRow, Product>({
    ...deps,
    repo,
    contentItemOf,
    isOut: (row) => row.status === 'active',
    missing: () => notFound('This product does not exist or is no longer available.'),
  });
  const { readable, get, bookmarks, isVisible } = reads;

  /**
   * A short-lived link to a digital product's file for its buyer, owner or an admin. It is the storage's
   * own private link, signed for this viewer: the files route opens it only in their session.
   */
  async function downloadLink(viewer: Viewer & { userId: string }, id: string): Promise<DownloadLinkResult> {
    const found = await readable(viewer, id, { outOrBought: true });
    if (!found) throw reads.missing();
    const { row, access } = found;
    if (row.type === 'physical') throw unprocessable('This is a physical product: it is shipped to you, so there is no file to download.');
    if (!access.canSeeMedia) throw forbidden('Buy this product to download it.');
    const file = row.digitalFileId ? await deps.mediaFiles.find(row.digitalFileId) : null;
    if (!file?.mainKey || file.status !== 'finished') throw notFound('The file of this product is not available yet. Please try again later or contact the seller.');
    const downloadLink = deps.storage.url(file.mainKey, { viewerId: viewer.userId, expiresInSeconds: DOWNLOAD_LINK_SECONDS });
    // The link's own signed expiry, so the two can never disagree.
    const expires = Number(new URL(downloadLink, 'http://link.invalid').searchParams.get('expires')) || Math.floor(Date.now() / 1000) + DOWNLOAD_LINK_SECONDS;
    return { downloadLink, expiresAt: new Date(expires * 1000).toISOString(), fileName: downloadNameOf(row.name, file) };
  }

  /** For comments: everyone who may see a product may comment on it. */
  async function commentAccess(id: string, viewer: Viewer) {
    const found = await readable(viewer, id);
    return found ? { ownerId: found.row.performerId, canSeeMedia: true } : null;
  }

  // readable, presentPage and missing: for the cart, which checks a product before it goes in and shows its lines.
  return { get, search: searchOf(reads, productSortKeys, repo.search), bookmarks, downloadLink, commentAccess, isVisible, readable, presentPage: reads.presentPage, missing: reads.missing };
}
export type ProductReadsService = ReturnType<typeof createProductReadsService>;
