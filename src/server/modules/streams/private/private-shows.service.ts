// Private shows: a fan asks a performer for a show paid by the minute; the performer accepts or declines; a
// request nobody answers expires after PRIVATE_REQUEST_SECONDS. From acceptance the server bills every
// started minute: minute 0 in the transaction that accepts, minute n once n minutes have passed, each one
// exactly once (ledger key and a unique row per show and minute). A show needs heartbeats from both sides
// and ends PRIVATE_HEARTBEAT_TIMEOUT_SECONDS after the last heartbeat of the side heard from least
// recently; it ends for funds at the start of the first minute the wallet cannot pay, a warning going to
// the fan a minute before. Either side ends it with PUT /streaming/live/{id}.
//
// The billing tick runs on every node, every TICK_MS (startTicking). It reads nothing from memory: each
// show is claimed with FOR UPDATE SKIP LOCKED for one minute's charge, so whichever node gets there bills,
// another node's tick skips the show while it is held, and a tick that comes later finds the minute paid.
// Every time a tick uses comes from its argument, so tests run it at any moment without waiting.
import type { List } from '@/contracts/common';
import {
  PRIVATE_HEARTBEAT_TIMEOUT_SECONDS,
  PRIVATE_MINUTE_SECONDS,
  PRIVATE_REQUEST_SECONDS,
  privateRequestSortKeys,
  type IceServersResult,
  type PrivateHeartbeatResult,
  type PrivateRequestsQuery,
  type StreamSession,
} from '@/contracts/streams';
import { fromMinor, plainAmount } from '@/lib/money';
import type { Db, Tx } from '../../../db/client';
import { conflict, notFound, unprocessable } from '../../../http/errors';
import { toPage } from '../../../http/paging';
import type { Log } from '../../../log';
import type { BalanceChanged } from '../../ledger/balance-events';
import { InsufficientFunds } from '../../ledger/ledger.service';
import type { Viewer } from '../../performers/performer-visibility';
import type { Commission } from '../../wallet-charges/commission';
import type { StreamEvents } from '../stream-events';
import type { StreamPresenter } from '../streams.presenter';
import { createStreamsRepo } from '../streams.repo';
import type { StreamSessionRow } from '../streams.table';
import { iceServersFor, type IceConfig } from './ice-servers';
import { chargeMinute, type MinuteCharged } from './private-show-billing';
import type { PrivateShowEvents } from './private-show-events';
import { createPrivateShowsRepo, PerformerOnAir, RequestAlreadyOpen, type ShowState } from './private-shows.repo';
import type { PrivateShowRow } from './private-shows.table';

/** How often each node's tick runs: a minute is charged at most this long after it starts. */
export const TICK_MS = 1000;
/** Requests expired and shows settled per tick at most; the next tick takes the rest. */
const TICK_BATCH = 500;
/** Minutes one show is charged in one tick at most (a show a crashed cluster left unbilled catches up). */
const MINUTES_PER_SETTLE = 120;
/** Signals still pass this long after a minute started unpaid: the tick charges it within a second. */
export const BILLING_GRACE_MS = 5000;

const MINUTE_MS = PRIVATE_MINUTE_SECONDS * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notYourRequest = () => notFound('This private show request does not exist, or is not yours.');
const notYourShow = () => notFound('This private show does not exist, or is not yours.');

/** When a show stops running unless both sides send a heartbeat: the least recent one plus the timeout. */
export function deadlineOf(session: Pick<StreamSessionRow, 'lastHeartbeatAt'>, show: Pick<PrivateShowRow, 'fanHeartbeatAt'>): Date {
  return new Date(Math.min(session.lastHeartbeatAt.getTime(), show.fanHeartbeatAt.getTime()) + PRIVATE_HEARTBEAT_TIMEOUT_SECONDS * 1000);
}

/** When minute `minute` of a show starts. */
export const minuteStart = (session: Pick<StreamSessionRow, 'startedAt'>, minute: number) => new Date(session.startedAt!.getTime() + minute * MINUTE_MS);

/**
 * Whom `userId`'s signal for this show goes to at `at`: the other participant of a show that is accepted
 * (live), funded (its current minute is paid, or started less than BILLING_GRACE_MS ago) and running (both
 * sides heard from within the timeout). Null otherwise: the signal is dropped.
 */
export function relayTarget(state: ShowState, userId: string, at: Date): string | null {
  const { session, show } = state;
  if (session.type !== 'private' || session.status !== 'live' || !session.startedAt) return null;
  const other = session.performerId === userId ? session.fanId : session.fanId === userId ? session.performerId : null;
  if (!other) return null;
  if (at.getTime() >= minuteStart(session, show.billedMinutes).getTime() + BILLING_GRACE_MS) return null;
  if (at >= deadlineOf(session, show)) return null;
  return other;
}

