// A local stand-in for Amazon S3 speaking its REST protocol for what the storage driver calls, path-style
// (http://host/<bucket>/<key>): PutObject, CreateMultipartUpload, UploadPart, CompleteMultipartUpload,
// AbortMultipartUpload, ListMultipartUploads, ListParts, ListObjectsV2, HeadObject, GetObject (with Range), DeleteObject. Every request must carry a valid
// SigV4 signature from a known access key; answers and errors are S3's XML. Objects live in a temporary
// directory so large multipart uploads do not sit in the test's memory.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '@/server/media/s3-storage';
import { verifySigV4 } from './s3-sigv4';

export const FAKE_S3_ACCESS_KEY_ID = 'AKIAFAKES3TESTKEY001';
export const FAKE_S3_SECRET_ACCESS_KEY = 'fake-s3-secret-access-key-0123456789abcdef';
export const FAKE_S3_BUCKET = 'fanstage-media';
export const FAKE_S3_REGION = 'us-east-1';

/** S3 refuses every part but the last below 5 MiB. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

/** The storage driver's settings for `fake`: its bucket, region and keys, path-style, 5 MiB parts. */
export function fakeS3Settings(fake: { url: string }, overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    bucket: FAKE_S3_BUCKET,
    region: FAKE_S3_REGION,
    endpoint: fake.url,
    credentials: { accessKeyId: FAKE_S3_ACCESS_KEY_ID, secretAccessKey: FAKE_S3_SECRET_ACCESS_KEY },
    forcePathStyle: true,
    partSizeBytes: MIN_PART_BYTES,
    ...overrides,
  };
}

export interface FakeObject {
  file: string;
  size: number;
  etag: string;
  lastModified: Date;
  headers: Record<string, string>;
}

export interface FakeS3Request {
  /** The S3 operation, or the error code for a refused request (AccessDenied, NoSuchKey...). */
  operation: string;
  method: string;
  key: string;
  status: number;
}

export interface FakeS3 {
  /** The endpoint to give the SDK (forcePathStyle). */
  url: string;
  objects: Map<string, FakeObject>;
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): number;
  /** Moves a pending upload's start and its parts' times `ms` into the past (each may be aged on its own). */
  ageUpload(uploadId: string, ms: { initiated: number; parts: number }): void;
  requests: FakeS3Request[];
  /** Called when a request is recognised, before its body is read. */
  onOperation?: (operation: string, key: string) => void;
  close(): Promise<void>;
}

