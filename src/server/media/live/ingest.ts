// Live ingest: the broadcaster's recorder chunks go into one ffmpeg per session, which writes HLS (a playlist
// and one-second segments) into a working directory that the publisher copies to storage as it grows.
//
// Life of a session: start() -> the first bytes tell the video codec (or the caller's hint does) -> ffmpeg is
// spawned, copying H.264 or transcoding anything else -> `ready` resolves when the first playlist is in
// storage -> end() closes ffmpeg's input; ffmpeg finishes the last segment, the playlist gets its end mark,
// the recording (when asked for) is made and stored, the working directory is removed. A session also ends
// when ffmpeg dies on its own ("crashed"), when ffmpeg falls so far behind that its input would pile up in
// memory ("overloaded": the cap is maxBufferedBytes), or on abort(). However it ends, `onEnded` hears it once,
// no ffmpeg is left running and the playlist in storage says the stream is over.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LiveLog } from './live-log';
import { ffmpegPathOf } from '../processing/ffmpeg';
import type { Storage } from '../storage';
import { sniffVideoCodec, type LiveInputFormat } from './codec-sniff';
import { LOCAL_PLAYLIST, liveFfmpegArgs, type LiveMode } from './ffmpeg-args';
import { assertLiveSessionId, LIVE_VISIBILITY, liveFolder } from './live-keys';
import { createHlsPublisher, type HlsPublisher } from './publisher';
import { recordSegments, type LiveRecording } from './recording';

export type { LiveLog };

export interface LiveIngestOptions {
  storage: Storage;
  /** The ffmpeg binary; found with locateFfmpeg() (FFMPEG_PATH, the system's, the npm package's) when not given. */
  ffmpegPath?: string;
  log: LiveLog;
  /** Where sessions' working directories are made (default: the system's temporary directory). */
  workDir?: string;
  /** Input bytes a session may hold waiting for ffmpeg before it is dropped (default 8 MiB). */
  maxBufferedBytes?: number;
  /** Segment length in seconds (default 1). */
  segmentSeconds?: number;
  /** Segments in the live playlist (default 6). */
  listSize?: number;
  /** How long end() lets ffmpeg finish before it is killed (default 30 s). */
  endTimeoutMs?: number;
}

export type LiveEndReason = 'finished' | 'crashed' | 'overloaded' | 'aborted';

export interface LiveIngestOutcome {
  sessionId: string;
  /** finished: end() and ffmpeg completed; crashed: ffmpeg exited on its own or failed; overloaded: dropped at the buffer cap; aborted: abort(). */
  reason: LiveEndReason;
  /** For the log: ffmpeg's last words, or what was passed. */
  detail?: string;
  /** How the video went through ffmpeg; null when ffmpeg never started. */
  mode: LiveMode | null;
  /** Segments published to storage. */
  segments: number;
  /** The recording, when asked for and there was something to record. */
  recording: LiveRecording | null;
}

export interface LiveStartOptions {
  input: LiveInputFormat;
  /**
   * The video codec when the caller knows it (videoCodecOfMimeType of the recorder's MIME type); otherwise
   * it is read from the stream's first bytes.
   */
  videoCodec?: 'h264' | 'other';
  /** Keep every segment and store the whole session as one MP4 at the end. */
  record?: boolean;
  /** Called once when the session's ingest is over, however it ended. */
  onEnded?: (outcome: LiveIngestOutcome) => void;
}

export interface LiveIngestSession {
  readonly sessionId: string;
  /** Hands ffmpeg the next chunk; ignored once the session is ending or over. Never blocks. */
  write(chunk: Buffer): void;
  /** Resolves when the first playlist (and the segments it lists) is in storage; rejects if the session ends first. */
  readonly ready: Promise<void>;
  /** Ends the input; resolves once ffmpeg has finished and everything is published (and recorded). */
  end(): Promise<LiveIngestOutcome>;
  /** Stops at once: ffmpeg is killed, nothing is recorded; the playlist is marked as ended. */
  abort(): Promise<LiveIngestOutcome>;
  /** Copy or transcode, once decided. */
  mode(): LiveMode | null;
  /** The running ffmpeg's process id (null before it starts and after it exits). */
  pid(): number | null;
  /** ffmpeg's arguments, once started. */
  ffmpegArgs(): readonly string[] | null;
}

export interface LiveIngest {
  start(sessionId: string, opts: LiveStartOptions): LiveIngestSession;
  /** The session this server is ingesting under that id. */
  get(sessionId: string): LiveIngestSession | undefined;
  /** Aborts every session (for shutdown). */
  close(): Promise<void>;
}

const MB = 1024 * 1024;
/** Bytes read to find the codec before giving up and transcoding: the codec is named in the first kilobytes. */
const SNIFF_LIMIT = 256 * 1024;
const STDERR_TAIL_CHARS = 4 * 1024;
const RECORDING_TIMEOUT_MS = 30 * 60_000;

