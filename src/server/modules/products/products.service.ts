// Products, the performer's side: create a product with its picture and (digital) file, edit it
// (fields and replacement files), delete it, list and view their own. A physical product counts its stock
// and has no file; a digital one has no stock and cannot be on sale before its file is uploaded. Files
// belong to one product only, so a replaced or deleted one is deleted with everything stored for it.
import type { CreateProductFields, Product, ProductFileRole, ProductStatus, ProductType, UpdateProductFields } from '@/contracts/products';
import { createProductFields, productSortKeys, updateProductFields } from '@/contracts/products';
import { toMinor } from '@/lib/money';
import { notFound, unprocessable } from '../../http/errors';
import { parseFields } from '../content/content-fields';
import { filesReplaced, keepingFilesOnlyIfSaved, type ContentForm } from '../content/multipart-form';
import { createOwnContent } from '../content/own-content';
import type { CommentTargets } from '../comments/comment-targets';
import type { MediaFilesService } from '../media-files/media-files.service';
import { filesOf, type ProductPresenter } from './products.presenter';
import type { ProductPatch, ProductsRepo } from './products.repo';

const missing = () => notFound('This product does not exist, or is not yours.');

const COLUMN_OF: Record<ProductFileRole, 'imageFileId' | 'digitalFileId'> = { image: 'imageFileId', digitalFile: 'digitalFileId' };

/** What the product will be once saved; refuses combinations that cannot be sold (422). */
function checkedShape(next: { type: ProductType; stock: number | null; status: ProductStatus; hasDigitalFile: boolean; sendsDigitalFile: boolean; sendsStock: boolean }) {
  if (next.type === 'physical') {
    if (next.sendsDigitalFile) throw unprocessable('Only a digital product has a file to download: leave out "digitalFile" for a physical product, or set type to digital.');
    if (next.stock === null) throw unprocessable('A physical product needs its stock: how many you have for sale (0 or more).');
    return;
  }
  if (next.sendsStock) throw unprocessable('A digital product has no stock: leave stock out, or set type to physical.');
  if (next.status === 'active' && !next.hasDigitalFile) {
    throw unprocessable('A digital product needs its file (form field "digitalFile") before it can be active: upload it, or save the product as inactive for now.');
  }
}

export function createProductsService(deps: { productsRepo: ProductsRepo; presenter: ProductPresenter; mediaFiles: Pick<MediaFilesService, 'remove'>; commentTargets: Pick<CommentTargets, 'itemRemoved'> }) {
  const { productsRepo: repo } = deps;
  const own = createOwnContent({ kind: 'product', repo, presenter: deps.presenter, sortKeys: productSortKeys, filesOf, mediaFiles: deps.mediaFiles, commentTargets: deps.commentTargets, missing });
  const { presentOwn, removeFiles, own: ownProduct } = own;

  async function create(performerId: string, form: ContentForm<ProductFileRole>): Promise<Product> {
    const row = await keepingFilesOnlyIfSaved(form.files, removeFiles, async () => {
      const fields: CreateProductFields = parseFields(createProductFields, form.fields);
      const stock = fields.stock ?? null;
      const digitalFile = form.files.digitalFile ?? null;
      checkedShape({ type: fields.type, stock, status: fields.status, hasDigitalFile: digitalFile !== null, sendsDigitalFile: digitalFile !== null, sendsStock: stock !== null });
      return repo.insert({
        performerId,
        name: fields.name,
        description: fields.description,
        tags: fields.tags,
        type: fields.type,
        price: toMinor(fields.price),
        stock: fields.type === 'physical' ? stock : null,
        status: fields.status,
        imageFileId: form.files.image?.id ?? null,
        digitalFileId: digitalFile?.id ?? null,
      });
    });
    return presentOwn(performerId, row);
  }

  async function update(performerId: string, id: string, form: ContentForm<ProductFileRole>): Promise<Product> {
    const { row, updated, dropped } = await keepingFilesOnlyIfSaved(form.files, removeFiles, async () => {
      const fields: UpdateProductFields = parseFields(updateProductFields, form.fields);
      const row = await ownProduct(performerId, id);
      const type = fields.type ?? row.type;
      // A product turned physical keeps no file to download; one turned digital keeps no stock.
      const digitalFileId = type === 'physical' ? null : (form.files.digitalFile?.id ?? row.digitalFileId);
      const stock = type === 'digital' ? null : (fields.stock ?? row.stock);
      const status = fields.status ?? row.status;
      checkedShape({
        type,
        stock,
        status,
        hasDigitalFile: digitalFileId !== null,
        sendsDigitalFile: form.files.digitalFile !== undefined,
        sendsStock: fields.stock !== undefined,
      });
      const patch: ProductPatch = { type, stock, status, digitalFileId, updatedAt: new Date() };
      if (fields.name !== undefined) patch.name = fields.name;
      if (fields.description !== undefined) patch.description = fields.description;
      if (fields.tags !== undefined) patch.tags = fields.tags;
      if (fields.price !== undefined) patch.price = toMinor(fields.price);
      if (form.files.image) patch.imageFileId = form.files.image.id;
      const updated = await repo.update(row.id, patch);
      if (!updated) throw missing();
      return { row, updated, dropped: row.digitalFileId !== null && digitalFileId === null ? [row.digitalFileId] : [] };
    });
    // The files replaced by this form (or dropped with a change of type) belong to nothing any more.
    await removeFiles([...new Set([...filesReplaced(form.files, row, COLUMN_OF), ...dropped])]);
    return presentOwn(performerId, updated);
  }

  return { create, update, remove: own.remove, listOwn: own.listOwn, getOwn: own.getOwn };
}
export type ProductsService = ReturnType<typeof createProductsService>;
