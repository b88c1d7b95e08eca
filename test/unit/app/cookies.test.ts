import Cookies from 'js-cookie';
import {
  clearSocialSignIn,
  expiredTokenCookie,
  getSocialSignIn,
  getTokenCookie,
  readCookie,
  removeTokenCookie,
  setSocialSignIn,
  setTokenCookie,
} from '@/lib/cookies';

describe('token cookie', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps a remembered session for 365 days', () => {
    const set = jest.spyOn(Cookies, 'set');
    setTokenCookie('tok-1', true);
    expect(set).toHaveBeenCalledWith('token', 'tok-1', expect.objectContaining({ expires: 365, path: '/' }));
    expect(getTokenCookie()).toBe('tok-1');
  });

  it('keeps a session without remember for 1 day', () => {
    const set = jest.spyOn(Cookies, 'set');
    setTokenCookie('tok-2', false);
    expect(set).toHaveBeenCalledWith('token', 'tok-2', expect.objectContaining({ expires: 1 }));
  });

  it('removes the token', () => {
    setTokenCookie('tok-3', true);
    removeTokenCookie();
    expect(getTokenCookie()).toBeUndefined();
    expect(document.cookie).not.toContain('token=');
  });

  it('reads a cookie from a raw Cookie header and expires it on the server', () => {
    expect(readCookie('a=1; token=abc%2Edef; b=2', 'token')).toBe('abc.def');
    expect(readCookie('tokenx=1', 'token')).toBeUndefined();
    expect(readCookie(undefined, 'token')).toBeUndefined();
    expect(expiredTokenCookie).toMatch(/^token=; Path=\/; Max-Age=0/);
  });
});

describe('social sign-in cookies', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the Twitter hand-over for 1 day and clears it', () => {
    const set = jest.spyOn(Cookies, 'set');
    const values = { oauthToken: 'ot', oauthTokenSecret: 'ots', callbackUrl: 'http://localhost/auth/twitter', role: 'performer' as const };
    setSocialSignIn(values);
    expect(set).toHaveBeenCalledTimes(4);
    for (const call of set.mock.calls) expect(call[2]).toEqual(expect.objectContaining({ expires: 1 }));
    expect(getSocialSignIn()).toEqual(values);
    clearSocialSignIn();
    expect(getSocialSignIn()).toBeNull();
  });
});
