// What every kind of content item (feed, video, gallery, product) shares in the API: who may see its
// media, the author block, the counts, what it says about its viewer, and the fields, form fields and
// search filters the titled kinds (videos, galleries) and the store (products) have in common (their form
// fields are in content-form.ts). Field order is the answer's order.
import { z } from 'zod';
import { contentAccess } from './plain-values';

/** Who may see an item's media: everyone, the performer's subscribers, or buyers (for sale). */
export { contentAccess };
export type ContentAccess = (typeof contentAccess)[number];

export const feedAuthor = z.object({ _id: z.string(), name: z.string(), username: z.string().nullable(), avatar: z.string() });
/** The author block every content item (feed, video, gallery, product) carries. */
export type ContentAuthor = z.infer<typeof feedAuthor>;

/** The counts a video, gallery or product shows (feeds have no views). */
export const itemStats = z.object({ views: z.number().int(), likes: z.number().int(), comments: z.number().int(), bookmarks: z.number().int() });

/** What an item says about its viewer, with its timestamps (the server's aboutViewer fills it). */
export const aboutViewerFields = {
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
  isBought: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** An admin's decision on the item, told only to its owner and admins (docs/admin.md "Moderation"); absent while visible. */
export const moderationMark = { moderation: z.enum(['hidden', 'removed']).optional() };

/** The first fields of every item: its id and its performer. */
export const itemHeadFields = { _id: z.string(), performerId: z.string(), performer: feedAuthor };

/** A titled item's own fields (videos, galleries), after its head. */
export const titledItemFields = {
  ...itemHeadFields,
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  access: z.enum(contentAccess),
  /** Currency units; null unless access is sale. */
  price: z.number().nullable(),
};

/** The search text: the title (or name) or one of the tags. */
export const searchText = { q: z.string().trim().max(100).optional() };
/** The public search's filters: the text and one performer. */
export const publicSearchFields = { ...searchText, performerId: z.uuid('performerId must be a valid id').optional() };
/** The owner's list filters: the text and the item's status. */
export const ownSearchFields = <const S extends readonly [string, ...string[]]>(statuses: S) => ({ ...searchText, status: z.enum(statuses).optional() });

/** DELETE of any item. */
export const deleteResult = z.object({ deleted: z.literal(true) });
