import Cookies from 'js-cookie';
import { finishGoogleSignIn, finishTwitterSignIn, googleAuthorizeUrl, startTwitterSignIn } from '@/components/auth/social-sign-in';

const session = { status: 0 as const, data: { token: 'tok', expiresAt: '2030-01-01T00:00:00.000Z' } };

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('Google sign-in', () => {
  it('sends the visitor to the consent page with the callback and role', () => {
    const url = googleAuthorizeUrl({ authUrl: 'https://accounts.example/auth', clientId: 'cid 1', origin: 'https://fan.example', role: 'performer' });
    expect(url).toBe(
      'https://accounts.example/auth?client_id=cid%201&redirect_uri=https%3A%2F%2Ffan.example%2Fauth%2Fgoogle%2Fcallback' +
        '&response_type=code&scope=openid%20email%20profile&state=performer',
    );
  });

  it('exchanges the returned code with the same redirect URI and role', async () => {
    const exchange = jest.fn().mockResolvedValue(session);
    await expect(finishGoogleSignIn({ code: 'c-1', state: 'performer' }, 'https://fan.example', exchange)).resolves.toEqual(session.data);
    expect(exchange).toHaveBeenCalledWith({ code: 'c-1', redirectUri: 'https://fan.example/auth/google/callback', role: 'performer' });
  });

  it('explains a cancelled consent without calling the API', async () => {
    const exchange = jest.fn();
    await expect(finishGoogleSignIn({ error: 'access_denied' }, 'https://fan.example', exchange)).rejects.toEqual({
      message: expect.stringContaining('cancelled'),
    });
    expect(exchange).not.toHaveBeenCalled();
  });
});

describe('Twitter sign-in', () => {
  it('keeps the request token, secret, callback and role in cookies, then finishes with them once', async () => {
    const login = jest.fn().mockResolvedValue({ status: 0, data: { oauthToken: 'ot', oauthTokenSecret: 'ots', url: 'https://tw.example/authorize?oauth_token=ot' } });
    await expect(startTwitterSignIn('https://fan.example', 'user', login)).resolves.toBe('https://tw.example/authorize?oauth_token=ot');
    expect(login).toHaveBeenCalledWith({ callbackUrl: 'https://fan.example/auth/twitter/callback', role: 'user' });
    expect(Cookies.get()).toMatchObject({ oauthToken: 'ot', oauthTokenSecret: 'ots', callbackUrl: 'https://fan.example/auth/twitter/callback', role: 'user' });

    const complete = jest.fn().mockResolvedValue(session);
    await expect(finishTwitterSignIn({ oauth_token: 'ot', oauth_verifier: 'v-1' }, complete)).resolves.toEqual(session.data);
    expect(complete).toHaveBeenCalledWith({ oauthToken: 'ot', oauthTokenSecret: 'ots', oauthVerifier: 'v-1', role: 'user' });
    expect(Cookies.get('oauthToken')).toBeUndefined();
  });

  it('says the sign-in expired when its cookies are gone', async () => {
    const complete = jest.fn();
    await expect(finishTwitterSignIn({ oauth_token: 'ot', oauth_verifier: 'v' }, complete)).rejects.toEqual({ message: expect.stringContaining('expired') });
    expect(complete).not.toHaveBeenCalled();
  });
});