type Step = { kind: 'idle' } | { kind: 'billed'; session: StreamSessionRow; charged: MinuteCharged; warned: boolean } | { kind: 'ended'; row: StreamSessionRow | null };

export function createPrivateShowsService(deps: {
  db: Db;
  presenter: StreamPresenter;
  /** The session's start and end are announced where every other session's are. */
  streamEvents: StreamEvents;
  events: PrivateShowEvents;
  commission: Pick<Commission, 'commissionFor'>;
  ice: IceConfig;
  onBalanceChanged?: BalanceChanged;
  log: Pick<Log, 'warn'>;
  now?: () => Date;
}) {
  const { db, presenter } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createPrivateShowsRepo(db);
  const findRow = async (id: string) => (UUID.test(id) ? repo.find(id) : null);

  // --- announcements, after the commit --------------------------------------------------------------------

  /** Announces an end that has committed; resolves once it is told (a failure is logged: the end stands). */
  async function announceEnded(row: StreamSessionRow): Promise<void> {
    try {
      deps.streamEvents.notify({ kind: 'ended', stream: await presenter.presentOne(row), reason: row.endReason! });
    } catch (error) {
      deps.log.warn({ err: error, streamId: row.id }, 'The end of a private show could not be announced; the end itself stands.');
    }
  }

  function announceBilled(session: StreamSessionRow, charged: MinuteCharged, warned: boolean): void {
    const fanId = session.fanId!;
    deps.onBalanceChanged?.(fanId, charged.balance, -charged.amount);
    const billed = { streamId: session.id, minutes: charged.show.billedMinutes, charged: fromMinor(charged.show.charged), balance: fromMinor(charged.balance) };
    deps.events.notify({ kind: 'billed', fanId, performerId: session.performerId, billed });
    if (warned) announceWarning(session, charged.show.billedMinutes, charged.balance);
  }

  function announceWarning(session: StreamSessionRow, unpaidMinute: number, balance: number): void {
    deps.events.notify({
      kind: 'warning',
      fanId: session.fanId!,
      performerId: session.performerId,
      warning: { streamId: session.id, endsAt: minuteStart(session, unpaidMinute).toISOString(), pricePerMinute: fromMinor(session.pricePerMinute!), balance: fromMinor(balance) },
    });
  }

  /** Ends a session in `tx` (is_streaming kept with it, though a private show never sets it). */
  async function endIn(tx: Tx, end: (r: ReturnType<typeof createPrivateShowsRepo>) => Promise<StreamSessionRow | null>): Promise<StreamSessionRow | null> {
    const row = await end(createPrivateShowsRepo(tx));
    if (row) await createStreamsRepo(tx).syncIsStreaming(row.performerId);
    return row;
  }

  async function endAndAnnounce(end: (r: ReturnType<typeof createPrivateShowsRepo>) => Promise<StreamSessionRow | null>): Promise<StreamSessionRow | null> {
    const row = await db.transaction((tx) => endIn(tx, end));
    if (row) await announceEnded(row);
    return row;
  }

  /** Ends the requests that waited too long; safe on several nodes at once (each is ended by one conditional update). */
  async function expire(at: Date): Promise<number> {
    if (!(await repo.anyToExpire(at))) return 0;
    const rows = await db.transaction(async (tx) => {
      const ended = await createPrivateShowsRepo(tx).expireRequests(at, TICK_BATCH);
      const streams = createStreamsRepo(tx);
      for (const performerId of new Set(ended.map((r) => r.performerId))) await streams.syncIsStreaming(performerId);
      return ended;
    });
    for (const row of rows) await announceEnded(row);
    return rows.length;
  }

  // --- the fan's request and the performer's answer ----------------------------------------------------------

  /** POST /streaming/private/request */
  async function request(fan: Viewer & { userId: string }, performerId: string, at: Date = now()): Promise<StreamSession> {
    if (performerId === fan.userId) throw unprocessable('You cannot request a private show from yourself.');
    const offer = await repo.offerOf(performerId, fan);
    if (!offer) throw notFound('This performer does not exist or is not available.');
    if (offer.price === null) throw unprocessable('This performer does not offer private shows.');
    if ((await repo.walletOf(fan.userId)) < offer.price) {
      throw unprocessable(`Your wallet must cover at least one minute of the show (${plainAmount(offer.price)}). Top up your wallet first.`);
    }
    if (await repo.runningShowOf(performerId, fan.userId)) throw conflict('You are in a private show with this performer now.');
    // A request of this fan that has just expired does not stand in the way of a new one.
    await expire(at);
    let row: StreamSessionRow;
    try {
      row = await repo.insertRequest({ performerId, fanId: fan.userId, pricePerMinute: offer.price, at });
    } catch (e) {
      if (e instanceof RequestAlreadyOpen) throw conflict('You already have a request waiting for this performer. Wait for their answer, or withdraw it first.');
      throw e;
    }
    const stream = await presenter.presentOne(row);
    deps.events.notify({ kind: 'requested', request: stream });
    return stream;
  }

  /** A request of this performer's, or a 404. */
  async function ownRequest(performerId: string, id: string): Promise<StreamSessionRow> {
    const row = await findRow(id);
    if (!row || row.type !== 'private' || row.performerId !== performerId) throw notYourRequest();
    return row;
  }

  const answered = (row: StreamSessionRow) =>
    conflict(row.status === 'live' ? 'You accepted this request already: the show is running.' : 'This request is no longer open: it was withdrawn, declined or has expired.');

  /** POST /streaming/private/{id}/accept: the show starts now and its first minute is charged in the same transaction. */
  async function accept(performerId: string, id: string, at: Date = now()): Promise<StreamSession> {
    const row = await ownRequest(performerId, id);
    if (row.status !== 'pending') throw answered(row);
    if (at.getTime() >= row.createdAt.getTime() + PRIVATE_REQUEST_SECONDS * 1000) {
      await expire(at);
      throw conflict('This request has expired: nobody answered it in time. The fan can send a new one.');
    }
    let outcome: { kind: 'accepted'; session: StreamSessionRow; charged: MinuteCharged; warned: boolean } | { kind: 'funds'; row: StreamSessionRow | null } | null;
    try {
      outcome = await db.transaction(async (tx) => {
        try {
          // A savepoint: when the wallet cannot pay the first minute, nothing of the acceptance is kept.
          const accepted = await tx.transaction(async (sp) => {
            const txRepo = createPrivateShowsRepo(sp);
            const session = await txRepo.goLive(id, at);
            if (!session) return null;
            await txRepo.insertShow(id, at);
            await createStreamsRepo(sp).syncIsStreaming(performerId);
            return { session, charged: await chargeMinute(sp, deps.commission, session, 0, at) };
          });
          if (!accepted) return null;
          const { session, charged } = accepted;
          const warned = charged.balance < charged.amount && (await createPrivateShowsRepo(tx).markWarned(id, 1));
          return { kind: 'accepted' as const, session, charged, warned };
        } catch (e) {
          if (!(e instanceof InsufficientFunds)) throw e;
          return { kind: 'funds' as const, row: await endIn(tx, (r) => r.endRequest(id, 'funds', at)) };
        }
      });
    } catch (e) {
      if (e instanceof PerformerOnAir) throw conflict('You are on air in another session. End it before you accept a private show.');
      throw e;
    }
    if (!outcome) throw answered((await repo.find(id)) ?? row);
    if (outcome.kind === 'funds') {
      if (outcome.row) await announceEnded(outcome.row);
      throw unprocessable("The fan's wallet no longer covers a minute of the show, so the request has been closed.");
    }
    const stream = await presenter.presentOne(outcome.session);
    deps.streamEvents.notify({ kind: 'started', stream });
    announceBilled(outcome.session, outcome.charged, outcome.warned);
    return stream;
  }

  /** POST /streaming/private/{id}/decline */
  async function decline(performerId: string, id: string, at: Date = now()): Promise<StreamSession> {
    const row = await ownRequest(performerId, id);
    const ended = await endAndAnnounce((r) => r.endRequest(id, 'declined', at));
    if (!ended) throw answered((await repo.find(id)) ?? row);
    return presenter.presentOne(ended);
  }

  /** GET /streaming/private/requests: the performer's requests still waiting, oldest first unless asked otherwise. */
  async function requests(performerId: string, query: PrivateRequestsQuery, at: Date = now()): Promise<List<StreamSession>> {
    const { rows, total } = await repo.openRequests(performerId, at, toPage(query, privateRequestSortKeys, 'createdAt', 'asc'));
    return { data: await presenter.present(rows), total };
  }

  // --- the running show: heartbeats, the peers' servers and signals ------------------------------------------

  /** A show of which `userId` is one of the two participants, or a 404. */
  async function ownShow(userId: string, id: string): Promise<StreamSessionRow> {
    const row = await findRow(id);
    if (!row || row.type !== 'private' || (row.performerId !== userId && row.fanId !== userId)) throw notYourShow();
    return row;
  }

  const notRunning = (row: StreamSessionRow) =>
    conflict(row.status === 'pending' ? 'This private show has not started: the performer has not accepted the request yet.' : 'This private show has ended.');

  /** The fan's wallet cannot pay the next minute: warn them once for that minute. */
  async function warnIfShort(id: string): Promise<void> {
    const state = await repo.findState(id);
    if (!state?.show || state.session.status !== 'live') return;
    const { session, show } = state;
    const balance = await repo.walletOf(session.fanId!);
    if (balance < session.pricePerMinute! && (await repo.markWarned(id, show.billedMinutes))) announceWarning(session, show.billedMinutes, balance);
  }

  /** POST /streaming/private/{id}/heartbeat, and the socket's stream/heartbeat: the caller's side is alive. */
  async function heartbeat(userId: string, id: string, at: Date = now()): Promise<PrivateHeartbeatResult> {
    const row = await ownShow(userId, id);
    if (row.status !== 'live') throw notRunning(row);
    const side = row.performerId === userId ? 'performer' : 'fan';
    const aliveUntil = await createPrivateShowsRepo(db).heartbeat(id, side, userId, at);
    if (!aliveUntil) throw conflict('This private show has ended: a side went silent for too long.');
    if (side === 'fan') await warnIfShort(id);
    return { ok: true, aliveUntil: aliveUntil.toISOString() };
  }

  /** GET /streaming/private/{id}/ice-servers: for the two participants of a running show. */
  async function iceServers(userId: string, id: string, at: Date = now()): Promise<IceServersResult> {
    const row = await ownShow(userId, id);
    if (row.status !== 'live') throw notRunning(row);
    return iceServersFor(deps.ice, userId, at);
  }

  /** Whom a signal from `userId` for this show goes to now, or null (see relayTarget). */
  async function peerOf(userId: string, id: string, at: Date = now()): Promise<string | null> {
    const state = UUID.test(id) ? await repo.findState(id) : null;
    return state?.show ? relayTarget({ session: state.session, show: state.show }, userId, at) : null;
  }

  // --- the billing tick ----------------------------------------------------------------------------------------

  /** One step for one show under its lock: charge its next minute if it has started while the show ran, or end it. */
  async function step(id: string, at: Date): Promise<Step> {
    return db.transaction(async (tx): Promise<Step> => {
      const txRepo = createPrivateShowsRepo(tx);
      const state = await txRepo.claim(id);
      if (!state) return { kind: 'idle' };
      const { session, show } = state;
      const minute = show.billedMinutes;
      const startsAt = minuteStart(session, minute);
      const deadline = deadlineOf(session, show);
      // A minute is charged when it has started, and only if it started while the show still ran.
      if (startsAt <= at && startsAt < deadline) {
        try {
          const charged = await tx.transaction((sp) => chargeMinute(sp, deps.commission, session, minute, at));
          const warned = charged.balance < charged.amount && (await txRepo.markWarned(id, minute + 1));
          return { kind: 'billed', session, charged, warned };
        } catch (e) {
          if (!(e instanceof InsufficientFunds)) throw e;
          // The show ends where the minute the wallet cannot pay would have begun.
          return { kind: 'ended', row: await endIn(tx, (r) => r.end(id, 'funds', startsAt)) };
        }
      }
      if (deadline <= at) return { kind: 'ended', row: await endIn(tx, (r) => r.end(id, 'heartbeat', deadline)) };
      return { kind: 'idle' };
    });
  }

  /** Charges every minute of the show due at `at` and ends it if it is over; what this call did. */
  async function settle(id: string, at: Date): Promise<{ billed: number; ended: boolean }> {
    let billed = 0;
    for (let i = 0; i < MINUTES_PER_SETTLE; i++) {
      const done = await step(id, at);
      if (done.kind === 'billed') {
        billed++;
        announceBilled(done.session, done.charged, done.warned);
        continue;
      }
      if (done.kind === 'ended' && done.row) {
        await announceEnded(done.row);
        return { billed, ended: true };
      }
      break;
    }
    return { billed, ended: false };
  }

  /**
   * What every node runs every TICK_MS: expires unanswered requests, charges the minutes that have started and
   * ends the shows that are over. `at` is the moment it acts for (now by default).
   */
  async function tick(at: Date = now()): Promise<{ expired: number; billed: number; ended: number }> {
    const expired = await expire(at);
    let billed = 0;
    let ended = 0;
    for (const id of await repo.due(at, TICK_BATCH)) {
      const done = await settle(id, at);
      billed += done.billed;
      if (done.ended) ended++;
    }
    return { expired, billed, ended };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  function runTick(): Promise<void> {
    running ??= tick()
      .then(() => undefined)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'The private show billing tick failed; the next one tries again.'))
      .finally(() => (running = null));
    return running;
  }

  return {
    request,
    accept,
    decline,
    requests,
    heartbeat,
    iceServers,
    peerOf,
    tick,
    /** Starts this node's tick (a first one at once, so shows left running by a crash are settled before requests come). */
    startTicking(everyMs: number = TICK_MS): Promise<void> {
      if (!timer) {
        timer = setInterval(() => void runTick(), everyMs);
        timer.unref();
      }
      return runTick();
    },
    /** Stops this node's tick and waits for one in progress. */
    async stopTicking(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type PrivateShowsService = ReturnType<typeof createPrivateShowsService>;
