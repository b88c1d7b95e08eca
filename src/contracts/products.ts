// Products. A product is a store item, always sold at its price: physical goods are
// shipped (stock counted), a digital product's file stays private and reaches buyers only through a
// short-lived signed link (GET /performer-assets/products/{id}/download-link). The product's picture is
// its advertisement and is shown to everyone who may see the product.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { formInteger, formPrice, formTags } from './content-form';
import { aboutViewerFields, deleteResult, itemHeadFields, itemStats, moderationMark, ownSearchFields, publicSearchFields } from './content';
import { DEFAULT_PRODUCT_IMAGE, PRODUCT_FILE_FIELDS, productFileRoles } from './list-values';
import { mediaFile } from './media';

export const productTypes = ['physical', 'digital'] as const;
export type ProductType = (typeof productTypes)[number];
export const productStatuses = ['active', 'inactive'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export { DEFAULT_PRODUCT_IMAGE, PRODUCT_FILE_FIELDS, productFileRoles };
export type ProductFileRole = (typeof productFileRoles)[number];

export const product = z.object({
  ...itemHeadFields,
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  type: z.enum(productTypes),
  /** Currency units. */
  price: z.number(),
  /** Items left, for physical products; null for digital ones. */
  stock: z.number().int().nullable(),
  status: z.enum(productStatuses),
  /** The picture, else a placeholder. */
  image: z.object({ url: z.string(), thumbnails: z.array(z.string()) }),
  /** A digital product has its file uploaded. */
  hasDigitalFile: z.boolean(),
  /** The digital file's record: the owner's only (name, size, status); null for everyone else. */
  digitalFile: mediaFile.nullable(),
  stats: itemStats,
  /** About the viewer. */
  ...aboutViewerFields,
  ...moderationMark,
});
export type Product = z.infer<typeof product>;


const productFields = {
  name: z.string('Give the product a name').trim().min(1, 'Give the product a name').max(200, 'The name can be at most 200 characters'),
  description: z.string().trim().max(5000, 'The description can be at most 5000 characters'),
  type: z.enum(productTypes, 'type must be physical or digital'),
  price: formPrice,
  /** Physical products only: how many are for sale. */
  stock: formInteger('stock must be a whole number').pipe(z.number().min(0, 'stock cannot be negative').max(1_000_000, 'stock is too large')),
  tags: formTags('A product'),
  status: z.enum(productStatuses, 'status must be active or inactive'),
};

/** The text fields of the multipart POST /performer/performer-assets/products (files in "image" and "digitalFile"). */
export const createProductFields = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    stock: productFields.stock.optional(),
    tags: productFields.tags.default([]),
    status: productFields.status.default('active'),
  })
  .strict();
export type CreateProductFields = z.infer<typeof createProductFields>;

/** The fields of the multipart (or JSON) PUT /performer/performer-assets/products/{id}: any of them. */
export const updateProductFields = z.object(productFields).partial().strict();
export type UpdateProductFields = z.infer<typeof updateProductFields>;

/** GET /performer/performer-assets/products/search (own). */
export const productSortKeys = sortableBy(['name', 'price', 'views']);
export const ownProductSearchQuery = pagedQuery(productSortKeys).extend({ ...ownSearchFields(productStatuses), type: z.enum(productTypes).optional() });
export type OwnProductSearchQuery = z.infer<typeof ownProductSearchQuery>;

/** GET /performer-assets/products/search */
export const productSearchQuery = pagedQuery(productSortKeys).extend({ ...publicSearchFields, type: z.enum(productTypes).optional() });
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

/**
 * GET /performer-assets/products/{id}/download-link: a signed link that works for a few minutes, in the
 * viewer's session only. `fileName` is the name to save it under (the uploaded file's name when known):
 * give it to the link's `download` attribute, as the stored file has a random name.
 */
export const downloadLinkResult = z.object({ downloadLink: z.string(), expiresAt: z.string(), fileName: z.string() });
export type DownloadLinkResult = z.infer<typeof downloadLinkResult>;

/** DELETE /performer/performer-assets/products/{id} */
export const deleteProductResult = deleteResult;
