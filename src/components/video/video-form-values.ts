// What the video form holds and how it becomes the API's requests: a multipart form for an upload (the
// fields first, then the film in "file", "thumbnail" and "teaser"), JSON fields for an edit and a
// multipart form for the files an edit replaces. The checks give the API's own messages where it has them.
import { DEFAULT_FEED_THUMBNAIL, type ContentAccess } from '@/contracts/feeds';
import { isSitePlaceholder } from '@/contracts/media';
import { priceSchema } from '@/contracts/performers';
import type { UpdateVideoFields, Video } from '@/contracts/videos';
import type { PickedTime } from '@/components/feed/composer-rules';

/** Shown now, hidden, or out by itself at a chosen moment. */
export type VideoVisibility = 'active' | 'inactive' | 'scheduled';

export interface VideoFormValues {
  title: string;
  description?: string;
  tags?: string[];
  access: ContentAccess;
  price?: number | null;
  visibility: VideoVisibility;
  scheduledAt?: PickedTime | null;
}

/** Files picked in the form, by the API's field names; the film is "file". */
export interface VideoFormFiles {
  file?: File | null;
  thumbnail?: File | null;
  teaser?: File | null;
}

export const FILM_REQUIRED = 'Choose the video to upload';
export const VIDEO_PRICE_REQUIRED = 'Set the price of a video for sale';
export const SCHEDULE_REQUIRED = 'Choose when the video goes out';

export const newVideoValues = (): VideoFormValues => ({ title: '', description: '', tags: [], access: 'free', price: null, visibility: 'active', scheduledAt: null });

/**
 * The form for an existing video. A scheduled video keeps its moment unless a new one is picked, so the
 * picker starts empty (its time is shown beside it).
 */
export function valuesOf(video: Video): VideoFormValues {
  return { title: video.title, description: video.description, tags: video.tags, access: video.access, price: video.price, visibility: video.status, scheduledAt: null };
}

export function videoPriceError(access: ContentAccess, price: number | null | undefined): string | null {
  if (access !== 'sale') return null;
  if (price === null || price === undefined) return VIDEO_PRICE_REQUIRED;
  const result = priceSchema.safeParse(price);
  return result.success ? null : (result.error.issues[0]?.message ?? VIDEO_PRICE_REQUIRED);
}

/** A scheduled video needs a moment after `now`, unless it is already scheduled and keeps its moment. */
export function videoScheduleError(visibility: VideoVisibility, at: PickedTime | null | undefined, { keepsCurrent = false, now = Date.now() } = {}): string | null {
  if (visibility !== 'scheduled') return null;
  if (!at) return keepsCurrent ? null : SCHEDULE_REQUIRED;
  return at.valueOf() > now ? null : 'Choose a time in the future';
}

const cleanTags = (tags: string[] | undefined) => [...new Set((tags ?? []).map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))];

/** The fields as the API reads them; a scheduled video leaves out status, a shown or hidden one is not scheduled. */
export function videoFieldsOf(values: VideoFormValues): UpdateVideoFields {
  const fields: UpdateVideoFields = {
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    tags: cleanTags(values.tags),
    access: values.access,
  };
  if (values.access === 'sale' && values.price !== null && values.price !== undefined) fields.price = values.price;
  if (values.visibility === 'scheduled') {
    // Without a new moment the server keeps the one the video has.
    return values.scheduledAt ? { ...fields, isSchedule: true, scheduledAt: values.scheduledAt.toISOString() } : { ...fields, isSchedule: true };
  }
  return { ...fields, isSchedule: false, status: values.visibility };
}

function appendFiles(form: FormData, files: VideoFormFiles) {
  for (const name of ['file', 'thumbnail', 'teaser'] as const) {
    const file = files[name];
    if (file) form.append(name, file, file.name);
  }
}

/** The upload form: every field as text (blank ones left out), then the files. */
export function uploadFormOf(values: VideoFormValues, files: VideoFormFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(videoFieldsOf(values))) {
    const text = Array.isArray(value) ? value.join(',') : value === undefined || value === null ? '' : String(value);
    // A new video is not scheduled unless asked: "isSchedule=false" would say nothing new.
    if (text !== '' && !(name === 'isSchedule' && value === false)) form.append(name, text);
  }
  appendFiles(form, files);
  return form;
}

/** The files an edit replaces, or null when it replaces none. */
export function replacementFormOf(files: VideoFormFiles): FormData | null {
  const form = new FormData();
  appendFiles(form, files);
  return [...form.keys()].length ? form : null;
}

/** Whether the cover is a picture of its own (which can be removed) rather than the film's poster. */
export function hasOwnThumbnail(video: Pick<Video, 'thumbnail' | 'video'>): boolean {
  const url = video.thumbnail.url;
  if (!url || isSitePlaceholder(url, DEFAULT_FEED_THUMBNAIL)) return false;
  const film = video.video;
  return !film || (!film.thumbnails.includes(url) && film.preview !== url);
}
