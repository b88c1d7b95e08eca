// What a media file holds, read from the description `ffmpeg -i file` prints (there is no ffprobe in the
// shipped build). The parser takes the text apart by structure (stream lines, top-level commas) rather
// than one regular expression per version, so the 2018 build and current ffmpeg both read the same way.
import { MediaProcessingError, unreadableMedia, type MediaKind } from './errors';
import { ffmpegPathOf, parseClock, runFfmpeg } from './ffmpeg';

export interface VideoStreamInfo {
  codec: string;
  pixelFormat: string | null;
  /** Coded size, as stored. */
  width: number;
  height: number;
  /** Sample aspect ratio (non-square pixels in some camera and DVD sources); 1 for square pixels. */
  sampleAspectRatio: number;
  /** Clockwise degrees the player turns the picture: 0, 90, 180 or 270. */
  rotation: 0 | 90 | 180 | 270;
  /** The size the picture is shown at: rotation and sample aspect ratio applied. */
  displayWidth: number;
  displayHeight: number;
  fps: number | null;
  /** Cover art inside an audio file, which is a "video" stream of one picture. */
  attachedPicture: boolean;
}

export interface AudioStreamInfo {
  codec: string;
  sampleRate: number | null;
  channels: number | null;
}

export interface MediaInfo {
  /** ffmpeg's name for the container, such as "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  format: string;
  durationSeconds: number | null;
  bitrateKbps: number | null;
  /** The first real video stream (cover art is not one). */
  video: VideoStreamInfo | null;
  audio: AudioStreamInfo | null;
  /** Kinds of every stream, in order: "video", "audio", "subtitle", "data", ... */
  streamKinds: string[];
}

/** Splits on commas that are not inside (...) or [...]: "yuv420p(tv, bt709), 640x360 [SAR 1:1 DAR 16:9]". */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const CHANNEL_LAYOUTS: Record<string, number> = { mono: 1, stereo: 2, '2.1': 3, '3.0': 3, quad: 4, '4.0': 4, '5.0': 5, '5.1': 6, '6.1': 7, '7.1': 8 };

function parseChannels(part: string): number | null {
  const counted = /^(\d+) channels?\b/.exec(part);
  if (counted) return Number(counted[1]);
  const layout = part.replace(/\(.*\)$/, '').trim();
  return CHANNEL_LAYOUTS[layout] ?? null;
}

/** The nearest quarter turn, clockwise, in 0..270. */
function quarterTurn(degrees: number): 0 | 90 | 180 | 270 {
  const turned = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return turned as 0 | 90 | 180 | 270;
}

/**
 * Rotation from a stream's block. The old "rotate" tag is clockwise; the display matrix ffmpeg prints
 * ("rotation of -90.00 degrees") is counter-clockwise, so it is negated.
 */
function parseRotation(block: string): 0 | 90 | 180 | 270 {
  const tag = /^\s*rotate\s*:\s*(-?\d+(?:\.\d+)?)\s*$/m.exec(block);
  if (tag) return quarterTurn(Number(tag[1]));
  const matrix = /displaymatrix: rotation of (-?\d+(?:\.\d+)?) degrees/.exec(block);
  if (matrix) return quarterTurn(-Number(matrix[1]));
  return 0;
}

function parseVideo(parts: string[], block: string, line: string): VideoStreamInfo | null {
  const sizeIndex = parts.findIndex((p) => /^\d+x\d+(\s|$)/.test(p));
  if (sizeIndex < 0) return null;
  const [, w, h] = /^(\d+)x(\d+)/.exec(parts[sizeIndex]!)!;
  const width = Number(w);
  const height = Number(h);
  // "[SAR 1:1 DAR 16:9]" on the size, or "SAR 1:1 DAR 641:359" as its own part (Matroska).
  const sar = /SAR (\d+):(\d+)/.exec(parts.slice(sizeIndex).join(','));
  const sampleAspectRatio = sar && Number(sar[1]) > 0 && Number(sar[2]) > 0 ? Number(sar[1]) / Number(sar[2]) : 1;
  const rotation = parseRotation(block);
  const shownWidth = Math.round(width * sampleAspectRatio);
  const sideways = rotation === 90 || rotation === 270;
  const fps = parts.map((p) => /^(\d+(?:\.\d+)?)(k?) fps$/.exec(p)).find(Boolean);
  return {
    codec: parts[0]!.split(/\s/)[0]!,
    // The pixel format is the part after the codec, unless that already is the size (some codecs omit it).
    pixelFormat: sizeIndex > 1 ? parts[1]!.replace(/\(.*\)$/, '') : null,
    width,
    height,
    sampleAspectRatio,
    rotation,
    displayWidth: sideways ? height : shownWidth,
    displayHeight: sideways ? shownWidth : height,
    fps: fps ? Number(fps[1]) * (fps[2] ? 1000 : 1) : null,
    attachedPicture: line.includes('(attached pic)'),
  };
}

