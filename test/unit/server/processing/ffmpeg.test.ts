/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isMediaProcessingError, MediaProcessingError } from '@/server/media/processing/errors';
import { ensureExecutable, findOnPath, locateFfmpeg, parseClock, progressReporter, runFfmpeg, scaledProgress } from '@/server/media/processing/ffmpeg';
import { makeTempDir } from '../../../helpers/media-fixtures';

const temp = makeTempDir();
afterAll(() => temp.remove());

/** True while a process with this pid exists (a zombie would count: "close" must come after reaping). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A run that lasts as long as its input: a test pattern read at its real rate for `seconds`. */
const realTimeArgs = (seconds: number) => ['-re', '-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${seconds}`, '-f', 'null', '-'];

async function rejection(promise: Promise<unknown>): Promise<MediaProcessingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof MediaProcessingError)) throw new Error(`Expected a MediaProcessingError, got ${String(err)}`);
  return err;
}

describe('locateFfmpeg', () => {
  it('finds a working ffmpeg without configuration (the system one, else the shipped one)', async () => {
    const found = await locateFfmpeg();
    expect(['system', 'package']).toContain(found.source);
    expect(found.version).toMatch(/^ffmpeg version /);
    expect(spawnSync(found.path, ['-hide_banner', '-version']).status).toBe(0);
  });

  it('uses FFMPEG_PATH when it is set', async () => {
    const real = (await locateFfmpeg()).path;
    const link = path.join(temp.dir, 'configured-ffmpeg');
    fs.symlinkSync(real, link);
    const found = await locateFfmpeg(link);
    expect(found).toMatchObject({ path: link, source: 'configured' });
    expect(found.version).toMatch(/^ffmpeg version /);
  });

  it('reports a FFMPEG_PATH that is not an executable instead of quietly using another ffmpeg', async () => {
    const err = await rejection(locateFfmpeg(path.join(temp.dir, 'no-such-ffmpeg')));
    expect(err.code).toBe('ffmpeg-missing');
    expect(err.message).toContain('FFMPEG_PATH');
  });
});

describe('findOnPath', () => {
  it('returns the first executable of that name along PATH, skipping files that cannot run', async () => {
    const real = (await locateFfmpeg()).path;
    const empty = fs.mkdtempSync(path.join(temp.dir, 'empty-'));
    const plain = fs.mkdtempSync(path.join(temp.dir, 'plain-'));
    fs.writeFileSync(path.join(plain, 'ffmpeg'), 'not a program', { mode: 0o644 });
    const bin = fs.mkdtempSync(path.join(temp.dir, 'bin-'));
    fs.symlinkSync(real, path.join(bin, 'ffmpeg'));
    expect(await findOnPath('ffmpeg', [empty, plain, bin].join(path.delimiter))).toBe(path.join(bin, 'ffmpeg'));
    expect(await findOnPath('ffmpeg', [empty, plain].join(path.delimiter))).toBeNull();
    expect(await findOnPath('ffmpeg', '')).toBeNull();
  });
});

describe('ensureExecutable', () => {
  it('gives back the execute bit an install dropped, so the file runs', async () => {
    const script = path.join(temp.dir, 'tool.sh');
    fs.writeFileSync(script, '#!/bin/sh\necho ran\n', { mode: 0o644 });
    expect(spawnSync(script).error).toMatchObject({ code: 'EACCES' });
    await ensureExecutable(script);
    expect(fs.statSync(script).mode & 0o100).toBe(0o100);
    expect(spawnSync(script).stdout.toString()).toBe('ran\n');
  });
});

describe('parseClock', () => {
  it.each([
    ['00:00:03.02', 3.02],
    ['01:02:03.500000', 3723.5],
    ['00:00:00', 0],
    ['-00:00:00.010000', -0.01],
  ])('reads %s', (text, seconds) => {
    expect(parseClock(text)).toBeCloseTo(seconds, 6);
  });

  it.each(['N/A', '', '3.5', '00:61'])('gives null for %j', (text) => {
    expect(parseClock(text)).toBeNull();
  });
});

