import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { conversations } from '../messages/messages.table';
import { users } from '../users/users.table';
import { userRef } from '../../db/user-columns';

/**
 * A performer's live session. Prices are integer minor units. The partial unique index is the one rule
 * that keeps a performer to one session on air at a time (live, or pending unless it is a private show's
 * request), however many requests race. A performer may have several private requests waiting, one per fan.
 */
export const streamSessions = pgTable(
  'stream_sessions',
  {
    id: id(),
    performerId: userRef('performer_id'),
    /** src/contracts/streams.ts streamTypes */
    type: text('type', { enum: ['public', 'group', 'private'] }).notNull().default('public'),
    /** src/contracts/streams.ts streamStatuses */
    status: text('status', { enum: ['pending', 'live', 'ended'] }).notNull().default('live'),
    /** The one fan of a private show; null for public and group sessions. */
    fanId: uuid('fan_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Public: paid once on top of the subscription (0 = included). Group: the ticket. Private: 0. */
    price: integer('price').notNull().default(0),
    /** Private shows: what each minute costs the fan. */
    pricePerMinute: integer('price_per_minute'),
    keepRecording: boolean('keep_recording').notNull().default(false),
    /** The session's chat conversation, made by the chat when it opens one. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    viewerCount: integer('viewer_count').notNull().default(0),
    tipTotal: integer('tip_total').notNull().default(0),
    /** Seconds on air, as the publisher's last heartbeat reported it. */
    duration: integer('duration').notNull().default(0),
    /** The publisher's last sign of life; a live session silent for HEARTBEAT_TIMEOUT_SECONDS is ended. */
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** src/contracts/streams.ts streamEndReasons */
    endReason: text('end_reason', { enum: ['performer', 'admin', 'heartbeat', 'funds', 'fan', 'declined', 'expired'] }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stream_sessions_one_on_air_key').on(t.performerId).where(sql`status = 'live' or (status = 'pending' and type <> 'private')`),
    // A fan has one private request waiting per performer; the tick finds requests to expire and shows to bill.
    uniqueIndex('stream_sessions_one_request_key').on(t.performerId, t.fanId).where(sql`status = 'pending' and type = 'private'`),
    index('stream_sessions_private_pending_idx').on(t.createdAt).where(sql`status = 'pending' and type = 'private'`),
    index('stream_sessions_private_live_idx').on(t.startedAt).where(sql`status = 'live' and type = 'private'`),
    index('stream_sessions_performer_idx').on(t.performerId, t.createdAt),
    index('stream_sessions_live_idx').on(t.lastHeartbeatAt).where(sql`status = 'live'`),
    check('stream_sessions_price_not_negative', sql`${t.price} >= 0 and (${t.pricePerMinute} is null or ${t.pricePerMinute} > 0)`),
    check('stream_sessions_private_has_fan', sql`(${t.type} = 'private') = (${t.fanId} is not null)`),
    check('stream_sessions_ended_has_time', sql`(${t.status} = 'ended') = (${t.endedAt} is not null)`),
    check('stream_sessions_live_has_start', sql`${t.status} <> 'live' or ${t.startedAt} is not null`),
  ],
);

export type StreamSessionRow = typeof streamSessions.$inferSelect;
export type NewStreamSessionRow = typeof streamSessions.$inferInsert;
