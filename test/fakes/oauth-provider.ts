// A local stand-in for Google and Twitter that speaks their real protocols over HTTP, so social login
// is tested end to end: Google's JWKS and token endpoints with RS256 ID tokens, and Twitter's OAuth 1.0a
// endpoints, which check every HMAC-SHA1 signature (a broken signer fails the tests).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface TwitterUser {
  id_str: string;
  screen_name: string;
  name: string;
  email?: string;
}

export interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface IdTokenOptions {
  audience?: string;
  issuer?: string;
  /** Sign with a key the JWKS does not publish (same kid), as a forger would. */
  rogueKey?: boolean;
  expiresInSeconds?: number;
}

const KID = 'fake-google-key-1';

/** RFC 3986 encoding byte by byte, written independently of the app's signer on purpose. */
function rfc3986(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function parseOAuthHeader(header: string | undefined): Map<string, string> | null {
  if (!header?.startsWith('OAuth ')) return null;
  const params = new Map<string, string>();
  for (const piece of header.slice(6).split(',')) {
    const match = /^\s*([^=\s]+)="([^"]*)"\s*$/.exec(piece);
    if (!match) return null;
    params.set(decodeURIComponent(match[1]), decodeURIComponent(match[2]));
  }
  return params;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOAuthProvider() {
  const signingKeys = await generateKeyPair('RS256', { extractable: true });
  const rogueKeys = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(signingKeys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  const google = {
    clientId: 'fake-google-client.apps.example',
    clientSecret: 'fake-google-secret',
    issuer: 'https://accounts.fake-google.test',
    codes: new Map<string, { claims: GoogleClaims; redirectUri: string }>(),
    jwksHits: 0,
  };
  const twitter = {
    consumerKey: 'fake-consumer-key',
    consumerSecret: 'fake-consumer-secret',
    requestTokens: new Map<string, { secret: string; callback: string; verifier?: string; user?: TwitterUser }>(),
    accessTokens: new Map<string, { secret: string; user: TwitterUser }>(),
    seenNonces: new Set<string>(),
    /** Signature checks that failed, for assertions. */
    rejected: 0,
  };

  let baseUrl = '';

  /** Checks an OAuth 1.0a request; returns its protocol parameters, or null when the signature is wrong. */
  function verifySignature(req: http.IncomingMessage, body: string, tokenSecret: string): Map<string, string> | null {
    const oauth = parseOAuthHeader(req.headers.authorization);
    if (!oauth || oauth.get('oauth_signature_method') !== 'HMAC-SHA1' || oauth.get('oauth_consumer_key') !== twitter.consumerKey) return null;
    const timestamp = Number(oauth.get('oauth_timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return null;
    const nonce = oauth.get('oauth_nonce') ?? '';
    if (!nonce || twitter.seenNonces.has(nonce)) return null;

    const url = new URL(req.url ?? '/', baseUrl);
    const pairs: [string, string][] = [];
    url.searchParams.forEach((v, k) => pairs.push([k, v]));
    if ((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      new URLSearchParams(body).forEach((v, k) => pairs.push([k, v]));
    }
    oauth.forEach((v, k) => {
      if (k !== 'oauth_signature' && k !== 'realm') pairs.push([k, v]);
    });
    // RFC 5849 3.4.1.3.2: sort by encoded name, then by encoded value.
    const paramString = pairs
      .map(([k, v]) => [rfc3986(k), rfc3986(v)])
      .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const base = `${(req.method ?? 'GET').toUpperCase()}&${rfc3986(`${url.origin}${url.pathname}`)}&${rfc3986(paramString)}`;
    const expected = createHmac('sha1', `${rfc3986(twitter.consumerSecret)}&${rfc3986(tokenSecret)}`).update(base).digest();
    const given = Buffer.from(oauth.get('oauth_signature') ?? '', 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    twitter.seenNonces.add(nonce);
    return oauth;
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(e.message);
    });
  });

  function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json') {
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }
  const twitterAuthError = (res: http.ServerResponse) => {
    twitter.rejected++;
    send(res, 401, { errors: [{ code: 32, message: 'Could not authenticate you.' }] });
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    const body = await readBody(req);

    if (req.method === 'GET' && url.pathname === '/google/jwks') {
      google.jwksHits++;
      return send(res, 200, { keys: [publicJwk] });
    }

    if (req.method === 'POST' && url.pathname === '/google/token') {
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== google.clientId || form.get('client_secret') !== google.clientSecret) {
        return send(res, 401, { error: 'invalid_client' });
      }
      const grant = google.codes.get(form.get('code') ?? '');
      if (form.get('grant_type') !== 'authorization_code' || !grant || grant.redirectUri !== form.get('redirect_uri')) {
        return send(res, 400, { error: 'invalid_grant' });
      }
      google.codes.delete(form.get('code') ?? '');
      return send(res, 200, { access_token: randomBytes(8).toString('hex'), token_type: 'Bearer', expires_in: 3599, id_token: await idToken(grant.claims) });
    }

    if (req.method === 'POST' && url.pathname === '/twitter/oauth/request_token') {
      const oauth = verifySignature(req, body, '');
      const callback = oauth?.get('oauth_callback');
      if (!oauth || !callback || oauth.has('oauth_token')) return twitterAuthError(res);
      const token = `req-${randomBytes(8).toString('hex')}`;
      const secret = randomBytes(16).toString('hex');
      twitter.requestTokens.set(token, { secret, callback });
      return send(res, 200, `oauth_token=${token}&oauth_token_secret=${secret}&oauth_callback_confirmed=true`, 'text/html');
    }

    if (req.method === 'POST' && url.pathname === '/twitter/oauth/access_token') {
      const token = parseOAuthHeader(req.headers.authorization)?.get('oauth_token') ?? '';
      const pending = twitter.requestTokens.get(token);
      if (!pending) return twitterAuthError(res);
      const oauth = verifySignature(req, body, pending.secret);
      if (!oauth || !pending.user || oauth.get('oauth_verifier') !== pending.verifier) return twitterAuthError(res);
      twitter.requestTokens.delete(token);
      const access = `${pending.user.id_str}-${randomBytes(8).toString('hex')}`;
      const accessSecret = randomBytes(16).toString('hex');
      twitter.accessTokens.set(access, { secret: accessSecret, user: pending.user });
      return send(
        res,
        200,
        `oauth_token=${access}&oauth_token_secret=${accessSecret}&user_id=${pending.user.id_str}&screen_name=${pending.user.screen_name}`,
        'text/html',
      );
    }

    if (req.method === 'GET' && url.pathname === '/twitter/1.1/account/verify_credentials.json') {
      const token = parseOAuthHeader(req.headers.authorization)?.get('oauth_token') ?? '';
      const access = twitter.accessTokens.get(token);
      if (!access || !verifySignature(req, body, access.secret)) return twitterAuthError(res);
      const { email, ...rest } = access.user;
      return send(res, 200, url.searchParams.get('include_email') === 'true' && email ? { ...rest, email } : rest);
    }

    return send(res, 404, { error: 'not found' });
  }

  async function idToken(claims: GoogleClaims, opts: IdTokenOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(opts.issuer ?? google.issuer)
      .setAudience(opts.audience ?? google.clientId)
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + (opts.expiresInSeconds ?? 3600))
      .sign(opts.rogueKey ? rogueKeys.privateKey : signingKeys.privateKey);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    google: {
      clientId: google.clientId,
      issuer: google.issuer,
      /** An ID token as Google Identity Services would hand it to the page. */
      idToken,
      /** An authorization code as Google would put on the redirect URI after the user consents. */
      issueCode(claims: GoogleClaims, redirectUri: string): string {
        const code = `code-${randomBytes(8).toString('hex')}`;
        google.codes.set(code, { claims, redirectUri });
        return code;
      },
      get jwksHits() {
        return google.jwksHits;
      },
    },
    twitter: {
      consumerKey: twitter.consumerKey,
      /** The user approves the app on Twitter's page: Twitter redirects back with this verifier. */
      approve(requestToken: string, user: TwitterUser): string {
        const pending = twitter.requestTokens.get(requestToken);
        if (!pending) throw new Error(`Unknown request token ${requestToken}`);
        pending.verifier = `verifier-${randomBytes(6).toString('hex')}`;
        pending.user = user;
        return pending.verifier;
      },
      get rejected() {
        return twitter.rejected;
      },
    },
    /** Environment for createTestApp pointing the app at this provider. */
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_JWKS_URL: `${baseUrl}/google/jwks`,
      GOOGLE_TOKEN_URL: `${baseUrl}/google/token`,
      GOOGLE_ISSUER: google.issuer,
      TWITTER_CONSUMER_KEY: twitter.consumerKey,
      TWITTER_CONSUMER_SECRET: twitter.consumerSecret,
      TWITTER_API_URL: `${baseUrl}/twitter`,
    } satisfies Record<string, string>,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
export type FakeOAuthProvider = Awaited<ReturnType<typeof startFakeOAuthProvider>>;
