// What the request helper puts on the wire and how it reads what comes back, in the browser: query strings
// (the same addresses the helper sent when it was built on axios), bodies, headers, answers, failures and
// cancels, and uploads through XMLHttpRequest (a fake one here; upload-xhr.test.ts uses jsdom's real one).
import {
  CanceledError,
  NETWORK_ERROR_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  buildUrl,
  fetchText,
  isCancelled,
  request,
  serializeQuery,
  upload,
  type QueryValue,
} from '@/lib/request';
import { fail, ok, type FakeCall } from '../../helpers/fake-api';
import { holdUploads, type FakeXhr } from '../../helpers/fake-xhr';
import { holdLoginRedirect, setToken, useRequestFakes, withServerOutOfReach } from './request-fakes';

const { fakeApi } = useRequestFakes();

describe('query strings', () => {
  // Each address is what axios 1.21 built for the same call with `paramsSerializer: { indexes: null }`.
  it.each<[string, Record<string, QueryValue> | undefined, string]>([
    ['/x', { a: 1, b: undefined, c: null, d: '', e: true, f: false, g: 0 }, '/api/x?a=1&d=&e=true&f=false&g=0'],
    ['/x', { keys: ['x', 'y'], empty: [], one: ['z'] }, '/api/x?keys=x&keys=y&one=z'],
    ['/x', { q: 'a b&c=d/é?#+', s: "x:y$z,w[]@!*'()~" }, "/api/x?q=a+b%26c%3Dd%2F%C3%A9%3F%23%2B&s=x:y$z,w%5B%5D%40!*'()~"],
    ['/x', { 'k e y': 'v' }, '/api/x?k+e+y=v'],
    ['/x', {}, '/api/x'],
    ['/x', { a: undefined, b: null }, '/api/x'],
    ['/x', undefined, '/api/x'],
    ['/x?z=1', { a: 1 }, '/api/x?z=1&a=1'],
    ['/x#h', { a: 1 }, '/api/x?a=1'],
    ['x', undefined, '/api/x'],
    ['', { a: 1 }, '/api?a=1'],
    ['http://other.example/x', { a: 1 }, 'http://other.example/x?a=1'],
  ])('%s with %j goes to %s', (path, query, href) => {
    expect(buildUrl(path, query)).toBe(href);
  });

  it('leaves out null and undefined inside arrays too', () => {
    expect(serializeQuery({ a: [1, null, undefined, 'a b'] as unknown as QueryValue })).toBe('a=1&a=a+b');
  });

  it('is the address the call is sent to, read back as the server reads it', async () => {
    const api = fakeApi({ 'GET /performers/search': ok([]) });
    await request('/performers/search', { query: { q: 'star & moon', tags: ['a', 'b'], current: 2, isStreaming: true, gender: undefined } });
    expect(api.calls[0].href).toBe('/api/performers/search?q=star+%26+moon&tags=a&tags=b&current=2&isStreaming=true');
    expect(api.calls[0].params).toEqual({ q: 'star & moon', tags: ['a', 'b'], current: '2', isStreaming: 'true' });
  });
});

