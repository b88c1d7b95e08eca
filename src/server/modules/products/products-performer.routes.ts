// The product calls, the performer's side: what every kind shares (content-routes.ts), and creating and
// editing a product (multipart, or plain JSON fields for an edit). Unverified performers' products are not
// listed until they are verified.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownProductSearchQuery, product, PRODUCT_FILE_FIELDS, type ProductFileRole } from '@/contracts/products';
import type { UploadLimits } from '../../media/upload-limits';
import { contentFormReader, formContentRoutes } from '../content/content-routes';
import type { MediaFilesService } from '../media-files/media-files.service';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import type { ProductsService } from './products.service';

const ROLE_OF_FIELD = Object.fromEntries(Object.entries(PRODUCT_FILE_FIELDS).map(([role, field]) => [field, role as ProductFileRole]));

export function productsPerformerRoutes(deps: { products: ProductsService; mediaFiles: Pick<MediaFilesService, 'accept' | 'remove'>; uploadLimits: UploadLimits }): FastifyPluginAsyncZod {
  const form = contentFormReader<ProductFileRole>(deps.mediaFiles, {
    roleOfField: ROLE_OF_FIELD,
    mediaTypeOf: { image: 'product-image', digitalFile: 'product-file' },
    howToSend: 'the details as fields, the picture in the field "image" and a digital product\'s file in "digitalFile"',
    limits: multipartLimitsFor(deps.uploadLimits, ['image', 'file']),
  });

  return async (app) => {
    formContentRoutes(app, {
      paths: {
        create: '/performer/performer-assets/products',
        search: '/performer/performer-assets/products/search',
        view: '/performer/performer-assets/products/:id/view',
        update: '/performer/performer-assets/products/:id',
        remove: '/performer/performer-assets/products/:id',
      },
      item: product,
      searchQuery: ownProductSearchQuery,
      service: deps.products,
      form,
    });
  };
}
