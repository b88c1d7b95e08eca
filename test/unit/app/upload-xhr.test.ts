// Uploads through jsdom's real XMLHttpRequest to a real HTTP server: the multipart form arrives, progress ends
// at 100, a cancel closes the connection, a refusal and a lost server are reported as the callers expect.
// (The server is another origin than the test page, so it answers CORS as the site's own API never has to.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NETWORK_ERROR_MESSAGE, isCancelled, upload } from '@/lib/request';

let server: http.Server;
let base: string;
const received: { method?: string; url?: string; type?: string; body: string }[] = [];
/** Called with each request the server holds open (path /api/hold): `closed` settles when its connection closes. */
let onHeld: (held: { closed: Promise<void> }) => void = () => undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'POST, PUT', 'access-control-allow-headers': '*' });
      return res.end();
    }
    if (req.url === '/api/hold') {
      onHeld({ closed: new Promise((resolve) => res.on('close', () => resolve())) });
      req.resume();
      return;
    }
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      const status = req.url === '/api/refuse' ? 413 : 200;
      const payload = status === 200 ? { status: 0, data: { size: body.length } } : { statusCode: 413, error: 'Payload Too Large', message: 'File too large' };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  // jsdom keeps its connections alive: close them with the server.
  const closing = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closing;
});

const form = () => {
  const f = new FormData();
  f.append('galleryId', 'g-1');
  f.append('file', new Blob([new Uint8Array(64 * 1024).fill(65)], { type: 'image/png' }), 'a.png');
  return f;
};

it('sends the multipart form and reports progress up to 100', async () => {
  const progress: number[] = [];
  const res = await upload<{ size: number }>(`${base}/photos/upload`, form(), { method: 'PUT', onProgress: (p) => progress.push(p) });
  const got = received.find((r) => r.url === '/api/photos/upload')!;
  expect(got.method).toBe('PUT');
  expect(got.type).toMatch(/^multipart\/form-data; boundary=/);
  expect(got.body).toContain('name="galleryId"\r\n\r\ng-1');
  expect(got.body).toContain('filename="a.png"');
  expect(got.body).toContain('A'.repeat(64 * 1024));
  expect(res.data.size).toBe(got.body.length);
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.at(-1)).toBe(100);
});

it('a refused upload rejects with the status and the error body', async () => {
  await expect(upload(`${base}/refuse`, form())).rejects.toEqual({ status: 413, data: { statusCode: 413, error: 'Payload Too Large', message: 'File too large' } });
});

it('Cancel closes the connection and rejects with a cancel', async () => {
  const held = new Promise<{ closed: Promise<void> }>((resolve) => (onHeld = resolve));
  const controller = new AbortController();
  const pending = upload(`${base}/hold`, form(), { signal: controller.signal }).catch((e: unknown) => e);
  const { closed } = await held;
  controller.abort();
  expect(isCancelled(await pending)).toBe(true);
  await closed;
});

it('an unreachable server is the network error', async () => {
  const spare = http.createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  const port = (spare.address() as AddressInfo).port;
  await new Promise<void>((resolve) => spare.close(() => resolve()));
  // jsdom reports the refused connection on its console, as a browser's devtools would.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = await upload(`http://127.0.0.1:${port}/api/x`, form()).catch((e: unknown) => e);
  expect(String(logged.mock.calls.flat()[0])).toContain('ECONNREFUSED');
  logged.mockRestore();
  expect(error).toMatchObject({ statusCode: 0, message: NETWORK_ERROR_MESSAGE });
  expect(isCancelled(error)).toBe(false);
});
