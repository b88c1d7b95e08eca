// A demo performer on air without a camera: logs in through the API, ends any session of theirs still on air,
// starts a public session, and sends ffmpeg's live test pattern (a moving picture with a clock, and a tone)
// over the socket as the /creator/live page sends its camera: stream/publish with an answer, then a chunk of
// H.264 WebM every quarter of a second, a heartbeat every 10 seconds, stream/unpublish and the session's end.
// `npm run demo:live` (scripts/demo-live.ts) runs it from a terminal; tests use it to put a stream on air.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, PublishAnswer, ServerToClientEvents } from '../src/contracts/socket-events';
import type { StreamEndReason, StreamSession } from '../src/contracts/streams';

/** How often a chunk goes out, as the browser's recorder hands them over. */
export const CHUNK_MS = 250;
/** How often the heartbeat is sent while on air (the server ends a session silent for 45 seconds). */
export const HEARTBEAT_MS = 10_000;
/** What Chromium records, and so what the server copies without encoding again. */
export const PUBLISH_MIME_TYPE = 'video/webm;codecs=h264,opus';
/** How long the server has to answer stream/publish before the demo gives up. */
const PUBLISH_ANSWER_MS = 10_000;

/** A failure the demo explains in one sentence (wrong password, site not reachable...). */
export class DemoLiveError extends Error {}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Fonts the clock can be drawn with, on Linux, macOS and Windows; the first one present is used. */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
  '/Library/Fonts/Arial.ttf',
  'C:\\Windows\\Fonts\\arial.ttf',
];

export function findClockFont(candidates: readonly string[] = FONT_FILES): string | null {
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

export interface TestPatternOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** A font file for the clock; without one the picture has no clock (testsrc2 still shows its own timer). */
  fontFile?: string | null;
}

/**
 * ffmpeg's arguments for the live test pattern written to stdout in real time (-re): testsrc2 with the wall
 * clock drawn on it and a 440 Hz tone, as Chromium's recorder makes it: H.264 Constrained Baseline with a
 * keyframe every second and Opus, in a Matroska stream written for live use with short clusters.
 */