describe('progressReporter', () => {
  it('turns out_time into a growing percentage held under 100 until ffmpeg reports the end', () => {
    const seen: number[] = [];
    const feed = progressReporter(10, (p) => seen.push(p));
    for (const line of [
      'frame=10', 'out_time_ms=2500000', 'out_time=00:00:02.500000', 'progress=continue',
      'out_time=00:00:02.400000', 'out_time=N/A', 'out_time=00:00:07.000000', 'progress=continue',
      'out_time=00:00:10.020000', 'progress=continue', 'out_time=00:00:10.040000', 'progress=end',
    ]) {
      feed(line);
    }
    expect(seen).toEqual([25, 70, 99, 100]);
  });

  it('reports only the end when the duration is unknown', () => {
    const seen: number[] = [];
    const feed = progressReporter(null, (p) => seen.push(p));
    ['out_time=00:00:01.000000', 'progress=continue', 'out_time=00:00:02.000000', 'progress=end'].forEach(feed);
    expect(seen).toEqual([100]);
  });
});

describe('scaledProgress', () => {
  it("maps a step's percentage onto its share of the job, passing on only growing values", () => {
    const seen: number[] = [];
    const step = scaledProgress((p) => seen.push(p), 0, 95);
    [0, 1, 2, 50, 50, 40, 99, 100].forEach(step);
    expect(seen).toEqual([0, 1, 47, 94, 95]);
    const later: number[] = [];
    const second = scaledProgress((p) => later.push(p), 95, 100);
    [0, 50, 100].forEach(second);
    expect(later).toEqual([95, 97, 100]);
  });
});

describe('runFfmpeg', () => {
  let ffmpeg: string;
  beforeAll(async () => {
    ffmpeg = (await locateFfmpeg()).path;
  });

  it('reports progress from -progress pipe:1 while ffmpeg works', async () => {
    const seen: number[] = [];
    const result = await runFfmpeg(ffmpeg, ['-nostats', '-progress', 'pipe:1', ...realTimeArgs(2)], {
      onStdoutLine: progressReporter(2, (p) => seen.push(p)),
    });
    expect(result.exitCode).toBe(0);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('kills ffmpeg when the signal aborts, and settles only once the process is gone', async () => {
    const controller = new AbortController();
    let pid = 0;
    const started = Date.now();
    const err = await rejection(
      runFfmpeg(ffmpeg, realTimeArgs(30), {
        signal: controller.signal,
        onSpawn: (p) => {
          pid = p;
          setTimeout(() => controller.abort(), 300);
        },
      }),
    );
    expect(err.code).toBe('aborted');
    expect(pid).toBeGreaterThan(0);
    expect(isAlive(pid)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('does not start at all when the signal has already aborted', async () => {
    let spawned = false;
    const err = await rejection(runFfmpeg(ffmpeg, realTimeArgs(30), { signal: AbortSignal.abort(), onSpawn: () => (spawned = true) }));
    expect(err.code).toBe('aborted');
    expect(spawned).toBe(false);
  });

  it('stops ffmpeg at the time limit', async () => {
    let pid = 0;
    const started = Date.now();
    const err = await rejection(runFfmpeg(ffmpeg, realTimeArgs(30), { timeoutMs: 400, onSpawn: (p) => (pid = p) }));
    expect(err.code).toBe('timeout');
    expect(err.message).toMatch(/took longer than/);
    expect(isAlive(pid)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails with what ffmpeg said on a non-zero exit', async () => {
    const err = await rejection(runFfmpeg(ffmpeg, ['-i', path.join(temp.dir, 'missing.mp4')]));
    expect(isMediaProcessingError(err, 'failed')).toBe(true);
    expect(err.detail).toContain('No such file or directory');
  });

  it('treats the exit codes it is told to expect as success', async () => {
    const result = await runFfmpeg(ffmpeg, ['-f', 'lavfi', '-i', 'testsrc=duration=1'], { okExitCodes: [1] });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('Input #0, lavfi');
  });

  it('names a binary that cannot be started', async () => {
    const err = await rejection(runFfmpeg(path.join(temp.dir, 'absent-binary'), ['-version']));
    expect(err.code).toBe('ffmpeg-missing');
  });
});
