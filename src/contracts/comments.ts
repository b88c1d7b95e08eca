// Comments. Fans comment on the feeds, videos, galleries and products whose media
// they may see, and reply to comments (one level: a reply to a reply joins the same thread). A comment
// may carry one photo, uploaded to /comments/{id} after the text is posted. The comment's author, the
// item's owner and admins may delete it.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { mediaFile } from './media';
import { COMMENT_MAX_LENGTH } from './plain-values';

export { COMMENT_MAX_LENGTH };

export const commentObjectTypes = ['feed', 'video', 'gallery', 'product'] as const;
export type CommentObjectType = (typeof commentObjectTypes)[number];

export const commentAuthor = z.object({ _id: z.string(), name: z.string(), username: z.string().nullable(), avatar: z.string(), isPerformer: z.boolean() });

export const comment = z.object({
  _id: z.string(),
  objectType: z.enum(commentObjectTypes),
  objectId: z.string(),
  /** The comment this one replies to; null for a top-level comment. */
  parentId: z.string().nullable(),
  content: z.string(),
  creator: commentAuthor,
  /** The attached photo, if any. */
  file: mediaFile.nullable(),
  totalReply: z.number().int(),
  /** About the viewer: they may delete it (author, the item's owner or an admin). */
  canDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof comment>;

/** POST /comments */
export const createCommentBody = z
  .object({
    objectType: z.enum(commentObjectTypes, `objectType must be one of: ${commentObjectTypes.join(', ')}`),
    objectId: z.uuid('objectId must be a valid id'),
    content: z.string().trim().min(1, 'Write something first').max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters`),
    parentId: z.uuid('parentId must be the id of the comment you reply to').optional(),
  })
  .strict();
export type CreateCommentBody = z.infer<typeof createCommentBody>;

/** GET /comments: the top-level comments of an item (newest first), or the replies to `parentId` (oldest first). */
/** Without sort, top-level comments come newest first and replies oldest first (a thread reads as a conversation). */
export const commentSortKeys = sortableBy();
export const commentSearchQuery = pagedQuery(commentSortKeys).extend({
  objectType: z.enum(commentObjectTypes, `objectType must be one of: ${commentObjectTypes.join(', ')}`),
  objectId: z.uuid('objectId must be a valid id'),
  parentId: z.uuid('parentId must be a valid id').optional(),
});
export type CommentSearchQuery = z.infer<typeof commentSearchQuery>;

export const deleteCommentResult = z.object({ deleted: z.literal(true) });
