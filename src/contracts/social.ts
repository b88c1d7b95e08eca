// The social graph: follows, blocks, reactions (bookmarks, likes) and reports.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { feed } from './feeds';
import { gallery } from './galleries';
import { product } from './products';
import { publicPerformer } from './performers';
import { publicUser } from './users';
import { video } from './videos';

/** POST and DELETE /follows/{id} (a performer's user id) answer with the new state. */
export const followResult = z.object({ performerId: z.string(), isFollowed: z.boolean(), followers: z.number().int() });
export type FollowResult = z.infer<typeof followResult>;

/** GET /follows/followers: the logged-in performer's followers. */
export const followerItem = z.object({ _id: z.string(), createdAt: z.string(), user: publicUser });
export type FollowerItem = z.infer<typeof followerItem>;

/** GET /follows/following: the performers the logged-in user follows. */
export const followingItem = z.object({ _id: z.string(), createdAt: z.string(), performer: publicPerformer });
export type FollowingItem = z.infer<typeof followingItem>;

/** Follows, blocks and bookmarks keep no time of change: their updatedAt is when they were made. */
export const followSortKeys = sortableBy();
export const followListQuery = pagedQuery(followSortKeys).extend({ q: z.string().trim().max(100).optional() });

/** POST /block/users: a performer blocks a user. */
export const blockUserBody = z
  .object({
    targetId: z.uuid('targetId must be the id of the user to block'),
    reason: z.string().trim().max(500, 'Reason can be at most 500 characters').default(''),
  })
  .strict();
export type BlockUserBody = z.infer<typeof blockUserBody>;

/** GET /block/users items. */
export const blockedUserItem = z.object({ _id: z.string(), reason: z.string(), createdAt: z.string(), user: publicUser });
export type BlockedUserItem = z.infer<typeof blockedUserItem>;
/** GET /block/users: `q` searches the blocked users' names and usernames. */
export const blockSortKeys = sortableBy();
export const blockedUserQuery = pagedQuery(blockSortKeys).extend({ q: z.string().trim().max(100, 'Search text can be at most 100 characters').optional() });
export type BlockedUserQuery = z.infer<typeof blockedUserQuery>;
/** DELETE /block/users/{id} */
export const unblockResult = z.object({ unblocked: z.literal(true) });

/** POST /block/countries: the performer's whole list, replaced. */
export const blockCountriesBody = z
  .object({
    countryCodes: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'Country codes are two capital letters, like US'))
      .max(300, 'At most 300 countries'),
  })
  .strict();
export const blockCountriesResult = z.object({ countryCodes: z.array(z.string()) });
export type BlockCountriesResult = z.infer<typeof blockCountriesResult>;

/** Kinds of things one can react to. */
export const reactionObjectTypes = ['performer', 'feed', 'video', 'gallery', 'product'] as const;
export const reactionActions = ['bookmark', 'like'] as const;
export type ReactionObjectType = (typeof reactionObjectTypes)[number];
export type ReactionAction = (typeof reactionActions)[number];

/** POST and DELETE /reactions */
export const reactionBody = z
  .object({
    objectId: z.uuid('objectId must be a valid id'),
    objectType: z.enum(reactionObjectTypes, `objectType must be one of: ${reactionObjectTypes.join(', ')}`),
    action: z.enum(reactionActions, 'action must be bookmark or like'),
  })
  .strict();
export type ReactionBody = z.infer<typeof reactionBody>;
export const reactionResult = z.object({ objectId: z.string(), objectType: z.string(), action: z.string(), active: z.boolean() });
export type ReactionResult = z.infer<typeof reactionResult>;

/** GET /reactions/{performers|feeds|videos|galleries|products}/bookmark: newest bookmark first by default. */
export const bookmarkSortKeys = sortableBy();
export const bookmarkListQuery = pagedQuery(bookmarkSortKeys);
export type BookmarkListQuery = z.infer<typeof bookmarkListQuery>;

/** GET /reactions/performers/bookmark items. */
export const performerBookmarkItem = z.object({ _id: z.string(), createdAt: z.string(), objectId: z.string(), objectInfo: publicPerformer });
export type PerformerBookmarkItem = z.infer<typeof performerBookmarkItem>;

/** GET /reactions/feeds/bookmark items: the bookmarked feed as the viewer may see it (locked or not). */
export const feedBookmarkItem = z.object({ _id: z.string(), createdAt: z.string(), objectId: z.string(), objectInfo: feed });
export type FeedBookmarkItem = z.infer<typeof feedBookmarkItem>;

/** GET /reactions/videos/bookmark items: the bookmarked video as the viewer may see it (locked or not). */
export const videoBookmarkItem = z.object({ _id: z.string(), createdAt: z.string(), objectId: z.string(), objectInfo: video });
export type VideoBookmarkItem = z.infer<typeof videoBookmarkItem>;

/** Kinds of things one can report (a message only by someone in its conversation). */
export const reportTargetTypes = ['performer', 'feed', 'video', 'gallery', 'photo', 'product', 'comment', 'message'] as const;
export const reportCategories = ['spam', 'harassment', 'underage', 'impersonation', 'illegal', 'copyright', 'other'] as const;

/** POST /reports: one per user per target; sending again updates the earlier one. */
export const reportBody = z
  .object({
    targetId: z.uuid('targetId must be a valid id'),
    target: z.enum(reportTargetTypes, `target must be one of: ${reportTargetTypes.join(', ')}`),
    category: z.enum(reportCategories, `category must be one of: ${reportCategories.join(', ')}`),
    description: z.string().trim().min(5, 'Describe the problem in at least 5 characters').max(2000, 'Description can be at most 2000 characters'),
  })
  .strict();
export type ReportBody = z.infer<typeof reportBody>;

export const report = z.object({
  _id: z.string(),
  target: z.string(),
  targetId: z.string(),
  category: z.string(),
  description: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof report>;

/** GET /admin/reports (the moderation queue) items: the report plus who sent it. */
export const adminReport = report.extend({ reporter: publicUser });
export type AdminReport = z.infer<typeof adminReport>;
export const reportSortKeys = sortableBy();
export const adminReportQuery = pagedQuery(reportSortKeys).extend({ status: z.enum(['open', 'resolved']).optional() });
export type AdminReportQuery = z.infer<typeof adminReportQuery>;
export const updateReportBody = z.object({ status: z.enum(['open', 'resolved']) }).strict();

/** GET /reactions/galleries/bookmark items: the bookmarked gallery as the viewer may see it (locked or not). */
export const galleryBookmarkItem = z.object({ _id: z.string(), createdAt: z.string(), objectId: z.string(), objectInfo: gallery });
export type GalleryBookmarkItem = z.infer<typeof galleryBookmarkItem>;

/** GET /reactions/products/bookmark items. */
export const productBookmarkItem = z.object({ _id: z.string(), createdAt: z.string(), objectId: z.string(), objectInfo: product });
export type ProductBookmarkItem = z.infer<typeof productBookmarkItem>;
