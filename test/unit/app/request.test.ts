import { navigation } from '@/lib/navigation';
import { request, upload, UNAUTHORIZED_MESSAGE } from '@/lib/request';
import { fail, ok } from '../../helpers/fake-api';
import { holdLoginRedirect, setToken, useRequestFakes, withServerOutOfReach } from './request-fakes';

describe('request helper in the browser', () => {
  const { fakeApi } = useRequestFakes();

  it('calls the same-origin /api and returns the body for 200 to 299', async () => {
    const api = fakeApi({
      'GET /a': ok({ n: 1 }),
      'GET /b': { status: 201, body: { status: 0, data: { n: 2 } } },
      'GET /c': { status: 299, body: { status: 0, data: { n: 3 } } },
    });
    await expect(request('/a')).resolves.toEqual({ status: 0, data: { n: 1 } });
    await expect(request('/b')).resolves.toEqual({ status: 0, data: { n: 2 } });
    await expect(request('/c')).resolves.toEqual({ status: 0, data: { n: 3 } });
    expect(api.calls[0].baseURL).toBe('/api');
  });

  it('throws the response body for any other status', async () => {
    const body = { statusCode: 422, error: 'Unprocessable Entity', message: 'Username is taken' };
    fakeApi({ 'POST /x': { status: 422, body }, 'GET /r': { status: 300, body: { statusCode: 300, error: 'x', message: 'Multiple' } } });
    await expect(request('/x', { method: 'POST', body: {} })).rejects.toEqual(body);
    await expect(request('/r')).rejects.toMatchObject({ message: 'Multiple' });
  });

  it('gives a readable error for a body-less failure and for an unreachable server', async () => {
    fakeApi({ 'GET /empty': { status: 502 } });
    await expect(request('/empty')).rejects.toMatchObject({ statusCode: 502 });
    await withServerOutOfReach(() =>
      expect(request('/down')).rejects.toMatchObject({ statusCode: 0, message: expect.stringContaining('Could not reach the server') }),
    );
  });

  it('sends the token cookie as Authorization, and nothing when logged out', async () => {
    const api = fakeApi({ 'GET /users/me': ok(null) });
    await request('/users/me');
    expect(api.calls[0].headers.authorization).toBeUndefined();
    setToken('tok-123');
    await request('/users/me');
    expect(api.calls[1].headers.authorization).toBe('tok-123');
  });

  it('sends query and JSON body', async () => {
    const api = fakeApi({ 'PUT /users': ok({}) });
    await request('/users', { method: 'PUT', body: { name: 'Ann' }, query: { a: 1, keys: ['x', 'y'] } });
    expect(api.calls[0].body).toEqual({ name: 'Ann' });
    expect(api.calls[0].params).toEqual({ a: '1', keys: ['x', 'y'] });
    expect(api.calls[0].href).toBe('/api/users?a=1&keys=x&keys=y');
  });

  it('401 sends the browser to /auth/login and fails with "Forbidden in the action!"', async () => {
    const redirect = holdLoginRedirect();
    fakeApi({ 'GET /users/me': fail(401, 'Your session has ended. Please log in again.') });
    await expect(request('/users/me')).rejects.toMatchObject({ statusCode: 401, message: UNAUTHORIZED_MESSAGE });
    expect(UNAUTHORIZED_MESSAGE).toBe('Forbidden in the action!');
    expect(redirect).toHaveBeenCalledWith('/auth/login');
  });

  it('does not reload the login page itself on 401', async () => {
    const redirect = holdLoginRedirect();
    window.history.pushState({}, '', '/auth/login');
    try {
      fakeApi({ 'GET /users/me': fail(401, 'x') });
      await expect(request('/users/me')).rejects.toMatchObject({ message: UNAUTHORIZED_MESSAGE });
      expect(redirect).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('never retries a failed call', async () => {
    const api = fakeApi({ 'GET /flaky': fail(503, 'Down for maintenance') });
    await expect(request('/flaky')).rejects.toMatchObject({ message: 'Down for maintenance' });
    expect(api.calls).toHaveLength(1);
  });

  it('upload rejects with the response on error', async () => {
    fakeApi({ 'POST /users/avatar/upload': fail(415, 'Send the picture as a multipart form') });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await expect(upload('/users/avatar/upload', form)).rejects.toEqual({
      status: 415,
      data: { statusCode: 415, error: 'Error', message: 'Send the picture as a multipart form' },
    });
  });
});

describe('navigation.hardRedirect', () => {
  it('really assigns the address (jsdom reports the navigation it cannot perform)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    navigation.hardRedirect('/auth/login');
    const logged = errors.mock.calls.flat().map((e) => String((e as Error)?.message ?? e)).join('\n');
    errors.mockRestore();
    expect(logged).toMatch(/navigation/i);
  });
});