export function testPatternArgs(opts: TestPatternOptions = {}): string[] {
  const { width = 640, height = 360, fps = 30, fontFile = null } = opts;
  // In a filter graph ':' separates options and '\' escapes: the font's path is quoted, the clock's format escaped.
  const clock = fontFile
    ? [
        '-vf',
        `drawtext=fontfile='${fontFile.replace(/\\/g, '/').replace(/:/g, '\\:')}':text='%{localtime\\:%T}':x=(w-tw)/2:y=h-th-24:fontsize=${Math.round(height / 8)}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8`,
      ]
    : [];
  return [
    '-hide_banner', '-loglevel', 'error', '-nostdin',
    '-re', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`,
    '-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    ...clock,
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p',
    '-g', String(fps), '-keyint_min', String(fps), '-sc_threshold', '0', '-b:v', '1500k',
    '-c:a', 'libopus', '-b:a', '64k',
    '-f', 'matroska', '-live', '1', '-cluster_time_limit', String(CHUNK_MS), '-flush_packets', '1',
    'pipe:1',
  ];
}

export interface TestPatternSource {
  readonly pid: number | undefined;
  /** Stops ffmpeg and hands over what it wrote last; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Runs ffmpeg's test pattern and hands its output over every `chunkMs` as one chunk (what arrived since the
 * last), as a MediaRecorder with a timeslice does. `onExit` is called when ffmpeg ends without being stopped.
 */
export function startTestPattern(
  ffmpeg: string,
  opts: TestPatternOptions & { chunkMs?: number; onChunk: (chunk: Buffer) => void; onExit: (message: string) => void },
): TestPatternSource {
  // A process group of its own: Ctrl-C in the terminal reaches the demo, which stops ffmpeg in its own time.
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(ffmpeg, testPatternArgs(opts), { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let pending: Buffer[] = [];
  let stderr = '';
  let stopping = false;
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = Buffer.concat(pending);
    pending = [];
    opts.onChunk(chunk);
  };
  const timer = setInterval(flush, opts.chunkMs ?? CHUNK_MS);
  child.stdout.on('data', (data: Buffer) => pending.push(data));
  child.stderr.on('data', (data: Buffer) => {
    stderr = (stderr + data.toString('utf8')).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(timer);
      flush();
      resolve();
      if (stopping) return;
      const last = stderr.trim().split('\n').pop();
      opts.onExit(sentence(`ffmpeg stopped making the test pattern (${signal ?? `exit code ${code}`})${last ? `: ${last}` : ''}`));
    });
    child.on('error', (err) => {
      clearInterval(timer);
      resolve();
      if (!stopping) opts.onExit(sentence(`ffmpeg could not be started: ${err.message}`));
    });
  });
  return {
    pid: child.pid,
    async stop() {
      if (!stopping) {
        stopping = true;
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      }
      await exited;
    },
  };
}

type DemoSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface DemoLiveOptions {
  /** The site's address, e.g. http://localhost:3000. */
  url: string;
  /** The performer's username or email. */
  performer: string;
  password: string;
  ffmpeg: string;
  /** Passed to the test pattern (size, rate, the clock's font; the clock uses a system font by default). */
  pattern?: TestPatternOptions;
  chunkMs?: number;
  heartbeatMs?: number;
  /** The viewer count changed (the performer not counted). */
  onViewers?: (count: number) => void;
  /** The first segments are on the server: viewers can play. */
  onPlayable?: () => void;
  /**
   * The broadcast cannot go on: ffmpeg stopped, the server could not process the video, the session was ended
   * elsewhere, the connection was lost for good. The session is not ended by the demo on its own: call end().
   */
  onProblem?: (message: string) => void;
  /** The session was ended on the server (an admin, the heartbeat sweep, another tab of the performer). */
  onEndedElsewhere?: (reason: StreamEndReason) => void;
}

export interface DemoLive {
  readonly stream: StreamSession;
  /** Where viewers watch it. */
  readonly watchUrl: string;
  /** Chunks sent so far. */
  readonly sentChunks: number;
  /** Stops the picture, unpublishes, ends the session and closes the socket; answers the ended session. */
  end(): Promise<StreamSession | null>;
}

interface Envelope<T> {
  data: T;
}

/** The API as the demo calls it: JSON, a bearer token, and failures as one sentence. */
function apiClient(base: string) {
  let token: string | null = null;
  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<{ status: number; data: T | null; message: string | null }> {
    let res: Response;
    try {
      res = await fetch(`${base}/api${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch {
      throw new DemoLiveError(`Could not reach the site at ${base} (start it with npm start, or point --url at it).`);
    }
    let json: (Partial<Envelope<T>> & { message?: string }) | null = null;
    try {
      json = (await res.json()) as Partial<Envelope<T>> & { message?: string };
    } catch {
      throw new DemoLiveError(`The site at ${base} did not answer like Fanstage (HTTP ${res.status} on ${path}).`);
    }
    return { status: res.status, data: res.ok ? ((json?.data ?? null) as T | null) : null, message: json?.message ?? null };
  }
  return {
    setToken: (t: string) => (token = t),
    call,
    /** The call's data, or a DemoLiveError with the server's sentence. */
    async must<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
      const answer = await call<T>(method, path, body);
      if (answer.status >= 400 || answer.data === null) throw new DemoLiveError(sentence(answer.message ?? `The site answered HTTP ${answer.status} on ${path}`));
      return answer.data;
    },
  };
}

interface Me {
  _id: string;
  username: string | null;
  isPerformer: boolean;
}

/** Logs in, ends the performer's sessions still on air, and starts a public session included for subscribers. */
export async function goLive(opts: Pick<DemoLiveOptions, 'url' | 'performer' | 'password'> & { title: string }) {
  const base = opts.url.replace(/\/+$/, '');
  const api = apiClient(base);
  const login = opts.performer.includes('@') ? { email: opts.performer } : { username: opts.performer };
  const signedIn = await api.call<{ token: string }>('POST', '/auth/login', { ...login, password: opts.password });
  if (signedIn.status >= 400 || !signedIn.data) {
    const said = (signedIn.message ?? `HTTP ${signedIn.status}`).trim().replace(/\.$/, '');
    throw new DemoLiveError(`Could not log in as ${opts.performer} (the site says: ${said}).`);
  }
  const token = signedIn.data.token;
  api.setToken(token);
  const me = await api.must<Me>('GET', '/users/me');
  if (!me.isPerformer) throw new DemoLiveError(`${opts.performer} is not a performer account, and only performers go live.`);

  const onAir = await api.must<{ data: StreamSession[] }>('GET', `/streaming/user/search?q=${encodeURIComponent(me.username ?? '')}&pageSize=100`);
  const ended: StreamSession[] = [];
  for (const old of onAir.data.filter((s) => s.performerId === me._id)) {
    ended.push(await api.must<StreamSession>('PUT', `/streaming/live/${old._id}`, { status: 'ended' }));
  }
  const stream = await api.must<StreamSession>('POST', '/streaming/live', { type: 'public', title: opts.title, price: 0 });
  return { base, api, token, me, stream, ended };
}

