// Live sessions: going live, editing, the publisher's heartbeat, ending (by the performer, an admin or the
// heartbeat sweep), who may watch (one decision, stream-access.ts) and who is live now. Every change of a
// session's state and performers.is_streaming happen in one transaction; what committed is announced on
// streamEvents afterwards.
//
// The service API other modules use (the video pipeline, the stream chat, private shows):
// - canWatch(viewer, streamId): the session and what this viewer may do, or null when the viewer may not
//   know of it (unknown id, hidden performer, a block, someone else's private show). Ask it on every join and
//   every token renewal: it reads the subscription, the ticket and the blocks as they are now.
// - mayWatch(viewer, streamId): canWatch's yes or no alone (null for a session the viewer may not know of),
//   for the live playlist, which asks about every second.
// - get(id): the session as clients see it, or null. findLive(performerId): the performer's session pending
//   or live, or null.
// - end(id, reason): ends it if it has not ended, clears is_streaming in the same transaction and announces
//   'ended' once; ending again changes nothing and answers the session as it is.
// - setConversation(id, conversationId): links the session's chat conversation (conversationId in answers).
//   A session's chat is made with it, in the transaction that starts it.
// - sessionOfChat(performerId, conversationId), ensureConversation(id): the stream chat's lookups.
// - setViewerCount(id, count): the realtime server's count of viewers, stored while the session is live.
// - audienceOf(performerId): the users told that the performer went live (followers, active subscribers).
// - sweep(now): ends the live sessions whose publisher has been silent for HEARTBEAT_TIMEOUT_SECONDS.
// - endOnAir(performerId, reason): ends the performer's session on air, if any (an admin took them off the
//   listings).
// - removeViewer(performerId, userId): the performer blocked this user: a private show with them ends, and
//   they are taken out of a public or group session on air ('viewer-removed').
// - events (streamEvents): 'started', 'updated', 'ended' after each commit, and 'viewer-removed'.
import type { List } from '@/contracts/common';
import {
  HEARTBEAT_TIMEOUT_SECONDS,
  streamSortKeys,
  type JoinStreamResult,
  type LiveStreamSearchQuery,
  type StartStreamBody,
  type StreamAccess,
  type StreamEndReason,
  type StreamSession,
  type UpdateStreamBody,
} from '@/contracts/streams';
import { fromMinor, toMinor } from '@/lib/money';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Viewer } from '../performers/performer-visibility';
import type { PurchasesRepo } from '../purchases/purchases.repo';
import type { SubscriptionsRepo } from '../subscriptions/subscriptions.repo';
import { streamMissing } from './stream-access';
import { decideStreamAccess, type StreamFacts } from './stream-access';
import type { StreamEvents } from './stream-events';
import type { StreamPresenter } from './streams.presenter';
import { AlreadyOnAir, createStreamsRepo, type StreamsRepo } from './streams.repo';
import { createMessagesRepo } from '../messages/messages.repo';
import { audienceOf as streamAudience } from './stream-audience.repo';
import type { StreamSessionRow } from './streams.table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Sessions one sweep ends at most; the next minute's sweep takes the rest. */
const SWEEP_BATCH = 500;

const notYours = () => notFound('This live session does not exist, or is not yours.');
const hasEnded = () => conflict('This session has ended. Start a new session to go live again.');
const groupNeedsPrice = () => unprocessable('A group show is sold by ticket: give it a price above 0.');

/** What canWatch answers: the session, and what this viewer may do with it. */
export interface StreamWatch extends StreamAccess {
  stream: StreamSession;
}

/** Who asks to end a session through the API. */
export interface StreamActor {
  userId: string;
  isAdmin: boolean;
}

