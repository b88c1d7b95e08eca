// The only place stream_keys rows are read and written.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { performers } from '../../performers/performers.table';
import { users } from '../../users/users.table';
import { streamKeys, type StreamKeyRow } from './stream-keys.table';
import { firstOrNull } from '../../../db/select';

/** A key's row with what decides whether its performer may broadcast. */
export interface StreamKeyHolder {
  row: StreamKeyRow;
  active: boolean;
  isPerformer: boolean;
  verification: 'pending' | 'verified' | 'rejected' | null;
}

export function createStreamKeysRepo(db: DbOrTx) {
  return {
    async ofPerformer(performerId: string): Promise<StreamKeyRow | null> {
      return firstOrNull(db.select().from(streamKeys).where(eq(streamKeys.performerId, performerId)));
    },

    async holderOf(keyId: string): Promise<StreamKeyHolder | null> {
      const [found] = await db
        .select({ row: streamKeys, status: users.status, isPerformer: users.isPerformer, verification: performers.verificationStatus })
        .from(streamKeys)
        .innerJoin(users, eq(users.id, streamKeys.performerId))
        .leftJoin(performers, eq(performers.userId, streamKeys.performerId))
        .where(eq(streamKeys.keyId, keyId))
        .limit(1);
      return found ? { row: found.row, active: found.status === 'active', isPerformer: found.isPerformer, verification: found.verification } : null;
    },

    /** The performer's key, made or replaced whole (a lease held by a publish stays until that publish lets go). */
    async replace(row: Pick<StreamKeyRow, 'performerId' | 'keyId' | 'secretHash' | 'lastFour' | 'createdAt'>): Promise<StreamKeyRow> {
      const { keyId, secretHash, lastFour, createdAt } = row;
      const [saved] = await db
        .insert(streamKeys)
        .values(row)
        .onConflictDoUpdate({ target: streamKeys.performerId, set: { keyId, secretHash, lastFour, createdAt } })
        .returning();
      return saved!;
    },

    async hold(performerId: string, streamId: string, until: Date): Promise<void> {
      await db.update(streamKeys).set({ rtmpStreamId: streamId, rtmpAliveUntil: until }).where(eq(streamKeys.performerId, performerId));
    },

    /** Lets go of the lease if this session still holds it (a newer publish may have taken it). */
    async release(performerId: string, streamId: string): Promise<void> {
      await db
        .update(streamKeys)
        .set({ rtmpStreamId: null, rtmpAliveUntil: null })
        .where(and(eq(streamKeys.performerId, performerId), eq(streamKeys.rtmpStreamId, streamId)));
    },

    async heldFor(streamId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(streamKeys)
        .where(and(eq(streamKeys.rtmpStreamId, streamId), gt(streamKeys.rtmpAliveUntil, now)))
        .limit(1);
      return !!row;
    },
  };
}
export type StreamKeysRepo = ReturnType<typeof createStreamKeysRepo>;
