// Everything the app announces that open pages must hear, wired to one socket.io server. main.ts, the
// multi-node test and the benchmarks call this one function, so they run the wiring production runs.
import type { App } from '../app';

import type { Log } from '../log';
import type { AuthService } from '../modules/auth/auth.service';

import { pushMessageEvents } from './message-sockets';
import { pushNotifications } from './notification-sockets';
import { checkSocketSessions, endSocketsOfEndedSessions, type Every } from './session-sockets';
import { handleStreamSockets } from './stream-sockets';
import { handlePrivateShowSockets } from './private-show-sockets';
import { handleLiveIngestSockets, type LiveIngestSockets } from './live-ingest-sockets';
import { startRtmpIngest, type RtmpIngest } from './live-rtmp-ingest';
import { createLiveIngest, type LiveIngest } from '../media/live';
import type { PrivateShowsService } from '../modules/streams/private/private-shows.service';
import type { StreamsService } from '../modules/streams/streams.service';
import { pushBalanceChanges, type RealtimeServer } from './socket-server';

type RealtimeServices = Pick<App['services'], 'balanceEvents' | 'notificationEvents' | 'messageEvents' | 'sessionEvents' | 'streamEvents' | 'streamChatEvents' | 'privateShowEvents' | 'storage' | 'liveRecordings' | 'streamKeys'> & {
  auth: Pick<AuthService, 'liveSessionIds'>;
  streams: Pick<StreamsService, 'canWatch' | 'get' | 'setViewerCount' | 'audienceOf' | 'findLive' | 'heartbeat'>;
  privateShows: Pick<PrivateShowsService, 'peerOf' | 'heartbeat'>;
};

/** How often a node checks the sessions of its sockets unless told otherwise (SOCKET_SESSION_CHECK_SECONDS). */
export const DEFAULT_SESSION_CHECK_MS = 60_000;

export interface SocketWiring {
  /** Checks this node's sockets' sessions now (the timer does it every interval); resolves with how many ended. */
  checkSessions(): Promise<number>;
  /** Counts a live session's viewers on every node now, and pushes the count to its room (stream-sockets.ts). */
  countViewers(streamId: string): Promise<number>;
  /** This node's live video ingest (src/server/media/live) and its socket side (live-ingest-sockets.ts). */
  live: LiveIngestSockets & { ingest: LiveIngest };
  /** The RTMP server for streaming software (live-rtmp-ingest.ts), when asked for. */
  rtmp: RtmpIngest | null;
  /** Unsubscribes from the app's events and stops the session timer; this node's ingests are aborted (ffmpeg killed). */
  stop(): void;
}

export function connectAppToSockets(
  io: RealtimeServer,
  services: RealtimeServices,
  log?: Pick<Log, 'warn'>,
  options: {
    sessionCheckMs?: number;
    every?: Every;
    viewerCountDelayMs?: number;
    viewerCountStoreMs?: number;
    liveGraceMs?: number;
    /** Starts the RTMP server for OBS and other streaming software on this port (0: any free one). */
    rtmp?: { port: number; host?: string; heartbeatMs?: number };
  } = {},
): SocketWiring {
  const sessions = checkSocketSessions(io, {
    liveSessionIds: services.auth.liveSessionIds,
    intervalMs: options.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS,
    every: options.every,
    log,
  });
  const streams = handleStreamSockets(io, { streams: services.streamEvents, chat: services.streamChatEvents }, {
    canWatch: async (viewer, streamId) => {
      const watch = await services.streams.canWatch(viewer, streamId);
      return watch && { canWatch: watch.canWatch, performerId: watch.stream.performerId };
    },
    performerOf: async (streamId) => (await services.streams.get(streamId))?.performerId ?? null,
    storeViewerCount: services.streams.setViewerCount,
    audienceOf: services.streams.audienceOf,
    countDelayMs: options.viewerCountDelayMs,
    storeEveryMs: options.viewerCountStoreMs,
    log,
  });
  // Private shows: signalling between the two participants, their heartbeats, requests, minutes and warnings.
  const privateShows = handlePrivateShowSockets(io, { streams: services.streamEvents, privateShows: services.privateShowEvents }, { shows: services.privateShows, log });
  // Live video: the performer's chunks into ffmpeg on this node, HLS into storage; after the stream chat wiring,
  // so a session's end reaches its room before its files go.
  const ingest = createLiveIngest({ storage: services.storage, log: log ? liveLog(log) : silentLog });
  const live = handleLiveIngestSockets(io, { streams: services.streamEvents }, {
    ingest,
    storage: services.storage,
    streams: services.streams,
    recordings: services.liveRecordings,
    graceMs: options.liveGraceMs,
    rtmpPublishing: services.streamKeys.rtmpPublishing,
    log,
  });
  // Streaming software (OBS) over RTMP into the same ingest, when this node runs the RTMP server.
  const rtmp = options.rtmp
    ? startRtmpIngest({
        ...options.rtmp,
        live,
        keys: services.streamKeys,
        streams: services.streams,
        log: log ? liveLog(log) : silentLog,
      })
    : null;
  const stops = [
    privateShows.stop,
    // The software's connections close first; their ingests end with the rest.
    () => void rtmp?.stop(),
    () => void live.stop(),
    pushBalanceChanges(io, services.balanceEvents),
    pushMessageEvents(io, services.messageEvents),
    pushNotifications(io, services.notificationEvents),
    endSocketsOfEndedSessions(io, services.sessionEvents),
    sessions.stop,
    streams.stop,
  ];
  return { checkSessions: sessions.sweep, countViewers: streams.countNow, live: Object.assign(live, { ingest }), rtmp, stop: () => stops.forEach((stop) => stop()) };
}

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The pipeline's logger from the app's (which has no info, error or debug level of its own here). */
function liveLog(log: Pick<Log, 'warn'>) {
  const withLevels = log as Partial<Log>;
  return {
    debug: (obj: object, msg: string) => withLevels.debug?.call(log, obj, msg),
    info: (obj: object, msg: string) => withLevels.info?.call(log, obj, msg),
    warn: (obj: object, msg: string) => log.warn(obj, msg),
    error: (obj: object, msg: string) => (withLevels.error ?? log.warn).call(log, obj, msg),
  };
}
