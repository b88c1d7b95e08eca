// Wallet purchases per second with 100 concurrent buyers on PostgreSQL, then the ledger check.
// Usage: `npx tsx bench/purchases.ts [buyers] [itemsPerBuyer] [performers]` (defaults 100, 20 and 1: every
// purchase pays the same performer, the hardest case, as all of them credit one earnings row; more
// performers spread the items among them round robin). PostgreSQL comes from
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a fresh database is made on that
// server for the run and dropped after. The API runs alone in a child process (so the load generator does not
// share its CPU); each buyer is a keep-alive HTTP client that buys its items one after another through
// POST /api/wallet/charges/feed/{id}, each with its own Idempotency-Key. Every buyer's wallet holds exactly
// the price of its items, so the run also proves that no purchase is lost or doubled: every wallet ends at 0
// and checkLedger re-derives every balance from the entries. With BENCH_RECORD=1 the row goes into
// bench/RESULTS.md. Never part of `npm test`.
//
// What a sale does after its answer (the performer's notification and sale mail) is part of its cost: after the
// last answer the bench waits until every sale's notification row and outbox line is written, says how long
// that took, and only then reads the CPU the processes used and the statements they sent.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { percentile, withBenchDatabase } from './support/bench-database';
import { clockTicksPerSecond, cpuSecondsOf } from './support/process-cpu';
import { postJson } from './support/bench-client';
import { recordIfAsked, today } from './support/results';

const PRICE = 995;

interface Ready {
  port: number;
  buyers: { token: string }[];
  items: string[];
}

interface Verdict {
  ledger: { ok: boolean; transactions: number; accounts: number; problems: string[] };
  purchases: number;
  walletsLeft: number;
  /** Statements the API sent to PostgreSQL during the run, by kind. */
  sent: Sent;
  /** CPU seconds the bench database's server processes used during the run (null when /proc cannot tell). */
  databaseCpu: number | null;
  /** With BENCH_WAITS=1: the bench database's backends by state and wait event, averaged over samples. */
  waits: [string, number][] | null;
}

/** When every sale's after-answer work was done, counted from the moment the child was asked. */
interface Drained {
  afterMs: number;
  notifications: number;
  mails: number;
}

/**
 * BEGIN, COMMIT and ROLLBACK; the auth guard's session lookups; everything else (the purchase's own work); and
 * the round trips they took: a statement sent while the connection still waits for an earlier one's answer
 * (pipelined, as a transaction's BEGIN with its first statement and its last statement with its COMMIT) rides
 * on that round trip.
 */
interface Sent {
  transactionControl: number;
  sessionLookups: number;
  work: number;
  roundTrips: number;
}

/**
 * Counts every statement the API's pool sends from `start()` on: each connection's query method is wrapped
 * the first time it is checked out (pool.query checks one out too). The job queue has its own pool, not counted.
 */
