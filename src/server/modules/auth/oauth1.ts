// OAuth 1.0a request signing with HMAC-SHA1 (RFC 5849 section 3), as Twitter's API requires.
import { createHmac, randomBytes } from 'node:crypto';

export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

export interface OAuth1Request {
  method: string;
  /** Full URL; its query parameters are part of the signature. */
  url: string;
  /** application/x-www-form-urlencoded body parameters, which are signed too. */
  form?: Record<string, string>;
  /** Protocol parameters beyond the standard ones, such as oauth_callback or oauth_verifier. */
  oauthExtra?: Record<string, string>;
  nonce?: string;
  timestamp?: number;
}

/** RFC 3986 percent-encoding (section 3.6): everything but unreserved characters. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Scheme and host lower-cased, default port dropped, no query or fragment (section 3.4.1.2). */
function baseUri(url: URL): string {
  const defaultPort = (url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443');
  const host = url.port && !defaultPort ? `${url.hostname}:${url.port}` : url.hostname;
  return `${url.protocol.toLowerCase()}//${host.toLowerCase()}${url.pathname}`;
}

export function signatureBaseString(method: string, url: string, params: [string, string][]): string {
  const normalised = params
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return [method.toUpperCase(), percentEncode(baseUri(new URL(url))), percentEncode(normalised)].join('&');
}

export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  return createHmac('sha1', `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`).update(baseString).digest('base64');
}

/** The protocol parameters of a request, oauth_signature included. */
export function signRequest(creds: OAuth1Credentials, req: OAuth1Request): Record<string, string> {
  const oauth: Record<string, string> = {
    oauth_consumer_key: creds.consumerKey,
    oauth_nonce: req.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(req.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(creds.token ? { oauth_token: creds.token } : {}),
    ...req.oauthExtra,
  };
  const query = [...new URL(req.url).searchParams.entries()];
  const params: [string, string][] = [...query, ...Object.entries(req.form ?? {}), ...Object.entries(oauth)];
  const signature = hmacSha1Signature(signatureBaseString(req.method, req.url, params), creds.consumerSecret, creds.tokenSecret);
  return { ...oauth, oauth_signature: signature };
}

/** The Authorization header value for a signed request (section 3.5.1). */
export function authorizationHeader(creds: OAuth1Credentials, req: OAuth1Request): string {
  const params = signRequest(creds, req);
  return `OAuth ${Object.entries(params)
    .map(([k, v]) => `${percentEncode(k)}="${percentEncode(v)}"`)
    .join(', ')}`;
}
