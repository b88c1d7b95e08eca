// `npm run demo:live`: a demo performer goes live on a running site with ffmpeg's test pattern (a clock and a
// tone) instead of a camera, so a live stream can be watched at /live/{id} without any device.
//   npm run demo:live -- [--url http://localhost:3000] [--performer luna] [--password fanstage123]
//                        [--title "…"] [--minutes N]
// Runs until Ctrl-C, or for --minutes; then unpublishes, ends the session and exits 0. A failure prints one
// sentence and exits 1.
import { parseArgs } from 'node:util';
import { locateFfmpeg } from '../src/server/media/processing/ffmpeg';
import { DemoLiveError, startDemoLive, type DemoLive } from './live-publisher';

const USAGE = 'Usage: npm run demo:live -- [--url http://localhost:3000] [--performer luna] [--password fanstage123] [--title "…"] [--minutes N]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        url: { type: 'string', default: 'http://localhost:3000' },
        performer: { type: 'string', default: 'luna' },
        password: { type: 'string', default: 'fanstage123' },
        title: { type: 'string' },
        minutes: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const minutes = values.minutes === undefined ? null : Number(values.minutes);
    if (minutes !== null && !(Number.isFinite(minutes) && minutes > 0)) fail('--minutes must be a number of minutes above 0.');
    if (!/^https?:\/\//.test(values.url)) fail('--url must be an http:// or https:// address, e.g. http://localhost:3000.');
    return { ...values, title: values.title ?? `${values.performer}'s test pattern`, minutes };
  } catch (err) {
    if (err instanceof Error && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) fail(`${err.message.replace(/\.?$/, '.')} ${USAGE}`);
    throw err;
  }
}

async function main() {
  const opts = options();
  let ffmpeg: string;
  try {
    ffmpeg = (await locateFfmpeg(process.env.FFMPEG_PATH || undefined)).path;
  } catch (err) {
    fail((err as Error).message);
  }

  let starting: Promise<DemoLive | null> = Promise.resolve(null);
  let finishing: Promise<void> | null = null;
  const finish = (code: number, message?: string) => {
    if (finishing) return finishing;
    if (message) (code === 0 ? console.log : console.error)(message);
    finishing = (async () => {
      try {
        // Stopped while starting: the session is ended once it exists.
        const demo = await starting.catch(() => null);
        const ended = await demo?.end();
        if (ended) console.log(`Session ended after ${ended.duration} s on air.`);
      } catch (err) {
        console.error(err instanceof DemoLiveError ? err.message : `Ending the session failed: ${(err as Error).message}`);
        code = code || 1;
      }
      process.exit(code);
    })();
    return finishing;
  };

  process.on('SIGINT', () => {
    // A second Ctrl-C does not wait for the session's end.
    if (finishing) process.exit(130);
    console.log('\nStopping…');
    void finish(0);
  });
  process.on('SIGTERM', () => void finish(0));

  starting = startDemoLive({
    url: opts.url,
    performer: opts.performer,
    password: opts.password,
    title: opts.title,
    ffmpeg,
    onPlayable: () => console.log('The video is on the server: viewers can play it now.'),
    onViewers: (count) => console.log(`Viewers: ${count}`),
    onProblem: (message) => void finish(1, message),
    onEndedElsewhere: (reason) => void finish(1, `The session was ended on the site (reason: ${reason}).`),
  });
  let demo: DemoLive;
  try {
    demo = (await starting)!;
  } catch (err) {
    fail(err instanceof DemoLiveError ? err.message : `The demo failed: ${(err as Error).message}`);
  }
  if (finishing) return;
  console.log(`${opts.performer} is live: “${demo.stream.title}”, for subscribers.`);
  console.log(`Watch: ${demo.watchUrl}  (log in as a subscriber of ${opts.performer}, the performer or an admin)`);
  console.log(opts.minutes ? `Ending in ${opts.minutes} min, or press Ctrl-C.` : 'Press Ctrl-C to end the session.');
  if (opts.minutes) setTimeout(() => void finish(0, 'Time is up.'), opts.minutes * 60_000);
}

void main();