describe('bodies and headers', () => {
  const send = async (options: Parameters<typeof request>[1]): Promise<FakeCall> => {
    const api = fakeApi({}, ok(null));
    await request('/things', options);
    return api.calls[0];
  };

  it('sends an object or array as JSON with its content type', async () => {
    const call = await send({ method: 'POST', body: { name: 'Ann', tags: ['x'] } });
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.body).toEqual({ name: 'Ann', tags: ['x'] });
    expect((await send({ method: 'PUT', body: [1, 2] })).body).toEqual([1, 2]);
  });

  it('sends a FormData as it is, leaving its multipart type (with the boundary) to the browser', async () => {
    const form = new FormData();
    form.append('name', 'Ann');
    form.append('file', new Blob(['x']), 'a.png');
    const call = await send({ method: 'POST', body: form });
    expect(call.body).toBe(form);
    expect(call.headers['content-type']).toBeUndefined();
  });

  it('sends a string as it is, and no body with GET or without one', async () => {
    expect((await send({ method: 'POST', body: 'plain' })).body).toBe('plain');
    const get = await send({ body: { ignored: true } });
    expect(get.body).toBeUndefined();
    expect(get.headers['content-type']).toBeUndefined();
    const del = await send({ method: 'DELETE' });
    expect(del.method).toBe('DELETE');
    expect(del.body).toBeUndefined();
  });

  it("accepts JSON first, keeps the caller's headers, and the caller's Authorization wins over the cookie", async () => {
    setToken('cookie-token');
    const call = await send({ method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k-1', authorization: 'caller-token' } });
    expect(call.headers.accept).toBe('application/json, text/plain, */*');
    expect(call.headers['idempotency-key']).toBe('k-1');
    expect(call.headers.authorization).toBe('caller-token');
  });
});

describe('answers and failures', () => {
  it('an empty success answer resolves to an empty string, a text one to its text', async () => {
    fakeApi({ 'DELETE /x': { status: 204 }, 'GET /t': { status: 200, body: 'plain text' } });
    await expect(request('/x', { method: 'DELETE' })).resolves.toBe('');
    await expect(request('/t')).resolves.toBe('plain text');
  });

  it('a failure without an error body becomes one with an empty message, so the caller falls back to its own sentence', async () => {
    fakeApi({ 'GET /html': { status: 500, body: '<html>oops</html>' }, 'GET /json': { status: 400, body: { nope: 1 } } });
    await expect(request('/html')).rejects.toEqual({ statusCode: 500, error: '500', message: '' });
    await expect(request('/json')).rejects.toEqual({ statusCode: 400, error: '400', message: '' });
  });

  it('keeps every field of the error body (validation details included)', async () => {
    const body = { statusCode: 422, error: 'Unprocessable Entity', message: 'Check the form', details: [{ path: ['email'], message: 'Invalid email' }] };
    fakeApi({ 'POST /users': { status: 422, body } });
    await expect(request('/users', { method: 'POST', body: {} })).rejects.toEqual(body);
  });

  it('a call that gets no answer fails with the network error, which is no cancel', async () => {
    const error = await withServerOutOfReach(() => request('/x').catch((e: unknown) => e));
    expect(error).toEqual({ statusCode: 0, error: 'Network Error', message: NETWORK_ERROR_MESSAGE });
    expect(isCancelled(error)).toBe(false);
  });

  it('aborting the signal cancels the call, before or while it is on its way', async () => {
    let release: () => void = () => undefined;
    const api = fakeApi({ 'GET /slow': () => new Promise((r) => (release = () => r(ok(1)))) });
    const early = new AbortController();
    early.abort();
    const before = await request('/slow', { signal: early.signal }).catch((e: unknown) => e);
    expect(before).toBeInstanceOf(CanceledError);
    expect(api.calls).toHaveLength(0);

    const late = new AbortController();
    const pending = request('/slow', { signal: late.signal }).catch((e: unknown) => e);
    await Promise.resolve();
    late.abort();
    release();
    const during = await pending;
    expect(isCancelled(during)).toBe(true);
    expect(during).toMatchObject({ name: 'CanceledError', message: 'canceled', code: 'ERR_CANCELED' });
    expect(isCancelled({ statusCode: 500, message: 'x' })).toBe(false);
  });

  it('fetchText gives the status and text as they come, with the Authorization, and no login redirect on 401', async () => {
    const redirect = holdLoginRedirect();
    setToken('tok-1');
    const api = fakeApi({ 'GET /live/s1/index.m3u8': { status: 200, body: '#EXTM3U\n' }, 'GET /live/s2/index.m3u8': fail(401, 'no') });
    await expect(fetchText('/live/s1/index.m3u8')).resolves.toEqual({ status: 200, text: '#EXTM3U\n' });
    await expect(fetchText('/live/s2/index.m3u8')).resolves.toMatchObject({ status: 401 });
    expect(api.calls.map((c) => c.headers.authorization)).toEqual(['tok-1', 'tok-1']);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('uploads', () => {
  let held: ReturnType<typeof holdUploads> | undefined;
  afterEach(() => {
    held?.restore();
    held = undefined;
  });
  const form = () => {
    const f = new FormData();
    f.append('file', new Blob(['abc']), 'a.png');
    return f;
  };
  /** The first held upload, once the upload code (loaded on demand) has sent it. */
  const sent = async (): Promise<FakeXhr> => {
    for (let i = 0; i < 50 && held!.uploads.length === 0; i++) await Promise.resolve();
    expect(held!.uploads).toHaveLength(1);
    return held!.uploads[0];
  };

  it('sends the form with the method, address and headers, reports whole percents, and resolves with the envelope', async () => {
    setToken('tok-9');
    held = holdUploads();
    const progress: number[] = [];
    const f = form();
    const pending = upload<{ id: string }>('/users/avatar/upload', f, { method: 'PUT', onProgress: (p) => progress.push(p), headers: { 'X-Extra': '1' } });
    const xhr = await sent();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/users/avatar/upload');
    expect(xhr.form).toBe(f);
    expect(xhr.headers).toMatchObject({ authorization: 'tok-9', 'x-extra': '1', accept: 'application/json, text/plain, */*' });
    expect(xhr.headers['content-type']).toBeUndefined();
    xhr.progress(1, 3);
    xhr.progress(2, 3);
    xhr.progress(3, 3);
    xhr.respond(200, { status: 0, data: { id: 'a1' } });
    await expect(pending).resolves.toEqual({ status: 0, data: { id: 'a1' } });
    expect(progress).toEqual([33, 67, 100]);
  });

  it('Cancel aborts the XMLHttpRequest and rejects with a cancel', async () => {
    held = holdUploads();
    const controller = new AbortController();
    const pending = upload('/x/upload', form(), { signal: controller.signal }).catch((e: unknown) => e);
    const xhr = await sent();
    xhr.progress(10, 100);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(isCancelled(await pending)).toBe(true);
  });

  it('an upload cancelled before it starts sends nothing', async () => {
    held = holdUploads();
    const controller = new AbortController();
    controller.abort();
    expect(isCancelled(await upload('/x/upload', form(), { signal: controller.signal }).catch((e: unknown) => e))).toBe(true);
    expect(held.uploads).toHaveLength(0);
  });

  it('a refused upload rejects with the status and body; a lost connection with the network error; 401 with the login redirect', async () => {
    const redirect = holdLoginRedirect();
    held = holdUploads();
    const refused = upload('/a/upload', form()).catch((e: unknown) => e);
    (await sent()).respond(413, { statusCode: 413, error: 'Payload Too Large', message: 'Too big' });
    expect(await refused).toEqual({ status: 413, data: { statusCode: 413, error: 'Payload Too Large', message: 'Too big' } });

    held.uploads.length = 0;
    const lost = upload('/a/upload', form()).catch((e: unknown) => e);
    (await sent()).fail();
    expect(await lost).toMatchObject({ statusCode: 0, message: NETWORK_ERROR_MESSAGE });

    held.uploads.length = 0;
    const expired = upload('/a/upload', form()).catch((e: unknown) => e);
    (await sent()).respond(401, { statusCode: 401, error: 'Unauthorized', message: 'Log in' });
    expect(await expired).toMatchObject({ statusCode: 401, message: UNAUTHORIZED_MESSAGE });
    expect(redirect).toHaveBeenCalledWith('/auth/login');
  });
});
