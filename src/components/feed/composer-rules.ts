// What the post composer checks before sending, with the API's own messages where the contracts have them
// (src/contracts/feeds.ts), and how its values become the create bodies.
import { createPollBody, type ContentAccess, type CreateFeedBody, type CreatePollBody, type FeedType } from '@/contracts/feeds';
import type { MediaFile } from '@/contracts/media';
import { priceSchema } from '@/contracts/performers';

export const PRICE_REQUIRED = 'Set the price of a post for sale';
export const SCHEDULE_IN_PAST = 'Choose a time in the future';
export const POLL_EXPIRY_IN_PAST = 'The poll must end in the future';
export const POLL_EXPIRY_REQUIRED = 'Choose when the poll ends';
export const TEXT_REQUIRED = 'Write something for a text post';
export const TEXT_TEASER_LABEL = 'Show the text to everyone as a teaser';
export const MIN_POLL_OPTIONS = 2;

/** The file kinds each post type needs at least one of (thumbnail and teaser are always optional). */
export const REQUIRED_FILE: Partial<Record<FeedType, { kind: 'photo' | 'video' | 'audio'; message: string }>> = {
  photo: { kind: 'photo', message: 'Add at least one photo' },
  video: { kind: 'video', message: 'Add a video' },
  audio: { kind: 'audio', message: 'Add a recording' },
};

/** A point in time the way the date pickers hand it over (a Dayjs), reduced to what the checks read. */
export interface PickedTime {
  toISOString(): string;
  valueOf(): number;
}

export interface ComposerFiles {
  photo: MediaFile[];
  video: MediaFile[];
  audio: MediaFile[];
  thumbnail: MediaFile[];
  teaser: MediaFile[];
}

export interface ComposerValues {
  type: FeedType;
  text?: string;
  access: ContentAccess;
  price?: number | null;
  /** Only read for posts that are not free (a free post's text is everyone's anyway). */
  textIsTeaser?: boolean;
  pollDescription?: string;
  pollOptions?: (string | undefined)[];
  pollExpiresAt?: PickedTime | null;
  scheduledAt?: PickedTime | null;
  isPinned?: boolean;
}

/** An antd form rule from a check that answers a message, or null when the value is fine. */
export const ruleOf = <V>(error: (value: V) => string | null) => ({
  validator: async (_rule: unknown, value: V) => {
    const message = error(value);
    if (message) throw new Error(message);
  },
});

export const emptyFiles = (): ComposerFiles => ({ photo: [], video: [], audio: [], thumbnail: [], teaser: [] });

/** Sale posts need a valid price; other access levels ignore it. */
export function priceError(access: ContentAccess, price: number | null | undefined): string | null {
  if (access !== 'sale') return null;
  if (price === null || price === undefined) return PRICE_REQUIRED;
  const result = priceSchema.safeParse(price);
  return result.success ? null : (result.error.issues[0]?.message ?? PRICE_REQUIRED);
}

/**
 * What the teaser box means for this post: off, the text is part of what fans pay for; on, everyone reads it
 * while the media stays locked. A text post is all text, so on gives it away.
 */
export function textTeaserHint(access: ContentAccess, type: FeedType): string {
  const who = access === 'sale' ? 'buyers' : 'subscribers';
  if (type === 'text') return `Off: only ${who} read this post. On: everyone reads it, and there is nothing left to unlock.`;
  return `Off: only ${who} read the text. On: everyone reads it, and the ${type === 'poll' ? 'poll' : 'media'} stays locked.`;
}

/** Blank options are dropped; what is left must satisfy the API's poll rules (2 to 10 options). */
export function pollOptionsError(options: (string | undefined)[] | undefined): string | null {
  const result = createPollBody.shape.options.safeParse(filledOptions(options));
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check the options');
}

export const filledOptions = (options: (string | undefined)[] | undefined): string[] =>
  (options ?? []).map((o) => (o ?? '').trim()).filter((o) => o.length > 0);

/** Unset is fine (publish now); a set time must be later than `now`. */
export function scheduleError(at: PickedTime | null | undefined, now = Date.now()): string | null {
  if (!at) return null;
  return at.valueOf() > now ? null : SCHEDULE_IN_PAST;
}

export function pollExpiryError(at: PickedTime | null | undefined, now = Date.now()): string | null {
  if (!at) return POLL_EXPIRY_REQUIRED;
  return at.valueOf() > now ? null : POLL_EXPIRY_IN_PAST;
}

/** Missing content for the chosen type: the text of a text post, the media of a media post. */
export function contentError(values: Pick<ComposerValues, 'type' | 'text'>, files: ComposerFiles): string | null {
  if (values.type === 'text') return values.text?.trim() ? null : TEXT_REQUIRED;
  const needed = REQUIRED_FILE[values.type];
  if (!needed) return null;
  return files[needed.kind].length ? null : needed.message;
}

export function pollBodyOf(values: ComposerValues): CreatePollBody {
  return {
    description: values.pollDescription?.trim() ?? '',
    options: filledOptions(values.pollOptions),
    expiresAt: values.pollExpiresAt ? values.pollExpiresAt.toISOString() : '',
  };
}

/** Only the files the chosen type shows are sent, so switching type after an upload leaves nothing behind. */
export function feedBodyOf(values: ComposerValues, files: ComposerFiles, pollId: string | null): CreateFeedBody {
  const main = REQUIRED_FILE[values.type]?.kind;
  const withMedia = values.type === 'video';
  return {
    type: values.type,
    text: values.text?.trim() ?? '',
    access: values.access,
    price: values.access === 'sale' ? (values.price ?? null) : null,
    textIsTeaser: values.access !== 'free' && (values.textIsTeaser ?? false),
    fileIds: main ? files[main].map((f) => f._id) : [],
    thumbnailId: files.thumbnail[0]?._id ?? null,
    teaserId: withMedia ? (files.teaser[0]?._id ?? null) : null,
    pollId,
    scheduledAt: values.scheduledAt ? values.scheduledAt.toISOString() : null,
    isPinned: values.isPinned ?? false,
  };
}
