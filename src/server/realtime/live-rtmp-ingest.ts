// OBS and other streaming software into the live video pipeline: the RTMP server (media/live/rtmp) takes a
// publish to rtmp://host:port/live/<stream key>, this file decides whether it may feed a session and keeps it
// going. The ingest itself is the browser path's (live-ingest-sockets.ts, publishExternal): same ffmpeg, same
// playable, same recording, same end.
//
// A publish is accepted when, in this order: the application is `live`; the key is a stream key (found by its
// public id, its secret compared in constant time as hashes); its performer's account is active and verified;
// they have a public or group session live (started on the Go live page); and nobody publishes that session
// from a browser. Anything else closes the connection, with the reason logged at info level (never the key).
//
// While it lasts, the publish is its session's heartbeat: every HEARTBEAT_INTERVAL_SECONDS it records the
// session's heartbeat (as PUT /streaming/set-duration does, with the seconds since the start), renews the key's
// lease (how browsers on other nodes learn that the session is taken) and checks that the key is still the
// performer's current one. OBS sends no heartbeat of its own, so a session fed by OBS stays live with the Go
// live page closed; the page's own heartbeats, when it is open, count as well. When the publish stops (OBS
// stopped, the connection dropped), the ingest ends and the heartbeats stop: the session stays live as after a
// browser's broadcast stops, until the performer ends it or the sweep ends it 45 s after the last heartbeat.
//
// The connection is closed by the server when the session ends (on this node at once; on another node the
// next check finds it over), when the performer makes a new key (this node at once, others at their next
// check), and when the ingest fails (ffmpeg could not read the stream).
import { HEARTBEAT_INTERVAL_SECONDS, type StreamSession } from '@/contracts/streams';
import { RTMP_APP } from '@/contracts/stream-ingest';
import { AppError } from '../http/errors';
import { startRtmpListener, type RtmpListener, type RtmpLog, type RtmpPublish } from '../media/live/rtmp/rtmp-listener';
import type { StreamKeysService } from '../modules/streams/ingest/stream-keys.service';
import type { StreamsService } from '../modules/streams/streams.service';
import type { ExternalBroadcast, LiveIngestSockets } from './live-ingest-sockets';

/** A lease not renewed for three heartbeats has lost its publish (a node that died). */
export const RTMP_LEASE_SECONDS = 3 * HEARTBEAT_INTERVAL_SECONDS;

export interface RtmpIngestDeps {
  port: number;
  host?: string;
  live: Pick<LiveIngestSockets, 'publishExternal'>;
  keys: Pick<StreamKeysService, 'holderOf' | 'keyIsCurrent' | 'hold' | 'release' | 'onReplaced'>;
  streams: Pick<StreamsService, 'findLive' | 'heartbeat'>;
  log: RtmpLog;
  /** Between two heartbeats of a publish (default HEARTBEAT_INTERVAL_SECONDS). */
  heartbeatMs?: number;
  /** How long a connection may take to be accepted (the RTMP listener's default otherwise). */
  admitTimeoutMs?: number;
}

export interface RtmpIngest {
  /** The port the RTMP server listens on, or null when it could not start (logged). */
  readonly listening: Promise<number | null>;
  /** Publishes running on this node, by session id. */
  publishing(): string[];
  /** Resolves once no publish is being admitted, running or wound down on this node. */
  idle(): Promise<void>;
  /** Closes every connection and stops listening. */
  stop(): Promise<void>;
}

interface Running {
  performerId: string;
  streamId: string;
  publish: RtmpPublish;
}

const secondsSince = (startedAt: string | null, now = Date.now()) => (startedAt ? Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000)) : 0);
/** The session is over, or no longer the performer's to feed: its heartbeat is refused. */
const sessionGone = (err: unknown) => err instanceof AppError && (err.statusCode === 409 || err.statusCode === 404);

