// The S3-compatible storage driver (Amazon S3, MinIO, R2, B2...). Keys are the same as on disk and become
// object keys as they are. Uploads stream through multipart uploads that hold a few parts in memory at a
// time, however large the file; reads stream from GetObject with Range for video seeking. Private files keep
// going through the app's signed route, which streams them from the bucket, so the bucket itself stays private.
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { mediaUrl, siteAssetUrl } from './media-urls';
import type { FileInfo, Storage, StorageOptions, Visibility } from './storage-types';
import { assertFolder, contentTypeOfExt, newKey, parseKey } from './storage-keys';

export type S3StorageConfig = Partial<
  Pick<
    AppConfig,
    'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PUBLIC_URL' | 'S3_PART_SIZE_MB'
  >
>;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Absent: the AWS SDK's default chain (AWS_* variables, instance and task roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Public files are linked at `${publicUrl}/${key}` when set. */
  publicUrl?: string;
  partSizeBytes: number;
}

const MB = 1024 * 1024;
/** S3 refuses parts under 5 MiB (all but the last). */
const MIN_PART_BYTES = 5 * MB;
/** Parts sent at once: memory per upload is about (PARALLEL_PARTS + 1) parts. */
const PARALLEL_PARTS = 2;
/**
 * Every file being served holds a connection to the bucket while its viewer downloads it; the SDK's default
 * of 50 would queue the 51st concurrent video behind the others.
 */
const MAX_BUCKET_CONNECTIONS = 256;

/** The S3 settings of the configuration, or null when S3_BUCKET is unset (local storage). */
export function s3SettingsOf(config: S3StorageConfig): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS credential chain.');
  }
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION || 'us-east-1',
    endpoint: config.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: config.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    partSizeBytes: Math.max(MIN_PART_BYTES, (config.S3_PART_SIZE_MB ?? 8) * MB),
  };
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible services refuse the CRC trailers
    // (aws-chunked bodies) the SDK adds by default, and the SigV4 payload hash already guards each part.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 10_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_BUCKET_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_BUCKET_CONNECTIONS },
    },
  });
}

const statusOf = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const codeOf = (e: unknown) => (e as { name?: string; Code?: string }).Code ?? (e as { name?: string }).name;

/** A missing object; a missing bucket is a configuration error and must not pass as "file gone". */
function isMissing(e: unknown): boolean {
  return statusOf(e) === 404 && codeOf(e) !== 'NoSuchBucket';
}

/** "bytes 0-9/300000" -> 300000. */
function totalOfContentRange(contentRange: string | undefined): number | undefined {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total === undefined ? undefined : Number(total);
}

export function createS3Storage(settings: S3Settings, secret: string, opts: StorageOptions & { client?: S3Client } = {}): Storage {
  const nowSeconds = opts.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const client = opts.client ?? createS3Client(settings);
  const Bucket = settings.bucket;

  async function stat(key: string): Promise<FileInfo | null> {
    const parsed = parseKey(key);
    if (!parsed) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, contentType: contentTypeOfExt(parsed.ext), modifiedAt: head.LastModified ?? new Date(0) };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  /** When the newest part of a multipart upload arrived (the epoch for one with none, or one gone). */
  async function lastPartWrittenAt(Key: string, UploadId: string): Promise<Date> {
    let newest = new Date(0);
    let PartNumberMarker: string | undefined;
    try {
      do {
        const page = await client.send(new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker }));
        for (const part of page.Parts ?? []) if (part.LastModified && part.LastModified > newest) newest = part.LastModified;
        PartNumberMarker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (PartNumberMarker);
    } catch (e) {
      if (!isMissing(e)) throw e;
    }
    return newest;
  }

  /**
   * Uploads `body` to `key`; returns its size. `rewritten` marks a key that is written again with new bytes
   * (saveAs), which caches must check again rather than keep.
   */
  async function putObject(key: string, visibility: Visibility, body: Readable | Buffer, rewritten: boolean): Promise<number> {
    // Objects carry the type the files route would serve (by extension), so a CDN in front of the
    // bucket answers exactly as the app does, and unknown types download rather than render.
    const servedType = contentTypeOfExt(parseKey(key)!.ext);
    let size = 0;
    async function* counted(source: Readable) {
      for await (const chunk of source) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        size += buf.length;
        yield buf;
      }
    }
    if (Buffer.isBuffer(body)) size = body.length;
    const upload = new Upload({
      client,
      params: {
        Bucket,
        Key: key,
        Body: Buffer.isBuffer(body) ? body : Readable.from(counted(body), { objectMode: false }),
        ContentType: servedType,
        ContentDisposition: servedType === 'application/octet-stream' ? 'attachment' : undefined,
        // Random keys never change; a key written again must be fetched again.
        CacheControl: visibility === 'private' ? 'private, no-store' : rewritten ? 'public, no-cache' : 'public, max-age=31536000, immutable',
      },
      partSize: settings.partSizeBytes,
      queueSize: PARALLEL_PARTS,
      // A failed upload aborts its multipart upload, so no parts linger (and bill) in the bucket.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (e) {
      // Like the disk driver's pipeline: a failed save stops reading what was being uploaded.
      if (!Buffer.isBuffer(body)) body.destroy();
      throw e;
    }
    return size;
  }

  return {
    async save(body, { visibility, folder, ext, contentType }) {
      const key = newKey(visibility, folder, ext);
      const size = await putObject(key, visibility, body, false);
      return { key, size, contentType };
    },

    async saveAs(key, body) {
      const parsed = parseKey(key);
      if (!parsed) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
      // S3 replaces an object whole when its upload completes: readers get the old object or the new one.
      const size = await putObject(key, parsed.visibility, body, true);
      return { key, size, contentType: contentTypeOfExt(parsed.ext) };
    },

    stat,

    async open(key, range) {
      const parsed = parseKey(key);
      if (!parsed) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        const size = (range ? totalOfContentRange(res.ContentRange) : undefined) ?? res.ContentLength ?? 0;
        return { stream: res.Body as Readable, size, contentType: contentTypeOfExt(parsed.ext) };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },

    async remove(key) {
      if (!parseKey(key)) return;
      // S3 answers a delete of a missing key with success too, so removing twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async removeFolder(visibility, folder) {
      if (visibility !== 'public' && visibility !== 'private') throw new Error(`Invalid visibility "${visibility}": use public or private.`);
      assertFolder(folder);
      // The trailing slash keeps "live/abc" from also matching "live/abcd".
      const Prefix = `${visibility}/${folder}/`;
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
          removed++;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },

    async removeAbandoned(idleSince) {
      // A crash mid-upload leaves its multipart upload open: invisible as an object, but its parts are kept
      // (and billed) until aborted. One is abandoned when nothing was added to it since `idleSince`.
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !parseKey(upload.Key) || !(upload.Initiated && upload.Initiated < idleSince)) continue;
          if ((await lastPartWrittenAt(upload.Key, upload.UploadId)) >= idleSince) continue;
          try {
            await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
            removed++;
          } catch (e) {
            // Completed or aborted since it was listed.
            if (!isMissing(e)) throw e;
          }
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },

    async listOlder(prefix, before, limit) {
      const found: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && parseKey(object.Key) && object.LastModified && object.LastModified < before) found.push(object.Key);
          if (found.length >= limit) return found;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },

    url(key, urlOpts) {
      return mediaUrl({ secret, nowSeconds, publicBaseUrl: settings.publicUrl, siteUrl: opts.siteUrl }, key, urlOpts);
    },

    assetUrl(assetPath) {
      return siteAssetUrl(opts, assetPath);
    },
  };
}
