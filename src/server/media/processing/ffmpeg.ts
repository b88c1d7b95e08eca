// Finding ffmpeg and running it. The binary comes from FFMPEG_PATH, else the system's `ffmpeg`, else the one
// @ffmpeg-installer/ffmpeg ships (a static build, so the site works without a system package). There is no
// ffprobe anywhere in that chain: probe.ts reads what `ffmpeg -i` prints instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MediaProcessingError, processingTimedOut } from './errors';

export interface FfmpegBinary {
  path: string;
  /** Where it was found: FFMPEG_PATH, the system PATH, or the npm package. */
  source: 'configured' | 'system' | 'package';
  /** The first line of `ffmpeg -version`, for the startup log. */
  version: string;
}

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    const stats = await fsp.stat(file);
    if (!stats.isFile()) return false;
    await fsp.access(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` in the directories of a PATH string. */
export async function findOnPath(name: string, searchPath = process.env.PATH ?? ''): Promise<string | null> {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (await isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/**
 * npm 11 skips dependencies' install scripts, and some unpackers drop the executable bit, so the shipped
 * binary can arrive as a plain file. Give the owner execute permission back when it is missing.
 */
export async function ensureExecutable(file: string): Promise<void> {
  if (await isExecutableFile(file)) return;
  const { mode } = await fsp.stat(file);
  await fsp.chmod(file, mode | 0o100);
}

/** The binary inside @ffmpeg-installer/ffmpeg's platform package, or null on a platform it does not cover. */
function packagedFfmpegPath(): string | null {
  try {
    // The package's index.js throws a string (not an Error) when its platform binary is absent.
    const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
    return installer.path;
  } catch {
    return null;
  }
}

async function versionOf(binary: string): Promise<string> {
  const { stdout } = await runProcess(binary, ['-hide_banner', '-version'], { timeoutMs: 15_000 });
  return stdout.split('\n')[0]!.trim();
}

async function locate(configured: string | undefined): Promise<FfmpegBinary> {
  if (configured) {
    // A configured path that does not work is a mistake to report, not a reason to quietly use another one.
    if (!(await isExecutableFile(configured))) {
      throw new MediaProcessingError('ffmpeg-missing', `FFMPEG_PATH is set to "${configured}", which is not an executable file.`);
    }
    return { path: configured, source: 'configured', version: await versionOf(configured) };
  }
  const system = await findOnPath(process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
  if (system) return { path: system, source: 'system', version: await versionOf(system) };
  const packaged = packagedFfmpegPath();
  if (packaged) {
    try {
      await ensureExecutable(packaged);
    } catch (err) {
      throw new MediaProcessingError(
        'ffmpeg-missing',
        `The ffmpeg shipped in ${packaged} is not executable and could not be made so; install ffmpeg or set FFMPEG_PATH.`,
        (err as Error).message,
      );
    }
    return { path: packaged, source: 'package', version: await versionOf(packaged) };
  }
  throw new MediaProcessingError('ffmpeg-missing', 'ffmpeg was not found: install it, or set FFMPEG_PATH to its location.');
}

const located = new Map<string, Promise<FfmpegBinary>>();

/** Finds ffmpeg once per configured path (FFMPEG_PATH, or none) and checks that it runs. */
export function locateFfmpeg(configured?: string): Promise<FfmpegBinary> {
  const key = configured ?? '';
  let found = located.get(key);
  if (!found) {
    found = locate(configured);
    // A failed lookup is not cached: the operator may install ffmpeg without restarting the site.
    found.catch(() => located.delete(key));
    located.set(key, found);
  }
  return found;
}

/** The path to run: the one given, else the located binary. */
export async function ffmpegPathOf(given?: string): Promise<string> {
  return given ?? (await locateFfmpeg()).path;
}

export interface RunOptions {
  /** Cancels the run: the process is killed and the promise rejects with code "aborted". */
  signal?: AbortSignal;
  /** Kills the process after this long; the promise rejects with code "timeout". */
  timeoutMs?: number;
  /** Exit codes that are not failures (`ffmpeg -i file` alone exits 1 after printing what it found). */
  okExitCodes?: readonly number[];
  /** Called with each complete line ffmpeg writes to stdout (where `-progress pipe:1` reports). */
  onStdoutLine?: (line: string) => void;
  /** Called once the process has started, with its pid. */
  onSpawn?: (pid: number) => void;
}

export interface RunResult {
  exitCode: number;
  stdout: string;
  /** The start of stderr (where `-i` describes the input), capped so a chatty run cannot fill memory. */
  stderr: string;
  /** The end of stderr, where the reason for a failure is. */
  stderrTail: string;
}

const STDERR_HEAD_CHARS = 256 * 1024;
const STDERR_TAIL_CHARS = 4 * 1024;
const STDOUT_KEEP_CHARS = 64 * 1024;

/** Runs a program to completion, with cancel and a time limit; rejects only for failures it can name. */
function runProcess(binary: string, args: readonly string[], opts: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new MediaProcessingError('aborted', 'Processing was cancelled.'));
      return;
    }
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    let stdout = '';
    let partialLine = '';
    let stderr = '';
    let stderrTail = '';
    let stoppedBy: 'aborted' | 'timeout' | null = null;
    let spawnError: Error | null = null;

    const stop = (why: 'aborted' | 'timeout') => {
      if (stoppedBy) return;
      stoppedBy = why;
      // SIGKILL: the output is thrown away anyway, and ffmpeg takes its time finishing a file on SIGTERM.
      child.kill('SIGKILL');
    };
    const onAbort = () => stop('aborted');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = opts.timeoutMs ? setTimeout(() => stop('timeout'), opts.timeoutMs) : null;

    child.on('spawn', () => {
      if (child.pid !== undefined) opts.onSpawn?.(child.pid);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdout.length < STDOUT_KEEP_CHARS) stdout += chunk;
      if (!opts.onStdoutLine) return;
      const lines = (partialLine + chunk).split(/\r?\n/);
      partialLine = lines.pop() ?? '';
      for (const line of lines) opts.onStdoutLine(line);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < STDERR_HEAD_CHARS) stderr += chunk.slice(0, STDERR_HEAD_CHARS - stderr.length);
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (err) => {
      spawnError = err;
    });
    // "close" comes after the process has exited and its pipes are drained: nothing is left running.
    child.on('close', (code) => {
      opts.signal?.removeEventListener('abort', onAbort);
      if (timer) clearTimeout(timer);
      if (partialLine && opts.onStdoutLine) opts.onStdoutLine(partialLine);
      if (stoppedBy === 'aborted') return reject(new MediaProcessingError('aborted', 'Processing was cancelled.'));
      if (stoppedBy === 'timeout') return reject(processingTimedOut());
      if (spawnError) {
        return reject(new MediaProcessingError('ffmpeg-missing', `Could not start ${path.basename(binary)}: ${spawnError.message}`));
      }
      const exitCode = code ?? -1;
      if (exitCode !== 0 && !(opts.okExitCodes ?? []).includes(exitCode)) {
        return reject(new MediaProcessingError('failed', `${path.basename(binary)} exited with code ${exitCode}.`, stderrTail.trim()));
      }
      resolve({ exitCode, stdout, stderr, stderrTail });
    });
  });
}

let ffmpegRuns = 0;

/**
 * How many times this process has run ffmpeg through runFfmpeg. Tests count a step's runs rather than
 * time it: work done twice shows as a number, where a stopwatch on a shared machine shows noise.
 */
export const ffmpegRunCount = (): number => ffmpegRuns;

/** Runs ffmpeg quietly (no banner, no keyboard input) with the given arguments. */
export function runFfmpeg(binary: string, args: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
  ffmpegRuns += 1;
  return runProcess(binary, ['-hide_banner', '-nostdin', ...args], opts);
}

/** "00:01:02.500000" -> 62.5; null for "N/A" or anything else. */
export function parseClock(text: string): number | null {
  const m = /^(-?)(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(text.trim());
  if (!m) return null;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
  return m[1] ? -seconds : seconds;
}

/** Maps a step's 0..100 onto from..to of the whole job, passing on only values that grow. */
export function scaledProgress(onProgress: (percent: number) => void, from: number, to: number): (percent: number) => void {
  let last = -1;
  return (percent) => {
    const scaled = Math.floor(from + ((to - from) * percent) / 100);
    if (scaled > last) {
      last = scaled;
      onProgress(scaled);
    }
  };
}

/**
 * Turns the key=value lines of `-progress pipe:1` into a percentage of `totalSeconds`, reported only when
 * it grows. `out_time` is read rather than `out_time_ms`, which older ffmpeg fills with microseconds.
 */
export function progressReporter(totalSeconds: number | null, onProgress: (percent: number) => void): (line: string) => void {
  let last = -1;
  const report = (percent: number) => {
    const rounded = Math.max(0, Math.min(100, Math.floor(percent)));
    if (rounded > last) {
      last = rounded;
      onProgress(rounded);
    }
  };
  return (line) => {
    const eq = line.indexOf('=');
    if (eq < 0) return;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    if (key === 'progress' && value === 'end') report(100);
    if (key !== 'out_time' || !totalSeconds || totalSeconds <= 0) return;
    const seconds = parseClock(value);
    // Held below 100 until ffmpeg says "end": the faststart pass still runs after the last frame.
    if (seconds !== null) report(Math.min(99, (seconds / totalSeconds) * 100));
  };
}

/** What every processing function takes. */
export interface ProcessingOptions {
  /** The ffmpeg binary; found with locateFfmpeg() when not given. */
  ffmpeg?: string;
  /** Cancels processing: ffmpeg is killed, partial outputs removed, and the promise rejects ("aborted"). */
  signal?: AbortSignal;
  /** The time limit for the whole call (default one hour). */
  timeoutMs?: number;
  /** Called with 0..100 as the work advances; only growing values, 100 once at the end. */
  onProgress?: (percent: number) => void;
}

export const DEFAULT_PROCESSING_TIMEOUT_MS = 60 * 60_000;

/** Gives each step of a call the time left of its one overall limit. */
export function deadlineFrom(timeoutMs: number): () => number {
  const end = Date.now() + timeoutMs;
  return () => {
    const left = end - Date.now();
    if (left <= 0) throw processingTimedOut();
    return left;
  };
}
