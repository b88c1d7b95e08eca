// Demo products (seed 007): physical goods with stock and digital downloads for a few demo performers,
// each with a generated picture processed by the real pipeline and, when digital, a generated PDF kept as
// uploaded. A product is recognised by its performer and name: running again adds only missing ones.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { toMinor } from '@/lib/money';
import { createProductsRepo } from '../../modules/products/products.repo';
import { products } from '../../modules/products/products.table';
import { demoColoursOf, seedDemoSoldItems, type DemoAuthor, type DemoMediaTools, type DemoSoldKind } from './demo-content';
import { makeDemoPdf } from './demo-documents';
import { DEMO_PRODUCTS, DEMO_PRODUCT_PURCHASES, type DemoProduct } from './demo-products.data';
import type { Seed, SeedContext } from './types';

const HOUR_MS = 60 * 60 * 1000;

/** Products are recognised by their performer and name; createDemoProduct below makes one. */
const demoProducts: DemoSoldKind<DemoProduct> = {
  itemType: 'product',
  authors: DEMO_PRODUCTS.map((a) => ({ username: a.username, items: a.products })),
  keyOf: (p) => p.name,
  find: (ctx, performerId, names) =>
    ctx.db.select({ id: products.id, key: products.name, price: products.price }).from(products).where(and(eq(products.performerId, performerId), inArray(products.name, names))),
  create: createDemoProduct,
  purchases: DEMO_PRODUCT_PURCHASES,
};

/** Creates one product with its files; a failure takes back the files made for it. */
async function createDemoProduct(ctx: SeedContext, product: DemoProduct, author: DemoAuthor, tools: DemoMediaTools) {
  const uploaded: string[] = [];
  try {
    const image = await tools.uploader.upload(author.id, 'product-image', await tools.sources.photo(product.caption, demoColoursOf(author.username)));
    uploaded.push(image.id);
    let digitalFileId: string | null = null;
    if (product.document) {
      const file = path.join(tools.dir, product.document.fileName);
      await fsp.writeFile(file, makeDemoPdf(product.document.title, product.document.lines));
      digitalFileId = (await tools.keepAsUploaded(author.id, 'product-file', file)).id;
      uploaded.push(digitalFileId);
    }
    const createdAt = new Date(Date.now() - product.hoursAgo * HOUR_MS);
    await createProductsRepo(ctx.db).insert({
      performerId: author.id,
      name: product.name,
      description: product.description,
      tags: [...product.tags],
      type: product.type,
      price: toMinor(product.price),
      stock: product.type === 'physical' ? (product.stock ?? 0) : null,
      status: 'active',
      imageFileId: image.id,
      digitalFileId,
      createdAt,
      updatedAt: createdAt,
    });
    ctx.log.info(`products: added ${product.type} product "${product.name}" of ${author.username}`);
  } catch (e) {
    await tools.uploader.remove(uploaded);
    throw e;
  }
}

export const demoProductsSeed: Seed = { name: '007 demo products', run: (ctx) => seedDemoSoldItems(ctx, demoProducts) };
