import { getRuntimeConfig, readServerRuntimeConfig, runtimeConfigScript } from '@/lib/runtime-config';
import { visitorIp } from '@/lib/visitor-ip';

describe('runtime config', () => {
  afterEach(() => {
    delete window.__FANSTAGE_CONFIG__;
  });

  it('reads the server environment at run time', () => {
    expect(
      readServerRuntimeConfig({ HASH_PASSWORD_ON_CLIENT: 'true', GOOGLE_CLIENT_ID: 'gid', TWITTER_CONSUMER_KEY: 'k' }),
    ).toEqual({ hashPasswordOnClient: true, googleClientId: 'gid', googleAuthUrl: 'https://accounts.google.com/o/oauth2/v2/auth', twitterEnabled: true });
    expect(readServerRuntimeConfig({ HASH_PASSWORD_ON_CLIENT: 'false' })).toMatchObject({
      hashPasswordOnClient: false,
      googleClientId: null,
      twitterEnabled: false,
    });
  });

  it('the injected script publishes the config the browser then reads', () => {
    const config = { hashPasswordOnClient: true, googleClientId: '</script><script>alert(1)</script>', googleAuthUrl: 'u', twitterEnabled: false };
    const script = runtimeConfigScript(config);
    expect(script).not.toContain('</script>');
    new Function(script)();
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('falls back to safe defaults when nothing was injected', () => {
    expect(getRuntimeConfig()).toMatchObject({ hashPasswordOnClient: false, twitterEnabled: false });
  });
});

describe('visitor IP for the geo-block check', () => {
  const req = (forwarded: string | undefined, remote: string) =>
    ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress: remote } }) as never;

  it('takes the first forwarded entry only behind a trusted proxy', () => {
    expect(visitorIp(req('203.0.113.9, 10.0.0.1', '10.0.0.1'), 'true')).toBe('203.0.113.9');
  });
  it('otherwise uses the socket address, so a visitor cannot pick a country by header', () => {
    expect(visitorIp(req('203.0.113.9', '198.51.100.4'), undefined)).toBe('198.51.100.4');
    expect(visitorIp(req(undefined, '198.51.100.4'), 'true')).toBe('198.51.100.4');
  });
});
