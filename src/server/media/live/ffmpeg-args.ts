// The ffmpeg command line of a live session: the broadcaster's bytes on standard input, HLS out into a
// working directory. docs/live-video.md explains each choice; in short:
// - `-probesize 64k -analyzeduration 500000`: with its default probing (5 MB, 5 s) ffmpeg read so much before
//   writing anything that the first playlist came ~10 s after the first bytes; the stream's first bytes
//   already say what it holds.
// - H.264 in: the video is copied as it is (a few percent of a core). Anything else (VP8 from browsers
//   without an H.264 encoder) is encoded with x264 `veryfast`, tuned for latency, with a keyframe every
//   segment so each segment starts with one.
// - Sound is always encoded to AAC: browsers record Opus, which HLS players in MPEG-TS do not take.
// - One-second segments, six in the playlist: about three seconds from camera to screen, and a
//   playlist short enough to rewrite every second.
import path from 'node:path';
import type { LiveInputFormat } from './codec-sniff';

export type LiveMode = 'copy' | 'transcode';

export interface LiveFfmpegArgsOptions {
  input: LiveInputFormat;
  mode: LiveMode;
  /** Where ffmpeg writes the playlist (index.m3u8) and its segments. */
  dir: string;
  segmentSeconds: number;
  listSize: number;
}

export const LOCAL_PLAYLIST = 'index.m3u8';

/** x264 for inputs that are not H.264: fast enough for a live stream on one core, at most 1280 wide. */
const TRANSCODE_VIDEO = (segmentSeconds: number) => [
  '-c:v', 'libx264',
  '-preset', 'veryfast',
  '-tune', 'zerolatency',
  '-pix_fmt', 'yuv420p',
  '-vf', 'scale=trunc(min(1280\\,iw)/2)*2:-2',
  '-crf', '23',
  '-maxrate', '3000k',
  '-bufsize', '6000k',
  // A keyframe at every segment boundary, whatever the frame rate, and never one in between.
  '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`,
  '-sc_threshold', '0',
  // Each frame as it came, with its own time. A browser's WebM stamps frames in milliseconds and names no
  // frame rate, so ffmpeg's default (a constant rate) took 1000 frames a second and encoded every frame about
  // thirty times over: slower than real time on a whole core, the stream falling further behind every second.
  '-vsync', 'passthrough',
];

export function liveFfmpegArgs(opts: LiveFfmpegArgsOptions): string[] {
  return [
    '-hide_banner',
    // No keyboard commands from standard input (it carries the video), and no progress lines on stderr.
    '-nostdin',
    '-nostats',
    '-loglevel', 'info',
    '-probesize', '64k',
    '-analyzeduration', '500000',
    '-f', opts.input === 'flv' ? 'flv' : 'matroska',
    '-i', 'pipe:0',
    // The first video and the first sound, whichever the broadcaster sends.
    '-map', '0:v:0?',
    '-map', '0:a:0?',
    ...(opts.mode === 'copy' ? ['-c:v', 'copy'] : TRANSCODE_VIDEO(opts.segmentSeconds)),
    '-c:a', 'aac',
    '-b:a', '128k',
    '-max_muxing_queue_size', '1024',
    '-f', 'hls',
    '-hls_time', String(opts.segmentSeconds),
    '-hls_list_size', String(opts.listSize),
    // Segments are not deleted by ffmpeg: the publisher removes each once it is in storage and out of the list.
    '-hls_flags', 'independent_segments',
    '-hls_segment_filename', path.join(opts.dir, 'segment-%08d.ts'),
    path.join(opts.dir, LOCAL_PLAYLIST),
  ];
}
