// Stands in for the API by swapping the request helper's axios adapter: the real request code runs,
// only the network is replaced.
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/request';

export interface FakeCall {
  method: string;
  url: string;
  baseURL?: string;
  headers: Record<string, string>;
  params: unknown;
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

type Handler = FakeResponse | ((call: FakeCall) => FakeResponse | Promise<FakeResponse>);

/** Routes are keyed `METHOD /path`; unknown routes answer `fallback`, by default a 404. */
export function fakeApi(routes: Record<string, Handler>, fallback?: FakeResponse) {
  const calls: FakeCall[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(config.headers.toJSON())) if (typeof v === 'string') headers[k.toLowerCase()] = v;
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Not JSON: keep the raw string.
      }
    }
    const call: FakeCall = { method, url, baseURL: config.baseURL, headers, params: config.params, body };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const missing = fallback ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: `No fake for ${method} ${url}` } };
    const res = typeof handler === 'function' ? await handler(call) : (handler ?? missing);
    return { data: res.body ?? '', status: res.status, statusText: String(res.status), headers: {}, config, request: {} };
  };
  http.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      http.defaults.adapter = original;
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
