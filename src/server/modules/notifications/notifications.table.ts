import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { emailedKinds, notificationKinds, notificationTargetTypes } from '../../../contracts/notifications';
import { createdAt, id } from '../../db/columns';
import { userRef } from '../../db/user-columns';
import { users } from '../users/users.table';

/**
 * Something that happened and concerns `user_id`: the notification centre lists them newest first and counts the
 * unread ones. The text is written when it happens (a renamed actor keeps the old name there, as a sent email
 * would); the actor's current name and picture come with the list.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef('user_id'),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    /** Who caused it; null for the site's own news, and when that account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: notificationTargetTypes }),
    targetId: uuid('target_id'),
    link: text('link'),
    text: text('text').notNull(),
    /** Minor units, for a tip or a sale. */
    amount: bigint('amount', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count reads only the unread rows.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A user's email choice for one emailed kind; a kind without a row emails. */
export const notificationEmailSettings = pgTable(
  'notification_email_settings',
  {
    userId: userRef('user_id'),
    kind: text('kind', { enum: emailedKinds }).notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
