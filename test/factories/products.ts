// Factories for products and their files, written straight to the tables and storage (the routes that
// make them are tested on their own).
import type { Db } from '@/server/db/client';
import { makeDemoPdf } from '@/server/db/seed/demo-documents';
import type { Storage } from '@/server/media/storage';
import { mediaFiles, type MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { products, type NewProductRow, type ProductRow } from '@/server/modules/products/products.table';
import { createMediaFile } from './content';

type Account = { id: string };

/** A minimal valid one-page PDF (what the 'file' upload kind sniffs as application/pdf). */
export const makeTestPdf = (text = 'Fanstage test guide'): Buffer => makeDemoPdf(text, ['A page made for a test.']);

/** An empty ZIP archive: just its end record (22 bytes). */
export const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);

/** A digital product's file as an upload leaves it: the bytes really stored (privately), the record finished. */
export async function storeProductFile(db: Db, storage: Storage, owner: Account, data = makeTestPdf(), originalName: string | null = 'guide.pdf'): Promise<MediaFileRow> {
  const stored = await storage.save(data, { visibility: 'private', folder: 'media/product-file', ext: 'pdf', contentType: 'application/pdf' });
  const [row] = await db
    .insert(mediaFiles)
    .values({ ownerId: owner.id, type: 'product-file', status: 'finished', progress: 100, mainKey: stored.key, originalName, mimeType: 'application/pdf', size: stored.size })
    .returning();
  return row;
}

export type ProductOverrides = Partial<Omit<NewProductRow, 'performerId'>>;

/**
 * An active product at 12.50 with a finished picture of its own: physical with 10 in stock by default; a
 * digital one gets a finished file record too (no bytes stored; pass digitalFileId for one that has them).
 */
export async function createProduct(db: Db, performer: Account, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const type = overrides.type ?? 'physical';
  const imageFileId = overrides.imageFileId !== undefined ? overrides.imageFileId : (await createMediaFile(db, performer, 'product-image')).id;
  const digitalFileId =
    overrides.digitalFileId !== undefined ? overrides.digitalFileId : type === 'digital' ? (await createMediaFile(db, performer, 'product-file')).id : null;
  const [row] = await db
    .insert(products)
    .values({ performerId: performer.id, name: `A ${type} product`, price: 1250, stock: type === 'physical' ? 10 : null, ...overrides, type, imageFileId, digitalFileId })
    .returning();
  return row;
}
