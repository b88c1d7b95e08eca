import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from '../../ledger/ledger.table';
import { streamSessions } from '../streams.table';
import { createdAt, partOf } from '../../../db/columns';

/**
 * A private show's running state: one row per accepted show, written in the transaction that accepts it.
 * The performer's heartbeat is the session's last_heartbeat_at; the fan's is kept here. Minutes 0 to
 * billed_minutes - 1 are paid; the billing tick moves billed_minutes on in the transaction that charges the
 * next minute. Amounts are integer minor units.
 */
export const privateShows = pgTable(
  'private_shows',
  {
    streamId: uuid('stream_id')
      .primaryKey()
      .references(() => streamSessions.id, { onDelete: 'cascade' }),
    /** The fan's last sign of life (socket or HTTP heartbeat). */
    fanHeartbeatAt: timestamp('fan_heartbeat_at', { withTimezone: true }).notNull(),
    /** How many minutes are paid: the next minute to bill has this index. */
    billedMinutes: integer('billed_minutes').notNull().default(0),
    /** What the fan has paid for the show so far. */
    charged: integer('charged').notNull().default(0),
    /** The minute the fan was warned their wallet cannot pay; null until a warning is sent. */
    warnedMinute: integer('warned_minute'),
    createdAt: createdAt(),
  },
  (t) => [check('private_shows_billing_not_negative', sql`${t.billedMinutes} >= 0 and ${t.charged} >= 0`)],
);

/**
 * Each minute of a private show charged, once: the key (session, minute) is the database's own guarantee
 * that no minute is paid twice, however many nodes bill at once. Written with the minute's ledger
 * transaction and earning.
 */
export const privateShowMinutes = pgTable(
  'private_show_minutes',
  {
    streamId: partOf('stream_id', () => streamSessions.id),
    /** 0 is charged when the performer accepts; minute n when n minutes have passed since. */
    minute: integer('minute').notNull(),
    amount: integer('amount').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'private_show_minutes_pkey', columns: [t.streamId, t.minute] }),
    uniqueIndex('private_show_minutes_transaction_key').on(t.transactionId),
    check('private_show_minutes_valid', sql`${t.minute} >= 0 and ${t.amount} > 0`),
  ],
);

export type PrivateShowRow = typeof privateShows.$inferSelect;
export type PrivateShowMinuteRow = typeof privateShowMinutes.$inferSelect;
