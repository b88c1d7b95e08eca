/**
 * @jest-environment node
 */
// The request helper as the page renderer uses it: no window, a real HTTP server standing in for the API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiBaseUrl, isCancelled, request, upload, UNAUTHORIZED_MESSAGE } from '@/lib/request';

let server: http.Server;
let base: string;
const seen: { url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.url?.startsWith('/api/users/me')) return json(200, { status: 0, data: { who: req.headers.authorization ?? null } });
      if (req.url === '/api/moved') {
        res.writeHead(302, { location: '/api/users/me', 'content-type': 'application/json' });
        return res.end(JSON.stringify({ statusCode: 302, error: 'Found', message: 'Moved' }));
      }
      if (req.url?.startsWith('/api/echo')) return json(200, { status: 0, data: { url: req.url, type: req.headers['content-type'] ?? null, body } });
      if (req.url === '/api/secret') return json(401, { statusCode: 401, error: 'Unauthorized', message: 'Log in' });
      if (req.url === '/api/upload') return json(200, { status: 0, data: { size: body.length } });
      if (req.url === '/api/upload-bad') return json(413, { statusCode: 413, error: 'Payload Too Large', message: 'File too large' });
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Nothing here' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  delete process.env.API_INTERNAL_URL;
  delete process.env.PORT;
});

describe('request helper on the server', () => {
  it('targets API_INTERNAL_URL, else its own process on PORT', () => {
    process.env.PORT = '4123';
    expect(apiBaseUrl()).toBe('http://127.0.0.1:4123/api');
    process.env.API_INTERNAL_URL = 'http://api.internal:9000/api';
    expect(apiBaseUrl()).toBe('http://api.internal:9000/api');
  });

  it('sends the Authorization the caller passes', async () => {
    process.env.API_INTERNAL_URL = base;
    await expect(request('/users/me', { headers: { Authorization: 'tok' } })).resolves.toEqual({ status: 0, data: { who: 'tok' } });
    await expect(request('/users/me')).resolves.toEqual({ status: 0, data: { who: null } });
  });

  it('asks its own process for plain answers, which would otherwise be compressed and unpacked in one process', async () => {
    process.env.API_INTERNAL_URL = base;
    seen.length = 0;
    await request('/users/me');
    await request('/echo', { method: 'POST', body: { a: 1 } });
    expect(seen.map((s) => s.headers['accept-encoding'])).toEqual(['identity', 'identity']);
  });

  it('fails a 401 with the unauthorized message and nowhere to redirect', async () => {
    process.env.API_INTERNAL_URL = base;
    await expect(request('/secret')).rejects.toMatchObject({ statusCode: 401, message: UNAUTHORIZED_MESSAGE });
  });

  it('judges a redirect as an answer instead of following it', async () => {
    process.env.API_INTERNAL_URL = base;
    const before = seen.length;
    await expect(request('/moved')).rejects.toEqual({ statusCode: 302, error: 'Found', message: 'Moved' });
    expect(seen.slice(before).map((s) => s.url)).toEqual(['/api/moved']);
  });

  it('sends the query string and a JSON body as the API reads them', async () => {
    process.env.API_INTERNAL_URL = base;
    const res = await request<{ url: string; type: string; body: string }>('/echo', {
      method: 'POST',
      query: { ids: ['a', 'b'], q: 'x y', skip: undefined },
      body: { n: 1 },
    });
    expect(res.data).toEqual({ url: '/api/echo?ids=a&ids=b&q=x+y', type: 'application/json', body: '{"n":1}' });
  });

  it('throws the body of other failures', async () => {
    process.env.API_INTERNAL_URL = base;
    await expect(request('/missing')).rejects.toEqual({ statusCode: 404, error: 'Not Found', message: 'Nothing here' });
  });
});

describe('upload', () => {
  const bigForm = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(512 * 1024)]), 'big.bin');
    return form;
  };

  it('reports progress in percent up to 100', async () => {
    process.env.API_INTERNAL_URL = base;
    const progress: number[] = [];
    const res = await upload<{ size: number }>('/upload', bigForm(), { onProgress: (p) => progress.push(p) });
    expect(res.data.size).toBeGreaterThan(512 * 1024);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    expect(progress[progress.length - 1]).toBe(100);
    // Progress follows the bytes as they go out, not only at the end.
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
  });

  it('a cancelled upload aborts', async () => {
    process.env.API_INTERNAL_URL = base;
    const controller = new AbortController();
    const before = seen.length;
    const pending = upload('/upload', bigForm(), { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(seen.slice(before).some((s) => s.url === '/api/upload' && s.body.length > 512 * 1024)).toBe(false);
  });

  it('rejects with the response on error', async () => {
    process.env.API_INTERNAL_URL = base;
    await expect(upload('/upload-bad', bigForm())).rejects.toEqual({
      status: 413,
      data: { statusCode: 413, error: 'Payload Too Large', message: 'File too large' },
    });
  });
});
