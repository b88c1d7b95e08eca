// Checks the production build's first-load JavaScript against scripts/bundle-budgets.ts and prints a table.
// Usage: tsx scripts/check-bundle-budgets.ts [buildDir, default .next]. Exits 1 when a size is over its limit
// (or a budget names a route the build does not have), 2 when the build cannot be read.
//
// How it measures (the script files the page's HTML lists, gzipped):
// - `build-manifest.json` maps each page to the script files its HTML loads. A route's first load is its own
//   files plus those of `/_app` (framework, runtime and app shell), JavaScript only: the polyfill files are
//   loaded by old browsers alone, and chunks imported on demand (next/dynamic, import()) come later.
// - each file is gzipped on its own with zlib at level 9 (what `gzip -9` and Next's old size column used),
//   and a route's size is the sum over its distinct files. Same build, same figures: nothing depends on time,
//   order or the machine. kB are 1024 bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { anyRouteBudget, namedRouteBudgets, sharedBudget, type Budget } from './bundle-budgets';

export const GZIP_LEVEL = 9;
const HEAVIEST_SHOWN = 10;
/** Entries of build-manifest.json that are not routes a visitor opens. */
const NOT_ROUTES = new Set(['/_app', '/_document', '/_error']);

export interface Budgets {
  shared: Budget;
  named: Record<string, Budget>;
  /** Every route without a budget of its own. */
  anyRoute: Budget;
}

export const projectBudgets: Budgets = {
  shared: sharedBudget,
  named: namedRouteBudgets,
  anyRoute: anyRouteBudget,
};

export interface Measurement {
  /** gzip bytes of `/_app`'s files: what every page loads. */
  shared: number;
  /** gzip bytes of each route's first load, shared files included. */
  routes: Map<string, number>;
}

interface BuildManifest {
  pages: Record<string, string[]>;
}

export class BuildUnreadable extends Error {}

/** Reads `<buildDir>/build-manifest.json` and gzips every first-load file once. */
export function measureBuild(buildDir: string): Measurement {
  const manifestPath = path.join(buildDir, 'build-manifest.json');
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BuildManifest;
  } catch (e) {
    throw new BuildUnreadable(`Cannot read ${manifestPath} (${(e as Error).message}): run \`npm run build\` first.`);
  }
  if (!manifest.pages?.['/_app']) throw new BuildUnreadable(`${manifestPath} lists no /_app files.`);

  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const full = path.join(buildDir, file);
      if (!fs.existsSync(full)) throw new BuildUnreadable(`${manifestPath} lists ${file}, which the build does not have.`);
      size = zlib.gzipSync(fs.readFileSync(full), { level: GZIP_LEVEL }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const js = (files: string[]) => files.filter((f) => f.endsWith('.js'));
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);

  const sharedFiles = js(manifest.pages['/_app']);
  const routes = new Map<string, number>();
  for (const [route, files] of Object.entries(manifest.pages).sort(([a], [b]) => a.localeCompare(b))) {
    if (NOT_ROUTES.has(route)) continue;
    routes.set(route, sum(new Set([...js(files), ...sharedFiles])));
  }
  return { shared: sum(new Set(sharedFiles)), routes };
}

export type Status = 'ok' | 'target not met' | 'over';

export interface Row {
  name: string;
  kB: number;
  /** What CI enforces: the ceiling while the target is not met, else the target. */
  limit: number;
  target: number;
  status: Status;
}

export interface Verdict {
  shared: Row;
  named: Row[];
  heaviest: Row[];
  over: Row[];
  /** Within their ceiling but not yet within their target. */
  notMet: Row[];
  /** Budgets naming routes the build does not have. */
  unknownRoutes: string[];
  /** Ceilings that can go: the size is within the target. */
  ceilingsToDrop: string[];
  passed: boolean;
}

/** kB as Next prints them in the build output: 1024 bytes. */
export const KB_BYTES = 1024;
/** Two decimals, so that a report and the budgets compare the same figures. */
const toKB = (bytes: number) => Number((bytes / KB_BYTES).toFixed(2));

function row(name: string, bytes: number, target: number, ceiling: number | undefined): Row {
  const kB = toKB(bytes);
  const limit = ceiling ?? target;
  const status: Status = kB > limit ? 'over' : kB > target ? 'target not met' : 'ok';
  return { name, kB, limit, target, status };
}

