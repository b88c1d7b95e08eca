// Server CPU per page request against the CPU of the API calls that page's server render makes, and the
// page's HTML bytes. Usage: npx tsx bench/ssr-cpu.ts [appDir] [--requests 40] [--rounds 5] [--port 3432]
//   appDir: a directory holding a production build (`npm run build` there); without it the bench builds a copy
//   of this repository in a temporary directory (never in the working tree).
// The production server (src/server/main.ts: pages, API and the embedded database in one process) on a fresh
// embedded database with the demo data, in a child process. The page renderer calls its own API over HTTP
// (API_INTERNAL_URL); here that address is a small proxy in the bench process, which forwards every call to
// the server and notes it with the headers the renderer sent (the visitor's token, the internal secret and
// address). The floor replays exactly the calls noted during a variant's measured page requests straight to
// the server. CPU is the server process's user + system time from /proc/<pid>/stat, read before and after
// `requests` sequential page requests and again after the replay of their API calls, so the machine's other
// load changes the wall time but hardly the CPU counted; each round does every variant, and the median round
// is reported. Page requests ask for gzip as browsers do; "HTML" is the page's bytes without compression (and
// with gzip).
// Variants: /luna and /performers as a visitor and as the demo fan fan1 (token cookie), /home as fan1. A
// visitor's page may be answered from the short-lived cache of anonymous renders (src/server/http/page-cache.ts,
// keyed by the address): "visitor, fresh" adds a query string that changes each time (`?bench=<n>`), which no
// cache has seen; "visitor" requests the same address every time (cache hits), measured against the API calls
// of the fresh renders. Before counting, each variant's page is requested `warmup` times, each followed by its API
// calls: a server in service has rendered its pages thousands of times, and V8 optimises a function only after
// many calls, so a cold page's render is charged for code not yet compiled (on a quiet machine /luna for a fresh
// visitor measured 16.0 ms after 10 warm-up requests and 9.2 ms after 300, its API call 3.0 and 2.5 ms).
// "API calls/page" counts the calls the proxy saw during the measured page requests: 0
// means the pages came from the cache. Targets (reported, never asserted): page CPU <= 3x its API calls' CPU,
// HTML < 60 kB. With BENCH_RECORD=1 the rows go into bench/RESULTS.md. Never part of `npm test`.
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { logIn, productionBuild, startSite, type SiteServer } from './support/app-server';
import { clockTicksPerSecond, cpuSecondsOf } from './support/process-cpu';
import { recordIfAsked, today } from './support/results';

interface ApiCall {
  method: string;
  path: string;
  headers: Record<string, string>;
}

interface Variant {
  name: string;
  page: (n: number) => string;
  cookie?: string;
  /** Measure against the API calls of this variant's renders (for cache hits, which make none). */
  floorOf?: string;
}

interface Answer {
  status: number;
  bytes: number;
  location?: string;
}