export function createStreamsService(deps: {
  db: Db;
  repo: StreamsRepo;
  presenter: StreamPresenter;
  events: StreamEvents;
  subscriptions: Pick<SubscriptionsRepo, 'activeAmong'>;
  purchases: Pick<PurchasesRepo, 'boughtAmong'>;
  /** Discovery's single-profile rule (performer-visibility.ts): listed and not blocking the viewer or their country. */
  isPerformerVisible: (performerId: string, viewer: Viewer) => Promise<boolean>;
  now?: () => Date;
}) {
  const { db, repo, presenter, events } = deps;
  const now = deps.now ?? (() => new Date());
  const staleBefore = (at: Date) => new Date(at.getTime() - HEARTBEAT_TIMEOUT_SECONDS * 1000);
  const findRow = async (id: string) => (UUID.test(id) ? repo.find(id) : null);

  /** Ends a session in one transaction with is_streaming; announces it when this call ended it. */
  async function endRow(id: string, reason: StreamEndReason, opts: { staleBefore?: Date } = {}): Promise<{ row: StreamSessionRow; ended: boolean } | null> {
    const ended = await db.transaction(async (tx) => {
      const txRepo = createStreamsRepo(tx);
      const row = await txRepo.end(id, reason, now(), opts.staleBefore);
      if (row) await txRepo.syncIsStreaming(row.performerId);
      return row;
    });
    if (ended) {
      events.notify({ kind: 'ended', stream: await presenter.presentOne(ended), reason });
      return { row: ended, ended: true };
    }
    const row = await repo.find(id);
    return row && { row, ended: false };
  }

  /** A live session of this performer that has gone silent is ended first, so a publisher that crashed can go live again at once. */
  async function endIfStale(performerId: string): Promise<void> {
    const current = await repo.findOnAir(performerId);
    const cutoff = staleBefore(now());
    if (current?.status === 'live' && current.lastHeartbeatAt < cutoff) await endRow(current.id, 'heartbeat', { staleBefore: cutoff });
  }

  /** POST /streaming/live */
  async function start(performerId: string, body: StartStreamBody): Promise<StreamSession> {
    if ((await repo.verificationOf(performerId)) !== 'verified') {
      throw forbidden('Only verified performers can go live. Your ID documents are waiting for review, or need to be sent again.');
    }
    const price = toMinor(body.price);
    if (body.type === 'group' && price <= 0) throw groupNeedsPrice();
    await endIfStale(performerId);
    const at = now();
    let row: StreamSessionRow;
    try {
      row = await db.transaction(async (tx) => {
        const txRepo = createStreamsRepo(tx);
        // The session's chat opens with it: a session is never on air without one.
        const conversationId = await createMessagesRepo(tx).createStreamConversation(performerId);
        const created = await txRepo.insert({
          conversationId,
          performerId,
          type: body.type,
          status: 'live',
          title: body.title,
          description: body.description,
          price,
          keepRecording: body.keepRecording,
          startedAt: at,
          lastHeartbeatAt: at,
        });
        await txRepo.syncIsStreaming(performerId);
        return created;
      });
    } catch (e) {
      if (e instanceof AlreadyOnAir) throw conflict('You are already live. End your current session before starting another one.');
      throw e;
    }
    const stream = await presenter.presentOne(row);
    events.notify({ kind: 'started', stream });
    return stream;
  }

  /** PUT /streaming/update: the owner edits a session that has not ended. */
  async function update(performerId: string, body: UpdateStreamBody): Promise<StreamSession> {
    const row = await repo.find(body.streamId);
    if (!row || row.performerId !== performerId) throw notYours();
    if (row.status === 'ended') throw hasEnded();
    const price = body.price === undefined ? undefined : toMinor(body.price);
    if (row.type === 'group' && price !== undefined && price <= 0) throw groupNeedsPrice();
    const patch = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(price !== undefined && { price }),
    };
    const updated = await repo.updateOnAir(row.id, patch, now());
    // It ended between the read and the write.
    if (!updated) throw hasEnded();
    const stream = await presenter.presentOne(updated);
    events.notify({ kind: 'updated', stream });
    return stream;
  }

  /** PUT /streaming/set-duration: the publisher's heartbeat. */
  async function heartbeat(performerId: string, streamId: string, duration: number): Promise<{ ok: true }> {
    if (await repo.heartbeat(streamId, performerId, duration, now())) return { ok: true };
    const row = await repo.find(streamId);
    if (!row || row.performerId !== performerId) throw notYours();
    if (row.status === 'ended') throw hasEnded();
    if (row.status === 'live') throw conflict('This private show has ended: a side went silent for too long.');
    throw conflict('This session is not live yet: it cannot send a heartbeat.');
  }

  /** PUT /streaming/live/{id}: the owner, a private show's fan, or any admin, ends the session. */
  async function changeStatus(actor: StreamActor, id: string): Promise<StreamSession> {
    const row = await repo.find(id);
    const isFan = row?.type === 'private' && row.fanId === actor.userId;
    if (!row || (row.performerId !== actor.userId && !isFan && !actor.isAdmin)) throw notYours();
    const result = await endRow(id, row.performerId === actor.userId ? 'performer' : isFan ? 'fan' : 'admin');
    if (!result) throw notYours();
    return presenter.presentOne(result.row);
  }

  async function factsFor(viewer: Viewer, row: StreamSessionRow): Promise<StreamFacts> {
    const [performerVisible, subscribed, bought] = await Promise.all([
      deps.isPerformerVisible(row.performerId, viewer),
      viewer.userId ? deps.subscriptions.activeAmong(viewer.userId, [row.performerId]) : new Set<string>(),
      viewer.userId ? deps.purchases.boughtAmong(viewer.userId, 'stream', [row.id]) : new Set<string>(),
    ]);
    return { performerVisible, subscribed: subscribed.has(row.performerId), hasTicket: bought.has(row.id) };
  }

  async function decide(viewer: Viewer, streamId: string) {
    const row = await findRow(streamId);
    if (!row) return null;
    const facts = await factsFor(viewer, row);
    const decision = decideStreamAccess(viewer, row, facts);
    return decision.visible ? { row, facts, decision } : null;
  }

  async function canWatch(viewer: Viewer, streamId: string): Promise<StreamWatch | null> {
    const decided = await decide(viewer, streamId);
    if (!decided) return null;
    const { row, facts, decision } = decided;
    return { stream: await presenter.presentOne(row), canWatch: decision.canWatch, needs: decision.needs, price: fromMinor(row.price), hasTicket: facts.hasTicket };
  }

  /**
   * canWatch's answer alone (null: the viewer may not know of the session), without presenting the session:
   * the live playlist asks it about every second per viewer, and presenting costs a round trip more.
   */
  async function mayWatch(viewer: Viewer, streamId: string): Promise<boolean | null> {
    const decided = await decide(viewer, streamId);
    return decided && decided.decision.canWatch;
  }

  /** GET /streaming/join/{id} */
  async function join(viewer: Viewer, streamId: string): Promise<JoinStreamResult> {
    const watch = await canWatch(viewer, streamId);
    if (!watch) throw streamMissing();
    const { stream, ...access } = watch;
    return { stream, access };
  }

  /** GET /streaming/user/search: public and group sessions live now, of performers listed for the viewer. */
  async function search(viewer: Viewer, query: LiveStreamSearchQuery): Promise<List<StreamSession>> {
    const { rows, total } = await repo.searchLive(viewer, { q: query.q || undefined, type: query.type }, toPage(query, streamSortKeys, 'startedAt'));
    return { data: await presenter.present(rows), total };
  }

  /** Ends every live session silent since before `at` minus the timeout; safe on several nodes at once. */
  async function sweep(at: Date = now()): Promise<{ ended: number }> {
    const cutoff = staleBefore(at);
    let ended = 0;
    for (const id of await repo.staleLive(cutoff, SWEEP_BATCH)) {
      if ((await endRow(id, 'heartbeat', { staleBefore: cutoff }))?.ended) ended++;
    }
    return { ended };
  }

  async function get(id: string): Promise<StreamSession | null> {
    const row = await findRow(id);
    return row && presenter.presentOne(row);
  }

  async function findLive(performerId: string): Promise<StreamSession | null> {
    const row = UUID.test(performerId) ? await repo.findOnAir(performerId) : null;
    return row && presenter.presentOne(row);
  }

  async function end(id: string, reason: StreamEndReason): Promise<StreamSession | null> {
    const result = UUID.test(id) ? await endRow(id, reason) : null;
    return result && presenter.presentOne(result.row);
  }

  async function endOnAir(performerId: string, reason: StreamEndReason): Promise<StreamSession | null> {
    const live = await findLive(performerId);
    return live && end(live._id, reason);
  }

  async function removeViewer(performerId: string, userId: string): Promise<void> {
    const live = await findLive(performerId);
    if (!live || live.status !== 'live') return;
    // A private show is the fan's and the performer's alone: blocking the fan is the performer ending it.
    if (live.type === 'private') {
      if (live.fanId === userId) await end(live._id, 'performer');
      return;
    }
    events.notify({ kind: 'viewer-removed', stream: live, userId });
  }

  async function setConversation(id: string, conversationId: string | null): Promise<StreamSession | null> {
    const row = await repo.setConversation(id, conversationId);
    return row && presenter.presentOne(row);
  }

  /** The id of the session a chat conversation belongs to (the one on air first), or null. */
  async function sessionOfChat(performerId: string, conversationId: string): Promise<string | null> {
    const row = UUID.test(performerId) && UUID.test(conversationId) ? await repo.findByConversation(performerId, conversationId) : null;
    return row?.id ?? null;
  }

  /**
   * The chat of a session that has none (made before sessions opened theirs at the start): made now and
   * linked unless another request linked one first, whose conversation is answered then.
   */
  async function ensureConversation(id: string): Promise<string | null> {
    const row = await findRow(id);
    if (!row) return null;
    if (row.conversationId) return row.conversationId;
    const made = await createMessagesRepo(db).createStreamConversation(row.performerId);
    if (await repo.linkConversationIfUnset(id, made)) return made;
    await createMessagesRepo(db).deleteConversation(made);
    return (await repo.find(id))?.conversationId ?? null;
  }

  /** Who hears that the performer went live (followers and active subscribers, not blocked): their user ids. */
  async function audienceOf(performerId: string): Promise<string[]> {
    const ids: string[] = [];
    if (!UUID.test(performerId)) return ids;
    for await (const page of streamAudience(db, performerId)) ids.push(...page.map((m) => m.id));
    return ids;
  }

  /** The realtime server's count of the session's viewers, stored while it is live (for the "who is live" sort). */
  async function setViewerCount(id: string, count: number): Promise<boolean> {
    return UUID.test(id) ? repo.setViewerCount(id, count) : false;
  }

  return {
    start,
    update,
    heartbeat,
    changeStatus,
    join,
    search,
    canWatch,
    mayWatch,
    get,
    findLive,
    end,
    endOnAir,
    removeViewer,
    setConversation,
    sessionOfChat,
    ensureConversation,
    setViewerCount,
    audienceOf,
    sweep,
    events,
  };
}
export type StreamsService = ReturnType<typeof createStreamsService>;
