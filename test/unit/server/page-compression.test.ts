/** @jest-environment node */
// Pages leave compressed for clients that accept it, intact for those that do not.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { withPageCompression } from '@/server/http/page-compression';

const page = `<!DOCTYPE html><html><head><style>${'.ant-btn{color:red}'.repeat(5000)}</style></head><body>hi</body></html>`;

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer(
    withPageCompression((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

describe('page compression', () => {
  it('gzips a page for a client that accepts gzip, and it unpacks to the same page', async () => {
    const { headers, body } = await get('gzip, deflate');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(body.length).toBeLessThan(page.length / 10);
    expect(zlib.gunzipSync(body).toString()).toBe(page);
  });

  it('uses brotli when the client accepts it', async () => {
    const { headers, body } = await get('br, gzip');
    expect(headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
  });

  it('sends the page as it is to a client that accepts no compression', async () => {
    const { headers, body } = await get();
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(page);
  });
});