function countStatements(pool: Pool) {
  const sent: Sent = { transactionControl: 0, sessionLookups: 0, work: 0, roundTrips: 0 };
  let counting = false;
  // With BENCH_STATEMENTS=1 the child prints the statements it counted, by the start of their text.
  const byText = process.env.BENCH_STATEMENTS === '1' ? new Map<string, number>() : null;
  const tapped = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => {
    if (tapped.has(client)) return;
    tapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let waiting = 0;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (counting) {
        const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
        if (/^\s*(begin|commit|rollback)\b/i.test(text)) sent.transactionControl++;
        else if (/\bfrom "sessions"/i.test(text)) sent.sessionLookups++;
        else sent.work++;
        if (waiting === 0) sent.roundTrips++;
        if (byText) byText.set(text.slice(0, 90).replace(/\s+/g, ' '), (byText.get(text.slice(0, 90).replace(/\s+/g, ' ')) ?? 0) + 1);
      }
      const answer = query(...args);
      if (answer instanceof Promise) {
        waiting++;
        void answer.then(
          () => waiting--,
          () => waiting--,
        );
      }
      return answer;
    };
  });
  return {
    start: () => {
      counting = true;
    },
    stop: (): Sent => {
      counting = false;
      if (byText) for (const [text, n] of [...byText].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(6)}  ${text}`);
      return { ...sent };
    },
  };
}

/**
 * Samples pg_stat_activity every 20 ms on a connection of its own (not counted): the bench database's client
 * backends by state, wait event and, while active, the start of their statement. `stop` answers the average
 * number of backends in each, most first.
 */
function sampleWaits(url: string) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ what: string }>(
        `select state || '/' || coalesce(wait_event_type || ':' || wait_event, 'on CPU') || case when state = 'active' then ' ' || regexp_replace(left(query, 24), '\\s+', ' ', 'g') else '' end as what
         from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      samples++;
      for (const { what } of rows) counts.set(what, (counts.get(what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.end();
  })();
  return {
    stop: async (): Promise<[string, number][]> => {
      running = false;
      await done;
      return [...counts].map(([what, n]): [string, number] => [what, n / Math.max(1, samples)]).sort((a, b) => b[1] - a[1]);
    },
  };
}

const databaseUrlOf = () => process.env.DATABASE_URL!;

/** The child: the API on the bench database, one performer with sale posts, buyers funded to the cent. */
async function serve(dataDir: string, buyerCount: number, itemsPerBuyer: number, performerCount: number): Promise<void> {
  const { startBenchApi } = await import('./support/bench-app');
  const { createPerformer, createUser, loginAs } = await import('../test/factories/users');
  const { fundWallet } = await import('../test/factories/money');
  const { feeds } = await import('../src/server/modules/feeds/feeds.table');
  const { checkLedger } = await import('../src/server/modules/ledger/ledger-check');
  const { eq, sql } = await import('drizzle-orm');
  const { purchasedItems } = await import('../src/server/modules/purchases/purchases.table');
  const { users } = await import('../src/server/modules/users/users.table');
  const { notifications } = await import('../src/server/modules/notifications/notifications.table');
  const { app, database, port, stop } = await startBenchApi(dataDir);
  const db = database.db;

  const sellers: { id: string }[] = [];
  for (let i = 0; i < performerCount; i++) sellers.push(await createPerformer(db));
  const rows = await db
    .insert(feeds)
    .values(
      Array.from({ length: itemsPerBuyer }, (_, i) => ({
        performerId: sellers[i % performerCount].id,
        type: 'text',
        text: `Bench sale post ${i}`,
        access: 'sale' as const,
        price: PRICE,
        status: 'published' as const,
        publishedAt: new Date(),
      })),
    )
    .returning({ id: feeds.id });
  const buyers: Ready['buyers'] = [];
  for (let i = 0; i < buyerCount; i++) {
    const fan = await createUser(db);
    await fundWallet(db, fan, PRICE * itemsPerBuyer);
    buyers.push({ token: await loginAs(app, fan) });
  }
  const statements = countStatements((database.db as unknown as { $client: Pool }).$client);
  // The PostgreSQL server is shared with whatever else runs on the machine: only the backends serving this
  // run's database are counted, through /proc (the server runs on this machine).
  const ticks = clockTicksPerSecond();
  const backendCpu = async (): Promise<Map<number, number>> => {
    const rows = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
    const pids = ((rows as unknown as { rows?: { pid: number }[] }).rows ?? (rows as unknown as { pid: number }[])).map((r) => Number(r.pid));
    const cpu = new Map<number, number>();
    for (const pid of pids) {
      const seconds = await cpuSecondsOf(pid, ticks);
      if (seconds !== null) cpu.set(pid, seconds);
    }
    return cpu;
  };
  // Every sale notifies its performer (a row) and mails them (a line in the outbox, one file a day).
  const outbox = path.join(dataDir, 'outbox');
  const mailsWritten = () =>
    fs.existsSync(outbox) ? fs.readdirSync(outbox).reduce((n, file) => n + fs.readFileSync(path.join(outbox, file), 'utf8').split('\n').length - 1, 0) : 0;
  const notificationsWritten = async () => {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    return n;
  };
  async function drain(sales: number): Promise<Drained> {
    const asked = performance.now();
    for (;;) {
      const [notificationsNow, mails] = [await notificationsWritten(), mailsWritten()];
      const afterMs = performance.now() - asked;
      if ((notificationsNow >= sales && mails >= sales) || afterMs > 60_000) return { afterMs, notifications: notificationsNow, mails };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  let backendsAtStart = new Map<number, number>();
  let waits: ReturnType<typeof sampleWaits> | null = null;
  process.send!({ port, buyers, items: rows.map((r) => r.id) } satisfies Ready);

  process.on('message', async (msg) => {
    if (msg === 'start') {
      backendsAtStart = await backendCpu();
      statements.start();
      if (process.env.BENCH_WAITS === '1') waits = sampleWaits(databaseUrlOf());
      process.send!('counting');
    }
    if (typeof msg === 'object' && msg !== null && 'drain' in msg) {
      process.send!(await drain((msg as { drain: number }).drain));
    }
    if (msg === 'verify') {
      const sent = statements.stop();
      const waitsSeen = waits ? await waits.stop() : null;
      const backendsAtEnd = await backendCpu();
      const databaseCpu = backendsAtEnd.size === 0 ? null : [...backendsAtEnd].reduce((sum, [pid, seconds]) => sum + seconds - (backendsAtStart.get(pid) ?? 0), 0);
      const ledger = await checkLedger(db);
      const [{ purchases }] = await db.select({ purchases: sql<number>`count(*)::int` }).from(purchasedItems);
      const [{ left }] = await db.select({ left: sql<number>`coalesce(sum(${users.balance}), 0)::int` }).from(users).where(eq(users.isPerformer, false));
      process.send!({ ledger, purchases, walletsLeft: left, sent, databaseCpu, waits: waitsSeen } satisfies Verdict);
    }
    if (msg === 'stop') {
      await stop();
      process.exit(0);
    }
  });
}

const buy = (agent: http.Agent, port: number, token: string, itemId: string) =>
  postJson(agent, port, `/api/wallet/charges/feed/${itemId}`, token, '{}', { 'idempotency-key': randomUUID() });

async function main(): Promise<void> {
  const buyerCount = Number(process.argv[2] ?? 100);
  const itemsPerBuyer = Number(process.argv[3] ?? 20);
  const performerCount = Number(process.argv[4] ?? 1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-purchases-'));
  await withBenchDatabase(async (databaseUrl) => {
    const child: ChildProcess = fork(__filename, ['--serve', dataDir, String(buyerCount), String(itemsPerBuyer), String(performerCount)], {
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the API process, written there when it exits.
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    const next = <T>() =>
      new Promise<T>((resolve, reject) => {
        child.once('message', (msg) => resolve(msg as T));
        child.once('exit', (code) => reject(new Error(`The server exited (${code}) early.`)));
      });
    try {
      const ready = await next<Ready>();
      const agent = new http.Agent({ keepAlive: true, maxSockets: buyerCount });
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      child.send('start');
      await next<'counting'>();
      const ticks = clockTicksPerSecond();
      const apiCpuBefore = (await cpuSecondsOf(child.pid!, ticks)) ?? 0;
      const clientCpuBefore = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        ready.buyers.map(async (buyer) => {
          for (const item of ready.items) {
            const t0 = performance.now();
            const status = await buy(agent, ready.port, buyer.token, item);
            latencies.push(performance.now() - t0);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      child.send({ drain: latencies.length });
      const drained = await next<Drained>();
      const apiCpu = ((await cpuSecondsOf(child.pid!, ticks)) ?? 0) - apiCpuBefore;
      const clientUsage = process.cpuUsage(clientCpuBefore);
      const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
      agent.destroy();
      child.send('verify');
      const verdict = await next<Verdict>();
      latencies.sort((a, b) => a - b);
      const total = latencies.length;
      console.log(`${total} purchases by ${buyerCount} concurrent buyers from ${performerCount} performer(s) in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} purchases/s`);
      console.log(`latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
      console.log(`statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
      console.log(
        `after the last answer: every sale's notification and mail written ${drained.afterMs.toFixed(0)} ms later (${drained.notifications} notifications, ${drained.mails} mails); the CPU and statements below include them`,
      );
      const per = (n: number) => (n / total).toFixed(2);
      const { sent } = verdict;
      console.log(
        `statements per purchase: ${per(sent.work)} work (the transaction's and the sale mails'), ${per(sent.transactionControl)} BEGIN/COMMIT, ${per(sent.sessionLookups)} session lookups: ${per(sent.work + sent.transactionControl + sent.sessionLookups)} in all, in ${per(sent.roundTrips)} round trips`,
      );
      console.log(
        `CPU: API process ${((apiCpu * 1000) / total).toFixed(2)} ms per purchase (${((apiCpu / seconds) * 100).toFixed(0)} % of a core), PostgreSQL backends ${verdict.databaseCpu === null ? 'unknown' : `${((verdict.databaseCpu * 1000) / total).toFixed(2)} ms per purchase`}, bench client ${((clientCpu * 1000) / total).toFixed(2)} ms per purchase (${((clientCpu / seconds) * 100).toFixed(0)} % of a core); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
      );
      if (verdict.waits) console.log(`backends of the bench database, on average over the run, by state/wait event:\n${verdict.waits.map(([what, n]) => `  ${n.toFixed(2)} ${what}`).join('\n')}`);
      console.log(`purchases recorded ${verdict.purchases}, money left in the buyers' wallets ${verdict.walletsLeft} (expected 0)`);
      console.log(`ledger check: ${verdict.ledger.ok ? 'ok' : 'FAILED'} (${verdict.ledger.transactions} transactions, ${verdict.ledger.accounts} accounts)${verdict.ledger.problems.map((p) => `\n  ${p}`).join('')}`);
      const sound =
        verdict.ledger.ok && verdict.purchases === total && verdict.walletsLeft === 0 && statuses.get(200) === total && drained.notifications >= total && drained.mails >= total;
      if (!sound) process.exitCode = 1;
      recordIfAsked({
        heading: 'Wallet purchases',
        columns: ['date', 'performers', 'purchases', 'purchases/s', 'p50', 'p95', 'p99', 'books', 'notes'],
        rows: [[today(), String(performerCount), String(total), (total / seconds).toFixed(0), `${percentile(latencies, 50).toFixed(0)} ms`, `${percentile(latencies, 95).toFixed(0)} ms`, `${percentile(latencies, 99).toFixed(0)} ms`, `ledger ${verdict.ledger.ok ? 'ok' : 'FAILED'}, ${verdict.purchases} recorded, ${verdict.walletsLeft} left`, `${buyerCount} buyers; ${per(sent.work + sent.transactionControl + sent.sessionLookups)} statements in ${per(sent.roundTrips)} round trips per purchase; CPU per purchase: API ${((apiCpu * 1000) / total).toFixed(2)} ms, PostgreSQL ${verdict.databaseCpu === null ? '?' : ((verdict.databaseCpu * 1000) / total).toFixed(2)} ms; load ${os.loadavg()[0].toFixed(1)}`]],
      });
    } finally {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3], Number(process.argv[4]), Number(process.argv[5]), Number(process.argv[6])).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
} else {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
