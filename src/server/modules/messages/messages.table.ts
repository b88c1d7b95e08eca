import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, partOf, timestamps, moderation } from '../../db/columns';
import { users } from '../users/users.table';
import { userRef } from '../../db/user-columns';

/**
 * A conversation. A private one joins one fan and one performer; public ones and the chat of a live session
 * (type 'stream', one per session) belong to a performer alone. Each side's unread count lives on the row: a private
 * conversation has exactly two participants, so no participants table is needed.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    /** src/contracts/messages.ts conversationTypes */
    type: text('type', { enum: ['private', 'public', 'stream'] }).notNull().default('private'),
    performerId: userRef('performer_id'),
    /** The fan side of a private conversation; null for public and stream ones. */
    fanId: uuid('fan_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The two user ids in sorted order: one private conversation per pair, whichever side started it. */
    pairKey: text('pair_key'),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastSenderId: uuid('last_sender_id'),
    performerUnread: integer('performer_unread').notNull().default(0),
    fanUnread: integer('fan_unread').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.pairKey),
    index('conversations_performer_idx').on(t.performerId, t.updatedAt),
    index('conversations_fan_idx').on(t.fanId, t.updatedAt),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: partOf('conversation_id', () => conversations.id),
    senderId: userRef('sender_id'),
    /** src/contracts/messages.ts messageTypes */
    type: text('type').notNull(),
    text: text('text').notNull().default(''),
    /** Uploaded message-photo / message-video media files, in the order sent. */
    fileIds: uuid('file_ids').array().notNull().default([]),
    /** Minor units; a pay-per-view message's price, else null. */
    price: integer('price'),
    /** Minor units; a tip message's amount (written by the server with the tip's charge), else null. */
    amount: integer('amount'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    moderation: moderation(),
    ...timestamps(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    // Only the server writes tips (with their charge): a tip always carries its amount, nothing else does.
    check('messages_tip_has_amount', sql`(${t.type} = 'tip') = (${t.amount} is not null) and (${t.amount} is null or ${t.amount} > 0)`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
