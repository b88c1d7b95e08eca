// How the page renderer reaches the API of its own process: node:http over a keep-alive agent instead of the
// platform's fetch (undici). The request helper (src/lib/request.ts) sends through `network.fetch`, which on the
// server takes the sender installed here. The answers are the same; the CPU is not: undici's fetch builds WHATWG
// Request, Headers and Response objects and reads the body through a web stream: about 0.35 ms more CPU per call
// than node:http (docs/performance.md "The renderer's API calls"), and a fan's profile page makes two such calls
// per render.
//
// Only what the helper sends goes this way: http: addresses, a text body or none. Anything else (an https
// API_INTERNAL_URL, a form or a file) still goes through fetch.
import http from 'node:http';
import zlib from 'node:zlib';
import { SERVER_FETCH, type Fetch, type NetworkResponse } from '@/lib/http-core';

/** Connections kept open to the API between renders; more renders at once open more, closed when idle. */
const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 16 });

function abortError(): Error {
  const error = new Error('The request was aborted.');
  error.name = 'AbortError';
  return error;
}

/** The body as text, unpacked when a server compressed it although the renderer asked for it plain. */
function decode(body: Buffer, encoding: string | undefined): string {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body).toString('utf8');
    case 'br':
      return zlib.brotliDecompressSync(body).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

/** The request's headers as a new object: the helper passes a plain one (copied); a Headers or pairs are read too. */
function headersOf(init: RequestInit): Record<string, string> {
  const headers = init.headers;
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers).entries());
  return { ...(headers as Record<string, string> | undefined) };
}

/** One call through node:http: the status and the whole body; rejects only when no answer came. */
function viaNodeHttp(url: URL, init: RequestInit, body: string | undefined): Promise<NetworkResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const headers = headersOf(init);
    if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        let text: string;
        try {
          text = decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), res.headers['content-encoding']);
        } catch (error) {
          reject(error as Error);
          return;
        }
        resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text: () => Promise.resolve(text) });
      });
    });
    const onAbort = () => req.destroy(abortError());
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    req.end(body);
  });
}

/** The sender the helper uses on the server: node:http where it can, the platform's fetch otherwise. */
export const pageApiFetch: Fetch = (address, init) => {
  const url = new URL(address);
  const body = init.body;
  if (url.protocol !== 'http:' || (body !== undefined && body !== null && typeof body !== 'string')) return fetch(address, init);
  return viaNodeHttp(url, init, body ?? undefined);
};

/** Makes the request helper's server-side calls go through pageApiFetch (the page renderer shares this process). */
export function installPageApiClient(): void {
  (globalThis as Record<symbol, unknown>)[SERVER_FETCH] = pageApiFetch;
}
