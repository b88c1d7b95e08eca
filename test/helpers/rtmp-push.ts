// Streaming software as the RTMP tests play it: ffmpeg sending a recorded FLV (H.264 and AAC, as OBS sends) to
// an RTMP address at its own pace (-re), copying the streams.
import { spawn } from 'node:child_process';

export interface RtmpPush {
  /** ffmpeg's exit code once it has exited (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** Stops as an operator stopping the stream does (ffmpeg finishes the stream and closes the connection). */
  stop(): void;
  /** Kills ffmpeg at once, if it still runs. */
  kill(): void;
  /** What ffmpeg said (errors only). */
  said(): string;
}

export function pushRtmp(ffmpeg: string, file: string, url: string): RtmpPush {
  const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-re', '-i', file, '-c', 'copy', '-f', 'flv', url], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    exited,
    stop: () => void (running() && child.kill('SIGINT')),
    kill: () => void (running() && child.kill('SIGKILL')),
    said: () => stderr,
  };
}
