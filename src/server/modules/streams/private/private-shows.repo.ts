// Private shows in the database: the fan's request (a pending stream_sessions row of type private), its
// acceptance, the billing state (private_shows, private_show_minutes), the heartbeats of both sides, and
// the conditional updates that end requests and shows. Every end here is one conditional update, so two
// nodes doing the same work end a row once.
import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  PRIVATE_HEARTBEAT_TIMEOUT_SECONDS,
  PRIVATE_MINUTE_SECONDS,
  PRIVATE_REQUEST_SECONDS,
  type privateRequestSortKeys,
  type StreamEndReason,
} from '@/contracts/streams';
import type { DbOrTx } from '../../../db/client';
import { orderOf, type SortColumns } from '../../../db/order';
import type { Page } from '../../../http/paging';
import type { Viewer } from '../../performers/performer-visibility';
import { listedFor } from '../../performers/performer-visibility.repo';
import { performers } from '../../performers/performers.table';
import { users } from '../../users/users.table';
import { streamSessions, type StreamSessionRow } from '../streams.table';
import { privateShowMinutes, privateShows, type PrivateShowRow } from './private-shows.table';
import { firstOrNull, selectPage } from '../../../db/select';

export type PrivateRequestSortKey = (typeof privateRequestSortKeys)[number];

/** A running show as the billing tick and the relay read it: the session and its billing state. */
export interface ShowState {
  session: StreamSessionRow;
  show: PrivateShowRow;
}

/** The fan already has a request waiting for this performer (the partial unique index decided). */
export class RequestAlreadyOpen extends Error {
  constructor() {
    super('The fan already has a request open with this performer.');
    this.name = 'RequestAlreadyOpen';
  }
}

/** The performer already has a session on air (the one-on-air index decided). */
export class PerformerOnAir extends Error {
  constructor() {
    super('The performer already has a session on air.');
    this.name = 'PerformerOnAir';
  }
}