export function checkBudgets(measured: Measurement, budgets: Budgets): Verdict {
  const routeRow = (route: string, bytes: number) => {
    const named = budgets.named[route];
    const budget = named ?? budgets.anyRoute;
    return row(route, bytes, budget.target, budget.ceiling);
  };
  const rows = [...measured.routes].map(([route, bytes]) => routeRow(route, bytes));
  const byName = new Map(rows.map((r) => [r.name, r]));
  const shared = row('shared baseline (/_app)', measured.shared, budgets.shared.target, budgets.shared.ceiling);
  const unknownRoutes = Object.keys(budgets.named).filter((route) => !byName.has(route));
  const named = Object.keys(budgets.named).flatMap((route) => byName.get(route) ?? []);
  const heaviest = [...rows].sort((a, b) => b.kB - a.kB || a.name.localeCompare(b.name)).slice(0, HEAVIEST_SHOWN);
  const over = [shared, ...rows].filter((r) => r.status === 'over');
  const notMet = [shared, ...rows].filter((r) => r.status === 'target not met');
  const others = rows.filter((r) => !budgets.named[r.name]);
  const withCeiling = [
    ...(budgets.shared.ceiling !== undefined ? [{ name: shared.name, met: shared.kB <= shared.target }] : []),
    ...named.filter((r) => budgets.named[r.name].ceiling !== undefined).map((r) => ({ name: r.name, met: r.kB <= r.target })),
    ...(budgets.anyRoute.ceiling !== undefined && others.length > 0 ? [{ name: 'every other route', met: others.every((r) => r.kB <= r.target) }] : []),
  ];
  const ceilingsToDrop = withCeiling.filter((c) => c.met).map((c) => c.name);
  return { shared, named, heaviest, over, notMet, unknownRoutes, ceilingsToDrop, passed: over.length === 0 && unknownRoutes.length === 0 };
}

const STATUS_TEXT: Record<Status, string> = { ok: 'ok', 'target not met': 'under ceiling, target not met', over: 'OVER BUDGET' };

function table(title: string, rows: Row[]): string[] {
  if (rows.length === 0) return [];
  const width = Math.max(28, ...rows.map((r) => r.name.length));
  const num = (n: number) => n.toFixed(1).padStart(8);
  return [
    '',
    title,
    `  ${'route'.padEnd(width)}  ${'gzip kB'.padStart(8)}  ${'limit'.padStart(8)}  ${'target'.padStart(8)}  status`,
    ...rows.map((r) => `  ${r.name.padEnd(width)}  ${num(r.kB)}  ${num(r.limit)}  ${num(r.target)}  ${STATUS_TEXT[r.status]}`),
  ];
}

export function formatReport(verdict: Verdict, buildDir: string): string {
  const lines = [
    `First-load JavaScript of ${buildDir}: each file gzipped at level ${GZIP_LEVEL}, kB = 1024 bytes.`,
    'limit = what CI enforces (the ceiling while a target is not met, else the target).',
    ...table('Shared baseline and named routes', [verdict.shared, ...verdict.named]),
    ...table(`Heaviest ${verdict.heaviest.length} routes`, verdict.heaviest),
    ...table('Over budget', verdict.over),
    '',
  ];
  if (verdict.notMet.length > 0) {
    const shown = new Set([verdict.shared.name, ...verdict.named.map((r) => r.name)]);
    const first = verdict.notMet.filter((r) => shown.has(r.name)).map((r) => `${r.name} (${r.kB.toFixed(1)} > ${r.target})`);
    const others = verdict.notMet.length - first.length;
    if (others > 0) first.push(`${others} other route${others === 1 ? '' : 's'} over their target`);
    lines.push(`Targets not met yet, within their ceilings: ${first.join(', ')}.`);
  }
  for (const route of verdict.unknownRoutes) {
    lines.push(`scripts/bundle-budgets.ts has a budget for ${route}, which the build does not have: remove or rename it.`);
  }
  if (verdict.ceilingsToDrop.length > 0) {
    lines.push(`Target met, so the ceiling can go (scripts/bundle-budgets.ts): ${verdict.ceilingsToDrop.join(', ')}.`);
  }
  lines.push(verdict.passed ? 'Bundle budgets: passed.' : 'Bundle budgets: FAILED.');
  return lines.join('\n');
}

function main() {
  const buildDir = path.resolve(process.argv[2] ?? '.next');
  try {
    const verdict = checkBudgets(measureBuild(buildDir), projectBudgets);
    console.log(formatReport(verdict, path.relative(process.cwd(), buildDir) || '.'));
    process.exitCode = verdict.passed ? 0 : 1;
  } catch (e) {
    if (!(e instanceof BuildUnreadable)) throw e;
    console.error(e.message);
    process.exitCode = 2;
  }
}

if (require.main === module) main();
