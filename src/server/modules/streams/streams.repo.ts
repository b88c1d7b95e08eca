// The only place stream_sessions rows are read and written (private shows' requests, acceptance and
// billing excepted: private/private-shows.repo.ts), and the one place performers.is_streaming is set: from
// the sessions themselves, in the transaction that changed them.
import { and, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { PRIVATE_HEARTBEAT_TIMEOUT_SECONDS, type streamSortKeys } from '@/contracts/streams';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor } from '../performers/performer-visibility.repo';
import { likePattern } from '../performers/performers.repo';
import { performers } from '../performers/performers.table';
import { users } from '../users/users.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { aboutTheSale } from '../wallet-charges/sale-items.repo';
import { chargeStateOf, type ChargeStateColumns } from '../wallet-charges/wallet-charges.repo';
import { streamSessions, type NewStreamSessionRow, type StreamSessionRow } from './streams.table';
import { firstOrNull, selectPage } from '../../db/select';

export type StreamSortKey = (typeof streamSortKeys)[number];
export type StreamPatch = Partial<Pick<StreamSessionRow, 'title' | 'description' | 'price' | 'conversationId'>>;

/** The partial unique index that keeps a performer to one session on air. */
const ON_AIR_KEY = 'stream_sessions_one_on_air_key';

/** Thrown by `insert` when the performer already has a session pending or live. */
export class AlreadyOnAir extends Error {
  constructor() {
    super('The performer already has a session on air.');
    this.name = 'AlreadyOnAir';
  }
}

/** Postgres reports the unique violation (23505) of the index, wrapped by Drizzle. */
function isOnAirViolation(e: unknown): boolean {
  for (let err: unknown = e; err && typeof err === 'object'; err = (err as { cause?: unknown }).cause) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    if (code === '23505') return constraint === ON_AIR_KEY || (err as Error).message?.includes(ON_AIR_KEY);
  }
  return false;
}

const onAir = () => inArray(streamSessions.status, ['pending', 'live']);
/** What the one-on-air index holds: a live session, or a pending one that is not a fan's private request. */
const holdsTheAir = () => sql`(${streamSessions.status} = 'live' or (${streamSessions.status} = 'pending' and ${streamSessions.type} <> 'private'))`;

const SORT_COLUMNS: SortColumns<StreamSortKey> = {
  startedAt: streamSessions.startedAt,
  viewerCount: streamSessions.viewerCount,
  createdAt: streamSessions.createdAt,
  updatedAt: streamSessions.updatedAt,
};

export interface LiveFilters {
  q?: string;
  type?: 'public' | 'group';
}