interface PendingUpload {
  key: string;
  headers: Record<string, string>;
  initiated: Date;
  parts: Map<number, { file: string; size: number; etag: string; lastModified: Date }>;
}

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const xml = (root: string, fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${XMLNS}">${Object.entries(fields)
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('')}</${root}>`;

/** Headers stored with an object and given back on HEAD and GET, as S3 keeps them. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-disposition', 'content-encoding', 'content-language', 'expires'];

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Decodes the aws-chunked body encoding (`<hex size>[;chunk-signature=..]\r\n<data>\r\n`... `0\r\n<trailers>\r\n`). */
async function* decodeAwsChunked(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let buffer = Buffer.alloc(0);
  let remaining = -1; // bytes of chunk data still to pass on; -1 while reading a chunk header
  for await (const chunk of source) {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (remaining < 0) {
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) break;
        const size = parseInt(buffer.subarray(0, eol).toString('latin1').split(';')[0], 16);
        if (Number.isNaN(size)) throw new S3Error(400, 'IncompleteBody', 'The aws-chunked body is malformed.');
        buffer = buffer.subarray(eol + 2);
        if (size === 0) return; // trailers (checksums) follow; the fake keeps no checksums
        remaining = size;
      }
      if (buffer.length < remaining + 2) {
        // Pass data on as it comes, keeping back what could be the chunk's closing CRLF.
        const take = Math.min(remaining, buffer.length);
        if (take > 0) yield buffer.subarray(0, take);
        remaining -= take;
        buffer = buffer.subarray(take);
        break;
      }
      yield buffer.subarray(0, remaining);
      buffer = buffer.subarray(remaining + 2);
      remaining = -1;
    }
  }
  throw new S3Error(400, 'IncompleteBody', 'The aws-chunked body ended before its last chunk.');
}

async function* bodyOf(req: http.IncomingMessage): AsyncGenerator<Buffer> {
  const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked') || String(req.headers['x-amz-content-sha256']).startsWith('STREAMING-');
  yield* chunked ? decodeAwsChunked(req) : (req as AsyncIterable<Buffer>);
}

/** Streams the request body to `file`, checking the signed payload hash and Content-MD5 as S3 does. */
async function receiveBody(req: http.IncomingMessage, file: string, payloadHash: string): Promise<{ size: number; md5: string }> {
  const sha = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  async function* hashed() {
    for await (const chunk of bodyOf(req)) {
      sha.update(chunk);
      md5.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  }
  await pipeline(hashed(), fs.createWriteStream(file));
  if (/^[0-9a-f]{64}$/.test(payloadHash) && sha.digest('hex') !== payloadHash) {
    throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
  }
  const digest = md5.digest();
  const contentMd5 = req.headers['content-md5'];
  if (contentMd5 && contentMd5 !== digest.toString('base64')) throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  return { size, md5: digest.toString('hex') };
}

async function readText(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of bodyOf(req)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function keptHeaders(req: http.IncomingMessage): Record<string, string> {
  const kept: Record<string, string> = { 'content-type': 'binary/octet-stream' };
  for (const name of KEPT_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && !(name === 'content-encoding' && value === 'aws-chunked')) kept[name] = value.replace(/,?\s*aws-chunked/, '');
  }
  return kept;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; null when absent, 'invalid' when unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? 'invalid' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (start >= size) return 'invalid';
  return { start, end: m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1) };
}

export async function startFakeS3(opts: { buckets?: string[]; credentials?: Record<string, string> } = {}): Promise<FakeS3> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'fake-s3-'));
  const buckets = new Set(opts.buckets ?? [FAKE_S3_BUCKET]);
  const secrets = new Map(Object.entries(opts.credentials ?? { [FAKE_S3_ACCESS_KEY_ID]: FAKE_S3_SECRET_ACCESS_KEY }));
  const objects = new Map<string, FakeObject>();
  const uploads = new Map<string, PendingUpload>();
  const requests: FakeS3Request[] = [];
  const newFile = () => path.join(dir, randomBytes(12).toString('hex'));

  function objectHeaders(object: FakeObject): Record<string, string | number> {
    return { ...object.headers, etag: object.etag, 'last-modified': object.lastModified.toUTCString(), 'accept-ranges': 'bytes' };
  }

  async function putObject(object: FakeObject, key: string) {
    const old = objects.get(key);
    objects.set(key, object);
    if (old) await fsp.rm(old.file, { force: true });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, fake: FakeS3): Promise<{ operation: string; key: string }> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const q = url.searchParams;
    const method = req.method ?? 'GET';
    const operation =
      method === 'PUT' ? (q.has('partNumber') ? 'UploadPart' : 'PutObject')
      : method === 'POST' ? (q.has('uploads') ? 'CreateMultipartUpload' : q.has('uploadId') ? 'CompleteMultipartUpload' : 'PostObject')
      : method === 'DELETE' ? (q.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject')
      : method === 'HEAD' ? 'HeadObject'
      : q.has('uploads') ? 'ListMultipartUploads'
      : !key && q.get('list-type') === '2' ? 'ListObjectsV2'
      : q.has('uploadId') ? 'ListParts'
      : 'GetObject';

    const auth = verifySigV4(req, secrets);
    if (!auth.ok) throw new S3Error(403, auth.code, auth.message);
    if (!buckets.has(bucket)) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist.');
    const listing = operation === 'ListMultipartUploads' || operation === 'ListParts' || operation === 'ListObjectsV2';
    if (
      (!key && operation !== 'ListMultipartUploads' && operation !== 'ListObjectsV2') ||
      operation === 'PostObject' ||
      (method === 'GET' && !listing && [...q.keys()].some((k) => !k.startsWith('response-') && k !== 'x-id'))
    ) {
      throw new S3Error(501, 'NotImplemented', 'The fake S3 server does not implement this operation.');
    }
    fake.onOperation?.(operation, key);

    switch (operation) {
      case 'PutObject': {
        const file = newFile();
        const { size, md5 } = await receiveBody(req, file, auth.payloadHash);
        const etag = `"${md5}"`;
        await putObject({ file, size, etag, lastModified: new Date(), headers: keptHeaders(req) }, key);
        res.writeHead(200, { etag }).end();
        break;
      }
      case 'CreateMultipartUpload': {
        const uploadId = randomBytes(24).toString('base64url');
        uploads.set(uploadId, { key, headers: keptHeaders(req), initiated: new Date(), parts: new Map() });
        res.writeHead(200, { 'content-type': 'application/xml' }).end(xml('InitiateMultipartUploadResult', { Bucket: bucket, Key: key, UploadId: uploadId }));
        break;
      }
      case 'UploadPart': {
        const upload = uploads.get(q.get('uploadId') ?? '');
        if (!upload || upload.key !== key) throw new S3Error(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
        const partNumber = Number(q.get('partNumber'));
        if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) throw new S3Error(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
        const file = newFile();
        const { size, md5 } = await receiveBody(req, file, auth.payloadHash);
        const etag = `"${md5}"`;
        const replaced = upload.parts.get(partNumber);
        upload.parts.set(partNumber, { file, size, etag, lastModified: new Date() });
        if (replaced) await fsp.rm(replaced.file, { force: true });
        res.writeHead(200, { etag }).end();
        break;
      }
      case 'CompleteMultipartUpload': {
        const uploadId = q.get('uploadId') ?? '';
        const upload = uploads.get(uploadId);
        if (!upload || upload.key !== key) throw new S3Error(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
        const listed = [...(await readText(req)).matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
          etag: (/<ETag>(.*?)<\/ETag>/.exec(part)?.[1] ?? '').replace(/&quot;|&#34;/g, '"'),
        }));
        if (listed.length === 0) throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
        const parts = listed.map(({ number, etag }, i) => {
          const part = upload.parts.get(number);
          if (!part || part.etag !== etag) throw new S3Error(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
          if (i > 0 && number <= listed[i - 1].number) throw new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
          if (i < listed.length - 1 && part.size < MIN_PART_BYTES) throw new S3Error(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
          return part;
        });
        const file = newFile();
        async function* joined() {
          for (const part of parts) yield* fs.createReadStream(part.file);
        }
        await pipeline(joined(), fs.createWriteStream(file));
        const md5s = Buffer.concat(parts.map((p) => Buffer.from(p.etag.slice(1, -1), 'hex')));
        const etag = `"${createHash('md5').update(md5s).digest('hex')}-${parts.length}"`;
        const size = parts.reduce((sum, p) => sum + p.size, 0);
        await putObject({ file, size, etag, lastModified: new Date(), headers: upload.headers }, key);
        uploads.delete(uploadId);
        await Promise.all([...upload.parts.values()].map((p) => fsp.rm(p.file, { force: true })));
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(xml('CompleteMultipartUploadResult', { Location: `${fake.url}/${bucket}/${key}`, Bucket: bucket, Key: key, ETag: etag }));
        break;
      }
      case 'AbortMultipartUpload': {
        const uploadId = q.get('uploadId') ?? '';
        const upload = uploads.get(uploadId);
        if (!upload || upload.key !== key) throw new S3Error(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
        uploads.delete(uploadId);
        await Promise.all([...upload.parts.values()].map((p) => fsp.rm(p.file, { force: true })));
        res.writeHead(204).end();
        break;
      }
      case 'ListMultipartUploads': {
        // All in one page: the fake never holds more than a test makes.
        const listed = [...uploads.entries()]
          .map(([id, u]) => `<Upload><Key>${escapeXml(u.key)}</Key><UploadId>${id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`)
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult xmlns="${XMLNS}"><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${listed}</ListMultipartUploadsResult>`);
        break;
      }
      case 'ListObjectsV2': {
        // All in one page, in key order, as S3 lists them.
        const prefix = q.get('prefix') ?? '';
        const listed = [...objects.entries()]
          .filter(([k]) => k.startsWith(prefix))
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, o]) => `<Contents><Key>${escapeXml(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${escapeXml(o.etag)}</ETag><Size>${o.size}</Size></Contents>`);
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="${XMLNS}"><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${listed.length}</KeyCount><IsTruncated>false</IsTruncated>${listed.join('')}</ListBucketResult>`,
          );
        break;
      }
      case 'ListParts': {
        const uploadId = q.get('uploadId') ?? '';
        const upload = uploads.get(uploadId);
        if (!upload || upload.key !== key) throw new S3Error(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
        const listed = [...upload.parts.entries()]
          .sort(([a], [b]) => a - b)
          .map(([n, p]) => `<Part><PartNumber>${n}</PartNumber><LastModified>${p.lastModified.toISOString()}</LastModified><ETag>${escapeXml(p.etag)}</ETag><Size>${p.size}</Size></Part>`)
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="${XMLNS}"><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${listed}</ListPartsResult>`,
          );
        break;
      }
      case 'HeadObject': {
        const object = objects.get(key);
        // HEAD answers carry no body, so S3 gives a bare status.
        if (!object) res.writeHead(404).end();
        else res.writeHead(200, { ...objectHeaders(object), 'content-length': object.size }).end();
        break;
      }
      case 'GetObject': {
        const object = objects.get(key);
        if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        const range = parseRange(req.headers.range, object.size);
        if (range === 'invalid') throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
        const headers = objectHeaders(object);
        if (range) {
          res.writeHead(206, { ...headers, 'content-length': range.end - range.start + 1, 'content-range': `bytes ${range.start}-${range.end}/${object.size}` });
        } else {
          res.writeHead(200, { ...headers, 'content-length': object.size });
        }
        await pipeline(fs.createReadStream(object.file, range ?? {}), res);
        break;
      }
      case 'DeleteObject': {
        const object = objects.get(key);
        objects.delete(key);
        if (object) await fsp.rm(object.file, { force: true });
        // S3 answers 204 whether or not the key existed.
        res.writeHead(204).end();
        break;
      }
    }
    return { operation, key };
  }

  const fake: FakeS3 = {
    url: '',
    objects,
    requests,
    pendingUploads: () => uploads.size,
    ageUpload(uploadId, ms) {
      const upload = uploads.get(uploadId);
      if (!upload) throw new Error(`No pending upload ${uploadId}`);
      upload.initiated = new Date(upload.initiated.getTime() - ms.initiated);
      for (const part of upload.parts.values()) part.lastModified = new Date(part.lastModified.getTime() - ms.parts);
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };

  const server = http.createServer((req, res) => {
    res.setHeader('x-amz-request-id', randomBytes(8).toString('hex').toUpperCase());
    res.setHeader('server', 'AmazonS3');
    handle(req, res, fake).then(
      ({ operation, key }) => requests.push({ operation, method: req.method ?? '', key, status: res.statusCode }),
      (err: unknown) => {
        const e = err instanceof S3Error ? err : new S3Error(500, 'InternalError', err instanceof Error ? err.message : String(err));
        requests.push({ operation: e.code, method: req.method ?? '', key: decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname), status: e.status });
        if (res.headersSent) {
          res.destroy();
          return;
        }
        // Read what is left of the request so the client sees the answer rather than a broken pipe.
        req.resume();
        const body = req.method === 'HEAD' ? undefined : xml('Error', { Code: e.code, Message: e.message, RequestId: String(res.getHeader('x-amz-request-id')) });
        res.writeHead(e.status, { 'content-type': 'application/xml' }).end(body);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

