// The one HTTP helper every client service uses: the platform's fetch, Authorization from the token cookie,
// 2xx is success, anything else is thrown as the response body, 401 sends the browser to the login page.
// Uploads with progress (XMLHttpRequest in the browser) live in upload-request.ts, loaded on the first upload.
import type { Envelope, ErrorBody } from '@/contracts/common';
import { getTokenCookie } from './cookies';
import { CanceledError, network, parseBody, type Answer } from './http-core';
import { LOGIN_PATH, navigation } from './navigation';

export { CanceledError, isCancelled, network, uploadPercent, type Answer, type NetworkResponse } from './http-core';

export const UNAUTHORIZED_MESSAGE = 'Forbidden in the action!';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Extra headers; on the server the caller passes Authorization (from the visitor's cookie) here. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (percent: number) => void;
  /** Abort to cancel the upload; the promise then rejects with a CanceledError. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** What a failed upload rejects with: the response's status and error body, not only the body. */
export interface UploadErrorResponse {
  status: number;
  data: ErrorBody;
}

const isBrowser = () => typeof window !== 'undefined';

/** In the browser the API is same-origin; on the server the page renderer calls its own process. */
export function apiBaseUrl(): string {
  if (isBrowser()) return '/api';
  return process.env.API_INTERNAL_URL || `http://127.0.0.1:${process.env.PORT ?? 3000}/api`;
}

/** A path under the API's base; an absolute address (`https://…`, `//…`) is used as it is. */
function joinBase(base: string, path: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)) return path;
  if (!path) return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** encodeURIComponent, keeping `:`, `$` and `,` and writing a space as `+`. */
const encode = (v: string) =>
  encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/**
 * `key=value` pairs joined by `&`: an array repeats its key (`a=1&a=2`, which the API's query parser reads as a
 * list), null and undefined (also inside arrays) are left out, an empty string is kept (`k=`).
 */
export function serializeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    pairs.push(`${encode(key)}=${encode(value instanceof Date ? value.toISOString() : String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return pairs.join('&');
}

/** The address of a call: base, path (without its `#…`), then the query after `?` or `&`. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  let url = joinBase(apiBaseUrl(), path);
  const search = serializeQuery(query);
  if (!search) return url;
  const hash = url.indexOf('#');
  if (hash !== -1) url = url.slice(0, hash);
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** The visitor's Authorization (the token cookie) in the browser, unless the caller passes one. */
export function authHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const hasAuth = Object.keys(extra).some((k) => k.toLowerCase() === 'authorization');
  if (hasAuth || !isBrowser()) return extra;
  const token = getTokenCookie();
  return token ? { ...extra, Authorization: token } : extra;
}

/** The body as sent: JSON text, or undefined when the body is a string, form or file for fetch to send as it is. */
const isRawBody = (b: unknown) =>
  typeof b === 'string' ||
  (typeof FormData !== 'undefined' && b instanceof FormData) ||
  (typeof Blob !== 'undefined' && b instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && b instanceof URLSearchParams) ||
  b instanceof ArrayBuffer ||
  ArrayBuffer.isView(b);

function isErrorBody(v: unknown): v is ErrorBody {
  return typeof v === 'object' && v !== null && typeof (v as ErrorBody).message === 'string';
}

/** The error body; without one, an empty message so each caller's own fallback sentence applies. */
export function bodyOf(res: Answer): ErrorBody {
  if (isErrorBody(res.data)) return res.data;
  return { statusCode: res.status, error: res.statusText || 'Error', message: '' };
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

export function unauthorized(): ErrorBody {
  // Already on the login page: reloading it would only wipe what the visitor typed.
  if (isBrowser() && window.location.pathname !== LOGIN_PATH) navigation.hardRedirect(LOGIN_PATH);
  return { statusCode: 401, error: 'Unauthorized', message: UNAUTHORIZED_MESSAGE };
}

/** A call that got no answer: the caller's cancel stays a cancel, anything else is the network error. */
export function networkError(e: unknown, signal?: AbortSignal): unknown {
  if (e instanceof CanceledError) return e;
  if (signal?.aborted || (e instanceof Error && e.name === 'AbortError')) return new CanceledError();
  return { statusCode: 0, error: 'Network Error', message: NETWORK_ERROR_MESSAGE };
}

/** Headers every call sends, as the API helper always has: JSON is preferred, anything is accepted. */
const ACCEPT = { Accept: 'application/json, text/plain, */*' };
/**
 * The page renderer asks its own process for plain answers: the API compresses answers of 1 kB or more for
 * whoever accepts it, and compressing then unpacking in the same process only costs CPU.
 */
const PLAIN_ON_SERVER = { 'Accept-Encoding': 'identity' };
const acceptHeaders = () => (isBrowser() ? ACCEPT : { ...ACCEPT, ...PLAIN_ON_SERVER });

/**
 * Sends one call with the visitor's Authorization. A call that got no answer rejects with the network error
 * (or CanceledError when its signal was aborted), a 401 with the login redirect; any other answer is the
 * caller's to judge.
 */
async function send(url: string, options: RequestOptions): Promise<Answer> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { ...acceptHeaders(), ...authHeaders(options.headers) };
  let body: BodyInit | undefined;
  // GET and HEAD carry no body (XMLHttpRequest dropped it; fetch would refuse the call).
  if (options.body !== undefined && options.body !== null && method !== 'GET' && method !== 'HEAD') {
    if (isRawBody(options.body)) body = options.body as BodyInit;
    else {
      body = JSON.stringify(options.body);
      if (!Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
    }
  }
  let answer: Answer;
  try {
    const res = await network.fetch(url, {
      method,
      headers,
      body,
      signal: options.signal,
      // The page renderer calls its own API, which never redirects: a redirect is an answer to judge, not follow.
      redirect: isBrowser() ? 'follow' : 'manual',
    });
    answer = { status: res.status, statusText: res.statusText, data: parseBody(await res.text()) };
  } catch (e) {
    throw networkError(e, options.signal);
  }
  if (answer.status === 401) throw unauthorized();
  return answer;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const res = await send(buildUrl(path, options.query), options);
  if (isSuccess(res.status)) return res.data as Envelope<T>;
  throw bodyOf(res);
}

/**
 * A GET for a non-JSON resource (e.g. a live playlist) with the visitor's Authorization: the status and the
 * text as they come, no judging and no login redirect. Rejects only when no answer came.
 */
export async function fetchText(path: string, signal?: AbortSignal): Promise<{ status: number; text: string }> {
  const res = await network.fetch(buildUrl(path), { method: 'GET', headers: authHeaders(), signal });
  return { status: res.status, text: await res.text() };
}

/**
 * Multipart upload with progress in percent and cancel through an AbortSignal. The sending code (XMLHttpRequest
 * in the browser, for its upload progress) loads on the first upload, so pages that upload nothing skip it.
 */
export async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<Envelope<T>> {
  const { sendUpload } = await import('./upload-request');
  let res: Answer;
  try {
    res = await sendUpload(joinBase(apiBaseUrl(), path), form, {
      method: options.method ?? 'POST',
      headers: { ...acceptHeaders(), ...authHeaders(options.headers) },
      signal: options.signal,
      onProgress: options.onProgress,
    });
  } catch (e) {
    throw networkError(e, options.signal);
  }
  if (res.status === 401) throw unauthorized();
  if (isSuccess(res.status)) return res.data as Envelope<T>;
  const failure: UploadErrorResponse = { status: res.status, data: bodyOf(res) };
  throw failure;
}
