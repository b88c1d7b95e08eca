/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MediaProcessingError } from '@/server/media/processing/errors';
import { readTopLevelAtoms } from '@/server/media/processing/mp4-atoms';
import { probeMedia } from '@/server/media/processing/probe';
import { fitVideoSize, makeVideoPosters, makeVideoTeaser, processVideo, transcodeVideo } from '@/server/media/processing/video';
import { makeBogusFile, makeTempDir, makeTestAudio, makeTestVideo } from '../../../helpers/media-fixtures';

const temp = makeTempDir();
afterAll(() => temp.remove());

const outDir = (name: string) => fs.mkdtempSync(path.join(temp.dir, `${name}-`));
// Fast settings where a test checks structure, not picture quality: the machine is small and shared.
const quick = { preset: 'ultrafast' as const };

/** The pids of ffmpeg processes started by this test process that still exist (Linux /proc). */
function ffmpegChildren(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        // "pid (comm) state ppid ..."; comm may hold spaces, so read from the last ")".
        const [, , ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(ppid) === process.pid && stat.includes('(ffmpeg)');
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function expectWebMp4(file: string, width: number, height: number, audio: boolean) {
  const info = await probeMedia(file, 'video');
  expect(info.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', width, height, rotation: 0 });
  if (audio) expect(info.audio?.codec).toBe('aac');
  else expect(info.audio).toBeNull();
  // Fast start, read from the bytes: the index (moov) before the media data (mdat).
  const atoms = (await readTopLevelAtoms(file)).map((a) => a.type);
  expect(atoms[0]).toBe('ftyp');
  expect(atoms).toContain('mdat');
  expect(atoms.indexOf('moov')).toBeGreaterThan(-1);
  expect(atoms.indexOf('moov')).toBeLessThan(atoms.indexOf('mdat'));
  return info;
}

let mp4: string;
let webm: string;
let silent: string;
let oddSilentWebm: string;
let rotated: string;

beforeAll(async () => {
  mp4 = await makeTestVideo(temp.dir);
  webm = await makeTestVideo(temp.dir, { format: 'webm' });
  silent = await makeTestVideo(temp.dir, { audio: false });
  oddSilentWebm = await makeTestVideo(temp.dir, { format: 'webm', width: 641, height: 359, audio: false });
  rotated = await makeTestVideo(temp.dir, { rotate: 90 });
}, 60_000);

describe('fitVideoSize', () => {
  it.each([
    [640, 360, 640, 360],
    [641, 359, 640, 358],
    [1920, 1080, 1920, 1080],
    [3840, 2160, 1920, 1080],
    [2160, 3840, 1080, 1920],
    [1440, 1440, 1080, 1080],
    [4000, 1000, 1920, 480],
    [1, 1, 2, 2],
  ])('%i x %i -> %i x %i', (w, h, ew, eh) => {
    expect(fitVideoSize(w, h)).toEqual({ width: ew, height: eh });
  });
});

describe('processVideo', () => {
  it('makes a fast-start H.264/AAC MP4 with posters, reporting progress to 100', async () => {
    const dir = outDir('full');
    const seen: number[] = [];
    const result = await processVideo(mp4, dir, { onProgress: (p) => seen.push(p) });
    expect(result).toMatchObject({ file: path.join(dir, 'video.mp4'), contentType: 'video/mp4', width: 640, height: 360, hasAudio: true, fastStart: true });
    expect(result.durationSeconds).toBeGreaterThan(2.9);
    expect(result.durationSeconds).toBeLessThan(3.2);
    expect(result.bytes).toBe(fs.statSync(result.file).size);
    await expectWebMp4(result.file, 640, 360, true);

    const { poster, thumb, blurred, atSeconds } = result.posters;
    expect(atSeconds).toBeCloseTo(result.durationSeconds * 0.1, 5);
    expect(await sharp(poster.file).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(await sharp(thumb.file).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
    expect(await sharp(blurred.file).metadata()).toMatchObject({ format: 'webp', width: 48, height: 27 });
    expect(blurred.bytes).toBeLessThan(1500);

    expect(seen.at(-1)).toBe(100);
    expect(seen.every((p, i) => i === 0 || p > seen[i - 1]!)).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['poster-blurred.webp', 'poster-full.webp', 'poster-thumb.webp', 'video.mp4']);
  });

  it('says a file that is not a video cannot be read, and leaves nothing behind', async () => {
    const dir = outDir('bogus');
    const err = await processVideo(await makeBogusFile(temp.dir, 'clip.mp4'), dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaProcessingError);
    expect(err).toMatchObject({ code: 'unreadable', message: 'This video could not be read. Please upload another file.' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('says a video cut short (its index missing) cannot be read', async () => {
    const cut = path.join(temp.dir, 'cut.mp4');
    const whole = fs.readFileSync(mp4);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(processVideo(cut, outDir('cut'))).rejects.toMatchObject({ code: 'unreadable' });
  });

  it('says a sound file is not a video', async () => {
    await expect(processVideo(await makeTestAudio(temp.dir), outDir('sound'))).rejects.toMatchObject({ code: 'unreadable' });
  });
});

describe('transcodeVideo', () => {
  it('transcodes a VP8/Opus WebM to H.264/AAC', async () => {
    const result = await transcodeVideo(webm, outDir('webm'), quick);
    expect(result).toMatchObject({ width: 640, height: 360, hasAudio: true, fastStart: true });
    expect(result.durationSeconds).toBeGreaterThan(2.9);
    expect(result.durationSeconds).toBeLessThan(3.2);
    await expectWebMp4(result.file, 640, 360, true);
  });

  it('keeps a silent video silent', async () => {
    const result = await transcodeVideo(silent, outDir('silent'), quick);
    expect(result.hasAudio).toBe(false);
    await expectWebMp4(result.file, 640, 360, false);
  });

  it('rounds odd dimensions down to even ones', async () => {
    const result = await transcodeVideo(oddSilentWebm, outDir('odd'), quick);
    expect(result).toMatchObject({ width: 640, height: 358 });
    await expectWebMp4(result.file, 640, 358, false);
  });

  it('turns a rotated phone video upright, so it needs no rotation to play', async () => {
    const result = await transcodeVideo(rotated, outDir('rotated'), quick);
    expect(result).toMatchObject({ width: 360, height: 640 });
    await expectWebMp4(result.file, 360, 640, true);
  });

  it('scales down to the size limit', async () => {
    const result = await transcodeVideo(mp4, outDir('small'), { ...quick, maxLongSide: 320, maxShortSide: 180 });
    expect(result).toMatchObject({ width: 320, height: 180 });
  });

  it('takes another output name', async () => {
    const dir = outDir('named');
    const result = await transcodeVideo(silent, dir, { ...quick, name: 'feed-video' });
    expect(result.file).toBe(path.join(dir, 'feed-video.mp4'));
  });
});

describe('makeVideoTeaser', () => {
  it('keeps the first seconds as a short MP4', async () => {
    const dir = outDir('teaser');
    const seen: number[] = [];
    const teaser = await makeVideoTeaser(mp4, dir, { ...quick, seconds: 1, onProgress: (p) => seen.push(p) });
    expect(teaser.file).toBe(path.join(dir, 'teaser.mp4'));
    expect(teaser.durationSeconds).toBeGreaterThan(0.9);
    expect(teaser.durationSeconds).toBeLessThan(1.2);
    expect(teaser.hasAudio).toBe(true);
    await expectWebMp4(teaser.file, 640, 360, true);
    expect(seen.at(-1)).toBe(100);
  });

  it('refuses a teaser of no length', async () => {
    await expect(makeVideoTeaser(mp4, outDir('zero'), { seconds: 0 })).rejects.toThrow(RangeError);
  });
});

describe('makeVideoPosters', () => {
  it('falls back to the first frame when 10 % of the stated duration is past the end', async () => {
    const posters = await makeVideoPosters(silent, outDir('posters'), 3000);
    expect(posters.atSeconds).toBe(0);
    expect(posters.poster).toMatchObject({ width: 640, height: 360 });
  });
});

describe('cancelling and the time limit', () => {
  let long: string;
  beforeAll(async () => {
    // The test pattern encodes fast (40 s of it in under a second here): two minutes of it keep the
    // transcode running well past the moment each test stops it. Only the stopped part costs CPU.
    long = await makeTestVideo(temp.dir, { width: 320, height: 180, seconds: 120, audio: false, name: 'long' });
  }, 30_000);

  it('kills ffmpeg when the signal aborts and removes the partial output', async () => {
    const dir = outDir('abort');
    const controller = new AbortController();
    const seen: number[] = [];
    const err = await processVideo(long, dir, {
      preset: 'medium',
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p);
        if (p > 0) controller.abort();
      },
    }).catch((e: unknown) => e);
    expect({ err, running: ffmpegChildren(), files: fs.readdirSync(dir) }).toEqual({
      err: expect.objectContaining({ code: 'aborted', message: 'Processing was cancelled.' }),
      running: [],
      files: [],
    });
    expect(seen.at(-1)).toBeGreaterThan(0);
    expect(seen.at(-1)).toBeLessThan(95);
  });

  it('stops at the time limit', async () => {
    const dir = outDir('timeout');
    const started = Date.now();
    const err = await processVideo(long, dir, { preset: 'medium', timeoutMs: 700 }).catch((e: unknown) => e);
    // One comparison, so a failure shows every part of the outcome at once.
    expect({ err, quick: Date.now() - started < 5000, running: ffmpegChildren(), files: fs.readdirSync(dir) }).toEqual({
      err: expect.objectContaining({ code: 'timeout' }),
      quick: true,
      running: [],
      files: [],
    });
  });
});
