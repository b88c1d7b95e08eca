// Galleries and their photos. A gallery is a performer's album with one
// access rule (free, subscribers or sale) for all its photos. A locked gallery keeps its title, photo
// count and blurred cover; its photos list with blurred previews only, never a link to the picture
// (docs/business-rules.md "Paid content and media").
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { aboutViewerFields, deleteResult, itemStats, moderationMark, ownSearchFields, publicSearchFields, titledItemFields } from './content';
import { createDefaults, titledFormFields } from './content-form';
import { galleryStatuses } from './list-values';
import { mediaFile } from './media';

export { galleryStatuses };
export type GalleryStatus = (typeof galleryStatuses)[number];

export const gallery = z.object({
  ...titledItemFields,
  status: z.enum(galleryStatuses),
  /** The chosen cover photo, else the first photo; its blurred preview while locked; null when empty. */
  coverPhoto: z.object({ _id: z.string(), url: z.string().nullable(), thumbnails: z.array(z.string()), preview: z.string().nullable() }).nullable(),
  /** Active photos in the gallery (all of them for the owner). */
  numOfItems: z.number().int(),
  isLocked: z.boolean(),
  stats: itemStats,
  /** About the viewer. */
  ...aboutViewerFields,
  isSubscribed: z.boolean(),
  ...moderationMark,
});
export type Gallery = z.infer<typeof gallery>;

const galleryFields = {
  ...titledFormFields('gallery'),
  status: z.enum(galleryStatuses, 'status must be active or inactive'),
};

/** POST /performer/performer-assets/galleries (JSON). */
export const createGalleryBody = z
  .object({
    ...galleryFields,
    ...createDefaults(galleryFields),
    status: galleryFields.status.default('active'),
  })
  .strict();
export type CreateGalleryBody = z.infer<typeof createGalleryBody>;

/** PUT /performer/performer-assets/galleries/{id} (JSON): any of the fields. */
export const updateGalleryBody = z.object(galleryFields).partial().strict();
export type UpdateGalleryBody = z.infer<typeof updateGalleryBody>;

/** GET /performer/performer-assets/galleries/search (own). */
export const gallerySortKeys = sortableBy(['title', 'views']);
export const ownGallerySearchQuery = pagedQuery(gallerySortKeys).extend(ownSearchFields(galleryStatuses));
export type OwnGallerySearchQuery = z.infer<typeof ownGallerySearchQuery>;

/** GET /performer-assets/galleries/search */
export const gallerySearchQuery = pagedQuery(gallerySortKeys).extend(publicSearchFields);
export type GallerySearchQuery = z.infer<typeof gallerySearchQuery>;

export const photoStatuses = ['active', 'inactive'] as const;

export const photo = z.object({
  _id: z.string(),
  performerId: z.string(),
  galleryId: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(photoStatuses),
  /** The gallery shows this photo as its cover. */
  isGalleryCover: z.boolean(),
  /** The picture: url and thumbnails are empty while the gallery is locked for the viewer or still processing. */
  photo: mediaFile,
  isLocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Photo = z.infer<typeof photo>;

/** The text fields of the multipart POST /performer/performer-assets/photos/upload (the picture in "photo"). */
export const uploadPhotoFields = z
  .object({
    galleryId: z.uuid('galleryId must be the id of one of your galleries'),
    title: z.string().trim().max(200, 'The title can be at most 200 characters').default(''),
    description: z.string().trim().max(2000, 'The description can be at most 2000 characters').default(''),
    status: z.enum(photoStatuses, 'status must be active or inactive').default('active'),
  })
  .strict();
export type UploadPhotoFields = z.infer<typeof uploadPhotoFields>;

/** PUT /performer/performer-assets/photos/{id} (JSON): any of these; galleryId moves the photo. */
export const updatePhotoBody = z
  .object({
    galleryId: z.uuid('galleryId must be the id of one of your galleries'),
    title: z.string().trim().max(200, 'The title can be at most 200 characters'),
    description: z.string().trim().max(2000, 'The description can be at most 2000 characters'),
    status: z.enum(photoStatuses, 'status must be active or inactive'),
  })
  .partial()
  .strict();
export type UpdatePhotoBody = z.infer<typeof updatePhotoBody>;

/** GET /performer/performer-assets/photos/search (own). */
export const photoSortKeys = sortableBy(['title']);
export const ownPhotoSearchQuery = pagedQuery(photoSortKeys).extend({
  galleryId: z.uuid('galleryId must be a valid id').optional(),
  status: z.enum(photoStatuses).optional(),
});
export type OwnPhotoSearchQuery = z.infer<typeof ownPhotoSearchQuery>;

/** GET /performer-assets/photos: the photos of one gallery, as the viewer may see them. */
export const galleryPhotosQuery = pagedQuery(photoSortKeys).extend({ galleryId: z.uuid('galleryId must be a valid id') });
export type GalleryPhotosQuery = z.infer<typeof galleryPhotosQuery>;

/** GET /performer-assets/photos/{performerId}: a performer's photos across the galleries the viewer may see. */
export const performerPhotosQuery = pagedQuery(photoSortKeys);

export { deleteResult };
