// The load generator of bench/live-viewers-per-node.ts, in a process of its own (the bench runs one per core,
// apart from the server they measure). Each viewer behaves as hls.js does on a live playlist of one-second
// segments: it asks for the playlist about every second over a keep-alive connection of its own, and fetches
// every segment it has not fetched before, one after another; on its first playlist only the last three (hls.js
// starts a couple of segments behind the live edge). Viewers start at random moments within the first second.
// A request's time is from sending it to the last byte of the answer; those started inside the measuring
// window (the same for every generator) are kept. Run by the bench with fork(); it sends one ViewersJob and gets one ViewersReport back.
import http from 'node:http';

export interface ViewersJob {
  playlistUrl: string;
  /** One per viewer: its session token, or null to send no Authorization header (the floor). */
  tokens: (string | null)[];
  /** The measuring window, in Date.now() time (set by the bench, so every generator and the server's CPU reading share it). */
  windowStartAt: number;
  windowEndAt: number;
}

export interface ViewersReport {
  segmentMs: number[];
  playlistMs: number[];
  /** Answers other than 200, and requests that failed or took over REQUEST_TIMEOUT_MS, by kind. */
  segmentErrors: number;
  playlistErrors: number;
  /** One example of what went wrong, if anything did. */
  firstError: string | null;
  segmentBytes: number;
  /** This process's CPU time (user + system) from the start of the measuring window to the last answer. */
  cpuMs: number;
  /** How long that was. */
  cpuWindowMs: number;
}

const PLAYLIST_EVERY_MS = 1000;
const SEGMENTS_AT_START = 3;
const REQUEST_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function get(agent: http.Agent, url: URL, token: string | null): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { agent, host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
  });
}

async function run(job: ViewersJob): Promise<ViewersReport> {
  const report: ViewersReport = { segmentMs: [], playlistMs: [], segmentErrors: 0, playlistErrors: 0, firstError: null, segmentBytes: 0, cpuMs: 0, cpuWindowMs: 0 };
  // Date.now() once, then the monotonic clock.
  const windowStart = performance.now() + (job.windowStartAt - Date.now());
  const windowEnd = performance.now() + (job.windowEndAt - Date.now());
  const playlistUrl = new URL(job.playlistUrl);
  const failed = (what: string) => {
    report.firstError ??= what;
  };

  /** Times a request; kept when it started inside the window. */
  async function timed(agent: http.Agent, url: URL, token: string | null, kind: 'segment' | 'playlist') {
    const t0 = performance.now();
    const inWindow = t0 >= windowStart && t0 < windowEnd;
    try {
      const res = await get(agent, url, token);
      const ms = performance.now() - t0;
      if (res.status !== 200) {
        if (inWindow) report[kind === 'segment' ? 'segmentErrors' : 'playlistErrors'] += 1;
        failed(`${kind} answered ${res.status}: ${res.body.toString('utf8').slice(0, 200)}`);
        return null;
      }
      if (inWindow) {
        (kind === 'segment' ? report.segmentMs : report.playlistMs).push(ms);
        if (kind === 'segment') report.segmentBytes += res.body.length;
      }
      return res.body;
    } catch (err) {
      if (inWindow) report[kind === 'segment' ? 'segmentErrors' : 'playlistErrors'] += 1;
      failed(`${kind}: ${(err as Error).message}`);
      return null;
    }
  }

  async function viewer(token: string | null) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const fetched = new Set<string>();
    let first = true;
    await sleep(Math.random() * PLAYLIST_EVERY_MS);
    while (performance.now() < windowEnd) {
      const t0 = performance.now();
      const playlist = await timed(agent, playlistUrl, token, 'playlist');
      if (playlist) {
        const uris = playlist
          .toString('utf8')
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#'));
        const fresh = uris.map((u) => new URL(u, playlistUrl)).filter((u) => !fetched.has(u.pathname));
        // Addresses are signed anew as they near expiry: a segment is known by its path, not its query.
        const wanted = first ? fresh.slice(-SEGMENTS_AT_START) : fresh;
        for (const u of fresh) fetched.add(u.pathname);
        first = false;
        for (const u of wanted) {
          if (performance.now() >= windowEnd) break;
          await timed(agent, u, token, 'segment');
        }
      }
      const wait = t0 + PLAYLIST_EVERY_MS - performance.now();
      if (wait > 0) await sleep(wait);
    }
    agent.destroy();
  }

  let cpuAtStart: NodeJS.CpuUsage | null = null;
  const cpuTimer = setTimeout(() => (cpuAtStart = process.cpuUsage()), Math.max(0, windowStart - performance.now()));
  await Promise.all(job.tokens.map((token) => viewer(token)));
  clearTimeout(cpuTimer);
  const used = process.cpuUsage(cpuAtStart ?? undefined);
  report.cpuMs = (used.user + used.system) / 1000;
  report.cpuWindowMs = performance.now() - windowStart;
  return report;
}

process.once('message', (job: ViewersJob) => {
  run(job).then(
    (report) => process.send!(report, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
