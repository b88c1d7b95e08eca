// Stands in for the API by swapping the request helper's network (fetch, and XMLHttpRequest for uploads): the
// real request code runs (addresses, query strings, headers, bodies, answers), only the server is replaced.
import { apiBaseUrl, network, type NetworkResponse } from '@/lib/request';
import { installFakeXhr, type FakeXhr } from './fake-xhr';

export interface FakeCall {
  method: string;
  /** The path under the API's base, without the query (`/users/me`). */
  url: string;
  /** The API's base the address started with (`/api` in the browser), if it did. */
  baseURL?: string;
  /** The full address as sent, query included. */
  href: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The query string read back: each key's value, or its values when it repeats (`a=1&a=2`). */
  params: Record<string, string | string[]>;
  /** A JSON body parsed, a multipart form as sent, undefined without a body. */
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

type Handler = FakeResponse | ((call: FakeCall) => FakeResponse | Promise<FakeResponse>);

/** The query string of `search` (no leading `?`) as an object. */
export function readQuery(search: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

/** Splits an address into the FakeCall fields it determines. */
export function readAddress(href: string): Pick<FakeCall, 'url' | 'baseURL' | 'href' | 'params'> {
  const noHash = href.split('#')[0];
  const q = noHash.indexOf('?');
  const path = q === -1 ? noHash : noHash.slice(0, q);
  const base = apiBaseUrl();
  const inBase = path === base || path.startsWith(`${base}/`);
  return {
    url: inBase ? path.slice(base.length) : path,
    baseURL: inBase ? base : undefined,
    href,
    params: readQuery(q === -1 ? '' : noHash.slice(q + 1)),
  };
}

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!init) return headers;
  const entries = Array.isArray(init) ? init : typeof Headers !== 'undefined' && init instanceof Headers ? [...init.entries()] : Object.entries(init);
  for (const [k, v] of entries) headers[k.toLowerCase()] = v;
  return headers;
}

function bodyOf(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // Not JSON: keep the raw string.
    return body;
  }
}

const textOf = (body: unknown) => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));

const abortError = () => new DOMException('This operation was aborted', 'AbortError');

/** Routes are keyed `METHOD /path`; unknown routes answer `fallback`, by default a 404. */
export function fakeApi(routes: Record<string, Handler>, fallback?: FakeResponse) {
  const calls: FakeCall[] = [];
  const answer = async (call: FakeCall): Promise<FakeResponse> => {
    calls.push(call);
    // A route may name its query too (`POST /x?type=a`): the full address is matched first.
    const search = call.href.split('#')[0].split('?')[1];
    const handler = (search ? routes[`${call.method} ${call.url}?${search}`] : undefined) ?? routes[`${call.method} ${call.url}`];
    const missing = fallback ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: `No fake for ${call.method} ${call.url}` } };
    return typeof handler === 'function' ? handler(call) : (handler ?? missing);
  };

  const original = network.fetch;
  network.fetch = (href: string, init: RequestInit) =>
    new Promise<NetworkResponse>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(abortError());
      signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      const call: FakeCall = { method: (init.method ?? 'GET').toUpperCase(), headers: headersOf(init.headers), body: bodyOf(init.body), ...readAddress(href) };
      answer(call).then(
        (res) => resolve({ status: res.status, statusText: String(res.status), text: async () => textOf(res.body) }),
        reject,
      );
    });

  // Uploads go through XMLHttpRequest: the same routes answer them, once the form is sent.
  const restoreXhr = installFakeXhr((xhr: FakeXhr) => {
    const call: FakeCall = { method: xhr.method, headers: { ...xhr.headers }, body: xhr.body, ...readAddress(xhr.url) };
    answer(call).then(
      (res) => xhr.respond(res.status, res.body),
      () => xhr.fail(),
    );
  });

  return {
    calls,
    restore: () => {
      network.fetch = original;
      restoreXhr();
    },
  };
}

export const ok = <T>(data: T): FakeResponse => ({ status: 200, body: { status: 0, data } });
/** A list route's answer: `{ data, total }` in the envelope. */
export const okList = <T>(data: T[], total = data.length): FakeResponse => ok({ data, total });
export const fail = (status: number, message: string): FakeResponse => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});
