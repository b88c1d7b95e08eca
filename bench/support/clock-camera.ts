// The browser side of bench/live-glass-to-glass.ts: a camera that films the clock, and a reader for it.
// The camera is a 1280x720 canvas painted with Date.now() about 60 times a second as 42 big black or white
// blocks (7 x 6): a white and a black reference block, then the time in milliseconds modulo 2^40 as 40 bits,
// most significant first. Blocks that size survive the recorder's and the server's compression. The reader
// draws any picture (the viewer's <video>, or the canvas itself for the floor) into a small canvas, averages
// the middle of each block and reads the bits back, with the page's Date.now() taken at the moment of the draw.
// Both run in the page, installed with addInitScript; since the pages and the bench share one machine, the
// two clocks are the same clock.

export interface ClockScriptOptions {
  /** Replace getUserMedia and enumerateDevices with the clock camera and a tone (the publisher's page). */
  camera: boolean;
  /** Make MediaRecorder say no to H.264, so the page records VP8 and the server transcodes. */
  refuseH264: boolean;
}

/** One reading of a picture: the decoded capture time, or why there was none. */
export interface ClockSample {
  /** The page's Date.now() right after the picture was drawn. */
  at: number;
  /** The time painted into the picture (ms, modulo 2^40), or null when it could not be read. */
  painted: number | null;
  /** at - painted, taken modulo 2^40; null when unread. */
  latencyMs: number | null;
  /** Why a picture could not be read: 'none' (no source or no frame yet), 'flat' (no pattern), 'unsure' (a block between black and white). */
  problem: 'none' | 'flat' | 'unsure' | null;
  /** The watch page's player state (data-state of the live player), when there is one. */
  playerState: string | null;
  /** Seconds of video buffered ahead of the play position. */
  bufferedAheadS: number | null;
}

export interface ClockWindow {
  __benchClockCanvas?: HTMLCanvasElement;
  __benchRecorderMimeTypes?: string[];
  /** Date.now() of every 'waiting' event of a media element in the page (playback stalled for want of data). */
  __benchStalls?: number[];
  __benchSample?: (source: 'viewer' | 'canvas') => ClockSample;
}

