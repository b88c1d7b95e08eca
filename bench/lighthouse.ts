// Lighthouse (mobile, default simulated throttling) on the pages a visitor meets first, beside a static page.
// Usage: npx tsx bench/lighthouse.ts [appDir] [--runs 3] [--port 3430]
//   appDir: a directory holding a production build of this app (`npm run build` there); without it the bench
//   copies this repository to a temporary directory and builds it there (never in the working tree, whose .next
//   other servers use).
// The production server (src/server/main.ts) on a fresh embedded database with the demo data and tiny demo
// media; Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) started by chrome-launcher, Lighthouse
// (pinned in devDependencies) driving it through puppeteer as Lighthouse's own docs for logged-in pages do.
// Pages: /auth/login, /luna, /performers as a visitor, /home as the demo fan fan1 (a token from
// POST /api/auth/login put in the browser's cookie jar as the `token` cookie: the page reads document.cookie,
// so a header alone would not do). Floor: a minimal static HTML page (a heading and a paragraph, the same
// viewport and language tags) from a plain node:http server in this process, audited the same way in the
// same browser: what Lighthouse's simulation gives a page that costs nothing. Each page is audited `runs`
// times, the pages taken in turn; the median run by performance score is reported. Targets (reported, never
// asserted): performance >= 90, accessibility >= 95 leaving out the viewport audit (meta-viewport fails by design:
// the viewport sets maximum-scale=1), CLS <= 0.05. With BENCH_RECORD=1 the rows go into bench/RESULTS.md.
// LH_REPORTS=<dir> also writes each run's full Lighthouse report there as JSON. Never part of `npm test`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { logIn, productionBuild, startSite, type SiteServer } from './support/app-server';
import { recordIfAsked, today } from './support/results';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static floor</title>
<meta name="description" content="A static page: the floor for the page benchmarks.">
</head>
<body>
<main>
<h1>Fanstage</h1>
<p>A static page with no script, no style sheet and no image: what Lighthouse gives a page that costs nothing.</p>
</main>
</body>
</html>
`;

interface Audited {
  page: string;
  performance: number;
  accessibility: number;
  /** Accessibility recomputed without the meta-viewport audit. */
  accessibilityWithoutViewport: number;
  failing: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}

interface LhAudit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
}

function summarize(page: string, lhr: Lhr): Audited {
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
  const a11y = lhr.categories.accessibility;
  const scored = a11y.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id] !== undefined);
  const failing = scored.filter((r) => (lhr.audits[r.id].score ?? 1) < 1).map((r) => r.id);
  const without = scored.filter((r) => r.id !== 'meta-viewport');
  const weight = without.reduce((s, r) => s + r.weight, 0);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (filter: (type: string) => boolean) => requests.filter((r) => filter(r.resourceType ?? '')).reduce((s, r) => s + (r.transferSize ?? 0), 0);
  return {
    page,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((a11y.score ?? 0) * 100),
    accessibilityWithoutViewport: Math.round((without.reduce((s, r) => s + r.weight * (lhr.audits[r.id].score ?? 0), 0) / (weight || 1)) * 100),
    failing,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    jsBytes: bytes((t) => t === 'Script'),
    totalBytes: bytes(() => true),
  };
}

/** The middle run by performance score (then by LCP), as one consistent set of figures. */
function medianRun(runs: Audited[]): Audited {
  const sorted = [...runs].sort((x, y) => x.performance - y.performance || y.lcpMs - x.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '3430' } } });
  const runs = Number(values.runs);
  const port = Number(values.port);
  const appDir = productionBuild(positionals[0]);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');

  const floor = http.createServer((req, res) => {
    if (req.url !== '/') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(FLOOR_HTML) }).end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => floor.listen(port + 1, '127.0.0.1', resolve));
  let site: SiteServer | null = null;
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | null = null;
  try {
    site = await startSite(appDir, port);
    const token = await logIn(site.baseUrl);
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const pages: { name: string; url: string; fan?: boolean }[] = [
      { name: 'static floor', url: `http://localhost:${port + 1}/` },
      { name: '/auth/login', url: `${site.baseUrl}/auth/login` },
      { name: '/luna', url: `${site.baseUrl}/luna` },
      { name: '/performers', url: `${site.baseUrl}/performers` },
      { name: '/home (fan1)', url: `${site.baseUrl}/home`, fan: true },
    ];
    // Warm the server once per page: the first render of each route loads its code.
    for (const p of pages) await fetch(p.url, { headers: p.fan ? { cookie: `token=${token}` } : {} }).then((r) => r.arrayBuffer());

    const loadBefore = os.loadavg()[0];
    const results = new Map<string, Audited[]>(pages.map((p) => [p.name, []]));
    for (let run = 1; run <= runs; run++) {
      for (const p of pages) {
        const tab = await browser.newPage();
        const cookieUrl = new URL(site.baseUrl).origin;
        // The anonymous pages are audited without the cookie; the fan's page with it.
        if (p.fan) await tab.setCookie({ name: 'token', value: token, url: cookieUrl, path: '/' });
        else await tab.deleteCookie({ name: 'token', url: cookieUrl });
        const result = await lighthouse(p.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, undefined, tab);
        await tab.close();
        if (!result) throw new Error(`${p.name}: Lighthouse answered nothing`);
        const lhr = result.lhr as unknown as Lhr;
        if (p.fan && new URL(lhr.finalDisplayedUrl).pathname !== '/home') throw new Error(`${p.name}: ended on ${lhr.finalDisplayedUrl}, not /home (the cookie was not taken)`);
        const audited = summarize(p.name, lhr);
        // LH_REPORTS=dir keeps each run's full report (the LCP element, the main thread's work, the requests).
        if (process.env.LH_REPORTS) {
          fs.mkdirSync(process.env.LH_REPORTS, { recursive: true });
          fs.writeFileSync(path.join(process.env.LH_REPORTS, `${p.name.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`), JSON.stringify(lhr));
        }
        results.get(p.name)!.push(audited);
        console.log(`run ${run}/${runs} ${p.name}: performance ${audited.performance}, accessibility ${audited.accessibility}, LCP ${seconds(audited.lcpMs)}, TBT ${audited.tbtMs.toFixed(0)} ms, CLS ${audited.cls.toFixed(3)}, JS ${kb(audited.jsBytes)}`);
      }
    }
    await browser.disconnect();
    const load = `${loadBefore.toFixed(1)} to ${os.loadavg()[0].toFixed(1)}`;

    const floorRun = medianRun(results.get('static floor')!);
    const columns = ['date', 'page', 'performance', 'accessibility (without viewport)', 'failing accessibility audits', 'LCP', 'LCP / floor', 'TBT', 'CLS', 'JS transferred', 'all transferred', 'performance over runs', 'load'];
    const rows = pages.map((p) => {
      const all = results.get(p.name)!;
      const m = medianRun(all);
      const scores = all.map((r) => r.performance).sort((x, y) => x - y);
      return [
        today(),
        p.name,
        String(m.performance),
        `${m.accessibility} (${m.accessibilityWithoutViewport})`,
        m.failing.join(', ') || 'none',
        seconds(m.lcpMs),
        (m.lcpMs / floorRun.lcpMs).toFixed(2),
        `${m.tbtMs.toFixed(0)} ms`,
        m.cls.toFixed(3),
        kb(m.jsBytes),
        kb(m.totalBytes),
        scores.length > 1 ? `${scores[0]}-${scores.at(-1)}` : String(scores[0]),
        load,
      ];
    });
    console.log(`\n| ${columns.join(' | ')} |`);
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    for (const p of pages.slice(1)) {
      const m = medianRun(results.get(p.name)!);
      const misses = [
        m.performance < 90 && `performance ${m.performance} < 90`,
        m.accessibilityWithoutViewport < 95 && `accessibility without the viewport audit ${m.accessibilityWithoutViewport} < 95`,
        m.cls > 0.05 && `CLS ${m.cls.toFixed(3)} > 0.05`,
      ].filter(Boolean);
      console.log(`${p.name}: ${misses.length ? `below target: ${misses.join('; ')}` : 'meets the targets'}`);
    }
    recordIfAsked({ heading: 'Lighthouse (mobile)', columns, rows });
  } finally {
    chrome?.kill();
    await site?.stop();
    floor.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
