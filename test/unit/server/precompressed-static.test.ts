/** @jest-environment node */
// The build's static files go out as the copies the build compressed at the best ratios; anything else is
// left to the next handler.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chooseEncoding, createPrecompressedStatic, withPrecompressedStatic } from '@/server/http/precompressed-static';

const script = `${'function greet(name){return "hello "+name}\n'.repeat(400)}`;
const style = `${'.card{color:var(--ant-color-text);padding:8px}\n'.repeat(300)}`;
let dir: string;
let server: http.Server;
let base: string;
let fellThrough: string[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const chunks = path.join(dir, 'chunks');
  fs.mkdirSync(chunks);
  fs.writeFileSync(path.join(chunks, 'app-1a2b.js'), script);
  fs.writeFileSync(path.join(chunks, 'site-3c4d.css'), style);
  fs.writeFileSync(path.join(chunks, 'tiny.js'), 'x=1');
  fs.writeFileSync(path.join(chunks, 'photo.png'), Buffer.alloc(4096, 7));
  // The build step itself, as `npm run build` runs it.
  execFileSync(process.execPath, [path.join(__dirname, '../../../scripts/precompress-static.mjs'), dir]);

  const statics = createPrecompressedStatic(dir);
  fellThrough = [];
  server = http.createServer(
    withPrecompressedStatic(statics, (req, res) => {
      fellThrough.push(`${req.method} ${req.url}`);
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

function request(urlPath: string, acceptEncoding?: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // The path goes out as written (a URL object would resolve its "..").
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path: urlPath, method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the build step', () => {
  it('writes brotli and gzip copies beside each text file worth compressing, and they unpack to the file', () => {
    const js = path.join(dir, 'chunks', 'app-1a2b.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.readFileSync(`${js}.br`).length).toBeLessThan(zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }).length);
  });

  it('leaves tiny files and images without copies', () => {
    expect(fs.existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'chunks', 'photo.png.br'))).toBe(false);
  });
});

describe('serving the copies', () => {
  it('sends the brotli copy to a browser that accepts brotli, with its type and a year of caching', async () => {
    const res = await request('/_next/static/chunks/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, including when refused with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await request('/_next/static/chunks/site-3c4d.css', accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('text/css; charset=UTF-8');
      expect(zlib.gunzipSync(res.body).toString()).toBe(style);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const res = await request('/_next/static/chunks/app-1a2b.js', 'br', 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it('passes on everything else: no accepted coding, no copy, other paths, other methods, escapes from the folder', async () => {
    fellThrough.length = 0;
    await request('/_next/static/chunks/app-1a2b.js');
    await request('/_next/static/chunks/app-1a2b.js', 'identity');
    await request('/_next/static/chunks/tiny.js', 'br');
    await request('/_next/static/chunks/photo.png', 'br');
    await request('/luna', 'br');
    await request('/_next/static/chunks/app-1a2b.js', 'br', 'POST');
    await request('/_next/static/chunks/../chunks/app-1a2b.js', 'br');
    await request('/_next/static/%E0%A4%A', 'br');
    expect(fellThrough).toEqual([
      'GET /_next/static/chunks/app-1a2b.js',
      'GET /_next/static/chunks/app-1a2b.js',
      'GET /_next/static/chunks/tiny.js',
      'GET /_next/static/chunks/photo.png',
      'GET /luna',
      'POST /_next/static/chunks/app-1a2b.js',
      'GET /_next/static/chunks/../chunks/app-1a2b.js',
      'GET /_next/static/%E0%A4%A',
    ]);
  });

  it('serves nothing when the folder has no build', () => {
    const none = createPrecompressedStatic(path.join(dir, 'missing'));
    const req = { method: 'GET', url: '/_next/static/chunks/app-1a2b.js', headers: { 'accept-encoding': 'br' } } as unknown as http.IncomingMessage;
    expect(none.serve(req, {} as http.ServerResponse)).toBe(false);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['br; q=0, gzip;q=0', null],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
