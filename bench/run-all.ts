// `npm run bench`: the benches behind the performance targets (docs/performance.md, "Benchmarks"), one after
// another, each measuring its own floor in the same run, each appending its rows with today's date to
// bench/RESULTS.md (BENCH_RECORD=1). Usage:
//   npm run bench                                  every bench below
//   npm run bench -- lighthouse ssr-cpu            a subset, by name
//   npm run bench -- --app /tmp/my-build ...       reuse a directory that holds a production build
// The page benches (lighthouse, ssr-cpu) need a production build: without --app one copy of this repository is
// built once in a temporary directory and both use it (never the working tree's .next, which a running server
// may be using). The PostgreSQL benches use BENCH_DATABASE_URL (default the local server). A bench whose file
// is not in this tree is named and skipped. Exits non-zero when a bench fails. Never part of `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productionBuild } from './support/app-server';

interface Bench {
  name: string;
  file: string;
  what: string;
  /** Needs a production build, passed as its first argument. */
  build?: boolean;
  /** Open sockets: raise the open files limit for it. */
  files?: number;
}

const BENCHES: Bench[] = [
  { name: 'lighthouse', file: 'lighthouse.ts', what: 'Lighthouse mobile scores, LCP, TBT, CLS and JS bytes of four pages beside a static page', build: true },
  { name: 'ssr-cpu', file: 'ssr-cpu.ts', what: "server CPU per page request against its API calls' CPU, and HTML bytes", build: true },
  { name: 'api-throughput', file: 'api-throughput.ts', what: 'API requests per second' },
  { name: 'purchases', file: 'purchases.ts', what: 'wallet purchases per second with 100 concurrent buyers, then the ledger check' },
  { name: 'message-latency', file: 'message-latency.ts', what: 'direct-message delivery latency with 5,000 idle sockets', files: 20_000 },
];

function run(bench: Bench, args: string[]): Promise<number> {
  const file = path.join(__dirname, bench.file);
  const command = [process.execPath, '--import', 'tsx', file, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  // The soft open-files limit may be raised up to the hard one without privileges.
  const script = bench.files ? `ulimit -n ${bench.files} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec ${command}` : `exec ${command}`;
  const child = spawn('/bin/bash', ['-c', script], { stdio: 'inherit', env: { ...process.env, BENCH_RECORD: '1' } });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { app: { type: 'string' } } });
  const unknown = positionals.filter((n) => !BENCHES.some((b) => b.name === n));
  if (unknown.length) {
    console.error(`Unknown bench ${unknown.join(', ')}; the benches are: ${BENCHES.map((b) => b.name).join(', ')}.`);
    process.exit(2);
  }
  const chosen = positionals.length ? BENCHES.filter((b) => positionals.includes(b.name)) : BENCHES;
  let appDir: string | undefined;
  const outcomes: string[] = [];
  for (const bench of chosen) {
    if (!fs.existsSync(path.join(__dirname, bench.file))) {
      const line = `${bench.name}: bench/${bench.file} is not in this tree, skipped`;
      console.log(`\n== ${line}`);
      outcomes.push(line);
      continue;
    }
    if (bench.build && !appDir) appDir = productionBuild(values.app);
    console.log(`\n== ${bench.name}: ${bench.what}`);
    const started = performance.now();
    const code = await run(bench, bench.build ? [appDir!] : []);
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    outcomes.push(`${bench.name}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${minutes} min`);
    if (code !== 0) process.exitCode = 1;
  }
  console.log(`\n${outcomes.join('\n')}`);
  if (appDir && !values.app) {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
