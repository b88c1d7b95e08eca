// The gallery form's values and how they become the API's create and update bodies (src/contracts/galleries.ts).
import type { ContentAccess } from '@/contracts/feeds';
import { createGalleryBody, type CreateGalleryBody, type Gallery, type GalleryStatus } from '@/contracts/galleries';
import { priceSchema } from '@/contracts/performers';

export const GALLERY_PRICE_REQUIRED = 'Set the price of a gallery for sale';
export { GALLERY_STATUS_LABELS } from './gallery-labels';

export interface GalleryFormValues {
  title: string;
  description: string;
  tags: string[];
  access: ContentAccess;
  price: number | null;
  status: GalleryStatus;
}

export const newGalleryValues = (): GalleryFormValues => ({ title: '', description: '', tags: [], access: 'subscribers', price: null, status: 'active' });

export const galleryFormValuesOf = (gallery: Gallery): GalleryFormValues => ({
  title: gallery.title,
  description: gallery.description,
  tags: gallery.tags,
  access: gallery.access,
  price: gallery.price,
  status: gallery.status,
});

/** Only a gallery for sale keeps a price; switching it to free or subscribers clears the old one. */
export function galleryBodyOf(values: GalleryFormValues): CreateGalleryBody {
  return {
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    tags: [...new Set((values.tags ?? []).map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))],
    access: values.access,
    price: values.access === 'sale' ? values.price : null,
    status: values.status,
  };
}

/** A gallery for sale needs a valid price; the message is the API's own when it has one. */
export function galleryPriceError(access: ContentAccess, price: number | null | undefined): string | null {
  if (access !== 'sale') return null;
  if (price === null || price === undefined) return GALLERY_PRICE_REQUIRED;
  const result = priceSchema.safeParse(price);
  return result.success ? null : (result.error.issues[0]?.message ?? GALLERY_PRICE_REQUIRED);
}

/** The API's message for the tags, or null when they are fine. */
export function galleryTagsError(tags: string[] | undefined): string | null {
  const result = createGalleryBody.shape.tags.safeParse(tags ?? []);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check the tags');
}
