// SSR throughput of a page (antd style extraction with a new cache per request cut it ~8x).
// Usage: start the server (`npm start`), then `npx tsx bench/ssr-throughput.ts [url] [requests] [concurrency]`.
// Target on the 2-core reference machine: >= 150 req/s for /auth/login. Never part of `npm test`.
const url = process.argv[2] ?? 'http://localhost:3000/auth/login';
const total = Number(process.argv[3] ?? 500);
const concurrency = Number(process.argv[4] ?? 10);

async function main() {
  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (next < total) {
      next += 1;
      const start = performance.now();
      const res = await fetch(url).catch(() => null);
      if (!res || !res.ok) failed += 1;
      else await res.arrayBuffer();
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(`${url}: ${(total / seconds).toFixed(0)} req/s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, ${failed} failed`);
}

void main();
