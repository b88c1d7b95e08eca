// Stream chat fan-out: p99 delivery latency with `viewers` sockets in one live session's room while chat lines
// go out at `rate` per second, beside a floor. Usage:
//   npx tsx bench/stream-chat-fanout.ts [viewers] [messages] [rate] [senders]   (defaults 2000, 300, 10, 20)
// App: the API with socket.io as main.ts wires it, on a fresh database on BENCH_DATABASE_URL's PostgreSQL
// server (with BENCH_REDIS_URL, socket.io runs with the Redis adapter as a multi-node site does). Every viewer
// is its own subscribed account with its own engine.io connection, joined with stream/join (each join checked
// with canWatch); `senders` of them write the lines through POST /api/messages/stream/{id} round robin (a
// viewer may send a few lines every few seconds). Delivery is timed from the moment the request leaves the
// bench to the moment each viewer's socket receives stream/message: every line counts once per viewer.
// Floor: a plain socket.io server in the same kind of child process, whose POST /send broadcasts an event of
// the same size to one room of as many sockets: the cost of the fan-out itself, with nothing else. The bench
// also times the viewer count (fetchSockets over the room, both namespaces) with the room full. Never part of
// `npm test`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { checkFileLimit, forkServer, ms, openSockets, postJson, type ClientSocket } from './support/bench-client';
import { percentile, withBenchDatabase } from './support/bench-database';
import type { FanoutReady, FanoutRequest } from './support/stream-chat-server';

interface Run {
  label: string;
  delivery: number[];
  response: number[];
  statuses: Map<number, number>;
  lost: number;
  rssMb: number;
  countMs?: number[];
  adapter: string;
}

function startServer(kind: 'app' | 'floor', dataDir: string, viewers: number, senders: number, env: NodeJS.ProcessEnv) {
  return forkServer<FanoutRequest>(path.join(__dirname, 'support/stream-chat-server.ts'), [kind, dataDir, String(viewers), String(senders)], env, `${kind} server`);
}

const post = (agent: http.Agent, port: number, url: string, token: string, text: string) => postJson(agent, port, url, token, JSON.stringify({ text }));

async function measure(kind: 'app' | 'floor', opts: { viewers: number; messages: number; rate: number; senders: number; env: NodeJS.ProcessEnv }): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fanstage-bench-fanout-${kind}-`));
  const server = startServer(kind, dataDir, opts.viewers, opts.senders, opts.env);
  let sockets: ClientSocket[] = [];
  try {
    const ready = await server.ask<FanoutReady>();
    const started = performance.now();
    sockets = await openSockets(ready.port, ready.viewerTokens);
    if (kind === 'app') sockets.forEach((s) => s.emit('stream/join', { streamId: ready.streamId }));
    for (let i = 0; (await server.ask<{ joined: number }>('joined')).joined < sockets.length; i++) {
      if (i > 600) throw new Error(`The ${kind} server did not put every socket in the room within 60 s.`);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`${kind}: ${sockets.length} sockets connected and in the room in ${((performance.now() - started) / 1000).toFixed(1)} s (${ready.adapter} adapter)`);
    const counted = kind === 'app' ? await server.ask<{ viewers: number; times: number[] }>('count') : undefined;
    if (counted && counted.viewers !== opts.viewers) throw new Error(`The viewer count says ${counted.viewers}, not ${opts.viewers}.`);

    // Each line's send time, and every socket's arrival for it.
    const sentAt = new Map<string, number>();
    const delivery: number[] = [];
    const pending = new Map<string, { left: number; done: () => void }>();
    for (const socket of sockets) {
      socket.on('stream/message', ({ message }) => {
        const at = performance.now();
        const t0 = sentAt.get(message.text);
        if (t0 === undefined) return;
        delivery.push(at - t0);
        const wait = pending.get(message.text);
        if (wait && --wait.left === 0) wait.done();
      });
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const response: number[] = [];
    const statuses = new Map<number, number>();
    const url = kind === 'app' ? `/api/messages/stream/${ready.conversationId}` : '/send';
    const interval = 1000 / opts.rate;
    const runStarted = performance.now();
    const arrivals: Promise<void>[] = [];
    const sends: Promise<void>[] = [];
    for (let i = 0; i < opts.messages; i++) {
      // On a fixed schedule, whatever the answers take: lines arrive at the rate a busy chat has.
      const due = runStarted + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const text = `fan-out line ${i}`;
      arrivals.push(
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 20_000);
          pending.set(text, { left: sockets.length, done: () => (clearTimeout(timer), resolve()) });
        }),
      );
      const token = ready.viewerTokens[i % ready.senders];
      const t0 = performance.now();
      sentAt.set(text, t0);
      sends.push(
        post(agent, ready.port, url, token, text).then((status) => {
          response.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
    }
    await Promise.all(sends);
    await Promise.all(arrivals);
    agent.destroy();
    const { rssMb } = await server.ask<{ rssMb: number }>('stats');
    delivery.sort((a, b) => a - b);
    response.sort((a, b) => a - b);
    return { label: kind, delivery, response, statuses, lost: opts.messages * sockets.length - delivery.length, rssMb, countMs: counted?.times, adapter: ready.adapter };
  } finally {
    sockets.forEach((s) => s.disconnect());
    server.child.send('stop');
    await new Promise((resolve) => server.child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(run: Run): void {
  console.log(
    `${run.label} (${run.adapter}): delivery p50 ${ms(percentile(run.delivery, 50))}, p99 ${ms(percentile(run.delivery, 99))}, max ${ms(run.delivery.at(-1) ?? 0)}; ` +
      `answer p50 ${ms(percentile(run.response, 50))}, p99 ${ms(percentile(run.response, 99))}; ` +
      `statuses ${[...run.statuses].map(([s, n]) => `${s}×${n}`).join(', ')}; ${run.lost} deliveries lost; server RSS ${run.rssMb} MB`,
  );
  if (run.countMs) console.log(`${run.label}: viewer count with the room full: ${run.countMs.map((t) => t.toFixed(1)).join(', ')} ms`);
}

async function main(): Promise<void> {
  const viewers = Number(process.argv[2] ?? 2000);
  const messages = Number(process.argv[3] ?? 300);
  const rate = Number(process.argv[4] ?? 10);
  const senders = Number(process.argv[5] ?? 20);
  checkFileLimit(viewers);
  const app = await withBenchDatabase((databaseUrl) => measure('app', { viewers, messages, rate, senders, env: { ...process.env, DATABASE_URL: databaseUrl } }));
  const floor = await measure('floor', { viewers, messages, rate, senders, env: process.env });
  console.log(`${viewers} viewers in one room, ${messages} lines at ${rate}/s`);
  report(app);
  report(floor);
  const p99 = (run: Run) => percentile(run.delivery, 99);
  console.log(`p99 delivery: app ${ms(p99(app))} against the floor's ${ms(p99(floor))}: ${(p99(app) / Math.max(p99(floor), 0.001)).toFixed(2)}×`);
  if (app.lost > 0 || (app.statuses.get(200) ?? 0) !== messages) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