export function createStreamsRepo(db: DbOrTx) {
  return {
    async find(id: string): Promise<StreamSessionRow | null> {
      return firstOrNull(db.select().from(streamSessions).where(eq(streamSessions.id, id)));
    },

    /** Inside a purchase: the row, held against a concurrent end until the purchase commits. */
    async findForSale(id: string): Promise<StreamSessionRow | null> {
      const [row] = await db.select().from(streamSessions).where(eq(streamSessions.id, id)).limit(1).for('share');
      return row ?? null;
    },

    /**
     * A ticket purchase's one read: the session (held against a concurrent end until the purchase commits;
     * private shows are never sold as tickets, so never held here), whether its performer is visible to the
     * buyer acting as a fan, whether the buyer subscribes to them or holds the ticket already, and the
     * performer's own commission; and with them the charge's own state (`state`: chargeStateColumns).
     */
    async findForTicketSale(buyer: Viewer & { userId: string }, id: string, state: ChargeStateColumns, now = new Date()) {
      const [row] = await db
        .select({
          session: streamSessions,
          ...aboutTheSale(buyer, 'stream', id),
          ...state,
          subscribed: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${buyer.userId} and ${subscriptions.performerId} = ${streamSessions.performerId} and ${subscriptions.expiredAt} > ${now})`.mapWith(
            Boolean,
          ),
        })
        .from(streamSessions)
        .innerJoin(users, eq(users.id, streamSessions.performerId))
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(and(eq(streamSessions.id, id), ne(streamSessions.type, 'private')))
        .limit(1)
        .for('share', { of: streamSessions });
      if (!row) return null;
      const { session, visibleToBuyer, alreadyBought, commissionOverride, subscribed } = row;
      return { found: { session, visibleToBuyer, alreadyBought, commissionOverride, subscribed }, state: chargeStateOf(row) };
    },

    /** The performer's session on air, if any (there is at most one; private requests waiting are not on air). */
    async findOnAir(performerId: string): Promise<StreamSessionRow | null> {
      return firstOrNull(db.select().from(streamSessions).where(and(eq(streamSessions.performerId, performerId), holdsTheAir())));
    },

    /** A new session; AlreadyOnAir when the performer has one on air (the database decides, races included). */
    async insert(row: NewStreamSessionRow): Promise<StreamSessionRow> {
      try {
        const [created] = await db.insert(streamSessions).values(row).returning();
        return created;
      } catch (e) {
        if (isOnAirViolation(e)) throw new AlreadyOnAir();
        throw e;
      }
    },

    /** Changes a session not yet ended; null when it has ended (or does not exist). */
    async updateOnAir(id: string, patch: StreamPatch, now: Date): Promise<StreamSessionRow | null> {
      const [row] = await db
        .update(streamSessions)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(streamSessions.id, id), onAir()))
        .returning();
      return row ?? null;
    },

    /**
     * The session a chat conversation belongs to: the performer's session on air linked to it, else the latest
     * linked one (a chat the performer linked again to a new session belongs to that one).
     */
    async findByConversation(performerId: string, conversationId: string): Promise<StreamSessionRow | null> {
      return firstOrNull(
        db
          .select()
          .from(streamSessions)
          .where(and(eq(streamSessions.performerId, performerId), eq(streamSessions.conversationId, conversationId)))
          .orderBy(sql`${streamSessions.status} = 'ended'`, desc(streamSessions.createdAt))
      );
    },

    /**
     * Inside a tip: the row, held against a concurrent end, edit or other tip until the tip commits. Taken as
     * the tip's first lock (before the wallets), the strength an update takes, so two tips in one session wait
     * for each other instead of deadlocking.
     */
    async findForTip(id: string): Promise<StreamSessionRow | null> {
      const [row] = await db.select().from(streamSessions).where(eq(streamSessions.id, id)).limit(1).for('no key update');
      return row ?? null;
    },

    /** Adds a tip to the session's total; answers the new total. Not a change of the session's details: updated_at stays. */
    async addTip(id: string, amount: number): Promise<number> {
      const [row] = await db
        .update(streamSessions)
        .set({ tipTotal: sql`${streamSessions.tipTotal} + ${amount}`, updatedAt: sql`${streamSessions.updatedAt}` })
        .where(eq(streamSessions.id, id))
        .returning({ tipTotal: streamSessions.tipTotal });
      return row.tipTotal;
    },

    /** The viewers counted by the realtime server, stored while the session is live (updated_at stays). */
    async setViewerCount(id: string, count: number): Promise<boolean> {
      const rows = await db
        .update(streamSessions)
        .set({ viewerCount: count, updatedAt: sql`${streamSessions.updatedAt}` })
        .where(and(eq(streamSessions.id, id), eq(streamSessions.status, 'live')))
        .returning({ id: streamSessions.id });
      return rows.length > 0;
    },

    /** Links a chat only to a session that has none yet; false when another one got there first. */
    async linkConversationIfUnset(id: string, conversationId: string): Promise<boolean> {
      const rows = await db
        .update(streamSessions)
        .set({ conversationId, updatedAt: sql`${streamSessions.updatedAt}` })
        .where(and(eq(streamSessions.id, id), isNull(streamSessions.conversationId)))
        .returning({ id: streamSessions.id });
      return rows.length > 0;
    },

    /** Links the session's chat conversation (whatever the session's state). */
    async setConversation(id: string, conversationId: string | null): Promise<StreamSessionRow | null> {
      const [row] = await db.update(streamSessions).set({ conversationId, updatedAt: new Date() }).where(eq(streamSessions.id, id)).returning();
      return row ?? null;
    },

    /**
     * The publisher's heartbeat on its own live session: the time of life and the seconds on air. It is not a
     * change of the session's details, so updated_at stays.
     */
    async heartbeat(id: string, performerId: string, duration: number, now: Date): Promise<StreamSessionRow | null> {
      const [row] = await db
        .update(streamSessions)
        .set({ lastHeartbeatAt: now, duration, updatedAt: sql`${streamSessions.updatedAt}` })
        .where(
          and(
            eq(streamSessions.id, id),
            eq(streamSessions.performerId, performerId),
            eq(streamSessions.status, 'live'),
            // A private show whose performer side is already past its timeout has ended in all but the tick's
            // update: a late heartbeat must not bring it back.
            or(ne(streamSessions.type, 'private'), gt(streamSessions.lastHeartbeatAt, new Date(now.getTime() - PRIVATE_HEARTBEAT_TIMEOUT_SECONDS * 1000))),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Ends the session if it has not ended; with `staleBefore`, only if it is live and its last heartbeat is
     * older. Null when nothing changed, so ending twice (or two nodes sweeping at once) ends it once.
     */
    async end(id: string, reason: NonNullable<StreamSessionRow['endReason']>, now: Date, staleBefore?: Date): Promise<StreamSessionRow | null> {
      const conditions: SQL[] = [eq(streamSessions.id, id), ne(streamSessions.status, 'ended')];
      if (staleBefore) conditions.push(eq(streamSessions.status, 'live'), lt(streamSessions.lastHeartbeatAt, staleBefore));
      const [row] = await db
        .update(streamSessions)
        .set({ status: 'ended', endedAt: now, endReason: reason, updatedAt: now })
        .where(and(...conditions))
        .returning();
      return row ?? null;
    },

    /** Live sessions whose last heartbeat is older than `before`, oldest first (private shows have their own tick). */
    async staleLive(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: streamSessions.id })
        .from(streamSessions)
        .where(and(eq(streamSessions.status, 'live'), ne(streamSessions.type, 'private'), lt(streamSessions.lastHeartbeatAt, before)))
        .orderBy(streamSessions.lastHeartbeatAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * performers.is_streaming from the sessions: true while a public or group session of theirs is live
     * (a private show is not something others can join). Run in the transaction that changed a session, so
     * the flag and the sessions always agree. Going live is not a change of the profile: updated_at stays.
     */
    async syncIsStreaming(performerId: string): Promise<void> {
      const live = sql<boolean>`exists (select 1 from ${streamSessions} where ${streamSessions.performerId} = ${performerId} and ${streamSessions.status} = 'live' and ${streamSessions.type} <> 'private')`;
      await db
        .update(performers)
        .set({ isStreaming: live, updatedAt: sql`${performers.updatedAt}` })
        .where(eq(performers.userId, performerId));
    },

    async verificationOf(performerId: string): Promise<PerformerVerification | null> {
      const [row] = await db.select({ status: performers.verificationStatus }).from(performers).where(eq(performers.userId, performerId)).limit(1);
      return row?.status ?? null;
    },

    /** Public and group sessions live now, of performers listed for the viewer (discovery's rule). */
    async searchLive(viewer: Viewer, filters: LiveFilters, page: Page<StreamSortKey>): Promise<{ rows: StreamSessionRow[]; total: number }> {
      const conditions: SQL[] = [eq(streamSessions.status, 'live'), inArray(streamSessions.type, ['public', 'group']), listedFor(viewer)];
      if (filters.type) conditions.push(eq(streamSessions.type, filters.type));
      if (filters.q) {
        const pattern = likePattern(filters.q);
        conditions.push(or(ilike(users.name, pattern), sql`${users.username}::text ilike ${pattern}`)!);
      }
      const where = and(...conditions)!;
      const query = db
        .select({ stream: streamSessions })
        .from(streamSessions)
        .innerJoin(users, eq(users.id, streamSessions.performerId))
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(where);
      const { rows, total } = await selectPage(db, query.$dynamic(), orderOf(page, SORT_COLUMNS, streamSessions.id), page);
      return { rows: rows.map((r) => r.stream), total };
    },
  };
}
export type StreamsRepo = ReturnType<typeof createStreamsRepo>;
export type PerformerVerification = (typeof performers.verificationStatus.enumValues)[number];