/**
 * Puts the test pattern on air for a session started by goLive: the socket at the API base joins the session's
 * room (for the viewer count), publishes, and sends the pattern's chunks; a heartbeat goes every 10 seconds.
 * After a lost connection comes back, it publishes again with a new pattern (a new stream, as a new recorder).
 */
export async function broadcast(live: Awaited<ReturnType<typeof goLive>>, opts: Omit<DemoLiveOptions, 'url' | 'performer' | 'password'>): Promise<DemoLive> {
  const { base, api, token, stream } = live;
  const streamId = stream._id;
  const socket: DemoSocket = connect(`${base}/api`, { query: { token }, transports: ['websocket'], reconnectionAttempts: 10, forceNew: true });
  let source: TestPatternSource | null = null;
  let sent = 0;
  let ending = false;
  let lastViewers: number | null = null;
  const problem = (message: string) => {
    if (!ending) opts.onProblem?.(message);
  };

  socket.on('stream/viewers', (p) => {
    if (p.streamId !== streamId || p.count === lastViewers) return;
    lastViewers = p.count;
    opts.onViewers?.(p.count);
  });
  socket.on('stream/playable', (p) => {
    if (p.streamId === streamId) opts.onPlayable?.();
  });
  socket.on('stream/ingest-failed', (p) => {
    if (p.streamId === streamId) problem(`The server stopped processing the video: ${sentence(p.message)}`);
  });
  socket.on('stream/ended', (p) => {
    if (p.streamId !== streamId || ending) return;
    opts.onEndedElsewhere?.(p.reason);
  });

  async function publish(): Promise<void> {
    await source?.stop();
    source = null;
    let answer: PublishAnswer;
    try {
      answer = await socket.timeout(PUBLISH_ANSWER_MS).emitWithAck('stream/publish', { streamId, mimeType: PUBLISH_MIME_TYPE });
    } catch {
      throw new DemoLiveError('The server did not answer the request to publish in time.');
    }
    if (!answer.ok) throw new DemoLiveError(sentence(answer.message));
    source = startTestPattern(opts.ffmpeg, {
      ...opts.pattern,
      fontFile: opts.pattern?.fontFile === undefined ? findClockFont() : opts.pattern.fontFile,
      chunkMs: opts.chunkMs,
      onChunk: (chunk) => {
        // As the browser does: a chunk that cannot go now is dropped (the server would not take it later).
        if (!socket.connected || ending) return;
        socket.emit('stream/chunk', { streamId, data: chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length) as ArrayBuffer });
        sent += 1;
      },
      onExit: problem,
    });
  }

  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(new DemoLiveError(sentence(`Could not open the live connection to ${base}: ${err.message}`)));
    });
  });
  socket.emit('stream/join', { streamId });
  try {
    await publish();
  } catch (err) {
    socket.disconnect();
    throw err;
  }

  socket.io.on('reconnect', () => {
    if (ending) return;
    socket.emit('stream/join', { streamId });
    publish().catch((err: Error) => problem(err.message));
  });
  socket.io.on('reconnect_failed', () => problem(`The live connection to ${base} was lost and could not be opened again.`));

  const startedAt = Date.parse(stream.startedAt ?? stream.createdAt);
  const heartbeat = async () => {
    const answer = await api.call('PUT', '/streaming/set-duration', { streamId, duration: Math.max(0, Math.round((Date.now() - startedAt) / 1000)) }).catch((err: Error) => {
      problem(err.message);
      return null;
    });
    if (answer && answer.status >= 400) problem(sentence(answer.message ?? `The heartbeat answered HTTP ${answer.status}`));
  };
  await heartbeat();
  const beating = setInterval(() => void heartbeat(), opts.heartbeatMs ?? HEARTBEAT_MS);

  return {
    stream,
    watchUrl: `${base}/live/${streamId}`,
    get sentChunks() {
      return sent;
    },
    async end() {
      if (ending) return null;
      ending = true;
      clearInterval(beating);
      await source?.stop();
      if (socket.connected) {
        socket.emit('stream/unpublish', { streamId });
        socket.emit('stream/leave', { streamId });
      }
      try {
        return await api.must<StreamSession>('PUT', `/streaming/live/${streamId}`, { status: 'ended' });
      } finally {
        socket.disconnect();
      }
    },
  };
}

/** goLive then broadcast: the whole demo. */
export async function startDemoLive(opts: DemoLiveOptions & { title: string }): Promise<DemoLive> {
  const live = await goLive(opts);
  try {
    return await broadcast(live, opts);
  } catch (err) {
    await live.api.call('PUT', `/streaming/live/${live.stream._id}`, { status: 'ended' }).catch(() => null);
    throw err;
  }
}
