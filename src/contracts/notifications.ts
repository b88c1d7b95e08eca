// In-app notifications: what happened that concerns a user, kept for the notification centre, pushed live to
// their open pages, and the per-kind choice of also getting an email (docs/notifications.md).
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { publicUser } from './users';

/**
 * Every kind the server produces. Creators hear about their audience and money, fans about the creators they
 * follow or subscribe to and about what they bought; everyone about replies, messages and their own account.
 */
export const notificationKinds = [
  'subscriber',
  'renewal',
  'tip',
  'purchase',
  'comment',
  'reply',
  'like',
  'message',
  'new-post',
  'live',
  'order-status',
  'payout-status',
  'verification',
  'moderation',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What a notification points at, so the client can link to it. */
export const notificationTargetTypes = ['performer', 'feed', 'video', 'gallery', 'product', 'comment', 'conversation', 'stream', 'order', 'payout', 'subscription'] as const;
export type NotificationTargetType = (typeof notificationTargetTypes)[number];

export const notification = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  /** One sentence for people, written by the server ("Mia subscribed to you"). */
  text: z.string(),
  /** Who caused it, when a person did (null for the site's own news: a payout paid, a verification result). */
  actor: publicUser.nullable(),
  targetType: z.enum(notificationTargetTypes).nullable(),
  targetId: z.string().nullable(),
  /** The page the notification opens, relative to the site (null when there is nothing to open). */
  link: z.string().nullable(),
  /** Money it is about, in currency units (a tip, a sale), else null. */
  amount: z.number().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** GET /notifications: newest first; `unread=true` lists only the unread ones. */
export const notificationListQuery = pagedQuery(sortableBy()).extend({
  unread: z.enum(['true', 'false'], { error: () => 'unread must be true or false' }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** GET /notifications/unread-count */
export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** The most ids one POST /notifications/read may name. */
export const MAX_READ_IDS = 100;

/** POST /notifications/read: the ids to mark read, or `all: true` for every one. */
export const markReadBody = z
  .union([
    z
      .object({
        ids: z
          .array(z.uuid('ids must be notification ids'))
          .min(1, 'Name at least one notification, or send all: true')
          .max(MAX_READ_IDS, `At most ${MAX_READ_IDS} notifications at once; send all: true for every one`),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: () => 'all must be true' }) }).strict(),
  ], { error: () => 'Send ids (a list of notification ids) or all: true' });
export type MarkReadBody = z.infer<typeof markReadBody>;
/** What POST /notifications/read answers: how many it marked now and how many stay unread. */
export const markReadResult = z.object({ marked: z.number().int(), unread: z.number().int() });

/**
 * The kinds that also send an email, each of which a user may switch off. The others are in-app only (a like,
 * a comment, a message, a new post would flood an inbox), so they have no email setting to show.
 */
export const emailedKinds = ['subscriber', 'renewal', 'tip', 'purchase', 'live', 'order-status', 'payout-status', 'verification'] as const satisfies readonly NotificationKind[];
export type EmailedKind = (typeof emailedKinds)[number];

/** Email on or off per emailed kind: every one is present in an answer (on unless switched off). */
export const emailPreferences = z.object(Object.fromEntries(emailedKinds.map((k) => [k, z.boolean()])) as Record<EmailedKind, z.ZodBoolean>);
export type EmailPreferences = z.infer<typeof emailPreferences>;

/** GET and PUT /notifications/preferences. */
export const notificationPreferences = z.object({ email: emailPreferences });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** PUT /notifications/preferences: the kinds to change (others keep their setting). */
export const updateNotificationPreferencesBody = z
  .object({ email: emailPreferences.partial().strict().refine((e) => Object.keys(e).length > 0, 'Name at least one kind to change') })
  .strict();
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;
