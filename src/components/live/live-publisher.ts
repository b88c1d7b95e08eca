// Sending the performer's camera to the server: the recording format, then stream/publish and a chunk over
// the socket every quarter of a second until the performer stops. The server turns the chunks into the
// one-second segments viewers play (docs/live-video.md).
import type { LiveSocket, PublishAck } from './live-socket';

/**
 * The formats tried, best first. H.264 (Chromium records it) is copied by the server as it is; anything else
 * is encoded again there, which costs it about ten times the work.
 */
export const RECORDER_MIME_TYPES = ['video/webm;codecs=h264,opus', 'video/webm;codecs=vp8,opus', 'video/webm'] as const;

/** How often the recorder hands over a chunk. */
export const CHUNK_MS = 250;
/** How long the server has to answer stream/publish. */
export const PUBLISH_ANSWER_MS = 10_000;

export const PUBLISH_NO_ANSWER = 'The server did not answer in time. Check your connection and try again.';
export const PUBLISH_NOT_CONNECTED = 'Not connected to the server. Check your connection and try again.';
export const RECORDING_UNSUPPORTED = 'This browser cannot record video. Use a current version of Chrome, Edge, Firefox or Safari.';

/** The first format the browser can record, or null when it can record none of them. */
export function chooseRecorderMime(isTypeSupported: (mimeType: string) => boolean): string | null {
  return RECORDER_MIME_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** Bits per second for the picture, by its height: about 1.5 Mb/s at 720p. */
export function videoBitrateFor(height: number | undefined): number {
  if (!height || height >= 720) return 1_500_000;
  if (height >= 480) return 1_000_000;
  return 600_000;
}

/** MediaRecorder's options, with the keyframe interval Chromium takes (other browsers ignore the member). */
export type RecorderOptions = MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number };

export function recorderOptions(mimeType: string, height?: number): RecorderOptions {
  return {
    mimeType,
    videoBitsPerSecond: videoBitrateFor(height),
    audioBitsPerSecond: 128_000,
    // A keyframe every second: the server cuts one-second segments at keyframes when it copies H.264.
    videoKeyFrameIntervalDuration: 1000,
  };
}

/** What the publisher needs of a MediaRecorder. */
export interface RecorderLike {
  readonly state: 'inactive' | 'recording' | 'paused';
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onerror: ((event: Event) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}
export type MakeRecorder = (stream: MediaStream, options: RecorderOptions) => RecorderLike;

/** The socket calls the publisher makes. */
export type PublishSocket = Pick<LiveSocket, 'connected' | 'emit'>;

export interface PublisherOptions {
  streamId: string;
  media: MediaStream;
  /** The page's socket now (it may be replaced or reconnect while live). */
  socket: () => PublishSocket | null;
  /** Defaults to the browser's MediaRecorder. */
  makeRecorder?: MakeRecorder;
  /** Defaults to the browser's MediaRecorder.isTypeSupported. */
  isTypeSupported?: (mimeType: string) => boolean;
  /** The recorder stopped on its own (a camera unplugged...). */
  onRecorderError?: (message: string) => void;
}

export interface LivePublisher {
  /** Asks the server to take the video, then starts recording. Resolves with the server's answer. */
  start(): Promise<PublishAck>;
  /** Stops recording and sending, and tells the server. Chunks still on their way are dropped. */
  stop(): void;
  readonly mimeType: string | null;
  /** Chunks sent so far (all recorders of this publisher). */
  readonly sentChunks: number;
  /** A chunk could not be sent (the socket was down): the recording the server holds has a gap. */
  readonly hasGap: boolean;
  /** Resolves once every chunk handed over so far has been sent or dropped. */
  flushed(): Promise<void>;
}

const browserRecorder: MakeRecorder = (stream, options) => new MediaRecorder(stream, options) as unknown as RecorderLike;
const browserSupports = (mimeType: string) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(mimeType);

function emitWithAnswer(socket: PublishSocket, streamId: string, mimeType: string): Promise<PublishAck> {
  return new Promise((resolve) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      resolve({ ok: false, message: PUBLISH_NO_ANSWER });
    }, PUBLISH_ANSWER_MS);
    socket.emit('stream/publish', { streamId, mimeType }, (answer: PublishAck) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer?.ok ? { ok: true } : { ok: false, message: answer?.message || 'The server refused the video.' });
    });
  });
}

export function createLivePublisher(options: PublisherOptions): LivePublisher {
  const { streamId, media } = options;
  const makeRecorder = options.makeRecorder ?? browserRecorder;
  const isTypeSupported = options.isTypeSupported ?? browserSupports;
  const mimeType = chooseRecorderMime(isTypeSupported);
  let recorder: RecorderLike | null = null;
  /** Bumped on every start and stop: chunks of an older recorder are dropped. */
  let generation = 0;
  let stopped = false;
  let sent = 0;
  let gap = false;
  // Blobs are read asynchronously; chaining the reads keeps the chunks in the order they were recorded.
  let queue: Promise<void> = Promise.resolve();

  function send(mine: number, blob: Blob) {
    queue = queue
      .then(() => blob.arrayBuffer())
      .then((data) => {
        if (mine !== generation || stopped) return;
        const socket = options.socket();
        if (!socket?.connected) {
          gap = true;
          return;
        }
        socket.emit('stream/chunk', { streamId, data });
        sent += 1;
      })
      .catch(() => {
        gap = true;
      });
  }

  function stopRecorder() {
    const current = recorder;
    recorder = null;
    if (!current) return;
    current.ondataavailable = null;
    current.onerror = null;
    if (current.state !== 'inactive') current.stop();
  }

  async function start(): Promise<PublishAck> {
    if (!mimeType) return { ok: false, message: RECORDING_UNSUPPORTED };
    stopped = false;
    stopRecorder();
    const mine = ++generation;
    const socket = options.socket();
    if (!socket?.connected) return { ok: false, message: PUBLISH_NOT_CONNECTED };
    const answer = await emitWithAnswer(socket, streamId, mimeType);
    if (!answer.ok || mine !== generation || stopped) return answer;
    const height = media.getVideoTracks?.()[0]?.getSettings?.().height;
    const next = makeRecorder(media, recorderOptions(mimeType, height));
    next.ondataavailable = (event) => {
      if (event.data && event.data.size > 0) send(mine, event.data);
    };
    next.onerror = () => {
      if (mine !== generation) return;
      options.onRecorderError?.('The recording stopped: check that the camera is still connected, then try again.');
    };
    recorder = next;
    next.start(CHUNK_MS);
    return answer;
  }

  function stop() {
    if (stopped) return;
    stopped = true;
    generation += 1;
    stopRecorder();
    const socket = options.socket();
    if (socket?.connected) socket.emit('stream/unpublish', { streamId });
  }

  return {
    start,
    stop,
    mimeType,
    flushed: () => queue,
    get sentChunks() {
      return sent;
    },
    get hasGap() {
      return gap;
    },
  };
}
