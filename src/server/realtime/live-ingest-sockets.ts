// A performer's camera over socket.io into the live video pipeline (src/server/media/live).
//
// - stream/publish {streamId, mimeType} (acknowledged): the socket's user must be the session's performer, the
//   session live and public or group (a private show's video goes between the two browsers), and no other
//   socket, on any node, may be publishing it (the publisher room, read across nodes). The server then starts
//   an ingest (one ffmpeg) for the session, recording it when the session keeps a recording.
// - stream/chunk {streamId, data}: written to the ingest. A chunk above MAX_CHUNK_BYTES, or past
//   MAX_BYTES_PER_SECOND or MAX_CHUNKS_PER_SECOND for the socket, is dropped without a word.
// - When the first playlist is in storage, stream/playable goes to the session's room and to the publisher.
// - stream/unpublish ends the ingest at once; the publisher's socket disconnecting ends it after
//   DISCONNECT_GRACE_MS, so viewers' players wait out a short network cut instead of seeing the stream end.
// - A broadcaster who publishes again (a reconnect, a new recorder) gets a new ingest of the same session: the
//   previous one is ended, the session's files are removed and the playlist starts again at segment 0;
//   stream/playable comes again and players reload. Segment numbers are not carried on: a new recorder starts a
//   new stream (a new header, new timestamps) that ffmpeg cannot append to the previous one.
// - ffmpeg crashing or falling behind ends the ingest; the publisher hears stream/ingest-failed and may publish
//   again. The session stays live.
// - The session's end (streamEvents 'ended': its performer, an admin, the heartbeat sweep), heard on any node,
//   empties its publisher room on every node; the node holding the ingest sees its publisher leave the room,
//   ends the ingest and removes the session's files. stream/ended has already gone to the room (the chat
//   wiring announces it first). Whenever an ingest ends, its files are removed if the session is over by then.
// - A recording (keepRecording) is handed to `recordings.keep`, which makes the performer's draft video.
// - Streaming software (OBS over RTMP, live-rtmp-ingest.ts) feeds the same ingest through publishExternal: the
//   same session rules, the same playable, recording and end. One publisher per session across both ways: a
//   browser is refused while an RTMP publish holds the session (on this node, or on any node as the key's
//   lease says), and an RTMP publish while a socket is in the publisher room. The session's end, or a failure
//   of the ingest, closes the RTMP connection; the software's own stop ends the ingest.
import { z } from 'zod';
import { publisherRoom, streamRoom, userRoom, type PublishAnswer } from '@/contracts/socket-events';
import type { StreamSession } from '@/contracts/streams';
import type { Log } from '../log';
import { removeLiveFiles, videoCodecOfMimeType, type LiveIngest, type LiveIngestOutcome, type LiveIngestSession, type LiveRecording } from '../media/live';
import type { Storage } from '../media/storage';
import type { StreamEvents } from '../modules/streams/stream-events';
import { authenticatedUserId, everyNamespace, type RealtimeServer, type RealtimeSocket } from './socket-server';

/** One chunk is a quarter of a second of video: far below this at any bitrate a browser records. */
export const MAX_CHUNK_BYTES = 2 * 1024 * 1024;
/** A socket's video per second (about 32 Mb/s): several times a 1080p recording. */
export const MAX_BYTES_PER_SECOND = 4 * 1024 * 1024;
/** A recorder sends four chunks a second; a burst after a network stall may carry a few more. */
export const MAX_CHUNKS_PER_SECOND = 40;
/** How long an ingest outlives its publisher's socket. */
export const DISCONNECT_GRACE_MS = 10_000;

const ROOM_PREFIX = publisherRoom('');
const publishRequest = z.object({ streamId: z.uuid(), mimeType: z.string().max(200) });
const streamRequest = z.object({ streamId: z.uuid() });

export interface LiveIngestSocketsDeps {
  ingest: LiveIngest;
  storage: Storage;
  streams: { get(id: string): Promise<StreamSession | null> };
  /** Turns a finished recording into the performer's draft video. */
  recordings: { keep(stream: StreamSession, recording: LiveRecording): Promise<unknown> };
  log?: Pick<Log, 'warn'>;
  graceMs?: number;
  /** Whether streaming software publishes the session on any node (the stream key's lease). */
  rtmpPublishing?: (streamId: string) => Promise<boolean>;
}

/** A broadcast that does not come over a socket: streaming software over RTMP. */
export interface ExternalBroadcast {
  /** The stream's next bytes (FLV), in order. Never blocks. */
  write(chunk: Buffer): void;
  /** The software stopped: the ingest ends (the session stays live). Resolves once it has. */
  end(): Promise<void>;
}

export type ExternalPublishAnswer = { ok: true; broadcast: ExternalBroadcast } | { ok: false; message: string };