export function createLiveIngest(options: LiveIngestOptions): LiveIngest {
  const { storage, log } = options;
  const maxBuffered = options.maxBufferedBytes ?? 8 * MB;
  const segmentSeconds = options.segmentSeconds ?? 1;
  const listSize = options.listSize ?? 6;
  const endTimeoutMs = options.endTimeoutMs ?? 30_000;
  const sessions = new Map<string, LiveIngestSession>();

  function start(sessionId: string, opts: LiveStartOptions): LiveIngestSession {
    assertLiveSessionId(sessionId);
    if (sessions.has(sessionId)) throw new Error(`Live session ${sessionId} is already being ingested.`);

    type State = 'waiting' | 'spawning' | 'running' | 'ending' | 'over';
    let state: State = 'waiting';
    let stopReason: 'overloaded' | 'aborted' | null = null;
    let stopDetail: string | undefined;
    let mode: LiveMode | null = opts.videoCodec ? (opts.videoCodec === 'h264' ? 'copy' : 'transcode') : null;
    let child: ChildProcess | null = null;
    let args: string[] | null = null;
    let dir: string | null = null;
    let watcher: fs.FSWatcher | null = null;
    let stderrTail = '';
    let endTimer: NodeJS.Timeout | null = null;
    /** Chunks received before ffmpeg runs: sniffed, then written first. */
    const early: Buffer[] = [];
    let earlyBytes = 0;

    let markReady!: () => void;
    let failReady!: (err: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    // A caller that never waits on `ready` must not see an unhandled rejection when the session fails.
    ready.catch(() => undefined);
    let isReady = false;

    let resolveOutcome!: (outcome: LiveIngestOutcome) => void;
    const outcome = new Promise<LiveIngestOutcome>((resolve) => {
      resolveOutcome = resolve;
    });

    let publisher: HlsPublisher | null = null;
    let endRequested = false;

    function drop(reason: 'overloaded' | 'aborted', detail?: string) {
      if (state === 'over' || stopReason) return;
      stopReason = reason;
      stopDetail = detail;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      // Not started yet: spawnFfmpeg sees stopReason and stops there.
      else if (!child && state === 'waiting') void finish({ code: null, signal: null });
    }

    function bufferedBytes(): number {
      return earlyBytes + (child?.stdin?.writableLength ?? 0);
    }

    function checkBuffer() {
      const held = bufferedBytes();
      if (held <= maxBuffered) return;
      log.warn({ sessionId, bufferedBytes: held, maxBufferedBytes: maxBuffered }, 'live ingest dropped: ffmpeg is not keeping up with the broadcaster');
      drop('overloaded', `ffmpeg fell behind: ${held} bytes of input were waiting (the cap is ${maxBuffered}).`);
    }

    async function spawnFfmpeg() {
      state = 'spawning';
      try {
        const ffmpeg = await ffmpegPathOf(options.ffmpegPath);
        dir = await fsp.mkdtemp(path.join(options.workDir ?? os.tmpdir(), `fanstage-live-${sessionId.slice(0, 8)}-`));
        if (stopReason) return await finish({ code: null, signal: null });
        if (!mode) {
          // Sound alone has no video to transcode; an unknown codec is transcoded, which takes anything.
          const sniffed = sniffVideoCodec(opts.input, Buffer.concat(early));
          mode = sniffed === 'h264' || sniffed === 'none' ? 'copy' : 'transcode';
        }
        const publisherLocal = createHlsPublisher({
          storage,
          sessionId,
          dir,
          log,
          keepLocal: !!opts.record,
          graceSegments: listSize,
          onPublished: () => {
            if (isReady) return;
            isReady = true;
            markReady();
          },
        });
        publisher = publisherLocal;
        args = liveFfmpegArgs({ input: opts.input, mode, dir, segmentSeconds, listSize });
        // The playlist is rewritten every segment: each change is a cue to publish.
        try {
          watcher = fs.watch(dir, (_event, name) => {
            if (!name || name === LOCAL_PLAYLIST) publisherLocal.poke();
          });
          watcher.on('error', (err) => log.warn({ sessionId, err }, 'live working directory watch failed'));
        } catch (err) {
          // Out of file watches (inotify's limit): ffmpeg's own messages below still cue each segment, a little later.
          log.warn({ sessionId, err }, 'live working directory cannot be watched; publishing on ffmpeg\'s messages only');
        }
        const proc = spawn(ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'], windowsHide: true });
        child = proc;
        proc.stdin!.on('error', () => {
          // EPIPE after ffmpeg exited: its exit is what ends the session.
        });
        proc.stderr!.setEncoding('utf8');
        proc.stderr!.on('data', (text: string) => {
          stderrTail = (stderrTail + text).slice(-STDERR_TAIL_CHARS);
          // ffmpeg says when it opens the next segment or the playlist: also a cue, should a watch event be lost.
          if (text.includes('Opening ')) publisherLocal.poke();
        });
        let spawnError: string | undefined;
        proc.on('error', (err) => {
          spawnError = `ffmpeg could not be started: ${err.message}`;
        });
        proc.on('close', (code, signal) => void finish({ code, signal, failure: spawnError }));
        log.info({ sessionId, mode, pid: proc.pid }, 'live ingest started');
        state = 'running';
        for (const chunk of early.splice(0)) proc.stdin!.write(chunk);
        earlyBytes = 0;
        if (endRequested) closeInput();
        checkBuffer();
      } catch (err) {
        await finish({ code: null, signal: null, failure: (err as Error).message });
      }
    }

    function closeInput() {
      state = 'ending';
      child?.stdin?.end();
      endTimer = setTimeout(() => {
        log.warn({ sessionId, endTimeoutMs }, 'ffmpeg did not finish the live stream in time; killing it');
        child?.kill('SIGKILL');
      }, endTimeoutMs);
    }

    let finishing = false;
    /**
     * The end of every session, once: `code`/`signal` are ffmpeg's exit (both null when it never ran), `failure`
     * why it could not be started.
     */
    async function finish(exit: { code: number | null; signal: NodeJS.Signals | null; failure?: string }) {
      if (finishing) return;
      finishing = true;
      if (endTimer) clearTimeout(endTimer);
      watcher?.close();
      const ran = child !== null;
      const cleanExit = ran ? exit.code === 0 : !exit.failure;
      const reason: LiveEndReason = stopReason ?? (endRequested && cleanExit ? 'finished' : 'crashed');
      let detail = stopDetail;
      if (reason === 'crashed') {
        const how = exit.failure ?? (exit.signal ? `ffmpeg was killed by ${exit.signal}` : `ffmpeg exited with code ${exit.code}`);
        const said = stderrTail.trim().split('\n').slice(-3).join(' | ');
        detail = said ? `${how}: ${said}` : how;
      }
      let recording: LiveRecording | null = null;
      const pub = publisher;
      if (pub) {
        await pub.finish();
        if (opts.record && reason !== 'aborted' && dir) {
          try {
            recording = await recordSegments({ storage, ffmpeg: await ffmpegPathOf(options.ffmpegPath), dir, segments: pub.listed(), timeoutMs: RECORDING_TIMEOUT_MS });
          } catch (err) {
            log.error({ sessionId, err }, 'live recording could not be made');
          }
        }
      }
      if (dir) await fsp.rm(dir, { recursive: true, force: true }).catch((err: unknown) => log.warn({ sessionId, err }, 'live working directory not removed'));
      state = 'over';
      child = null;
      sessions.delete(sessionId);
      if (!isReady) failReady(new Error(`The live stream ended before its first segment (${reason}).`));
      const result: LiveIngestOutcome = { sessionId, reason, detail, mode: args ? mode : null, segments: pub?.publishedCount() ?? 0, recording };
      const line = { sessionId, reason, detail, segments: result.segments };
      if (reason === 'finished' || reason === 'aborted') log.info(line, 'live ingest ended');
      else log.warn(line, 'live ingest ended');
      try {
        opts.onEnded?.(result);
      } catch (err) {
        log.error({ sessionId, err }, 'live ingest end callback failed');
      }
      resolveOutcome(result);
    }

    const session: LiveIngestSession = {
      sessionId,
      ready,
      write(chunk) {
        if (stopReason || endRequested || state === 'over' || chunk.length === 0) return;
        if (state === 'running' && child) {
          child.stdin!.write(chunk);
          checkBuffer();
          return;
        }
        early.push(chunk);
        earlyBytes += chunk.length;
        checkBuffer();
        if (state !== 'waiting' || stopReason) return;
        if (mode || earlyBytes >= SNIFF_LIMIT || sniffVideoCodec(opts.input, Buffer.concat(early)) !== 'unknown') void spawnFfmpeg();
      },
      end() {
        if (!endRequested && !stopReason && state !== 'over') {
          endRequested = true;
          if (state === 'running') closeInput();
          // Nothing arrived yet: there is nothing to wait for.
          else if (state === 'waiting' && early.length === 0) void finish({ code: null, signal: null });
          else if (state === 'waiting') void spawnFfmpeg();
        }
        return outcome;
      },
      abort() {
        drop('aborted');
        return outcome;
      },
      mode: () => (args ? mode : null),
      pid: () => child?.pid ?? null,
      ffmpegArgs: () => args,
    };
    sessions.set(sessionId, session);
    return session;
  }

  return {
    start,
    get: (sessionId) => sessions.get(sessionId),
    async close() {
      await Promise.all([...sessions.values()].map((s) => s.abort()));
    },
  };
}

/** Removes everything a session left in storage (its playlist and segments; recordings are kept). */
export function removeLiveFiles(storage: Storage, sessionId: string): Promise<number> {
  return storage.removeFolder(LIVE_VISIBILITY, liveFolder(sessionId));
}
