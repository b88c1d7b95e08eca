import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../users/users.table';
import { createdAt } from '../../../db/columns';

/**
 * A performer's stream key for streaming software (OBS and the like, over RTMP): one per performer, replaced
 * whole when they make a new one. The key itself is shown once and never stored: `key_id` is its public part,
 * used to find the row, and `secret_hash` the SHA-256 of its secret part, compared in constant time.
 *
 * `rtmp_stream_id` and `rtmp_alive_until` say that a publish with this key is feeding that session on some app
 * node; the node renews it while the publish lasts and clears it at the end. A browser publishing the same
 * session from another node reads it (one publisher per session). A node that died leaves it to expire.
 */
export const streamKeys = pgTable(
  'stream_keys',
  {
    performerId: uuid('performer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyId: text('key_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The key's last four characters, so the performer can tell which key their software holds. */
    lastFour: text('last_four').notNull(),
    createdAt: createdAt(),
    /** Not a foreign key: a lease that outlives its session (until it expires) is harmless, and is never read for it. */
    rtmpStreamId: uuid('rtmp_stream_id'),
    rtmpAliveUntil: timestamp('rtmp_alive_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stream_keys_key_id_key').on(t.keyId),
    check('stream_keys_rtmp_together', sql`(${t.rtmpStreamId} is null) = (${t.rtmpAliveUntil} is null)`),
  ],
);

export type StreamKeyRow = typeof streamKeys.$inferSelect;
