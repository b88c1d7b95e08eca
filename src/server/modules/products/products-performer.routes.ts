// The product calls, the performer's side. Unverified performers may prepare products too (docs/business-rules.md
// "Performers"): only `performer` auth is needed; they are not listed until verified.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import type { MediaFileType } from '@/contracts/media';
import { deleteProductResult, ownProductSearchQuery, product, PRODUCT_FILE_FIELDS, type ProductFileRole } from '@/contracts/products';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { UploadLimits } from '../../media/upload-limits';
import { readContentForm, type ContentForm } from '../content/multipart-form';
import type { MediaFilesService } from '../media-files/media-files.service';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import { perSession } from '../performers/rate-limits';
import type { ProductsService } from './products.service';

const uploadLimit = perSession(30);
const writeLimit = perSession(60);
const MEDIA_TYPE_OF: Record<ProductFileRole, MediaFileType> = { image: 'product-image', digitalFile: 'product-file' };
const ROLE_OF_FIELD = Object.fromEntries(Object.entries(PRODUCT_FILE_FIELDS).map(([role, field]) => [field, role as ProductFileRole]));

export function productsPerformerRoutes(deps: { products: ProductsService; mediaFiles: Pick<MediaFilesService, 'accept' | 'remove'>; uploadLimits: UploadLimits }): FastifyPluginAsyncZod {
  const { products, mediaFiles } = deps;
  const productAnswer = { response: { 200: envelope(product) } };
  const limits = multipartLimitsFor(deps.uploadLimits, ['image', 'file']);

  function formOf(req: FastifyRequest): Promise<ContentForm<ProductFileRole>> {
    const performerId = currentUser(req).id;
    return readContentForm<ProductFileRole>(req, {
      roleOfField: ROLE_OF_FIELD,
      howToSend: 'the details as fields, the picture in the field "image" and a digital product\'s file in "digitalFile"',
      limits,
      accept: (role, part) => mediaFiles.accept(performerId, MEDIA_TYPE_OF[role], part),
      discard: async (files) => {
        await Promise.all(files.map((f) => mediaFiles.remove(f.id)));
      },
    });
  }

  return async (app) => {
    app.post('/performer/performer-assets/products', { config: { auth: 'performer', rateLimit: uploadLimit }, schema: productAnswer }, async (req) =>
      ok(await products.create(currentUser(req).id, await formOf(req))),
    );

    app.get(
      '/performer/performer-assets/products/search',
      { config: { auth: 'performer' }, schema: { querystring: ownProductSearchQuery, response: { 200: envelope(listOf(product)) } } },
      async (req) => ok(await products.listOwn(currentUser(req).id, req.query)),
    );

    app.get('/performer/performer-assets/products/:id/view', { config: { auth: 'performer' }, schema: { params: idParams, ...productAnswer } }, async (req) =>
      ok(await products.getOwn(currentUser(req).id, req.params.id)),
    );

    // Multipart (fields and replacement files) or plain JSON fields.
    app.put(
      '/performer/performer-assets/products/:id',
      { config: { auth: 'performer', rateLimit: uploadLimit }, schema: { params: idParams, ...productAnswer } },
      async (req) => {
        const form: ContentForm<ProductFileRole> = req.isMultipart() ? await formOf(req) : { fields: (req.body ?? {}) as ContentForm<ProductFileRole>['fields'], files: {} };
        return ok(await products.update(currentUser(req).id, req.params.id, form));
      },
    );

    app.delete(
      '/performer/performer-assets/products/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, response: { 200: envelope(deleteProductResult) } } },
      async (req) => ok(await products.remove(currentUser(req).id, req.params.id)),
    );
  };
}