export interface LiveIngestSockets {
  /** Resolves once nothing is under way for the session on this node: its ingest over, files removed, recording kept. */
  idle(streamId: string): Promise<void>;
  /** Stops listening and aborts this node's ingests (ffmpeg is killed at once). */
  stop(): Promise<void>;
  /**
   * Streaming software's broadcast of the performer's session (the caller checked the stream key and who
   * holds it). Refused, with a sentence, as a socket's publish would be; `disconnect` closes the software's
   * connection when the server ends the broadcast (the session's end, a failed ingest, a stop).
   */
  publishExternal(streamId: string, performerId: string, from: { disconnect(): void }): Promise<ExternalPublishAnswer>;
}

interface Publisher {
  /** The publishing socket; null for streaming software, whose connection `disconnect` closes. */
  socket: RealtimeSocket | null;
  disconnect: (() => void) | null;
  performerId: string;
  session: LiveIngestSession;
  /** End asked for by this node (unpublish, grace, the session's end, a new publish): no failure is reported. */
  ending: boolean;
  graceTimer: NodeJS.Timeout | null;
}

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });
const FROM_SOFTWARE = 'This session is already being broadcast from your streaming software (OBS). Stop it there first, or end the session.';

function bytesOf(data: unknown): Buffer | null {
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

/** Chunks and bytes a socket may send per second: a window that restarts each second. */
function chunkBudget(now: () => number = Date.now) {
  let windowStart = 0;
  let bytes = 0;
  let chunks = 0;
  return {
    take(size: number): boolean {
      const at = now();
      if (at - windowStart >= 1000) {
        windowStart = at;
        bytes = 0;
        chunks = 0;
      }
      if (chunks + 1 > MAX_CHUNKS_PER_SECOND || bytes + size > MAX_BYTES_PER_SECOND) return false;
      chunks++;
      bytes += size;
      return true;
    },
  };
}

export function handleLiveIngestSockets(io: RealtimeServer, events: { streams: Pick<StreamEvents, 'subscribe'> }, deps: LiveIngestSocketsDeps): LiveIngestSockets {
  const graceMs = deps.graceMs ?? DISCONNECT_GRACE_MS;
  const publishers = new Map<string, Publisher>();
  /** Per session, the work under way on this node, one step after another (publishes, ends, clean-up). */
  const work = new Map<string, Promise<void>>();
  let stopped = false;

  function queue(streamId: string, step: () => Promise<void>): Promise<void> {
    const next = (work.get(streamId) ?? Promise.resolve()).then(step).catch((error: unknown) => deps.log?.warn({ err: error, streamId }, 'A live broadcast step failed.'));
    work.set(streamId, next);
    void next.then(() => {
      if (work.get(streamId) === next) work.delete(streamId);
    });
    return next;
  }

  const everywhere = (room: string) => everyNamespace(io).map((namespace) => namespace.to(room));

  /** Ends the session's ingest on this node (when it has one) and waits until it is over. */
  async function endIngest(streamId: string): Promise<void> {
    const publisher = publishers.get(streamId);
    if (!publisher) return;
    publisher.ending = true;
    if (publisher.graceTimer) clearTimeout(publisher.graceTimer);
    publisher.disconnect?.();
    await publisher.session.end();
  }

  /** Removes the session's files once it is over; a live session keeps them (its broadcaster may publish again). */
  async function removeFilesIfOver(streamId: string): Promise<void> {
    const stream = await deps.streams.get(streamId);
    if (stream && stream.status !== 'ended') return;
    await removeLiveFiles(deps.storage, streamId);
  }

  /** The ingest's end, however it came: the publisher is told of a failure, the recording is kept, files go if the session is over. */
  function ended(streamId: string, publisher: Publisher, outcome: LiveIngestOutcome): void {
    if (publishers.get(streamId) === publisher) publishers.delete(streamId);
    if (publisher.graceTimer) clearTimeout(publisher.graceTimer);
    const failed = outcome.reason === 'crashed' || outcome.reason === 'overloaded';
    const { socket } = publisher;
    if (failed && !publisher.ending && socket?.connected) {
      socket.emit('stream/ingest-failed', {
        streamId,
        message:
          outcome.reason === 'overloaded'
            ? 'The server could not keep up with your video, so your broadcast stopped. Lower the quality or check your connection, then start again.'
            : 'Your video could not be processed, so your broadcast stopped. Start it again; if this keeps happening, try another browser.',
      });
    }
    if (failed && !publisher.ending && !socket) {
      // The software sees its connection close (OBS reconnects by itself); the performer's pages hear why.
      publisher.disconnect?.();
      for (const to of everywhere(userRoom(publisher.performerId))) {
        to.emit('stream/ingest-failed', {
          streamId,
          message:
            outcome.reason === 'overloaded'
              ? 'The server could not keep up with the video from your streaming software. Lower its bitrate, then start streaming again.'
              : 'The video from your streaming software could not be processed. Send H.264 video with AAC sound (OBS: the x264 encoder), then start streaming again.',
        });
      }
    }
    // Out of the publisher room after the entry is gone: the room's leave is then not read as the session's end.
    if (socket) void socket.leave(publisherRoom(streamId));
    const recording = outcome.recording;
    void queue(streamId, async () => {
      if (recording) {
        const stream = await deps.streams.get(streamId);
        if (stream) await deps.recordings.keep(stream, recording);
        else await deps.storage.remove(recording.key);
      }
      await removeFilesIfOver(streamId);
    });
  }

  /** The session when this user may broadcast it now; otherwise why not. */
  async function sessionToPublish(userId: string, streamId: string): Promise<{ stream: StreamSession } | { refusal: string }> {
    const stream = await deps.streams.get(streamId);
    if (!stream || stream.performerId !== userId) return { refusal: 'This live session does not exist, or is not yours.' };
    if (stream.type === 'private') return { refusal: 'A private show goes straight from your browser to the fan\'s: it is not sent to the server.' };
    if (stream.status === 'ended') return { refusal: 'This session has ended. Start a new session to go live again.' };
    if (stream.status !== 'live') return { refusal: 'This session is not live yet.' };
    return { stream };
  }

  /** Sockets of the session's publisher room on every node, but `except`. */
  async function otherSocketPublishes(streamId: string, except?: string): Promise<boolean> {
    for (const namespace of everyNamespace(io)) {
      const holders = await namespace.in(publisherRoom(streamId)).fetchSockets();
      if (holders.some((held) => held.id !== except)) return true;
    }
    return false;
  }

  /** Starts the session's ingest (the caller ended the previous one and removed its files) and tells the room once it plays. */
  async function startIngest(stream: StreamSession, from: Pick<Publisher, 'socket' | 'disconnect'>, input: { input: 'webm' | 'flv'; videoCodec?: 'h264' | 'other' }): Promise<Publisher> {
    const streamId = stream._id;
    let publisher: Publisher | null = null;
    const session = deps.ingest.start(streamId, {
      ...input,
      record: stream.keepRecording,
      onEnded: (outcome) => {
        if (publisher) ended(streamId, publisher, outcome);
      },
    });
    publisher = { ...from, performerId: stream.performerId, session, ending: false, graceTimer: null };
    const current = publisher;
    publishers.set(streamId, current);
    if (from.socket) await from.socket.join(publisherRoom(streamId));
    session.ready.then(
      () => {
        if (publishers.get(streamId) !== current) return;
        // The room and the broadcaster's socket (which may be in the room too: it hears it once).
        for (const to of everywhere(streamRoom(streamId))) (from.socket ? to.except(from.socket.id) : to).emit('stream/playable', { streamId });
        from.socket?.emit('stream/playable', { streamId });
      },
      () => undefined,
    );
    return current;
  }

  async function publish(socket: RealtimeSocket, streamId: string, mimeType: string): Promise<PublishAnswer> {
    const userId = await authenticatedUserId(socket);
    if (!userId) return refuse('Please log in to broadcast.');
    const allowed = await sessionToPublish(userId, streamId);
    if ('refusal' in allowed) return refuse(allowed.refusal);
    if (socket.disconnected || stopped) return refuse('The connection closed before the broadcast could start.');
    if (await otherSocketPublishes(streamId, socket.id)) return refuse('This session is already being broadcast from another window or device. Stop it there first.');
    const held = publishers.get(streamId);
    if ((held && !held.socket && !held.ending) || (await deps.rtmpPublishing?.(streamId))) return refuse(FROM_SOFTWARE);
    // A new recorder on this socket, or the broadcaster back after a cut: the previous broadcast ends first.
    await endIngest(streamId);
    await removeLiveFiles(deps.storage, streamId);
    if (socket.disconnected || stopped) return refuse('The connection closed before the broadcast could start.');
    await startIngest(allowed.stream, { socket, disconnect: null }, { input: 'webm', videoCodec: videoCodecOfMimeType(mimeType) ?? undefined });
    return { ok: true };
  }

  async function publishExternal(streamId: string, performerId: string, from: { disconnect(): void }): Promise<ExternalPublishAnswer> {
    let answer: ExternalPublishAnswer = refuse('The broadcast could not be started. Try again.');
    await queue(streamId, async () => {
      const allowed = await sessionToPublish(performerId, streamId);
      if ('refusal' in allowed) return void (answer = refuse(allowed.refusal));
      if (stopped) return void (answer = refuse('The server is shutting down.'));
      if (await otherSocketPublishes(streamId)) return void (answer = refuse('This session is already being broadcast from a browser. Stop it there first.'));
      // A browser that lost its connection (in its grace), or the software's previous connection: replaced.
      await endIngest(streamId);
      await removeLiveFiles(deps.storage, streamId);
      if (stopped) return void (answer = refuse('The server is shutting down.'));
      const current = await startIngest(allowed.stream, { socket: null, disconnect: () => from.disconnect() }, { input: 'flv' });
      answer = {
        ok: true,
        broadcast: {
          write: (chunk) => {
            if (publishers.get(streamId) === current && !current.ending) current.session.write(chunk);
          },
          end: () =>
            queue(streamId, async () => {
              if (publishers.get(streamId) === current) await endIngest(streamId);
            }),
        },
      };
    });
    return answer;
  }

  const onConnection = (socket: RealtimeSocket) => {
    const budget = chunkBudget();
    socket.on('stream/publish', (payload, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = publishRequest.safeParse(payload);
      if (!parsed.success) return ack(refuse('Send the session id and the recorder\'s MIME type.'));
      const { streamId, mimeType } = parsed.data;
      let answer: PublishAnswer = refuse('The broadcast could not be started. Try again.');
      void queue(streamId, async () => {
        answer = await publish(socket, streamId, mimeType);
      }).then(() => ack(answer));
    });
    socket.on('stream/chunk', (payload) => {
      const streamId = (payload as { streamId?: unknown } | null)?.streamId;
      if (typeof streamId !== 'string') return;
      const publisher = publishers.get(streamId);
      if (!publisher || publisher.socket !== socket || publisher.ending) return;
      const bytes = bytesOf((payload as { data?: unknown }).data);
      if (!bytes || bytes.length === 0 || bytes.length > MAX_CHUNK_BYTES || !budget.take(bytes.length)) return;
      publisher.session.write(bytes);
    });
    socket.on('stream/unpublish', (payload) => {
      const parsed = streamRequest.safeParse(payload);
      if (!parsed.success || publishers.get(parsed.data.streamId)?.socket !== socket) return;
      const { streamId } = parsed.data;
      void queue(streamId, async () => {
        if (publishers.get(streamId)?.socket === socket) await endIngest(streamId);
      });
    });
    // Before the socket leaves its rooms: that leave is a disconnect (grace), not the session's end.
    socket.on('disconnecting', () => {
      for (const [streamId, publisher] of publishers) {
        if (publisher.socket !== socket || publisher.ending || publisher.graceTimer) continue;
        publisher.graceTimer = setTimeout(() => {
          publisher.graceTimer = null;
          void queue(streamId, async () => {
            if (publishers.get(streamId) === publisher) await endIngest(streamId);
          });
        }, graceMs);
        publisher.graceTimer.unref();
      }
    });
  };

  // The session's end heard on another node reaches this one as its publisher leaving the publisher room.
  const adapterListeners: (() => void)[] = [];
  for (const namespace of everyNamespace(io)) {
    namespace.on('connection', onConnection);
    const left = (room: string, socketId: string) => {
      if (!room.startsWith(ROOM_PREFIX)) return;
      const streamId = room.slice(ROOM_PREFIX.length);
      const publisher = publishers.get(streamId);
      if (!publisher?.socket || publisher.socket.id !== socketId || publisher.graceTimer || !publisher.socket.connected) return;
      void queue(streamId, async () => {
        if (publishers.get(streamId) === publisher) await endIngest(streamId);
      });
    };
    namespace.adapter.on('leave-room', left);
    adapterListeners.push(() => namespace.adapter.off('leave-room', left));
  }

  const stopStreams = events.streams.subscribe((event) => {
    if (event.kind !== 'ended') return;
    const streamId = event.stream._id;
    // Every node's publisher socket of the session leaves the room; the node ingesting it ends the ingest.
    for (const namespace of everyNamespace(io)) namespace.in(publisherRoom(streamId)).socketsLeave(publisherRoom(streamId));
    void queue(streamId, async () => {
      await endIngest(streamId);
      // Viewers were told (stream/ended went out before this listener ran): the files can go.
      await removeLiveFiles(deps.storage, streamId);
    });
  });

  return {
    publishExternal,
    async idle(streamId) {
      while (work.has(streamId)) await work.get(streamId);
    },
    async stop() {
      stopped = true;
      stopStreams();
      adapterListeners.forEach((off) => off());
      for (const namespace of everyNamespace(io)) namespace.off('connection', onConnection);
      for (const publisher of publishers.values()) {
        publisher.ending = true;
        if (publisher.graceTimer) clearTimeout(publisher.graceTimer);
        publisher.disconnect?.();
      }
      await deps.ingest.close();
      // What the aborted ingests left to do (their files, when their sessions are over).
      while (work.size > 0) await Promise.all([...work.values()]);
    },
  };
}
