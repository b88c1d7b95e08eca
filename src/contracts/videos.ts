// Videos. A video is one uploaded film with an optional thumbnail and teaser. A locked
// video keeps its title, teaser and blurred preview but never carries a link to the film itself
// (docs/business-rules.md "Paid content and media").
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { aboutViewerFields, deleteResult, itemStats, moderationMark, ownSearchFields, publicSearchFields, titledItemFields } from './content';
import { createDefaults, formBoolean, formScheduledAt, titledFormFields } from './content-form';
import { videoStatuses } from './list-values';
import { mediaFile } from './media';

export { videoStatuses };
export type VideoStatus = (typeof videoStatuses)[number];

/** The files a video is made of: the film, its cover picture and its free preview clip. */
export const videoFileRoles = ['video', 'thumbnail', 'teaser'] as const;
export type VideoFileRole = (typeof videoFileRoles)[number];

export const video = z.object({
  ...titledItemFields,
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
  ...moderationMark,
});
export type Video = z.infer<typeof video>;

const videoFields = {
  ...titledFormFields('video'),
  /** Hide (inactive) or show (active) the video; scheduling goes through isSchedule and scheduledAt. */
  status: z.enum(['active', 'inactive'], 'status must be active or inactive'),
  isSchedule: formBoolean,
  scheduledAt: formScheduledAt,
};

/** The fields of POST /performer/performer-assets/videos/upload (multipart, beside the files). */
export const createVideoFields = z
  .object({
    ...videoFields,
    ...createDefaults(videoFields),
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
export const ownVideoSearchQuery = pagedQuery(videoSortKeys).extend(ownSearchFields(videoStatuses));
export type OwnVideoSearchQuery = z.infer<typeof ownVideoSearchQuery>;

/** GET /performer-assets/videos/search */
export const videoSearchQuery = pagedQuery(videoSortKeys).extend(publicSearchFields);
export type VideoSearchQuery = z.infer<typeof videoSearchQuery>;

export const deleteVideoResult = deleteResult;
