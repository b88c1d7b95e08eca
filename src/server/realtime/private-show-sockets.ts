// Private shows over socket.io. The two participants' browsers exchange their WebRTC offer, answer and ICE
// candidates with stream/signal: the server relays a signal to the other participant's own room only when
// the sender is one of the two participants of a show that is accepted, paid and running (asked of the
// database at every signal), and drops anything else without a word. stream/heartbeat keeps the sender's
// side of the show alive. What the private-show module announces goes to the participants' own rooms: the
// performer hears requests come and go, both hear the acceptance and the end, the fan hears every minute
// charged and the warning before the wallet runs out. Every emit goes to the root and /api namespaces,
// through the Redis adapter to every node.
//
// The media itself flows between the two browsers and never through the server, so the server cannot cut
// it: when a show ends, both sides get stream/ended and their clients must close the peer connection.
import { z } from 'zod';
import { userRoom } from '@/contracts/socket-events';
import type { Log } from '../log';
import type { PrivateShowEvents } from '../modules/streams/private/private-show-events';
import type { PrivateShowsService } from '../modules/streams/private/private-shows.service';
import type { StreamEvents } from '../modules/streams/stream-events';
import { AppError } from '../http/errors';
import { authenticatedUserId, everyNamespace, type RealtimeServer, type RealtimeSocket } from './socket-server';
import { windowBudget } from './join-budget';

/** The largest signal relayed, as JSON: an SDP offer with many candidates stays well under it. */
export const MAX_SIGNAL_BYTES = 64 * 1024;
/** Signals one socket may send per window (an ICE gathering sends a burst of candidates). */
export const MAX_SIGNALS_PER_WINDOW = 200;
export const SIGNAL_WINDOW_MS = 10_000;
/** Heartbeats one socket may send per window (one every ten seconds is expected). */
const MAX_HEARTBEATS_PER_WINDOW = 20;
const HEARTBEAT_WINDOW_MS = 60_000;

const signalRequest = z.object({ streamId: z.uuid(), data: z.unknown() });
const heartbeatRequest = z.object({ streamId: z.uuid() });

/** The signal's data, when it is something a browser sends (JSON of a bounded size). */
function boundedData(data: unknown): boolean {
  if (data === undefined || data === null) return false;
  try {
    const json = JSON.stringify(data);
    return typeof json === 'string' && Buffer.byteLength(json) <= MAX_SIGNAL_BYTES;
  } catch {
    return false;
  }
}

export function handlePrivateShowSockets(
  io: RealtimeServer,
  events: { streams: Pick<StreamEvents, 'subscribe'>; privateShows: Pick<PrivateShowEvents, 'subscribe'> },
  deps: { shows: Pick<PrivateShowsService, 'peerOf' | 'heartbeat'>; log?: Pick<Log, 'warn'> },
): { stop(): void } {
  const toUsers = (userIds: readonly string[]) => everyNamespace(io).map((namespace) => namespace.to(userIds.map(userRoom)));

  const onConnection = (socket: RealtimeSocket) => {
    const signals = windowBudget(MAX_SIGNALS_PER_WINDOW, SIGNAL_WINDOW_MS);
    const heartbeats = windowBudget(MAX_HEARTBEATS_PER_WINDOW, HEARTBEAT_WINDOW_MS);
    socket.on('stream/signal', (payload) => {
      const parsed = signalRequest.safeParse(payload);
      if (!parsed.success || !boundedData(parsed.data.data) || !signals.take()) return;
      void relay(socket, parsed.data.streamId, parsed.data.data).catch((error: unknown) =>
        deps.log?.warn({ err: error, streamId: parsed.data.streamId }, 'Could not check a private show signal; it was dropped.'),
      );
    });
    socket.on('stream/heartbeat', (payload) => {
      const parsed = heartbeatRequest.safeParse(payload);
      if (!parsed.success || !heartbeats.take()) return;
      void beat(socket, parsed.data.streamId).catch((error: unknown) => deps.log?.warn({ err: error, streamId: parsed.data.streamId }, 'Could not record a private show heartbeat.'));
    });
  };
  for (const namespace of everyNamespace(io)) namespace.on('connection', onConnection);

  async function relay(socket: RealtimeSocket, streamId: string, data: unknown): Promise<void> {
    const userId = await authenticatedUserId(socket);
    if (!userId || socket.disconnected) return;
    const peer = await deps.shows.peerOf(userId, streamId);
    // The user may have changed (auth/login with another token) while the check ran.
    if (!peer || socket.data.userId !== userId) return;
    for (const to of toUsers([peer])) to.emit('stream/signal', { streamId, data });
  }

  async function beat(socket: RealtimeSocket, streamId: string): Promise<void> {
    const userId = await authenticatedUserId(socket);
    if (!userId || socket.disconnected) return;
    try {
      await deps.shows.heartbeat(userId, streamId);
    } catch (error) {
      // Not a participant, not running, ended: the same silence as for a signal.
      if (!(error instanceof AppError)) throw error;
    }
  }

  const stopStreams = events.streams.subscribe((event) => {
    const stream = event.stream;
    if (stream.type !== 'private' || !stream.fanId) return;
    const both = [stream.performerId, stream.fanId];
    if (event.kind === 'started') {
      for (const to of toUsers(both)) to.emit('stream/private-accepted', { stream });
      for (const to of toUsers([stream.performerId])) to.emit('stream/private-request-removed', { streamId: stream._id, reason: 'accepted' });
    }
    if (event.kind === 'ended') {
      for (const to of toUsers(both)) to.emit('stream/ended', { streamId: stream._id, reason: event.reason });
      // Ended before it started: a request left the performer's list.
      if (!stream.startedAt) for (const to of toUsers([stream.performerId])) to.emit('stream/private-request-removed', { streamId: stream._id, reason: event.reason });
      if (event.reason === 'declined') for (const to of toUsers([stream.fanId])) to.emit('stream/private-declined', { streamId: stream._id });
    }
  });

  const stopShows = events.privateShows.subscribe((event) => {
    switch (event.kind) {
      case 'requested':
        for (const to of toUsers([event.request.performerId])) to.emit('stream/private-request', { request: event.request });
        break;
      case 'billed':
        for (const to of toUsers([event.fanId])) to.emit('stream/private-billed', event.billed);
        break;
      case 'warning':
        for (const to of toUsers([event.fanId])) to.emit('stream/private-warning', event.warning);
        break;
    }
  });

  return {
    stop() {
      stopStreams();
      stopShows();
      for (const namespace of everyNamespace(io)) namespace.off('connection', onConnection);
    },
  };
}
