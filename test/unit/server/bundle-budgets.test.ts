// scripts/check-bundle-budgets.ts on small fake builds (a build-manifest.json and a few chunk files), never a
// real build: what it counts, how it judges sizes against targets and ceilings, and the command's exit code.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { checkBudgets, formatReport, GZIP_LEVEL, KB_BYTES, measureBuild, projectBudgets, type Budgets } from '../../../scripts/check-bundle-budgets';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const KB = KB_BYTES;

/** Bytes gzip cannot shrink (a SHA-256 chain), so a file of n bytes gzips to a little over n. */
function incompressible(bytes: number, seed: string): Buffer {
  const blocks: Buffer[] = [];
  let block = createHash('sha256').update(seed).digest();
  for (let total = 0; total < bytes; total += block.length) {
    blocks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(blocks).subarray(0, bytes);
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A build dir whose manifest maps each page to its files; `files` gives each file's content. */
function fakeBuild(pages: Record<string, string[]>, files: Record<string, Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bundle-budgets-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'], pages }));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const gz = (content: Buffer) => zlib.gzipSync(content, { level: GZIP_LEVEL }).length;

describe('measuring a build', () => {
  const framework = incompressible(20 * KB, 'framework');
  const app = Buffer.from('console.log("app");'.repeat(500));
  const login = incompressible(5 * KB, 'login');
  const files = {
    'static/chunks/framework.js': framework,
    'static/chunks/app.js': app,
    'static/chunks/login.js': login,
    'static/chunks/login.css': incompressible(50 * KB, 'css'),
    'static/chunks/polyfills.js': incompressible(30 * KB, 'polyfills'),
  };
  const pages = {
    '/_app': ['static/chunks/framework.js', 'static/chunks/app.js'],
    '/_error': ['static/chunks/framework.js'],
    '/auth/login': ['static/chunks/framework.js', 'static/chunks/login.js', 'static/chunks/login.css'],
    '/home': [],
  };

  it('gzips each first-load script once: the shared files, plus each route its own; no CSS, no polyfills', () => {
    const measured = measureBuild(fakeBuild(pages, files));
    const shared = gz(framework) + gz(app);
    expect(measured.shared).toBe(shared);
    expect([...measured.routes]).toEqual([
      ['/auth/login', shared + gz(login)],
      ['/home', shared],
    ]);
    expect(gz(app)).toBeLessThan(app.length / 10);
  });

  it('gives the same figures on every run', () => {
    const dir = fakeBuild(pages, files);
    expect(measureBuild(dir)).toEqual(measureBuild(dir));
  });

  it('refuses a build it cannot read', () => {
    expect(() => measureBuild(path.join(os.tmpdir(), 'no-such-fanstage-build'))).toThrow(/npm run build/);
    expect(() => measureBuild(fakeBuild({ '/_app': ['static/chunks/gone.js'] }, {}))).toThrow(/gone\.js/);
  });
});

describe('judging sizes', () => {
  const budgets: Budgets = {
    shared: { target: 100, ceiling: 150 },
    named: { '/home': { target: 200, ceiling: 260 }, '/auth/login': { target: 200 } },
    anyRoute: { target: 300, ceiling: 420 },
  };
  const measure = (shared: number, routes: Record<string, number>) => ({
    shared: shared * KB,
    routes: new Map(Object.entries(routes).map(([route, kB]) => [route, kB * KB])),
  });

  it('passes within the ceilings, and lists the targets not met yet', () => {
    const verdict = checkBudgets(measure(140, { '/home': 250, '/auth/login': 180, '/creator/my-video': 410, '/wallet': 290 }), budgets);
    expect(verdict.passed).toBe(true);
    expect(verdict.over).toEqual([]);
    expect(verdict.shared).toMatchObject({ kB: 140, limit: 150, target: 100, status: 'target not met' });
    expect(verdict.notMet.map((r) => r.name)).toEqual(['shared baseline (/_app)', '/home', '/creator/my-video']);
    expect(verdict.named.map((r) => [r.name, r.status])).toEqual([
      ['/home', 'target not met'],
      ['/auth/login', 'ok'],
    ]);
    expect(verdict.heaviest.map((r) => r.name)).toEqual(['/creator/my-video', '/wallet', '/home', '/auth/login']);
    const report = formatReport(verdict, '.next');
    expect(report).toMatch(/Targets not met yet, within their ceilings: shared baseline \(\/_app\) \(140\.0 > 100\), \/home \(250\.0 > 200\), 1 other route over their target\./);
    expect(report).toMatch(/Bundle budgets: passed\./);
  });

  it('fails past a ceiling, past a target without ceiling, and on another route past their common ceiling', () => {
    const verdict = checkBudgets(measure(151, { '/home': 250, '/auth/login': 201, '/creator/my-video': 400, '/wallet': 421 }), budgets);
    expect(verdict.passed).toBe(false);
    expect(verdict.over.map((r) => r.name)).toEqual(['shared baseline (/_app)', '/auth/login', '/wallet']);
    const report = formatReport(verdict, '.next');
    expect(report).toMatch(/Over budget/);
    expect(report).toMatch(/\/wallet\s+421\.0\s+420\.0\s+300\.0\s+OVER BUDGET/);
    expect(report).toMatch(/Bundle budgets: FAILED\./);
  });

  it('says when a ceiling can go, and fails on a budget for a route the build lacks', () => {
    const verdict = checkBudgets(measure(90, { '/home': 190, '/wallet': 280 }), budgets);
    expect(verdict.ceilingsToDrop).toEqual(['shared baseline (/_app)', '/home', 'every other route']);
    expect(verdict.unknownRoutes).toEqual(['/auth/login']);
    expect(verdict.passed).toBe(false);
    expect(formatReport(verdict, '.next')).toMatch(/budget for \/auth\/login, which the build does not have/);
  });
});

describe('the command', () => {
  /** A build with every route the project's budgets name, each `kB` in size, and `extra` routes. */
  function buildFor(kB: number, extra: Record<string, number> = {}): string {
    const routes = { ...Object.fromEntries(Object.keys(projectBudgets.named).map((r) => [r, kB])), ...extra };
    const files: Record<string, Buffer> = { 'static/chunks/app.js': incompressible(1 * KB, 'app') };
    const pages: Record<string, string[]> = { '/_app': ['static/chunks/app.js'] };
    Object.entries(routes).forEach(([route, size], i) => {
      files[`static/chunks/route-${i}.js`] = incompressible(size * KB, route);
      pages[route] = [`static/chunks/route-${i}.js`];
    });
    return fakeBuild(pages, files);
  }
  const check = (dir: string) => run(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/check-bundle-budgets.ts', dir], { cwd: ROOT });

  it('exits 0 and prints the table when every size is within budget', async () => {
    const { stdout } = await check(buildFor(10));
    expect(stdout).toMatch(/Shared baseline and named routes/);
    expect(stdout).toMatch(/\/performers/);
    expect(stdout).toMatch(/Bundle budgets: passed\./);
  });

  it('exits 1 and names the route when one is over budget', async () => {
    const limit = projectBudgets.anyRoute.ceiling ?? projectBudgets.anyRoute.target;
    const failure = await check(buildFor(10, { '/heavy': limit + 10 })).catch((e: { code: number; stdout: string }) => e);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stdout: string }).stdout).toMatch(/\/heavy\s+\d+\.\d\s+\d+\.\d\s+300\.0\s+OVER BUDGET/);
  });
});
