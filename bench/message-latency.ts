// Direct-message delivery latency with 5,000 idle sockets connected, on PostgreSQL: from the moment a
// performer's REST send (POST /api/messages/conversations/{id}) leaves the client to the moment the fan's
// socket receives 'message/created'. Usage:
//   npx tsx bench/message-latency.ts [sockets] [messages] [concurrency] [pairs]   (defaults 5000, 500, 1, 50)
// Every socket belongs to its own account; `pairs` of them are fans who receive, the rest stay idle (joined
// to their user rooms, as open pages are). Messages go round robin over the pairs; `concurrency` sends run at
// once. BENCH_DATABASE_URL names the PostgreSQL server (a fresh database is made and dropped); with
// BENCH_REDIS_URL set, socket.io runs with the Redis adapter as a multi-node site does. The API runs in a
// child process so the 5,000 client sockets do not share its event loop. With BENCH_RECORD=1 the row goes
// into bench/RESULTS.md. Never part of `npm test`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { LatencyPair, LatencyReady, LatencyRequest } from './support/message-latency-server';
import { checkFileLimit, forkServer, ms, openSockets, postJson, type ClientSocket } from './support/bench-client';
import { percentile, withBenchDatabase } from './support/bench-database';
import { recordIfAsked, today } from './support/results';

const send = (agent: http.Agent, port: number, pair: LatencyPair, text: string) =>
  postJson(agent, port, `/api/messages/conversations/${pair.conversationId}`, pair.senderToken, JSON.stringify({ text }));

async function main(): Promise<void> {
  const socketCount = Number(process.argv[2] ?? 5000);
  const messageCount = Number(process.argv[3] ?? 500);
  const concurrency = Number(process.argv[4] ?? 1);
  const pairCount = Number(process.argv[5] ?? 50);
  checkFileLimit(socketCount);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-messages-'));
  await withBenchDatabase(async (databaseUrl) => {
    const { child, ask } = forkServer<LatencyRequest>(path.join(__dirname, 'support/message-latency-server.ts'), [dataDir, String(socketCount), String(pairCount)], {
      ...process.env,
      DATABASE_URL: databaseUrl,
    });
    let sockets: ClientSocket[] = [];
    try {
      const ready = await ask<LatencyReady>();
      const started = performance.now();
      const recipients = await openSockets(ready.port, ready.pairs.map((p) => p.recipientToken));
      sockets = [...recipients, ...(await openSockets(ready.port, ready.idleTokens))];
      for (let i = 0; (await ask<{ bound: number }>('bound')).bound < sockets.length; i++) {
        if (i > 300) throw new Error('The server did not bind every socket within 30 s.');
        await new Promise((r) => setTimeout(r, 100));
      }
      console.log(`${sockets.length} sockets connected and bound in ${((performance.now() - started) / 1000).toFixed(1)} s (${ready.adapter} adapter)`);

      // Each fan's socket settles the wait for the message whose text it was sent.
      const waiting = new Map<string, (at: number) => void>();
      recipients.forEach((socket) => socket.on('message/created', ({ message }) => waiting.get(message.text)?.(performance.now())));
      const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
      const delivery: number[] = [];
      const response: number[] = [];
      const statuses = new Map<number, number>();
      let nextIndex = 0;
      const runStarted = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let i = nextIndex++; i < messageCount; i = nextIndex++) {
            const text = `bench message ${i}`;
            const arrived = new Promise<number>((resolve, reject) => {
              const timer = setTimeout(() => reject(new Error(`${text} never reached its socket`)), 15_000);
              waiting.set(text, (at) => (clearTimeout(timer), resolve(at)));
            });
            const t0 = performance.now();
            const status = await send(agent, ready.port, ready.pairs[i % ready.pairs.length], text);
            response.push(performance.now() - t0);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status !== 200) throw new Error(`${text}: the API answered ${status}`);
            delivery.push((await arrived) - t0);
            waiting.delete(text);
          }
        }),
      );
      const seconds = (performance.now() - runStarted) / 1000;
      agent.destroy();
      const stats = await ask<{ rssMb: number; sockets: number }>('stats');
      delivery.sort((a, b) => a - b);
      response.sort((a, b) => a - b);
      console.log(`${delivery.length} messages over ${ready.pairs.length} conversations, ${concurrency} at a time, in ${seconds.toFixed(1)} s (${(delivery.length / seconds).toFixed(0)}/s)`);
      console.log(`delivery (REST send -> recipient socket): p50 ${ms(percentile(delivery, 50))}, p99 ${ms(percentile(delivery, 99))}, max ${ms(delivery.at(-1) ?? 0)}`);
      console.log(`REST answer: p50 ${ms(percentile(response, 50))}, p99 ${ms(percentile(response, 99))}`);
      console.log(`statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}; server RSS ${stats.rssMb} MB with ${stats.sockets} sockets`);
      if (delivery.length !== messageCount) process.exitCode = 1;
      recordIfAsked({
        heading: 'Direct-message delivery latency',
        columns: ['date', 'sockets', 'messages', 'at a time', 'adapter', 'delivery p50', 'delivery p99', 'max', 'REST p50', 'REST p99', 'msg/s', 'server RSS'],
        rows: [[today(), String(sockets.length), String(delivery.length), String(concurrency), ready.adapter === 'redis' ? 'Redis (BENCH_REDIS_URL)' : 'in-memory', ms(percentile(delivery, 50)), ms(percentile(delivery, 99)), `${(delivery.at(-1) ?? 0).toFixed(0)} ms`, ms(percentile(response, 50)), ms(percentile(response, 99)), (delivery.length / seconds).toFixed(0), `${stats.rssMb} MB`]],
      });
    } finally {
      sockets.forEach((s) => s.disconnect());
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
