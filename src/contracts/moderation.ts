// Moderation (docs/admin.md "Moderation"): an admin acts on a report or on any content item directly. An
// item is visible, hidden (out of every list and off sale; its buyers keep it) or removed (gone for everyone
// but its owner and admins).
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { adminReport } from './social';

export const moderationStates = ['visible', 'hidden', 'removed'] as const;
export type ModerationState = (typeof moderationStates)[number];

/** What a message an admin took down reads to everyone but admins. */
export const REMOVED_MESSAGE_TEXT = 'This message was removed by the moderators.';

/** The kinds of content admins browse and moderate. */
export const moderatedKinds = ['feed', 'video', 'gallery', 'photo', 'product', 'comment', 'message'] as const;
export type ModeratedKind = (typeof moderatedKinds)[number];

/** What an admin does to an item: hide it, remove it, make it visible again, or warn its author. */
export const contentActions = ['hide', 'remove', 'restore', 'warn'] as const;
export type ContentAction = (typeof contentActions)[number];
/** What closing a report does: nothing to the item (dismiss), or one of the item actions. */
export const reportActions = ['dismiss', 'hide', 'remove', 'warn'] as const;
export type ReportAction = (typeof reportActions)[number];
/** What a closed report records as done. */
export const reportResolutions = ['dismissed', 'hidden', 'removed', 'warned', 'restored'] as const;
export type ReportResolution = (typeof reportResolutions)[number];

const NOTE_MAX = 2000;
const note = z.string().trim().max(NOTE_MAX, `note can be at most ${NOTE_MAX} characters`).default('');

const WARNING_MIN = 5;
/** The words of a warning, as the admin's form checks them. */
export const warningNote = z
  .string()
  .trim()
  .min(WARNING_MIN, `Write the warning the author will read (at least ${WARNING_MIN} characters).`)
  .max(NOTE_MAX, `note can be at most ${NOTE_MAX} characters`);

/** A warning must say what was wrong; buyers are refunded only when an item is removed. */
function actionRules(body: { action: string; note: string; refundBuyers: boolean }, ctx: z.RefinementCtx) {
  if (body.action === 'warn' && body.note.length < WARNING_MIN)
    ctx.addIssue({ code: 'custom', path: ['note'], message: `Write the warning the author will read in note (at least ${WARNING_MIN} characters).` });
  if (body.refundBuyers && body.action !== 'remove') ctx.addIssue({ code: 'custom', path: ['refundBuyers'], message: 'Buyers can be refunded only when the item is removed.' });
}

const actionFields = {
  note,
  refundBuyers: z.boolean('refundBuyers must be true or false').default(false),
};

/** POST /admin/reports/:id/resolve */
export const resolveReportBody = z
  .object({ action: z.enum(reportActions, `action must be one of: ${reportActions.join(', ')}`), ...actionFields })
  .strict()
  .superRefine(actionRules);
export type ResolveReportBody = z.input<typeof resolveReportBody>;

/** POST /admin/content/:kind/:id/moderation */
export const contentModerationParams = z.object({
  kind: z.enum(moderatedKinds, `kind must be one of: ${moderatedKinds.join(', ')}`),
  id: z.uuid('id must be a valid id'),
});
export const contentModerationBody = z
  .object({ action: z.enum(contentActions, `action must be one of: ${contentActions.join(', ')}`), ...actionFields })
  .strict()
  .superRefine(actionRules);
export type ContentModerationBody = z.input<typeof contentModerationBody>;

export const moderationAuthor = z.object({ _id: z.string(), username: z.string().nullable(), name: z.string(), avatar: z.string() });
export type ModerationAuthor = z.infer<typeof moderationAuthor>;

/** A reported or browsed item as admins see it: what it is, its media, where it lives and who made it. */
export const moderatedItem = z.object({
  kind: z.enum([...moderatedKinds, 'performer']),
  _id: z.string(),
  title: z.string(),
  /** The first words of its text. */
  excerpt: z.string(),
  /** Media links (admins may see every item's media). */
  thumbnails: z.array(z.string()),
  /** The page that shows it, when it has one. */
  link: z.string().nullable(),
  moderation: z.enum(moderationStates),
  author: moderationAuthor.nullable(),
  reportCount: z.number().int(),
  openReportCount: z.number().int(),
  createdAt: z.string(),
});
export type ModeratedItem = z.infer<typeof moderatedItem>;

/** What the content action did: the item as it is now, the reports it closed and the buyers refunded. */
export const moderationResult = z.object({ item: moderatedItem, closedReports: z.number().int(), refundedBuyers: z.number().int() });
export type ModerationResult = z.infer<typeof moderationResult>;

/** GET /admin/reports items: the report, its reporter, what was done and the item in place. */
export const moderationReport = adminReport.extend({
  resolution: z.enum(reportResolutions).nullable(),
  resolutionNote: z.string(),
  resolvedBy: moderationAuthor.nullable(),
  resolvedAt: z.string().nullable(),
  /** null when the item no longer exists. */
  item: moderatedItem.nullable(),
});
export type ModerationReport = z.infer<typeof moderationReport>;

/** The answer of resolving a report: the report as the queue shows it now, and how many others closed with it. */
export const resolveReportResult = z.object({ report: moderationReport, closedReports: z.number().int(), refundedBuyers: z.number().int() });
export type ResolveReportResult = z.infer<typeof resolveReportResult>;

/** GET /admin/content: newest first. */
export const adminContentSortKeys = sortableBy();
export const adminContentQuery = pagedQuery(adminContentSortKeys).extend({
  kind: z.enum(moderatedKinds, `kind must be one of: ${moderatedKinds.join(', ')}`).default('feed'),
  q: z.string().trim().max(100, 'q can be at most 100 characters').optional(),
  moderation: z.enum(moderationStates, `moderation must be one of: ${moderationStates.join(', ')}`).optional(),
  performerId: z.uuid('performerId must be a valid id').optional(),
  reported: z.enum(['true', 'false'], 'reported must be true or false').optional(),
});
export type AdminContentFilters = z.infer<typeof adminContentQuery>;
