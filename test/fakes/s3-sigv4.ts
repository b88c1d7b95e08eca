// Checks an S3 request's AWS Signature Version 4 the way S3 does: rebuild the canonical request from what
// arrived, derive the signing key from the secret of the access key named in the Authorization header, and
// compare signatures. Used by the fake S3 server so a test fails when the driver signs wrongly.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

export type SignatureCheck =
  | { ok: true; accessKeyId: string; payloadHash: string }
  | { ok: false; code: 'AccessDenied' | 'InvalidAccessKeyId' | 'SignatureDoesNotMatch' | 'AuthorizationHeaderMalformed'; message: string };

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding, which SigV4 uses for query names and values. */
const encodeRfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
      return [encodeRfc3986(name), encodeRfc3986(value)] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(req: http.IncomingMessage, name: string): string {
  const value = req.headers[name];
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

/** Verifies the Authorization header against `secrets` (access key id -> secret access key). */
export function verifySigV4(req: http.IncomingMessage, secrets: ReadonlyMap<string, string>): SignatureCheck {
  const match = AUTH.exec(headerValue(req, 'authorization'));
  if (!match) return { ok: false, code: 'AccessDenied', message: 'Access Denied' };
  const [, accessKeyId, date, region, signedHeaderList, signature] = match;
  const secret = secrets.get(accessKeyId);
  if (secret === undefined) {
    return { ok: false, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  }
  const amzDate = headerValue(req, 'x-amz-date');
  if (!amzDate.startsWith(date)) {
    return { ok: false, code: 'AuthorizationHeaderMalformed', message: 'The authorization header is malformed; the date does not match x-amz-date.' };
  }
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-content-sha256')) {
    return { ok: false, code: 'AccessDenied', message: 'Host and x-amz-content-sha256 must be signed.' };
  }

  const payloadHash = headerValue(req, 'x-amz-content-sha256');
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const canonicalRequest = [
    req.method,
    queryAt < 0 ? url : url.slice(0, queryAt),
    canonicalQuery(queryAt < 0 ? '' : url.slice(queryAt + 1)),
    signedHeaders.map((name) => `${name}:${headerValue(req, name)}\n`).join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return { ok: false, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return { ok: true, accessKeyId, payloadHash };
}
