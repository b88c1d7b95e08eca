// What storage is, apart from its two drivers (storage.ts on the local disk, s3-storage.ts on a bucket), so
// that the drivers and the key helpers share it without importing each other.
import type { Readable } from 'node:stream';

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
  /**
   * The file's bytes (only `range` of them when given); `size` is always the whole file's size. Read the
   * stream to its end or destroy it: from S3 an unread stream keeps a pooled connection to the bucket.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /**
   * Writes `body` under `key` itself, a key the caller made (see liveKey in live/live-keys.ts), replacing any file
   * there in one step: a reader gets the old bytes or the new ones, never a mix. For files rewritten in
   * place, like a live playlist that grows every second; uploads keep using `save` and its random keys.
   * Throws for a key that is not of the storage's shape.
   */
  saveAs(key: string, body: Readable | Buffer): Promise<StoredFile>;
  /** Removes every file in `folder` of `visibility` and the folders below it; returns how many files. */
  removeFolder(visibility: Visibility, folder: string): Promise<number>;
  /**
   * Removes what saves cut off by a crash left behind: the bytes of uploads never completed and last
   * written before `idleSince` (a save in progress keeps writing, so it is never that idle). Returns how
   * many were removed.
   */
  removeAbandoned(idleSince: Date): Promise<number>;
  /**
   * Up to `limit` keys under `prefix` (a visibility and folders, ending in "/") last written before `before`.
   * It walks the whole folder: meant for folders that hold few files, like originals waiting for processing.
   */
  listOlder(prefix: string, before: Date, limit: number): Promise<string[]>;
  /** Address of a public file, or a signed expiring address of a private one (absolute, see media-urls.ts). */
  url(key: string, opts?: { expiresInSeconds?: number; viewerId?: string }): string;
  /** Address of a static file of the site itself (the placeholder avatar), absolute like `url`. */
  assetUrl(path: string): string;
}

export interface StorageOptions {
  /** Unix time in seconds; tests move the clock. */
  nowSeconds?: () => number;
  /** The site's public address that links start with (config.appUrl); relative links without it. */
  siteUrl?: string;
}
