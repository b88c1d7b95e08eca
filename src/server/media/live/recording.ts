// The recording of a live session: its segments joined into one MP4 without re-encoding (ffmpeg's concat
// demuxer, streams copied, the index moved to the front so it plays while downloading), stored as a private
// file. The segments come from the working directory, where they stay for the whole session when it is
// recorded.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../processing/ffmpeg';
import type { Storage, StoredFile } from '../storage';

export interface LiveRecording extends StoredFile {
  /** The sum of the recorded segments' lengths. */
  durationSeconds: number;
}

/** The storage folder recordings are saved in (private), outside the session's own folder so removing that keeps them. */
export const RECORDINGS_FOLDER = 'live-recordings';

export async function recordSegments(opts: {
  storage: Storage;
  ffmpeg: string;
  dir: string;
  segments: Array<{ name: string; seconds: number }>;
  timeoutMs: number;
}): Promise<LiveRecording | null> {
  const present: Array<{ name: string; seconds: number }> = [];
  for (const segment of opts.segments) {
    if (await fsp.stat(path.join(opts.dir, segment.name)).then(() => true, () => false)) present.push(segment);
  }
  if (present.length === 0) return null;
  const list = path.join(opts.dir, 'recording.txt');
  const output = path.join(opts.dir, 'recording.mp4');
  // Segment names are the pipeline's own (segment-00000001.ts): nothing in them needs quoting.
  await fsp.writeFile(list, present.map((s) => `file '${path.join(opts.dir, s.name)}'\n`).join(''));
  await runFfmpeg(
    opts.ffmpeg,
    ['-y', '-f', 'concat', '-safe', '0', '-i', list, '-map', '0', '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', output],
    { timeoutMs: opts.timeoutMs },
  );
  const stored = await opts.storage.save(fs.createReadStream(output), { visibility: 'private', folder: RECORDINGS_FOLDER, ext: 'mp4', contentType: 'video/mp4' });
  const durationSeconds = Math.round(present.reduce((sum, s) => sum + s.seconds, 0) * 1000) / 1000;
  return { ...stored, durationSeconds };
}
