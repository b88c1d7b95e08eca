/** @jest-environment node */
// The page renderer's API calls through node:http (src/server/http/page-api-client.ts), against a real HTTP
// server: the request helper sends through it once it is installed, calls share kept-alive connections, and
// what the helper relies on holds (status, text, headers, a JSON body, aborts, compressed answers).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { SERVER_FETCH } from '@/lib/http-core';
import { CanceledError, request } from '@/lib/request';
import { installPageApiClient, pageApiFetch } from '@/server/http/page-api-client';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];
let connections = 0;
/** Answers held back until the test lets them go (for aborts). */
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/api/slow')) {
        held.push(res);
        return;
      }
      if (req.url?.startsWith('/api/gzipped')) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        res.end(zlib.gzipSync(JSON.stringify({ data: { packed: true } })));
        return;
      }
      if (req.url?.startsWith('/api/missing')) {
        res.writeHead(404, 'Not Found', { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'No such performer.' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const json = req.headers['content-type'] === 'application/json';
      res.end(JSON.stringify({ data: { echo: json ? JSON.parse(body) : body || null, query: req.url } }));
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_INTERNAL_URL = `${base}/api`;
});

afterAll(async () => {
  delete process.env.API_INTERNAL_URL;
  delete (globalThis as Record<symbol, unknown>)[SERVER_FETCH];
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

test('once installed, the request helper on the server sends through it, and calls share one kept-alive connection', async () => {
  installPageApiClient();
  expect((globalThis as Record<symbol, unknown>)[SERVER_FETCH]).toBe(pageApiFetch);
  // Counted on the way through, to see the helper took this sender and not the platform's fetch.
  const sent: string[] = [];
  (globalThis as Record<symbol, unknown>)[SERVER_FETCH] = (url: string, init: RequestInit) => {
    sent.push(url);
    return pageApiFetch(url, init);
  };
  const before = connections;
  const first = await request<{ echo: null; query: string }>('/performers/luna', { headers: { Authorization: 'token-1' }, query: { tab: 'posts' } });
  const second = await request<{ echo: { amount: number } }>('/wallet/charges', { method: 'POST', body: { amount: 995 } });
  expect(first.data.query).toBe('/api/performers/luna?tab=posts');
  expect(second.data.echo).toEqual({ amount: 995 });
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/performers/luna?tab=posts', 'POST /api/wallet/charges']);
  expect(seen[0].headers.authorization).toBe('token-1');
  expect(seen[0].headers['accept-encoding']).toBe('identity');
  expect(seen[1].headers['content-type']).toBe('application/json');
  expect(seen[1].headers['content-length']).toBe(String(Buffer.byteLength('{"amount":995}')));
  expect(connections - before).toBe(1);
  expect(sent).toEqual([`${base}/api/performers/luna?tab=posts`, `${base}/api/wallet/charges`]);
});

test('an error answer reaches the helper with its status and body', async () => {
  installPageApiClient();
  await expect(request('/missing')).rejects.toEqual({ statusCode: 404, error: 'Not Found', message: 'No such performer.' });
  const res = await pageApiFetch(`${base}/api/missing`, { method: 'GET' });
  expect([res.status, res.statusText]).toEqual([404, 'Not Found']);
});

test('a compressed answer is unpacked', async () => {
  const res = await pageApiFetch(`${base}/api/gzipped`, { method: 'GET' });
  expect(JSON.parse(await res.text())).toEqual({ data: { packed: true } });
});

test('an abort before or during the call rejects it, and the helper reports a cancel', async () => {
  installPageApiClient();
  const early = new AbortController();
  early.abort();
  await expect(pageApiFetch(`${base}/api/slow`, { method: 'GET', signal: early.signal })).rejects.toMatchObject({ name: 'AbortError' });

  const during = new AbortController();
  const call = request('/slow', { signal: during.signal });
  await new Promise<void>((resolve) => {
    const wait = () => (seen.some((s) => s.url === '/api/slow') ? resolve() : setImmediate(wait));
    wait();
  });
  during.abort();
  await expect(call).rejects.toBeInstanceOf(CanceledError);
});

test('a body it does not send as text goes through the platform fetch', async () => {
  const form = new URLSearchParams({ name: 'Luna' });
  const res = await pageApiFetch(`${base}/api/form`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  const last = seen[seen.length - 1];
  expect(last.body).toBe('name=Luna');
  expect(last.headers['content-type']).toContain('application/x-www-form-urlencoded');
});