/** Runs in the page: everything above. Kept free of imports (it is sent to the browser as text). */
function installClock(opts: ClockScriptOptions): void {
  const WIDTH = 1280;
  const HEIGHT = 720;
  const COLUMNS = 7;
  const ROWS = 6;
  const BITS = 40;
  const MODULO = 2 ** BITS;
  const win = window as unknown as Window & ClockWindow;

  const blockRect = (index: number, width: number, height: number) => {
    const col = index % COLUMNS;
    const row = Math.floor(index / COLUMNS);
    const x0 = Math.floor((col * width) / COLUMNS);
    const y0 = Math.floor((row * height) / ROWS);
    return { x: x0, y: y0, w: Math.floor(((col + 1) * width) / COLUMNS) - x0, h: Math.floor(((row + 1) * height) / ROWS) - y0 };
  };
  /** Block 0 white, block 1 black, blocks 2.. the bits of `time`, most significant first. */
  const blockIsWhite = (index: number, time: number) => (index === 0 ? true : index === 1 ? false : Math.floor(time / 2 ** (BITS - 1 - (index - 2))) % 2 === 1);

  // The reader.
  const reader = document.createElement('canvas');
  const SMALL_W = COLUMNS * 16;
  const SMALL_H = ROWS * 12;
  reader.width = SMALL_W;
  reader.height = SMALL_H;
  let readerContext: CanvasRenderingContext2D | null = null;

  win.__benchSample = (source) => {
    const player = document.querySelector('[data-testid="live-player"]');
    const video = player?.querySelector('video') ?? null;
    const picture: CanvasImageSource | null = source === 'canvas' ? (win.__benchClockCanvas ?? null) : video;
    let bufferedAheadS: number | null = null;
    if (video && video.buffered.length > 0) bufferedAheadS = video.buffered.end(video.buffered.length - 1) - video.currentTime;
    const base = { playerState: player?.getAttribute('data-state') ?? null, bufferedAheadS };
    if (!picture || (picture instanceof HTMLVideoElement && (picture.readyState < 2 || picture.videoWidth === 0))) {
      return { ...base, at: Date.now(), painted: null, latencyMs: null, problem: 'none' };
    }
    readerContext ??= reader.getContext('2d', { willReadFrequently: true });
    const ctx = readerContext!;
    ctx.drawImage(picture, 0, 0, SMALL_W, SMALL_H);
    const at = Date.now();
    const pixels = ctx.getImageData(0, 0, SMALL_W, SMALL_H).data;
    const levels: number[] = [];
    for (let i = 0; i < COLUMNS * ROWS; i++) {
      const r = blockRect(i, SMALL_W, SMALL_H);
      // The middle half of the block: its edges blur into the neighbours after compression.
      let sum = 0;
      let n = 0;
      for (let y = r.y + Math.floor(r.h / 4); y < r.y + Math.ceil((3 * r.h) / 4); y++) {
        for (let x = r.x + Math.floor(r.w / 4); x < r.x + Math.ceil((3 * r.w) / 4); x++) {
          const p = (y * SMALL_W + x) * 4;
          sum += (pixels[p] + pixels[p + 1] + pixels[p + 2]) / 3;
          n++;
        }
      }
      levels.push(sum / n);
    }
    const white = levels[0];
    const black = levels[1];
    if (white - black < 100) return { ...base, at, painted: null, latencyMs: null, problem: 'flat' };
    let painted = 0;
    for (let i = 2; i < levels.length; i++) {
      const share = (levels[i] - black) / (white - black);
      if (share > 0.3 && share < 0.7) return { ...base, at, painted: null, latencyMs: null, problem: 'unsure' };
      painted = painted * 2 + (share >= 0.5 ? 1 : 0);
    }
    return { ...base, at, painted, latencyMs: (((at % MODULO) - painted) % MODULO + MODULO) % MODULO, problem: null };
  };

  // When playback stalled for want of data (media events do not bubble: caught on the way down).
  win.__benchStalls = [];
  document.addEventListener('waiting', () => win.__benchStalls!.push(Date.now()), true);

  // Which formats the page's recorders were made with (the page picks H.264 where the browser offers it).
  if (typeof MediaRecorder !== 'undefined') {
    win.__benchRecorderMimeTypes = [];
    const Original = MediaRecorder;
    const Recording = class extends Original {
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options);
        win.__benchRecorderMimeTypes!.push(this.mimeType || options?.mimeType || '');
      }
    };
    if (opts.refuseH264) {
      Recording.isTypeSupported = (type: string) => !/h264|avc1/i.test(type) && Original.isTypeSupported(type);
    }
    (win as unknown as { MediaRecorder: typeof MediaRecorder }).MediaRecorder = Recording;
  }

  if (!opts.camera || !navigator.mediaDevices) return;

  // The camera.
  let canvas: HTMLCanvasElement | null = null;
  let audio: AudioContext | null = null;
  let tone: OscillatorNode | null = null;
  const start = () => {
    if (canvas) return canvas;
    canvas = document.createElement('canvas');
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    win.__benchClockCanvas = canvas;
    const ctx = canvas.getContext('2d')!;
    const paint = () => {
      const time = Date.now() % MODULO;
      for (let i = 0; i < COLUMNS * ROWS; i++) {
        const r = blockRect(i, WIDTH, HEIGHT);
        ctx.fillStyle = blockIsWhite(i, time) ? '#fff' : '#000';
        ctx.fillRect(r.x, r.y, r.w, r.h);
      }
    };
    paint();
    // A timer rather than animation frames: it keeps going whatever the page's visibility.
    setInterval(paint, 16);
    audio = new AudioContext();
    tone = audio.createOscillator();
    tone.frequency.value = 440;
    tone.start();
    return canvas;
  };

  navigator.mediaDevices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
    const source = start();
    const tracks: MediaStreamTrack[] = [];
    if (constraints?.video) tracks.push(...source.captureStream(30).getVideoTracks());
    if (constraints?.audio && audio && tone) {
      const destination = audio.createMediaStreamDestination();
      tone.connect(destination);
      await audio.resume();
      tracks.push(...destination.stream.getAudioTracks());
    }
    return new MediaStream(tracks);
  };
  const devices = [
    { deviceId: 'bench-clock-camera', groupId: 'bench', kind: 'videoinput', label: 'Clock camera' },
    { deviceId: 'bench-tone', groupId: 'bench', kind: 'audioinput', label: 'Tone' },
  ].map((d) => ({ ...d, toJSON: () => d }));
  navigator.mediaDevices.enumerateDevices = async () => devices as unknown as MediaDeviceInfo[];
}

/**
 * The script for addInitScript. tsx compiles functions with calls to a `__name` helper that exists only in
 * Node; the page gets a stand-in first, or the function's text would fail there.
 */
export function clockScript(opts: ClockScriptOptions): string {
  return `globalThis.__name ??= (f) => f;\n(${installClock.toString()})(${JSON.stringify(opts)});`;
}
