// Uploaded media and their processing state. Every uploaded file gets a record that starts as processing
// and ends finished or error; clients poll its status while the server transcodes it.
import { z } from 'zod';

export { isPlaceholderAvatar, isSitePlaceholder } from './plain-values';

/** What a file is for: decides its processing (image, video or audio) and its size limit. */
export const mediaFileTypes = [
  'feed-photo',
  'feed-video',
  'feed-audio',
  'feed-thumbnail',
  'feed-teaser',
  'video',
  'video-teaser',
  'video-thumbnail',
  'photo',
  'product-image',
  'product-file',
  'message-photo',
  'comment-photo',
  'message-video',
  'welcome-video',
] as const;
export type MediaFileType = (typeof mediaFileTypes)[number];

export const fileStatuses = ['processing', 'finished', 'error'] as const;
export type FileStatus = (typeof fileStatuses)[number];

/** The status polls answer (GET .../file/{fileId}/status). */
export const fileStatusResult = z.object({
  _id: z.string(),
  status: z.enum(fileStatuses),
  /** 0-100 while processing; 100 when finished. */
  progress: z.number().int().min(0).max(100),
  /** A sentence for the uploader when status is error. */
  error: z.string().nullable(),
});
export type FileStatusResult = z.infer<typeof fileStatusResult>;

/**
 * A file as a viewer gets it. `url` and `thumbnails` are null/empty unless the viewer may see the media and
 * processing has finished; `preview` is the small blurred picture that locked items show.
 */
export const mediaFile = z.object({
  _id: z.string(),
  type: z.enum(mediaFileTypes),
  status: z.enum(fileStatuses),
  mimeType: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds, for video and audio. */
  duration: z.number().nullable(),
  url: z.string().nullable(),
  thumbnails: z.array(z.string()),
  preview: z.string().nullable(),
});
export type MediaFile = z.infer<typeof mediaFile>;
