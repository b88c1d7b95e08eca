// Products as fans and visitors read them: one product, the search, bookmarks, and the download link of a
// digital product. A product of a performer the viewer may not see is missing (404), except for its buyer
// (docs/business-rules.md "Safety"); an inactive one is its owner's and admins' only. Opening a product counts a view,
// unless its performer opens it.
import type { List } from '@/contracts/common';
import { productSortKeys, type DownloadLinkResult, type Product, type ProductSearchQuery } from '@/contracts/products';
import { bookmarkSortKeys, type BookmarkListQuery, type ProductBookmarkItem } from '@/contracts/social';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Storage } from '../../media/storage';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { Viewer } from '../performers/performer-visibility';
import { downloadNameOf } from './download-name';
import { contentItemOf, managesProduct, type ProductPresenter } from './products.presenter';
import type { ProductsRepo } from './products.repo';

/** How long a download link works: long enough to start the download, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

const productMissing = () => notFound('This product does not exist or is no longer available.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createProductReadsService(deps: {
  productsRepo: ProductsRepo;
  presenter: ProductPresenter;
  entitlement: Pick<EntitlementService, 'access'>;
  mediaFiles: Pick<MediaFilesService, 'find'>;
  storage: Pick<Storage, 'url' | 'assetUrl'>;
}) {
  const { productsRepo: repo, presenter } = deps;

  /** The product and the viewer's access to it, when the viewer may see it at all. */
  async function readable(viewer: Viewer, id: string, opts: { inactiveForBuyer?: boolean } = {}) {
    const row = UUID.test(id) ? await repo.find(id) : null;
    if (!row) return null;
    const access = await deps.entitlement.access(viewer, contentItemOf(row));
    if (!access.visible) return null;
    // Taken off sale: still its owner's and admins', and (for the download) what a buyer bought stays theirs.
    const inactiveAllowed = managesProduct(viewer, row) || (opts.inactiveForBuyer === true && access.isBought);
    if (row.status !== 'active' && !inactiveAllowed) return null;
    return { row, access };
  }

  async function get(viewer: Viewer, id: string): Promise<Product> {
    const found = await readable(viewer, id);
    if (!found) throw productMissing();
    const row = found.row.performerId === viewer.userId ? found.row : ((await repo.countView(found.row.id)) ?? found.row);
    return (await presenter.present(viewer, [row], [found.access]))[0];
  }

  async function search(viewer: Viewer, query: ProductSearchQuery): Promise<List<Product>> {
    const { rows, total } = await repo.search(viewer, query, toPage(query, productSortKeys, 'createdAt'));
    return { data: await presenter.present(viewer, rows), total };
  }

  async function bookmarks(viewer: Viewer & { userId: string }, query: BookmarkListQuery): Promise<List<ProductBookmarkItem>> {
    const { rows, total } = await repo.bookmarks(viewer, toPage(query, bookmarkSortKeys, 'createdAt'));
    const shown = await presenter.present(viewer, rows.map((r) => r.product));
    return { data: rows.map((r, i) => ({ _id: r.reactionId, createdAt: r.reactedAt.toISOString(), objectId: r.product.id, objectInfo: shown[i] })), total };
  }

  /**
   * A short-lived link to a digital product's file for its buyer, owner or an admin. It is the storage's
   * own private link, signed for this viewer: the files route opens it only in their session.
   */
  async function downloadLink(viewer: Viewer & { userId: string }, id: string): Promise<DownloadLinkResult> {
    const found = await readable(viewer, id, { inactiveForBuyer: true });
    if (!found) throw productMissing();
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

  return {
    get,
    search,
    bookmarks,
    downloadLink,
    commentAccess,
    isVisible: async (id: string, viewer: Viewer) => (await readable(viewer, id)) !== null,
  };
}
export type ProductReadsService = ReturnType<typeof createProductReadsService>;