// Hop-by-hop and per-connection headers are the proxy's own; everything else the renderer sent is replayed.
const NOT_REPLAYED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/** One request on `agent`, the body read to its end; answers its status and body size on the wire. */
function get(agent: http.Agent, port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, method, path, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, location: res.headers.location }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The proxy the renderer's API calls go through: forwards each to the server, notes it while `recording`. */
function recordingProxy(target: () => number) {
  const calls: ApiCall[] = [];
  let seen = 0;
  const state = { recording: false };
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    seen += 1;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !NOT_REPLAYED.has(k)) headers[k] = v;
    if (state.recording) calls.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers });
    const upstream = http.request({ agent, host: '127.0.0.1', port: target(), method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return {
    server,
    /** The calls made while `during` runs. */
    record: async (during: () => Promise<unknown>) => {
      calls.length = 0;
      state.recording = true;
      await during();
      state.recording = false;
      return [...calls];
    },
    seen: () => seen,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const msOf = (seconds: number) => `${(seconds * 1000).toFixed(1)} ms`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      requests: { type: 'string', default: '40' },
      rounds: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '300' },
      port: { type: 'string', default: '3432' },
      // Only the variants whose name contains this (e.g. `--only /luna`), for a quicker look at one page.
      only: { type: 'string' },
    },
  });
  const requests = Number(values.requests);
  const rounds = Number(values.rounds);
  const warmup = Number(values.warmup);
  const port = Number(values.port);
  const appDir = productionBuild(positionals[0]);
  const ticks = clockTicksPerSecond();

  const proxy = recordingProxy(() => port);
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.server.address() as AddressInfo).port;
  let site: SiteServer | null = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    site = await startSite(appDir, port, { API_INTERNAL_URL: `http://127.0.0.1:${proxyPort}/api` });
    const token = await logIn(site.baseUrl);
    const fan = `token=${token}`;
    const allVariants: Variant[] = [
      { name: '/luna, visitor, fresh', page: (n) => `/luna?bench=${n}` },
      { name: '/luna, visitor', page: () => '/luna', floorOf: '/luna, visitor, fresh' },
      { name: '/luna, fan1', page: () => '/luna', cookie: fan },
      { name: '/performers, visitor, fresh', page: (n) => `/performers?bench=${n}` },
      { name: '/performers, visitor', page: () => '/performers', floorOf: '/performers, visitor, fresh' },
      { name: '/performers, fan1', page: () => '/performers', cookie: fan },
      { name: '/home, fan1', page: () => '/home', cookie: fan },
    ];
    // A cached variant needs the fresh one it is measured against.
    const wanted = allVariants.filter((v) => !values.only || v.name.includes(values.only));
    const variants = allVariants.filter((v) => wanted.includes(v) || wanted.some((w) => w.floorOf === v.name));
    const pageHeaders = (v: Variant, gzip: boolean): Record<string, string> => ({
      accept: 'text/html',
      'user-agent': 'Mozilla/5.0 (fanstage ssr-cpu bench)',
      ...(gzip ? { 'accept-encoding': 'gzip' } : {}),
      ...(v.cookie ? { cookie: v.cookie } : {}),
    });

    // The port opens before the demo seed has written most of the content, and a page read then is smaller than
    // the site's: wait until every variant's HTML keeps its size across two reads 2 s apart (at most 5 minutes).
    let counter = 0;
    const sizes = async () => {
      const bytes: number[] = [];
      for (const v of variants) bytes.push((await get(agent, port, `${v.page(0)}${v.page(0).includes('?') ? '&' : '?'}settle=${++counter}`, pageHeaders(v, false))).bytes);
      return bytes.join();
    };
    const settleBy = Date.now() + 300_000;
    for (let last = await sizes(); ; ) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const now = await sizes();
      if (now === last) break;
      if (Date.now() > settleBy) throw new Error('The demo data kept changing the pages for 5 minutes.');
      last = now;
    }

    // Each variant's HTML (plain, and gzip as sent to browsers) and the API calls of one render that no cache
    // has seen (printed, and used to warm up; the floor replays the calls made while measuring).
    const apiCalls = new Map<string, ApiCall[]>();
    const html = new Map<string, { plain: number; gzip: number }>();
    for (const v of variants) {
      const fresh = v.name.includes('fresh') ? v.page(++counter) : `${v.page(0)}${v.page(0).includes('?') ? '&' : '?'}first=${++counter}`;
      let answer: Answer = { status: 0, bytes: 0 };
      const calls = await proxy.record(async () => (answer = await get(agent, port, fresh, pageHeaders(v, false))));
      if (answer.status !== 200) throw new Error(`${v.name}: ${fresh} answered ${answer.status}${answer.location ? ` -> ${answer.location}` : ''}`);
      const gzip = await get(agent, port, v.page(++counter), pageHeaders(v, true));
      apiCalls.set(v.name, calls);
      html.set(v.name, { plain: answer.bytes, gzip: gzip.bytes });
      console.log(`${v.name}: ${answer.bytes} bytes of HTML (${gzip.bytes} gzip); its render calls ${calls.map((c) => `${c.method} ${c.path}`).join(', ') || 'nothing'}`);
    }

    const cpu = async () => {
      const seconds = await cpuSecondsOf(site!.pid, ticks);
      if (seconds === null) throw new Error('The server is gone.');
      return seconds;
    };
    // Warm every path (page and API) before counting: the first calls load code and fill the JIT.
    for (const v of variants) {
      for (let i = 0; i < warmup; i++) {
        await get(agent, port, v.page(++counter), pageHeaders(v, true));
        for (const call of apiCalls.get(v.name)!) await get(agent, port, call.path, call.headers, call.method);
      }
    }

    const loadBefore = os.loadavg()[0];
    const perRound = new Map<string, { page: number[]; api: number[]; calls: number[] }>(variants.map((v) => [v.name, { page: [], api: [], calls: [] }]));
    const madeThisRound = new Map<string, ApiCall[]>();
    for (let round = 1; round <= rounds; round++) {
      for (const v of variants) {
        const t0 = await cpu();
        const made = await proxy.record(async () => {
          for (let i = 0; i < requests; i++) {
            const answer = await get(agent, port, v.page(++counter), pageHeaders(v, true));
            if (answer.status !== 200) throw new Error(`${v.name}: answered ${answer.status}`);
          }
        });
        const t1 = await cpu();
        madeThisRound.set(v.name, made);
        // The floor: the very calls the renders just made, straight to the server; for the cached variant, the
        // calls its uncached twin's renders made (a cache hit makes none).
        const floorCalls = v.floorOf ? madeThisRound.get(v.floorOf)! : made;
        for (const call of floorCalls) {
          const answer = await get(agent, port, call.path, call.headers, call.method);
          if (answer.status >= 400) throw new Error(`${v.name}: ${call.method} ${call.path} answered ${answer.status}`);
        }
        const t2 = await cpu();
        const figures = perRound.get(v.name)!;
        figures.page.push((t1 - t0) / requests);
        figures.api.push((t2 - t1) / requests);
        figures.calls.push(made.length / requests);
      }
      console.log(`round ${round}/${rounds}: ${variants.map((v) => `${v.name} ${msOf(perRound.get(v.name)!.page.at(-1)!)} / ${msOf(perRound.get(v.name)!.api.at(-1)!)}`).join('; ')}`);
    }

    const load = `${loadBefore.toFixed(1)} to ${os.loadavg()[0].toFixed(1)}`;
    const columns = ['date', 'page', 'API calls/page', 'page CPU', 'API calls CPU', 'page / API', 'HTML', 'HTML gzip', 'ratio over rounds', 'load'];
    const rows = variants.map((v) => {
      const f = perRound.get(v.name)!;
      const ratios = f.page.map((p, i) => p / Math.max(f.api[i], 1 / ticks / requests));
      const sortedRatios = [...ratios].sort((a, b) => a - b);
      const h = html.get(v.name)!;
      return [
        today(),
        v.name,
        median(f.calls).toFixed(2),
        msOf(median(f.page)),
        msOf(median(f.api)),
        `${median(ratios).toFixed(2)}`,
        kB(h.plain),
        kB(h.gzip),
        `${sortedRatios[0].toFixed(2)}-${sortedRatios.at(-1)!.toFixed(2)}`,
        load,
      ];
    });
    console.log(`\n${requests} requests a variant a round, ${rounds} rounds, median round:`);
    console.log(`| ${columns.join(' | ')} |`);
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    for (const [i, v] of variants.entries()) {
      const ratio = Number(rows[i][5]);
      const bytes = html.get(v.name)!.plain;
      const misses = [ratio > 3 && `page CPU ${ratio}x its API calls' (target <= 3x)`, bytes >= 60 * 1024 && `HTML ${kB(bytes)} (target < 60 kB)`].filter(Boolean);
      console.log(`${v.name}: ${misses.length ? `below target: ${misses.join('; ')}` : 'meets the targets'}`);
    }
    recordIfAsked({ heading: 'Server render CPU', columns, rows });
  } finally {
    agent.destroy();
    await site?.stop();
    proxy.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