/** Postgres's unique violation (23505) of `constraint`, wrapped by Drizzle or not. */
function violates(e: unknown, constraint: string): boolean {
  for (let err: unknown = e; err && typeof err === 'object'; err = (err as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = err as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return name === constraint || !!message?.includes(constraint);
  }
  return false;
}

const SECOND = sql`interval '1 second'`;
/** A moment as a query parameter (sent as text, so every driver reads it the same way). */
const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const isPrivate = () => eq(streamSessions.type, 'private');
/** When the show stops running unless a heartbeat comes: the least recent side's last heartbeat, plus the timeout. */
export const deadlineSql = sql`least(${streamSessions.lastHeartbeatAt}, ${privateShows.fanHeartbeatAt}) + ${PRIVATE_HEARTBEAT_TIMEOUT_SECONDS} * ${SECOND}`;
/** When the next unpaid minute starts. */
const nextMinuteSql = sql`${streamSessions.startedAt} + ${privateShows.billedMinutes} * ${PRIVATE_MINUTE_SECONDS} * ${SECOND}`;

const SORT_COLUMNS: SortColumns<PrivateRequestSortKey> = { createdAt: streamSessions.createdAt, updatedAt: streamSessions.updatedAt };

export function createPrivateShowsRepo(db: DbOrTx) {
  return {
    /**
     * The minute price of a performer the fan may see (verified, active, not blocking the fan or their country),
     * as a fan: an admin asking sees no more than anyone. Null when hidden or unknown; price null when they offer none.
     */
    async offerOf(performerId: string, fan: Viewer): Promise<{ price: number | null } | null> {
      return firstOrNull(
        db
          .select({ price: performers.privateShowPrice })
          .from(users)
          .innerJoin(performers, eq(performers.userId, users.id))
          .where(and(eq(users.id, performerId), listedFor({ ...fan, isAdmin: false })))
      );
    },

    async walletOf(userId: string): Promise<number> {
      const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.balance ?? 0;
    },

    async find(id: string): Promise<StreamSessionRow | null> {
      return firstOrNull(db.select().from(streamSessions).where(eq(streamSessions.id, id)));
    },

    /** The session and its billing state (null for a request not accepted yet). */
    async findState(id: string): Promise<{ session: StreamSessionRow; show: PrivateShowRow | null } | null> {
      return firstOrNull(db.select({ session: streamSessions, show: privateShows }).from(streamSessions).leftJoin(privateShows, eq(privateShows.streamId, streamSessions.id)).where(eq(streamSessions.id, id)));
    },

    /** A running show of this fan with this performer, if any. */
    async runningShowOf(performerId: string, fanId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: streamSessions.id })
        .from(streamSessions)
        .where(and(eq(streamSessions.performerId, performerId), eq(streamSessions.fanId, fanId), isPrivate(), eq(streamSessions.status, 'live')))
        .limit(1);
      return row?.id ?? null;
    },

    /** A new request; RequestAlreadyOpen when this fan has one waiting for this performer (races included). */
    async insertRequest(req: { performerId: string; fanId: string; pricePerMinute: number; at: Date }): Promise<StreamSessionRow> {
      try {
        const [row] = await db
          .insert(streamSessions)
          .values({
            performerId: req.performerId,
            fanId: req.fanId,
            type: 'private',
            status: 'pending',
            title: 'Private show',
            pricePerMinute: req.pricePerMinute,
            lastHeartbeatAt: req.at,
            createdAt: req.at,
            updatedAt: req.at,
          })
          .returning();
        return row;
      } catch (e) {
        if (violates(e, 'stream_sessions_one_request_key')) throw new RequestAlreadyOpen();
        throw e;
      }
    },

    /** The performer's requests still waiting at `at` (made less than PRIVATE_REQUEST_SECONDS before). */
    async openRequests(performerId: string, at: Date, page: Page<PrivateRequestSortKey>): Promise<{ rows: StreamSessionRow[]; total: number }> {
      const where = and(
        eq(streamSessions.performerId, performerId),
        isPrivate(),
        eq(streamSessions.status, 'pending'),
        gt(streamSessions.createdAt, new Date(at.getTime() - PRIVATE_REQUEST_SECONDS * 1000)),
      )!;
      return selectPage(db, db.select().from(streamSessions).where(where).$dynamic(), orderOf(page, SORT_COLUMNS, streamSessions.id), page);
    },

    /**
     * Puts a waiting request on air (inside the accepting transaction); null when it is no longer waiting.
     * PerformerOnAir when the performer has another session on air.
     */
    async goLive(id: string, at: Date): Promise<StreamSessionRow | null> {
      try {
        const [row] = await db
          .update(streamSessions)
          .set({ status: 'live', startedAt: at, lastHeartbeatAt: at, updatedAt: at })
          .where(and(eq(streamSessions.id, id), isPrivate(), eq(streamSessions.status, 'pending')))
          .returning();
        return row ?? null;
      } catch (e) {
        if (violates(e, 'stream_sessions_one_on_air_key')) throw new PerformerOnAir();
        throw e;
      }
    },

    async insertShow(streamId: string, at: Date): Promise<PrivateShowRow> {
      const [row] = await db.insert(privateShows).values({ streamId, fanHeartbeatAt: at, createdAt: at }).returning();
      return row;
    },

    /**
     * Inside the billing transaction: the running show, locked against every other tick, heartbeat and end
     * until the transaction ends. Null when another transaction holds it (it is being billed or ended now:
     * this tick leaves it) or when it is not a running private show.
     */
    async claim(id: string): Promise<ShowState | null> {
      return firstOrNull(
        db
          .select({ session: streamSessions, show: privateShows })
          .from(streamSessions)
          .innerJoin(privateShows, eq(privateShows.streamId, streamSessions.id))
          .where(and(eq(streamSessions.id, id), isPrivate(), eq(streamSessions.status, 'live')))
          .for('update', { skipLocked: true })
      );
    },

    /** Records minute `minute` as paid and moves the show's billing on; false when that minute is not the next one. */
    async recordMinute(streamId: string, minute: number, amount: number, transactionId: string, at: Date): Promise<PrivateShowRow | null> {
      await db.insert(privateShowMinutes).values({ streamId, minute, amount, transactionId, createdAt: at });
      const [row] = await db
        .update(privateShows)
        .set({ billedMinutes: minute + 1, charged: sql`${privateShows.charged} + ${amount}` })
        .where(and(eq(privateShows.streamId, streamId), eq(privateShows.billedMinutes, minute)))
        .returning();
      return row ?? null;
    },

    /** Notes that the fan was warned they cannot pay `minute`; true only the first time, so one warning goes out per minute. */
    async markWarned(streamId: string, minute: number): Promise<boolean> {
      const rows = await db
        .update(privateShows)
        .set({ warnedMinute: minute })
        .where(and(eq(privateShows.streamId, streamId), sql`(${privateShows.warnedMinute} is null or ${privateShows.warnedMinute} < ${minute})`))
        .returning({ streamId: privateShows.streamId });
      return rows.length > 0;
    },

    /** Ends a session that has not ended, at `at`; null when it had ended already. */
    async end(id: string, reason: StreamEndReason, at: Date): Promise<StreamSessionRow | null> {
      const [row] = await db
        .update(streamSessions)
        .set({ status: 'ended', endedAt: at, endReason: reason, updatedAt: at })
        .where(and(eq(streamSessions.id, id), sql`${streamSessions.status} <> 'ended'`))
        .returning();
      return row ?? null;
    },

    /** Ends a request still waiting (declined, withdrawn, refused for funds); null when it is no longer waiting. */
    async endRequest(id: string, reason: StreamEndReason, at: Date): Promise<StreamSessionRow | null> {
      const [row] = await db
        .update(streamSessions)
        .set({ status: 'ended', endedAt: at, endReason: reason, updatedAt: at })
        .where(and(eq(streamSessions.id, id), isPrivate(), eq(streamSessions.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Whether a request made PRIVATE_REQUEST_SECONDS or more before `at` still waits (a read, so an idle tick writes nothing). */
    async anyToExpire(at: Date): Promise<boolean> {
      const cutoff = new Date(at.getTime() - PRIVATE_REQUEST_SECONDS * 1000);
      const [row] = await db
        .select({ id: streamSessions.id })
        .from(streamSessions)
        .where(and(eq(streamSessions.status, 'pending'), isPrivate(), lte(streamSessions.createdAt, cutoff)))
        .limit(1);
      return !!row;
    },

    /**
     * Ends every request made PRIVATE_REQUEST_SECONDS or more before `at` and still waiting, at the moment it
     * expired (reason 'expired'); answers those this call ended.
     */
    async expireRequests(at: Date, limit: number): Promise<StreamSessionRow[]> {
      const cutoff = new Date(at.getTime() - PRIVATE_REQUEST_SECONDS * 1000);
      const waiting = db
        .select({ id: streamSessions.id })
        .from(streamSessions)
        .where(and(eq(streamSessions.status, 'pending'), isPrivate(), lte(streamSessions.createdAt, cutoff)))
        .orderBy(asc(streamSessions.createdAt))
        .limit(limit)
        // Rows another node is expiring (or a performer is answering) right now are left to it: nobody waits.
        .for('update', { skipLocked: true });
      const expiredAt = sql`${streamSessions.createdAt} + ${PRIVATE_REQUEST_SECONDS} * ${SECOND}`;
      return db
        .update(streamSessions)
        .set({ status: 'ended', endedAt: expiredAt, endReason: 'expired', updatedAt: expiredAt })
        .where(and(inArray(streamSessions.id, waiting), eq(streamSessions.status, 'pending')))
        .returning();
    },

    /** Running shows with work at `at`: a minute has started unpaid, or a side has been silent past the timeout. */
    async due(at: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: streamSessions.id })
        .from(streamSessions)
        .innerJoin(privateShows, eq(privateShows.streamId, streamSessions.id))
        .where(and(eq(streamSessions.status, 'live'), isPrivate(), sql`(${nextMinuteSql} <= ${ts(at)} or ${deadlineSql} <= ${ts(at)})`))
        .orderBy(asc(streamSessions.startedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * A participant's heartbeat on a running show, only while it still runs at `at` (a heartbeat after the
     * deadline does not bring an ended show back); a heartbeat that arrives late never moves the time back. The performer's is the session's last_heartbeat_at (with the
     * seconds on air), the fan's is on private_shows. Answers the new deadline, or null when nothing was recorded.
     */
    async heartbeat(id: string, side: 'performer' | 'fan', userId: string, at: Date): Promise<Date | null> {
      const running: SQL = and(
        eq(streamSessions.id, id),
        isPrivate(),
        eq(streamSessions.status, 'live'),
        eq(side === 'performer' ? streamSessions.performerId : streamSessions.fanId, userId),
        sql`${deadlineSql} > ${ts(at)}`,
      )!;
      if (side === 'performer') {
        const [row] = await db
          .update(streamSessions)
          .set({
            lastHeartbeatAt: sql`greatest(${streamSessions.lastHeartbeatAt}, ${ts(at)})`,
            duration: sql`greatest(0, floor(extract(epoch from (${ts(at)} - ${streamSessions.startedAt}))))::int`,
            updatedAt: sql`${streamSessions.updatedAt}`,
          })
          .from(privateShows)
          .where(and(eq(privateShows.streamId, streamSessions.id), running))
          .returning({ deadline: sql<Date>`least(${streamSessions.lastHeartbeatAt}, ${privateShows.fanHeartbeatAt}) + ${PRIVATE_HEARTBEAT_TIMEOUT_SECONDS} * ${SECOND}`.mapWith((v: string | Date) => new Date(v)) });
        return row?.deadline ?? null;
      }
      const [row] = await db
        .update(privateShows)
        .set({ fanHeartbeatAt: sql`greatest(${privateShows.fanHeartbeatAt}, ${ts(at)})` })
        .from(streamSessions)
        .where(and(eq(privateShows.streamId, streamSessions.id), running))
        .returning({ deadline: sql<Date>`least(${streamSessions.lastHeartbeatAt}, ${privateShows.fanHeartbeatAt}) + ${PRIVATE_HEARTBEAT_TIMEOUT_SECONDS} * ${SECOND}`.mapWith((v: string | Date) => new Date(v)) });
      return row?.deadline ?? null;
    },

    /** The minutes charged for a show, in order. */
    async minutesOf(streamId: string) {
      return db.select().from(privateShowMinutes).where(eq(privateShowMinutes.streamId, streamId)).orderBy(asc(privateShowMinutes.minute));
    },
  };
}
export type PrivateShowsRepo = ReturnType<typeof createPrivateShowsRepo>;
