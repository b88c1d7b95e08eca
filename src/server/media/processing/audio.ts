// Sound into a format every browser plays: AAC in an M4A container, index first, no metadata.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MediaProcessingError, unreadableMedia } from './errors';
import { DEFAULT_PROCESSING_TIMEOUT_MS, deadlineFrom, ffmpegPathOf, progressReporter, runFfmpeg, type ProcessingOptions } from './ffmpeg';
import { isFastStart } from './mp4-atoms';
import { probeMedia } from './probe';

export interface AudioProcessingOptions extends ProcessingOptions {
  /** 128 to 192 kb/s (default 160): transparent for speech and most music at a modest size. */
  bitrateKbps?: number;
  /** The output's name without extension (default "audio"). */
  name?: string;
}

export interface TranscodedAudio {
  file: string;
  contentType: 'audio/mp4';
  durationSeconds: number;
  bitrateKbps: number;
  channels: number | null;
  bytes: number;
  fastStart: boolean;
}

export const MIN_AUDIO_KBPS = 128;
export const MAX_AUDIO_KBPS = 192;

/**
 * Transcodes the first sound track of `input` (an audio file, or a video's sound) to `<outputDir>/<name>.m4a`.
 * Throws "This audio file could not be read" when there is no sound ffmpeg can decode.
 */
export async function transcodeAudio(input: string, outputDir: string, opts: AudioProcessingOptions = {}): Promise<TranscodedAudio> {
  const bitrate = opts.bitrateKbps ?? 160;
  if (!(bitrate >= MIN_AUDIO_KBPS && bitrate <= MAX_AUDIO_KBPS)) {
    throw new RangeError(`The audio bitrate must be ${MIN_AUDIO_KBPS} to ${MAX_AUDIO_KBPS} kb/s, got ${bitrate}.`);
  }
  const left = deadlineFrom(opts.timeoutMs ?? DEFAULT_PROCESSING_TIMEOUT_MS);
  const ffmpeg = await ffmpegPathOf(opts.ffmpeg);
  const info = await probeMedia(input, 'audio', { ffmpeg, signal: opts.signal, timeoutMs: left() });
  const output = path.join(outputDir, `${opts.name ?? 'audio'}.m4a`);
  const partial = `${output}.part`;
  const channels = info.audio!.channels;
  const args = [
    '-y', '-nostats', '-progress', 'pipe:1',
    '-i', input,
    '-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1',
    '-c:a', 'aac', '-b:a', `${bitrate}k`,
    // Browsers play more than two channels inconsistently; fold surround sound down to stereo.
    ...(channels !== null && channels > 2 ? ['-ac', '2'] : []),
    '-movflags', '+faststart',
    '-f', 'ipod', partial,
  ];
  try {
    await runFfmpeg(ffmpeg, args, {
      signal: opts.signal,
      timeoutMs: left(),
      onStdoutLine: opts.onProgress ? progressReporter(info.durationSeconds, opts.onProgress) : undefined,
    });
    await fsp.rename(partial, output);
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw err instanceof MediaProcessingError && err.code === 'failed' ? unreadableMedia('audio', err.detail) : err;
  }
  const out = await probeMedia(output, 'audio', { ffmpeg, signal: opts.signal });
  const { size } = await fsp.stat(output);
  return {
    file: output,
    contentType: 'audio/mp4',
    durationSeconds: out.durationSeconds ?? 0,
    bitrateKbps: bitrate,
    channels: out.audio!.channels,
    bytes: size,
    fastStart: await isFastStart(output),
  };
}
