// Products: the performer's store (multipart create and update with the picture and
// the digital file, progress in percent and cancel), the readers' store and one product, the signed
// download link of a digital product, and likes and bookmarks on products.
import type { List } from '@/contracts/common';
import type { DownloadLinkResult, OwnProductSearchQuery, Product, ProductSearchQuery, UpdateProductFields } from '@/contracts/products';
import type { ProductBookmarkItem, ReactionAction, ReactionBody, ReactionResult } from '@/contracts/social';
import { request, upload, type UploadOptions } from '@/lib/request';

type Headers = Record<string, string> | undefined;
type Query<T> = Partial<T> | Record<string, string>;

const id = (value: string) => encodeURIComponent(value);
const OWN = '/performer/performer-assets/products';
const reaction = (productId: string, action: ReactionAction): ReactionBody => ({ objectId: productId, objectType: 'product', action });

export const productService = {
  /** The form from `productForm`: text fields plus the "image" and "digitalFile" parts. */
  create: (form: FormData, options?: UploadOptions) => upload<Product>(OWN, form, options),
  /** Multipart when files go along; plain JSON when only fields change. */
  update: (productId: string, changes: FormData | UpdateProductFields, options?: UploadOptions) =>
    changes instanceof FormData
      ? upload<Product>(`${OWN}/${id(productId)}`, changes, { ...options, method: 'PUT' })
      : request<Product>(`${OWN}/${id(productId)}`, { method: 'PUT', body: changes, signal: options?.signal }),
  listOwn: (query: Query<OwnProductSearchQuery> = {}) => request<List<Product>>(`${OWN}/search`, { query }),
  getOwn: (productId: string) => request<Product>(`${OWN}/${id(productId)}/view`),
  remove: (productId: string) => request<{ deleted: true }>(`${OWN}/${id(productId)}`, { method: 'DELETE' }),

  /** Active products as this visitor may see them; `headers` carry the visitor's session on the server. */
  search: (query: Query<ProductSearchQuery> = {}, headers?: Headers) => request<List<Product>>('/performer-assets/products/search', { query, headers }),
  view: (productId: string, headers?: Headers) => request<Product>(`/performer-assets/products/${id(productId)}`, { headers }),
  /** Buyers, the owner and admins get a link that works for a few minutes; anyone else a 403. */
  downloadLink: (productId: string) => request<DownloadLinkResult>(`/performer-assets/products/${id(productId)}/download-link`),

  bookmarked: (query: Record<string, string> = {}) => request<List<ProductBookmarkItem>>('/reactions/products/bookmark', { query }),
  react: (productId: string, action: ReactionAction) => request<ReactionResult>('/reactions', { method: 'POST', body: reaction(productId, action) }),
  unreact: (productId: string, action: ReactionAction) => request<ReactionResult>('/reactions', { method: 'DELETE', body: reaction(productId, action) }),
};
