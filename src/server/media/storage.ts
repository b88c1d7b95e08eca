// Media storage. The embedded driver writes under DATA_DIR/media/{public,private}/<folder>/<random>.<ext>;
// with S3_BUCKET set, objects go to S3-compatible storage instead (s3-storage.ts). Public files are served at
// /api/files/public/... (or a CDN), private ones only through short-lived signed URLs
// (/api/files/private/...?expires=&viewer=&sig=). A key carries its visibility as its first segment.
// A save writes its bytes under a temporary name first and gives them their key only once complete, so a
// crash mid-upload leaves no half file under a key; what it does leave is removed by removeAbandoned.
// Uploads get random keys (save); the live pipeline also writes files under keys it names itself (saveAs),
// rewriting its playlist in place, and removes a session's folder at once (removeFolder).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config';
import { mediaUrl, siteAssetUrl } from './media-urls';
import { createS3Storage, s3SettingsOf, type S3StorageConfig } from './s3-storage';
import { assertFolder, contentTypeOfExt, newKey, parseKey } from './storage-keys';
import type { FileInfo, Storage, StorageOptions } from './storage-types';

export type { ByteRange, FileInfo, Storage, StorageOptions, StoredFile, Visibility } from './storage-types';

/** S3-compatible storage when S3_BUCKET is set, the local disk under DATA_DIR/media otherwise. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 'jwtSecret' | 'appUrl'> & S3StorageConfig, opts: StorageOptions = {}): Storage {
  const s3 = s3SettingsOf(config);
  const withSite = { siteUrl: config.appUrl, ...opts };
  if (s3) return createS3Storage(s3, config.jwtSecret, withSite);
  return createLocalStorage(path.join(config.dataDir, 'media'), config.jwtSecret, withSite);
}

/**
 * Where the disk driver writes files until they are complete: inside the media directory, so the final
 * rename stays on one file system (atomic), and in one place, so finding what a crash left is one listing.
 * No key can name it (keys start with a visibility).
 */
export const INCOMPLETE_DIR = '.incomplete';

export function createLocalStorage(root: string, secret: string, opts: StorageOptions = {}): Storage {
  const nowSeconds = opts.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const base = path.resolve(root);
  const incomplete = path.join(base, INCOMPLETE_DIR);

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

  /**
   * Writes under a temporary name and renames when complete, so a reader never sees half a file; the rename
   * also replaces an existing file at once. Returns the size written.
   */
  async function write(key: string, body: Readable | Buffer): Promise<number> {
    const file = fileOf(key)!;
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.mkdir(incomplete, { recursive: true });
    const temp = path.join(incomplete, `${randomBytes(12).toString('hex')}.part`);
    let out: fs.WriteStream | undefined;
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body, { mode: 0o640 });
      else await pipeline(body, (out = fs.createWriteStream(temp, { mode: 0o640 })));
      const { size } = await fsp.stat(temp);
      await fsp.rename(temp, file);
      return size;
    } catch (e) {
      // A failed source rejects the pipeline while the file may still be opening: wait until the write
      // stream has closed, or the file would be created after it was removed.
      const stream = out;
      if (stream && !stream.closed) await new Promise<void>((resolve) => stream.once('close', () => resolve()));
      await fsp.rm(temp, { force: true });
      throw e;
    }
  }

  return {
    async save(body, { visibility, folder, ext, contentType }) {
      const key = newKey(visibility, folder, ext);
      const size = await write(key, body);
      return { key, size, contentType };
    },

    async saveAs(key, body) {
      if (!fileOf(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
      const size = await write(key, body);
      return { key, size, contentType: contentTypeOfExt(parseKey(key)!.ext) };
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

    async removeFolder(visibility, folder) {
      // Both become part of a path: only the two visibilities and folders of the key shape pass.
      if (visibility !== 'public' && visibility !== 'private') throw new Error(`Invalid visibility "${visibility}": use public or private.`);
      assertFolder(folder);
      const dir = path.resolve(base, visibility, folder);
      if (!dir.startsWith(base + path.sep)) return 0;
      const count = async (d: string): Promise<number> => {
        let entries: fs.Dirent[];
        try {
          entries = await fsp.readdir(d, { withFileTypes: true });
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
          throw e;
        }
        let n = 0;
        for (const entry of entries) n += entry.isDirectory() ? await count(path.join(d, entry.name)) : entry.isFile() ? 1 : 0;
        return n;
      };
      const removed = await count(dir);
      await fsp.rm(dir, { recursive: true, force: true });
      return removed;
    },

    async removeAbandoned(idleSince) {
      let names: string[];
      try {
        names = await fsp.readdir(incomplete);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw e;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(incomplete, name);
        // Gone meanwhile (its save completed or failed): nothing to do.
        const info = await fsp.stat(file).catch(() => null);
        if (!info || info.mtime >= idleSince) continue;
        await fsp.rm(file, { recursive: true, force: true });
        removed++;
      }
      return removed;
    },

    async listOlder(prefix, before, limit) {
      const top = path.resolve(base, prefix);
      if (!top.startsWith(base + path.sep)) return [];
      const found: string[] = [];
      const walk = async (dir: string): Promise<void> => {
        let entries: fs.Dirent[];
        try {
          entries = await fsp.readdir(dir, { withFileTypes: true });
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw e;
        }
        for (const entry of entries) {
          if (found.length >= limit) return;
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(file);
          if (!entry.isFile()) continue;
          const key = path.relative(base, file).split(path.sep).join('/');
          const info = parseKey(key) ? await fsp.stat(file).catch(() => null) : null;
          if (info && info.mtime < before) found.push(key);
        }
      };
      await walk(top);
      return found;
    },

    url(key, urlOpts) {
      return mediaUrl({ secret, nowSeconds, siteUrl: opts.siteUrl }, key, urlOpts);
    },

    assetUrl(assetPath) {
      return siteAssetUrl(opts, assetPath);
    },
  };
}