export function startRtmpIngest(deps: RtmpIngestDeps): RtmpIngest {
  const { log, keys } = deps;
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_INTERVAL_SECONDS * 1000;
  const running = new Set<Running>();
  const work = new Set<Promise<void>>();
  const track = (step: Promise<void>) => {
    const tracked = step.catch((err: unknown) => log.error({ err }, 'An RTMP publish step failed')).finally(() => work.delete(tracked));
    work.add(tracked);
  };

  async function admit(publish: RtmpPublish): Promise<void> {
    const at = { remoteAddress: publish.remoteAddress };
    const refuse = (why: string, more: object = {}) => {
      log.info({ ...at, ...more }, `RTMP publish refused: ${why}`);
      publish.close();
    };
    if (publish.app !== RTMP_APP) return refuse(`the server address must end in /${RTMP_APP}`);
    const holder = await keys.holderOf(publish.name);
    if (!holder) return refuse('the stream key is not one (mistyped, or replaced by a newer key)');
    const who = { performerId: holder.performerId };
    if (holder.standing === 'inactive') return refuse("the key's account is not an active performer", who);
    if (holder.standing === 'unverified') return refuse("the key's performer is not verified", who);
    const stream: StreamSession | null = await deps.streams.findLive(holder.performerId);
    if (!stream || stream.status !== 'live' || stream.type === 'private') return refuse('the performer has no public or group session live (start one on the Go live page first)', who);
    const where = { ...who, streamId: stream._id };
    if (!publish.isOpen()) return void log.info({ ...at, ...where }, 'RTMP publish gone before it was accepted');
    const answer = await deps.live.publishExternal(stream._id, holder.performerId, { disconnect: publish.close });
    if (!answer.ok) return refuse(answer.message, where);
    const { broadcast } = answer;
    if (!publish.accept(broadcast.write)) {
      log.info({ ...at, ...where }, 'RTMP publish gone before it was accepted');
      return broadcast.end();
    }
    log.info({ ...at, ...where }, 'RTMP publish accepted');
    const entry: Running = { performerId: holder.performerId, streamId: stream._id, publish };
    running.add(entry);
    track(keepAlive(entry, holder.keyId, stream, broadcast));
  }

  /** Heartbeats while the publish lasts; the end of the ingest and the lease once it is over. */
  async function keepAlive(entry: Running, keyId: string, stream: StreamSession, broadcast: ExternalBroadcast): Promise<void> {
    const { performerId, streamId, publish } = entry;
    const beat = async () => {
      if (!(await keys.keyIsCurrent(performerId, keyId))) {
        log.info({ performerId, streamId }, 'RTMP publish closed: its stream key was replaced');
        return publish.close();
      }
      try {
        await deps.streams.heartbeat(performerId, streamId, secondsSince(stream.startedAt));
      } catch (err) {
        if (!sessionGone(err)) throw err;
        log.info({ performerId, streamId }, 'RTMP publish closed: its session is over');
        return publish.close();
      }
      await keys.hold(performerId, streamId, RTMP_LEASE_SECONDS);
    };
    const safeBeat = () => beat().catch((err: unknown) => log.warn({ err, performerId, streamId }, 'RTMP publish heartbeat failed; the next one tries again'));
    const timer = setInterval(() => void safeBeat(), heartbeatMs);
    await safeBeat();
    await publish.closed;
    clearInterval(timer);
    running.delete(entry);
    await broadcast.end();
    await keys.release(performerId, streamId);
    log.info({ performerId, streamId }, 'RTMP publish ended');
  }

  const listener: RtmpListener = startRtmpListener({
    port: deps.port,
    host: deps.host,
    log,
    admitTimeoutMs: deps.admitTimeoutMs,
    onPublish: (publish) =>
      track(
        admit(publish).catch((err: unknown) => {
          publish.close();
          throw err;
        }),
      ),
  });

  // A new key closes the publish made with the old one (on this node at once; elsewhere at the next heartbeat).
  const stopListening = keys.onReplaced((performerId) => {
    for (const entry of running) {
      if (entry.performerId !== performerId) continue;
      log.info({ performerId, streamId: entry.streamId }, 'RTMP publish closed: its stream key was replaced');
      entry.publish.close();
    }
  });

  return {
    listening: listener.listening,
    publishing: () => [...running].map((entry) => entry.streamId),
    async idle() {
      while (work.size > 0) await Promise.all([...work]);
    },
    async stop() {
      stopListening();
      await listener.close();
    },
  };
}
