// The one HTTP helper every client service uses: Authorization from the token cookie,
// 2xx is success, anything else is thrown as the response body, 401 sends the browser to the login page.
import axios, { type AxiosProgressEvent, type AxiosRequestConfig, type AxiosResponse, type Method } from 'axios';
import type { Envelope, ErrorBody } from '@/contracts/common';
import { getTokenCookie } from './cookies';
import { LOGIN_PATH, navigation } from './navigation';

export const UNAUTHORIZED_MESSAGE = 'Forbidden in the action!';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** The one axios instance. Statuses are judged here, not by axios; no retries. Tests swap its adapter. */
export const http = axios.create({
  validateStatus: () => true,
  // The page renderer's calls go to its own API, which never redirects: without redirects axios uses
  // Node's http directly instead of wrapping every call in follow-redirects (the browser ignores this).
  maxRedirects: 0,
  // Arrays go out as `a=1&a=2`, which the API's query parser reads as a list.
  paramsSerializer: { indexes: null },
});

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
  /** Abort to cancel the upload; the promise then rejects with axios' CanceledError. */
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

function authHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const hasAuth = Object.keys(extra).some((k) => k.toLowerCase() === 'authorization');
  if (hasAuth || !isBrowser()) return extra;
  const token = getTokenCookie();
  return token ? { ...extra, Authorization: token } : extra;
}

function isErrorBody(v: unknown): v is ErrorBody {
  return typeof v === 'object' && v !== null && typeof (v as ErrorBody).message === 'string';
}

/** The error body; without one, an empty message so each caller's own fallback sentence applies. */
function bodyOf(res: AxiosResponse): ErrorBody {
  if (isErrorBody(res.data)) return res.data;
  return { statusCode: res.status, error: res.statusText || 'Error', message: '' };
}

const isSuccess = (status: number) => status >= 200 && status < 300;

function unauthorized(): ErrorBody {
  // Already on the login page: reloading it would only wipe what the visitor typed.
  if (isBrowser() && window.location.pathname !== LOGIN_PATH) navigation.hardRedirect(LOGIN_PATH);
  return { statusCode: 401, error: 'Unauthorized', message: UNAUTHORIZED_MESSAGE };
}

function networkError(e: unknown): unknown {
  if (axios.isCancel(e)) return e;
  return { statusCode: 0, error: 'Network Error', message: NETWORK_ERROR_MESSAGE };
}

/**
 * Sends one call through `http` with the visitor's Authorization. A call that got no answer rejects with
 * the network error, a 401 with the login redirect; any other answer is the caller's to judge.
 */
async function send(config: AxiosRequestConfig & { headers?: Record<string, string> }): Promise<AxiosResponse> {
  let res: AxiosResponse;
  try {
    res = await http.request({ ...config, baseURL: apiBaseUrl(), headers: authHeaders(config.headers) });
  } catch (e) {
    throw networkError(e);
  }
  if (res.status === 401) throw unauthorized();
  return res;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const res = await send({
    url: path,
    method: options.method ?? 'GET',
    data: options.body,
    params: options.query,
    headers: options.headers,
    signal: options.signal,
  });
  if (isSuccess(res.status)) return res.data as Envelope<T>;
  throw bodyOf(res);
}

export function uploadPercent(e: AxiosProgressEvent): number {
  const fraction = e.total ? e.loaded / e.total : (e.progress ?? 0);
  return Math.max(0, Math.min(100, Math.round(fraction * 100)));
}

/** Multipart upload with progress in percent and cancel through an AbortSignal. */
export async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<Envelope<T>> {
  const res = await send({
    url: path,
    method: options.method ?? 'POST',
    data: form,
    headers: options.headers,
    signal: options.signal,
    onUploadProgress: options.onProgress ? (e) => options.onProgress?.(uploadPercent(e)) : undefined,
  });
  if (isSuccess(res.status)) return res.data as Envelope<T>;
  const failure: UploadErrorResponse = { status: res.status, data: bodyOf(res) };
  throw failure;
}

/** True when an upload or request was cancelled by the user (not a failure to report). */
export const isCancelled = (e: unknown): boolean => axios.isCancel(e);
