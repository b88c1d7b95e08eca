// The one way a product reaches a client. The picture is the product's advertisement, so it is linked
// for everyone who may see the product. The digital file is another matter: it is described only to its
// owner and admins, and reaches buyers solely through the download link (product-reads.service.ts), so no
// other answer carries its storage key or a link to it. Lists take a fixed number of queries.
import { DEFAULT_PRODUCT_IMAGE, type Product } from '@/contracts/products';
import { fromMinor } from '@/lib/money';
import { aboutViewer, moderationMarkOf, presentItemHead, statsOf, viewerSideOf, type ContentPresenterDeps, type KnownAboutViewer } from '../content/content-lookups';
import type { ContentItem } from '../entitlement/entitlement-rules';
import type { Viewer } from '../performers/performer-visibility';
import type { ProductRow } from './products.table';

/** Products are always sold: entitlement treats each as an item for sale. */
export const contentItemOf = (row: ProductRow): ContentItem => ({ id: row.id, kind: 'product', performerId: row.performerId, access: 'sale' });

export const filesOf = (row: ProductRow): string[] => [row.imageFileId, row.digitalFileId].filter((id): id is string => !!id);

/** The owner and admins manage a product, and only they are shown its file. */
export const managesProduct = (viewer: Viewer, row: ProductRow): boolean => viewer.isAdmin === true || (viewer.userId !== null && viewer.userId === row.performerId);

export function createProductPresenter(deps: ContentPresenterDeps) {
  const { lookups, mediaFiles, storage } = deps;

  /** `known` is what the caller already has (the access it checked, a page's facts). */
  async function present(viewer: Viewer, rows: readonly ProductRow[], known?: KnownAboutViewer): Promise<Product[]> {
    if (rows.length === 0) return [];
    // Only the files this viewer may be told about are even read.
    const fileIds = rows.flatMap((r) => [r.imageFileId, managesProduct(viewer, r) ? r.digitalFileId : null].filter((id): id is string => !!id));
    const [[access, authors, reacted], files] = await Promise.all([
      viewerSideOf(deps, viewer, rows, rows.map(contentItemOf), 'product', known),
      lookups.mediaFiles(fileIds),
    ]);
    return rows.map((row, i) => {
      const picture = row.imageFileId ? files.get(row.imageFileId) : undefined;
      const shown = picture ? mediaFiles.present(picture, { viewerId: viewer.userId, canSeeMedia: true }) : null;
      const digitalFile = row.digitalFileId && managesProduct(viewer, row) ? files.get(row.digitalFileId) : undefined;
      return {
        ...presentItemHead(row, authors, storage),
        name: row.name,
        description: row.description,
        tags: row.tags,
        type: row.type,
        price: fromMinor(row.price),
        stock: row.type === 'physical' ? row.stock : null,
        status: row.status,
        image: shown?.url ? { url: shown.url, thumbnails: shown.thumbnails } : { url: storage.assetUrl(DEFAULT_PRODUCT_IMAGE), thumbnails: [] },
        hasDigitalFile: row.digitalFileId !== null,
        digitalFile: digitalFile ? mediaFiles.present(digitalFile, { viewerId: viewer.userId, canSeeMedia: true }) : null,
        stats: statsOf(row),
        ...aboutViewer(row, reacted, { isBought: access[i].isBought }),
        ...moderationMarkOf(row, viewer),
      };
    });
  }

  return { present };
}
export type ProductPresenter = ReturnType<typeof createProductPresenter>;