function parseAudio(parts: string[]): AudioStreamInfo {
  const rate = parts.map((p) => /^(\d+) Hz$/.exec(p)).find(Boolean);
  const channels = parts.map(parseChannels).find((n) => n !== null) ?? null;
  return { codec: parts[0]!.split(/\s/)[0]!, sampleRate: rate ? Number(rate[1]) : null, channels };
}

// "    Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s (default)"
const STREAM_LINE = /^(\s*)Stream #\d+:\d+(?:\[[^\]]*\])?(?:\([^)]*\))?: (\w+): (.*)$/;

/** Parses the "Input #0" part of what `ffmpeg -i` printed; null when ffmpeg found no input it could open. */
export function parseFfmpegInfo(stderr: string): MediaInfo | null {
  const lines = stderr.split(/\r?\n/);
  const start = lines.findIndex((l) => /^Input #0, /.test(l));
  if (start < 0) return null;
  const format = /^Input #0, (.+?), from /.exec(lines[start]!)?.[1] ?? '';
  // The input's description is indented; the next unindented line (another input, the outputs, a message) ends it.
  const endOffset = lines.slice(start + 1).findIndex((l) => /^\S/.test(l));
  const section = lines.slice(start + 1, endOffset < 0 ? undefined : start + 1 + endOffset);

  const durationLine = section.find((l) => /^\s*Duration: /.test(l)) ?? '';
  const duration = /Duration: ([^,]+)/.exec(durationLine)?.[1];
  const bitrate = /bitrate: (\d+) kb\/s/.exec(durationLine)?.[1];

  const info: MediaInfo = {
    format,
    durationSeconds: duration ? parseClock(duration) : null,
    bitrateKbps: bitrate ? Number(bitrate) : null,
    video: null,
    audio: null,
    streamKinds: [],
  };
  section.forEach((line, i) => {
    const m = STREAM_LINE.exec(line);
    if (!m) return;
    const [, indent, kind, description] = m;
    info.streamKinds.push(kind!.toLowerCase());
    // A stream's block is its line plus the lines under it (Metadata, Side data), up to the next stream or
    // a line indented less. Older ffmpeg indents "Metadata:" as deep as the stream line, newer deeper.
    const rest = section.slice(i + 1);
    const blockEnd = rest.findIndex((l) => STREAM_LINE.test(l) || l.search(/\S/) < indent!.length);
    const block = [line, ...rest.slice(0, blockEnd < 0 ? undefined : blockEnd)].join('\n');
    const parts = splitTopLevel(description!);
    if (kind === 'Video' && !info.video) {
      const video = parseVideo(parts, block, line);
      if (video && !video.attachedPicture) info.video = video;
    }
    if (kind === 'Audio' && !info.audio) info.audio = parseAudio(parts);
  });
  return info;
}

export interface ProbeOptions {
  ffmpeg?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Describes a media file. Throws "could not be read" (naming `kind`) when ffmpeg cannot open it, or when
 * it holds no stream of that kind: a text file renamed .mp4, a video without pictures.
 */
export async function probeMedia(file: string, kind: MediaKind, opts: ProbeOptions = {}): Promise<MediaInfo> {
  const ffmpeg = await ffmpegPathOf(opts.ffmpeg);
  let stderr: string;
  try {
    // With an input and no output ffmpeg prints the description and exits with 1.
    ({ stderr } = await runFfmpeg(ffmpeg, ['-i', file], { okExitCodes: [1], signal: opts.signal, timeoutMs: opts.timeoutMs ?? 60_000 }));
  } catch (err) {
    if (err instanceof MediaProcessingError && err.code === 'failed') throw unreadableMedia(kind, err.detail);
    throw err;
  }
  const info = parseFfmpegInfo(stderr);
  const tail = stderr.trim().split('\n').slice(-3).join('\n');
  if (!info) throw unreadableMedia(kind, tail);
  if (kind === 'video' && !info.video) throw unreadableMedia(kind, 'No video stream.');
  if (kind === 'audio' && !info.audio) throw unreadableMedia(kind, 'No audio stream.');
  return info;
}
