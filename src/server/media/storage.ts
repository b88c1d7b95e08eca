// Media storage interface. The embedded driver writes under DATA_DIR/media; public files are served
// at /api/files/public/<key>, private ones only through short-lived signed URLs.
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config';

export type Visibility = 'public' | 'private';

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

export interface Storage {
  /** Streams `body` to storage under `folder` (never buffering a whole upload in memory). */
  save(body: Readable | Buffer, opts: { visibility: Visibility; folder: string; ext: string; contentType: string }): Promise<StoredFile>;
  open(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** Address of a public file, or a signed expiring address of a private one. */
  url(key: string, opts?: { expiresInSeconds?: number; viewerId?: string }): string;
}

export declare function createStorage(config: AppConfig): Storage;
