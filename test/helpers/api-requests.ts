// The requests most API test files send to the app under `/api`: JSON (or none) with `call`, multipart
// form-data with `send`, each as the holder of `token` (anonymous without one).
import { authHeader } from '../factories/users';
import { injectMultipart, type MultipartPart } from './multipart';
import type { TestContext } from './test-app';

/** `ctx` is read at each request, so the helpers can be made before beforeAll has set the app up. */
export function apiRequests(ctx: () => TestContext) {
  return {
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
      ctx().app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) }),
    send: (method: 'POST' | 'PUT', url: string, token: string | undefined, parts: MultipartPart[]) => injectMultipart(ctx().app, method, `/api${url}`, token, parts),
  };
}
