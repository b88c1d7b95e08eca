// Media storage. The embedded driver writes under DATA_DIR/media/{public,private}/<folder>/<random>.<ext>;
// public files are served at /api/files/public/..., private ones only through short-lived signed URLs
// (/api/files/private/...?expires=&viewer=&sig=). A key carries its visibility as its first segment.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config';
import { DEFAULT_PRIVATE_URL_SECONDS, MAX_PRIVATE_URL_SECONDS, signQuery } from './signed-url';
import { contentTypeOfExt, newKey, parseKey } from './storage-keys';

export type Visibility = 'public' | 'private';

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

export interface FileInfo extends StoredFile {
  modifiedAt: Date;
}

/** Inclusive byte range, as in HTTP's Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  /** Streams `body` to storage under `folder` (never buffering a whole upload in memory). */
  save(body: Readable | Buffer, opts: { visibility: Visibility; folder: string; ext: string; contentType: string }): Promise<StoredFile>;
  /** Size, type and modification time, or null when the key is invalid or the file is gone. */
  stat(key: string): Promise<FileInfo | null>;
  /** The file's bytes (only `range` of them when given); `size` is always the whole file's size. */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** Address of a public file, or a signed expiring address of a private one. */
  url(key: string, opts?: { expiresInSeconds?: number; viewerId?: string }): string;
}

export interface StorageOptions {
  /** Unix time in seconds; tests move the clock. */
  nowSeconds?: () => number;
}

export function createStorage(config: Pick<AppConfig, 'dataDir' | 'jwtSecret'>, opts: StorageOptions = {}): Storage {
  return createLocalStorage(path.join(config.dataDir, 'media'), config.jwtSecret, opts);
}

export function createLocalStorage(root: string, secret: string, opts: StorageOptions = {}): Storage {
  const nowSeconds = opts.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const base = path.resolve(root);

  /** Absolute path of a valid key, or null. The prefix check guards even if the key pattern ever loosens. */
  function fileOf(key: string): string | null {
    if (!parseKey(key)) return null;
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : null;
  }

  async function stat(key: string): Promise<FileInfo | null> {
    const file = fileOf(key);
    if (!file) return null;
    try {
      const s = await fsp.stat(file);
      if (!s.isFile()) return null;
      return { key, size: s.size, contentType: contentTypeOfExt(parseKey(key)!.ext), modifiedAt: s.mtime };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  return {
    async save(body, { visibility, folder, ext, contentType }) {
      const key = newKey(visibility, folder, ext);
      const file = fileOf(key)!;
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed when complete, so a reader never sees half a file.
      const temp = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.partial`);
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body, { mode: 0o640 });
        else await pipeline(body, fs.createWriteStream(temp, { mode: 0o640 }));
        const { size } = await fsp.stat(temp);
        await fsp.rename(temp, file);
        return { key, size, contentType };
      } catch (e) {
        await fsp.rm(temp, { force: true });
        throw e;
      }
    },

    stat,

    async open(key, range) {
      const info = await stat(key);
      if (!info) return null;
      const stream = fs.createReadStream(fileOf(key)!, range ? { start: range.start, end: range.end } : {});
      return { stream, size: info.size, contentType: info.contentType };
    },

    async remove(key) {
      const file = fileOf(key);
      if (file) await fsp.rm(file, { force: true });
    },

    url(key, urlOpts = {}) {
      const parsed = parseKey(key);
      if (!parsed) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
      if (parsed.visibility === 'public') return `/api/files/${key}`;
      const ttl = Math.min(Math.max(1, Math.floor(urlOpts.expiresInSeconds ?? DEFAULT_PRIVATE_URL_SECONDS)), MAX_PRIVATE_URL_SECONDS);
      return `/api/files/${key}?${signQuery(secret, key, { expiresAt: nowSeconds() + ttl, viewerId: urlOpts.viewerId })}`;
    },
  };
}
