// Feeds (posts) and polls. A locked feed keeps its teaser and blurred previews but never carries a media URL.
// Its text is part of what is sold: a locked feed carries it only when the performer made it a public teaser
// (`textIsTeaser`), and never its poll (docs/media.md "Locked text").
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { contentAccess, deleteResult, itemHeadFields, moderationMark } from './content';
import { mediaFile } from './media';
import { priceSchema } from './performers';

import { DEFAULT_FEED_THUMBNAIL, feedTypes } from './plain-values';

export { DEFAULT_FEED_THUMBNAIL, feedTypes };
export type FeedType = (typeof feedTypes)[number];

export { aboutViewerFields, contentAccess, feedAuthor, itemStats, type ContentAccess, type ContentAuthor } from './content';

export const pollOption = z.object({ _id: z.string(), text: z.string(), votes: z.number().int() });
export const poll = z.object({
  _id: z.string(),
  description: z.string(),
  options: z.array(pollOption),
  totalVotes: z.number().int(),
  expiresAt: z.string(),
  closed: z.boolean(),
  /** The viewer's vote, if any. */
  votedOptionId: z.string().nullable(),
});
export type Poll = z.infer<typeof poll>;

export const feed = z.object({
  ...itemHeadFields,
  type: z.enum(feedTypes),
  /** Empty while `isTextLocked`. */
  text: z.string(),
  /** The performer shows the text to everyone, even while the post is locked. */
  textIsTeaser: z.boolean(),
  /** The post has text this viewer may read only once they unlock it; `text` is then empty. */
  isTextLocked: z.boolean(),
  access: z.enum(contentAccess),
  /** Currency units; null unless access is sale. */
  price: z.number().nullable(),
  /** Media; each file's url/thumbnails are empty while the feed is locked for the viewer. */
  files: z.array(mediaFile),
  /** The feed's own thumbnail, else DEFAULT_FEED_THUMBNAIL. Shown even when locked. */
  thumbnail: z.object({ url: z.string() }),
  /** A short free preview video shown even when locked. */
  teaser: z.object({ url: z.string().nullable(), thumbnails: z.array(z.string()) }).nullable(),
  /** Null while the post is locked for the viewer: its question, options and counts are part of what is sold. */
  poll: poll.nullable(),
  isLocked: z.boolean(),
  isPinned: z.boolean(),
  status: z.enum(['published', 'scheduled']),
  publishedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  stats: z.object({ likes: z.number().int(), comments: z.number().int(), bookmarks: z.number().int() }),
  /** About the viewer. */
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
  isBought: z.boolean(),
  isSubscribed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...moderationMark,
});
export type Feed = z.infer<typeof feed>;

const feedText = z.string().trim().max(5000, 'Text can be at most 5000 characters');
const feedFileIds = z.array(z.uuid('fileIds must be file ids')).max(20, 'A post can hold at most 20 files');

const feedFields = {
  type: z.enum(feedTypes, `type must be one of: ${feedTypes.join(', ')}`),
  text: feedText.default(''),
  /** Show the text to everyone as a teaser while the post is locked; free posts show it anyway. */
  textIsTeaser: z.boolean('textIsTeaser must be true or false').optional(),
  access: z.enum(contentAccess, 'access must be free, subscribers or sale'),
  /** Required when access is sale. */
  price: priceSchema.nullable().optional(),
  /** Uploaded media_files ids (POST /performer/feeds/{photo|video|audio}/upload), in display order. */
  fileIds: feedFileIds.default([]),
  thumbnailId: z.uuid().nullable().optional(),
  teaserId: z.uuid().nullable().optional(),
  pollId: z.uuid().nullable().optional(),
  /** Publish later (a job publishes it); must be in the future. */
  scheduledAt: z.iso.datetime({ offset: true, message: 'scheduledAt must be a date and time like 2026-12-01T18:00:00Z' }).nullable().optional(),
  isPinned: z.boolean().optional(),
};

/** POST /performer/feeds */
export const createFeedBody = z.object(feedFields).strict();
export type CreateFeedBody = z.infer<typeof createFeedBody>;
/** PUT /performer/feeds/{id}: any field; type cannot change. */
// Without the create defaults: zod applies a default even inside partial(), which would blank the text
// and the files of every edit that leaves them out.
export const updateFeedBody = z.object({ ...feedFields, text: feedText, fileIds: feedFileIds }).omit({ type: true }).partial().strict();
export type UpdateFeedBody = z.infer<typeof updateFeedBody>;

/** GET /performer/feeds (own), GET /user/feeds (timeline), GET /user/feeds/search/{username} */
/**
 * A performer's own list is newest first by default, the timeline and a profile newest published first
 * (a profile with its pinned posts ahead of the rest, unless sortBy asks for another order).
 */
export const feedSortKeys = sortableBy(['publishedAt']);
export const feedSearchQuery = pagedQuery(feedSortKeys).extend({
  q: z.string().trim().max(100).optional(),
  type: z.enum(feedTypes).optional(),
  access: z.enum(contentAccess).optional(),
});
export type FeedSearchQuery = z.infer<typeof feedSearchQuery>;

/** POST /performer/feeds/polls */
export const createPollBody = z
  .object({
    description: z.string().trim().max(500, 'The question can be at most 500 characters').default(''),
    options: z
      .array(z.string().trim().min(1, 'An option cannot be empty').max(100, 'An option can be at most 100 characters'))
      .min(2, 'A poll needs at least 2 options')
      .max(10, 'A poll can have at most 10 options'),
    expiresAt: z.iso.datetime({ offset: true, message: 'expiresAt must be a date and time like 2026-12-01T18:00:00Z' }),
  })
  .strict();
export type CreatePollBody = z.infer<typeof createPollBody>;

/** POST /user/feeds/vote/{pollId} */
export const voteBody = z.object({ optionId: z.string().min(1, 'Choose an option').max(64) }).strict();

/** POST /performer/feeds/{audio|photo|thumbnail|video|teaser}/upload answers the new file (owner's view). */
export const feedUploadKinds = ['audio', 'photo', 'thumbnail', 'video', 'teaser'] as const;
export const feedUploadResult = z.object({ file: mediaFile });

/** DELETE /performer/feeds/{id} */
export const deleteFeedResult = deleteResult;
