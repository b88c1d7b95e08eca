// Loads one gallery and the first page of its photos for /gallery/[id], on the server for the first visit
// (with the visitor's session and address, so entitlement and blocks apply to them) or in the browser.
import type { Envelope } from '@/contracts/common';
import type { Gallery, Photo } from '@/contracts/galleries';
import { loadItem, type ItemLoad } from '@/components/common/load-item';
import { galleryService } from '@/services/gallery.api';

export const PHOTO_PAGE_SIZE = 48;

export interface GalleryPageData {
  gallery: Gallery;
  photos: Photo[];
  totalPhotos: number;
}
export type GalleryLoad = ItemLoad<GalleryPageData>;

async function fetchGalleryPage(id: string, headers?: Record<string, string>): Promise<Envelope<GalleryPageData>> {
  const [gallery, photos] = await Promise.all([galleryService.view(id, headers), galleryService.photos(id, { pageSize: PHOTO_PAGE_SIZE }, headers)]);
  return { status: 0, data: { gallery: gallery.data, photos: photos.data.data, totalPhotos: photos.data.total } };
}

export const loadGallery = (id: string, headers?: Record<string, string>): Promise<GalleryLoad> => loadItem(id, (key) => fetchGalleryPage(key, headers));
