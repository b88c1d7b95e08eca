// The pages' Content-Security-Policy and the transport rule (src/server/http/page-security.ts).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { settingDefaults } from '@/contracts/settings';
import { nonceFromPolicy } from '@/lib/csp-nonce';
import {
  contentSecurityPolicy,
  createPageSecurity,
  newNonce,
  PAGE_SECURITY_HEADERS,
  strictTransportSecurity,
  type PageSecurityDeps,
  type PolicyInputs,
} from '@/server/http/page-security';

const base: PolicyInputs = { nonce: 'abc123==', appUrl: 'https://fans.example.com', development: false, stripe: false, analytics: false };

/** The policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((d) => d.split(' ')).map(([name, ...sources]) => [name!, sources]));
}

const sourcesOf = (inputs: Partial<PolicyInputs>, name: string) => directives(contentSecurityPolicy({ ...base, ...inputs })).get(name) ?? [];
const everySource = (inputs: Partial<PolicyInputs>) => contentSecurityPolicy({ ...base, ...inputs });

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and with the nonce, trusting what they load, and nothing inline or evaluated', () => {
    expect(sourcesOf({}, 'script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    const inline = [...directives(everySource({ stripe: true, analytics: true }))].filter(([, sources]) => sources.includes("'unsafe-inline'"));
    expect(inline.map(([name]) => name)).toEqual(['style-src-attr']);
    expect(everySource({ stripe: true, analytics: true })).not.toContain("'unsafe-eval'");
  });

  it('has the fixed directives that keep the page from being framed, rebased or posting elsewhere', () => {
    const policy = directives(everySource({}));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('allows style blocks with the nonce, and style attributes (which no nonce can cover) only as attributes', () => {
    expect(sourcesOf({}, 'style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(sourcesOf({}, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it("connects to the site's own socket over wss on https and ws on http", () => {
    expect(sourcesOf({}, 'connect-src')).toEqual(["'self'", 'wss://fans.example.com']);
    expect(sourcesOf({ appUrl: 'http://localhost:3000' }, 'connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
  });

  it("allows evaluated code only in development, where hot reload needs it", () => {
    expect(sourcesOf({ development: true }, 'script-src')).toContain("'unsafe-eval'");
    expect(sourcesOf({ development: false }, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it("allows, in development only, Next's style block that hides the page until its styles load", () => {
    const hash = `'sha256-${createHash('sha256').update('body{display:none}').digest('base64')}'`;
    expect(sourcesOf({ development: true }, 'style-src')).toEqual(["'self'", "'nonce-abc123=='", hash]);
    expect(sourcesOf({ development: false }, 'style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
  });

  it('allows media at the site\'s public address, and at the media origin when public media are served from elsewhere', () => {
    // Media links are absolute at APP_URL: a page opened at another address of the server still shows them.
    expect(sourcesOf({}, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://fans.example.com']);
    expect(sourcesOf({}, 'media-src')).toEqual(["'self'", 'blob:', 'https://fans.example.com']);
    const cdn = { mediaUrl: 'https://cdn.example.net/fanstage/' };
    expect(sourcesOf(cdn, 'img-src')).toContain('https://cdn.example.net');
    expect(sourcesOf(cdn, 'media-src')).toContain('https://cdn.example.net');
    expect(everySource(cdn)).not.toContain('/fanstage');
  });

  it("adds Stripe's script, frame and API origins only when Stripe is configured", () => {
    expect(everySource({})).not.toContain('stripe.com');
    expect(sourcesOf({ stripe: true }, 'script-src')).toContain('https://js.stripe.com');
    expect(sourcesOf({ stripe: true }, 'frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(sourcesOf({ stripe: true }, 'connect-src')).toContain('https://api.stripe.com');
  });

  it('adds the Google tag origins only when the analytics tag is configured', () => {
    expect(everySource({})).not.toContain('google');
    expect(sourcesOf({ analytics: true }, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(sourcesOf({ analytics: true }, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(sourcesOf({ analytics: true }, 'img-src')).toContain('https://*.google-analytics.com');
  });

  it("lets the Agora SDK reach Agora's servers (any port, https and wss) only when live video runs on Agora", () => {
    expect(everySource({})).not.toContain('agora');
    const connect = sourcesOf({ agora: true }, 'connect-src');
    expect(connect).toEqual(expect.arrayContaining(['https://*.agora.io:*', 'wss://*.agora.io:*', 'https://*.sd-rtn.com:*', 'wss://*.sd-rtn.com:*']));
    expect(sourcesOf({ agora: true }, 'script-src')).not.toEqual(expect.arrayContaining([expect.stringContaining('agora')]));
  });

  it('allows pictures the settings link on other origins, and ignores relative or unusable addresses', () => {
    const img = sourcesOf({ pictureUrls: ['https://brand.example.org/logo.svg', '/favicon.ico', '', 'javascript:alert(1)', 'https://brand.example.org/dark.svg'] }, 'img-src');
    expect(img).toEqual(["'self'", 'data:', 'blob:', 'https://fans.example.com', 'https://brand.example.org']);
  });

  it('lets _document find the nonce it was given', () => {
    expect(nonceFromPolicy(everySource({ stripe: true, analytics: true, development: true }))).toBe('abc123==');
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('strictTransportSecurity', () => {
  it('pins a site served over https for a year, subdomains included, and never one on http', () => {
    expect(strictTransportSecurity('https://fans.example.com')).toBe('max-age=31536000; includeSubDomains');
    expect(strictTransportSecurity('http://localhost:3000')).toBeUndefined();
  });
});

describe('createPageSecurity on a real response', () => {
  /** One page request through a plain HTTP server that applies the headers as main.ts does. */
  async function pageHeaders(deps: PageSecurityDeps, requestHeaders: Record<string, string> = {}) {
    const apply = createPageSecurity(deps);
    let seenByRenderer: string | undefined;
    const server = http.createServer((req, res) => {
      void apply(req, res).then(() => {
        seenByRenderer = req.headers['content-security-policy'] as string | undefined;
        res.end('page');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/home`, { headers: requestHeaders });
      await res.text();
      return { headers: res.headers, seenByRenderer };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  const settings = (patch: Partial<typeof settingDefaults> = {}) => async () => ({ ...settingDefaults, ...patch });
  const production = { appUrl: 'https://fans.example.com', isProduction: true, S3_PUBLIC_URL: undefined };

  it('gives each response a policy with a fresh nonce, and hands the same policy to the renderer', async () => {
    const first = await pageHeaders({ config: production, settings: settings() });
    const second = await pageHeaders({ config: production, settings: settings() });
    const policy = first.headers.get('content-security-policy')!;
    expect(nonceFromPolicy(policy)).toBeTruthy();
    expect(nonceFromPolicy(second.headers.get('content-security-policy')!)).not.toBe(nonceFromPolicy(policy));
    expect(first.seenByRenderer).toBe(policy);
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) expect(first.headers.get(name)).toBe(value);
    expect(first.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it("replaces a policy the client sent, so a request cannot choose the page's nonce", async () => {
    const sent = "script-src 'nonce-chosenbytheclient'";
    const { headers, seenByRenderer } = await pageHeaders({ config: production, settings: settings() }, { 'content-security-policy': sent });
    expect(seenByRenderer).toBe(headers.get('content-security-policy'));
    expect(nonceFromPolicy(seenByRenderer)).not.toBe('chosenbytheclient');
  });

  it('sends no HSTS on http', async () => {
    const { headers } = await pageHeaders({ config: { ...production, appUrl: 'http://localhost:3000' }, settings: settings() });
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('content-security-policy')).toContain('ws://localhost:3000');
  });

  it('follows the settings and the media address: Stripe, analytics, a CDN and a logo elsewhere', async () => {
    const { headers } = await pageHeaders({
      config: { ...production, S3_PUBLIC_URL: 'https://cdn.example.net' },
      settings: settings({ stripePublishableKey: 'pk_test_123', gaCode: 'G-TEST123', logoUrl: 'https://brand.example.org/logo.png' }),
    });
    const policy = headers.get('content-security-policy')!;
    for (const origin of ['https://js.stripe.com', 'https://*.googletagmanager.com', 'https://cdn.example.net', 'https://brand.example.org']) expect(policy).toContain(origin);
  });

  it('opens the Agora origins when the admin switched Agora on with an app id, and not before', async () => {
    const appId = '0123456789abcdef0123456789abcdef';
    const policyWith = async (values: object) => (await pageHeaders({ config: production, settings: settings(values) })).headers.get('content-security-policy')!;
    expect(await policyWith({ agoraEnable: true, agoraAppId: appId })).toContain('wss://*.agora.io:*');
    expect(await policyWith({ agoraEnable: true, agoraAppId: '' })).not.toContain('agora.io');
    expect(await policyWith({ agoraEnable: false, agoraAppId: appId })).not.toContain('agora.io');
  });

  it('still sends the strict base policy when the settings cannot be read', async () => {
    const { headers } = await pageHeaders({ config: production, settings: () => Promise.reject(new Error('database down')) });
    expect(nonceFromPolicy(headers.get('content-security-policy')!)).toBeTruthy();
  });
});
