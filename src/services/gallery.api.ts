// Galleries and their photos: the performer's own albums and uploads, the
// galleries and photos a visitor may see, and likes and bookmarks on galleries.
import type { List } from '@/contracts/common';
import type {
  CreateGalleryBody,
  Gallery,
  GallerySearchQuery,
  OwnGallerySearchQuery,
  OwnPhotoSearchQuery,
  Photo,
  UpdateGalleryBody,
  UpdatePhotoBody,
} from '@/contracts/galleries';
import type { GalleryBookmarkItem, ReactionAction, ReactionBody, ReactionResult } from '@/contracts/social';
import { request, upload, type QueryValue, type UploadOptions } from '@/lib/request';

type Headers = Record<string, string> | undefined;

/** The text fields that go with an uploaded picture; the gallery is required, the rest optional. */
export interface PhotoUploadFields {
  galleryId: string;
  title?: string;
  description?: string;
  status?: 'active' | 'inactive';
}

const OWN = '/performer/performer-assets';
const id = (value: string) => encodeURIComponent(value);
const galleryReaction = (galleryId: string, action: ReactionAction): ReactionBody => ({ objectId: galleryId, objectType: 'gallery', action });

export const galleryService = {
  create: (body: CreateGalleryBody) => request<Gallery>(`${OWN}/galleries`, { method: 'POST', body }),
  listOwn: (query: Partial<OwnGallerySearchQuery> = {}) => request<List<Gallery>>(`${OWN}/galleries/search`, { query }),
  getOwn: (galleryId: string) => request<Gallery>(`${OWN}/galleries/${id(galleryId)}/view`),
  update: (galleryId: string, body: UpdateGalleryBody) => request<Gallery>(`${OWN}/galleries/${id(galleryId)}`, { method: 'PUT', body }),
  remove: (galleryId: string) => request<{ deleted: true }>(`${OWN}/galleries/${id(galleryId)}`, { method: 'DELETE' }),

  /**
   * Multipart: the text fields first, then the picture in `photo` (the server reads the form as a stream,
   * so the fields must already be there when the file arrives). Answers the new photo, still processing.
   */
  uploadPhoto: (fields: PhotoUploadFields, file: Blob, options?: UploadOptions) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
    form.append('photo', file);
    return upload<Photo>(`${OWN}/photos/upload`, form, options);
  },
  listOwnPhotos: (query: Partial<OwnPhotoSearchQuery> = {}) => request<List<Photo>>(`${OWN}/photos/search`, { query }),
  updatePhoto: (photoId: string, body: UpdatePhotoBody) => request<Photo>(`${OWN}/photos/${id(photoId)}`, { method: 'PUT', body }),
  removePhoto: (photoId: string) => request<{ deleted: true }>(`${OWN}/photos/${id(photoId)}`, { method: 'DELETE' }),
  /** Answers the gallery with its new cover. */
  setCover: (photoId: string) => request<Gallery>(`${OWN}/photos/set-cover/${id(photoId)}`, { method: 'POST' }),

  /** Galleries a visitor may list; `headers` carry the visitor's session when the page renderer asks. */
  search: (query: Partial<GallerySearchQuery> = {}, headers?: Headers) =>
    request<List<Gallery>>('/performer-assets/galleries/search', { query, headers }),
  /** One gallery as this viewer may see it (locked or not); 404 when missing or hidden from them. */
  view: (galleryId: string, headers?: Headers) => request<Gallery>(`/performer-assets/galleries/${id(galleryId)}`, { headers }),
  /** A gallery's photos: links for a viewer who may see them, blurred previews only otherwise. */
  photos: (galleryId: string, query: { current?: number; pageSize?: number } = {}, headers?: Headers) =>
    request<List<Photo>>('/performer-assets/photos', { query: { ...query, galleryId }, headers }),
  ofPerformer: (performerId: string, query: { current?: number; pageSize?: number } = {}) =>
    request<List<Photo>>(`/performer-assets/photos/${id(performerId)}`, { query }),

  bookmarked: (query: Record<string, QueryValue> = {}) => request<List<GalleryBookmarkItem>>('/reactions/galleries/bookmark', { query }),
  react: (galleryId: string, action: ReactionAction) =>
    request<ReactionResult>('/reactions', { method: 'POST', body: galleryReaction(galleryId, action) }),
  unreact: (galleryId: string, action: ReactionAction) =>
    request<ReactionResult>('/reactions', { method: 'DELETE', body: galleryReaction(galleryId, action) }),
};
