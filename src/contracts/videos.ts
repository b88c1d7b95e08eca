// Videos. A video is one uploaded film with an optional thumbnail and teaser. A locked
// video keeps its title, teaser and blurred preview but never carries a link to the film itself
// (docs/business-rules.md "Paid content and media").
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { formAccess, formBoolean, formPrice, formScheduledAt, formTags } from './content-form';
import { aboutViewerFields, contentAccess, feedAuthor, itemStats } from './feeds';
import { mediaFile } from './media';

export const videoStatuses = ['active', 'inactive', 'scheduled'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** The files a video is made of: the film, its cover picture and its free preview clip. */
export const videoFileRoles = ['video', 'thumbnail', 'teaser'] as const;
export type VideoFileRole = (typeof videoFileRoles)[number];

export const video = z.object({
  _id: z.string(),
  performerId: z.string(),
  performer: feedAuthor,
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  access: z.enum(contentAccess),
  /** Currency units; null unless access is sale. */
  price: z.number().nullable(),
  /** A scheduled video whose moment has passed is shown as active. */
  status: z.enum(videoStatuses),
  scheduledAt: z.string().nullable(),
  /** The film; url and thumbnails are empty while the video is locked for the viewer or still processing. */
  video: mediaFile.nullable(),
  /** The cover: the own thumbnail, else the film's poster; a blurred preview while locked. */
  thumbnail: z.object({ url: z.string() }),
  /** The free preview clip, linked even when the video is locked. */
  teaser: z.object({ url: z.string().nullable(), thumbnails: z.array(z.string()) }).nullable(),
  isLocked: z.boolean(),
  stats: itemStats,
  /** About the viewer. */
  ...aboutViewerFields,
  isSubscribed: z.boolean(),
});
export type Video = z.infer<typeof video>;

const videoFields = {
  title: z.string().trim().min(1, 'Give the video a title').max(200, 'The title can be at most 200 characters'),
  description: z.string().trim().max(5000, 'The description can be at most 5000 characters'),
  access: formAccess,
  /** Required when access is sale. */
  price: formPrice.nullable(),
  tags: formTags('A video'),
  /** Hide (inactive) or show (active) the video; scheduling goes through isSchedule and scheduledAt. */
  status: z.enum(['active', 'inactive'], 'status must be active or inactive'),
  isSchedule: formBoolean,
  scheduledAt: formScheduledAt,
};

/** The fields of POST /performer/performer-assets/videos/upload (multipart, beside the files). */
export const createVideoFields = z
  .object({
    ...videoFields,
    description: videoFields.description.default(''),
    price: videoFields.price.optional(),
    tags: videoFields.tags.default([]),
    status: videoFields.status.optional(),
    isSchedule: videoFields.isSchedule.optional(),
    scheduledAt: videoFields.scheduledAt.optional(),
  })
  .strict();
export type CreateVideoFields = z.infer<typeof createVideoFields>;

/** The fields of PUT /performer/performer-assets/videos/edit/{id}: any of them (multipart or JSON). */
export const updateVideoFields = z.object(videoFields).partial().strict();
export type UpdateVideoFields = z.infer<typeof updateVideoFields>;

/** DELETE /performer/performer-assets/videos/remove-file/{id} */
export const removeVideoFileBody = z.object({ type: z.enum(videoFileRoles, `type must be one of: ${videoFileRoles.join(', ')}`) }).strict();

/** GET /performer/performer-assets/videos/search (own) */
export const videoSortKeys = sortableBy(['title', 'views']);
export const ownVideoSearchQuery = pagedQuery(videoSortKeys).extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(videoStatuses).optional(),
});
export type OwnVideoSearchQuery = z.infer<typeof ownVideoSearchQuery>;

/** GET /performer-assets/videos/search */
export const videoSearchQuery = pagedQuery(videoSortKeys).extend({
  q: z.string().trim().max(100).optional(),
  performerId: z.uuid('performerId must be a valid id').optional(),
});
export type VideoSearchQuery = z.infer<typeof videoSearchQuery>;

export const deleteVideoResult = z.object({ deleted: z.literal(true) });
