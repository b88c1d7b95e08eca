// Storage keys name a file as `<visibility>/<folder>/<random>.<ext>`. Keys come back from URLs, so they
// are checked against one strict shape before any file system call: no "..", no absolute paths, no
// backslashes, no encoded tricks can reach outside the media directory.
import { randomBytes } from 'node:crypto';
import type { Visibility } from './storage-types';

const FOLDER_SEGMENT = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const EXT = /^[a-z0-9]{1,10}$/;
const KEY = /^(public|private)\/((?:[a-z0-9][a-z0-9_-]{0,39}\/){1,3})([A-Za-z0-9_-]{16,64})\.([a-z0-9]{1,10})$/;

export interface ParsedKey {
  visibility: Visibility;
  folder: string;
  name: string;
  ext: string;
}

/** Parses a key, or returns null for anything that does not have the exact shape the storage writes. */
export function parseKey(key: string): ParsedKey | null {
  if (typeof key !== 'string' || key.length > 300) return null;
  const m = KEY.exec(key);
  if (!m) return null;
  return { visibility: m[1] as Visibility, folder: m[2].slice(0, -1), name: m[3], ext: m[4] };
}

export function isValidKey(key: string): boolean {
  return parseKey(key) !== null;
}

/** Folders are one to three lowercase segments like `avatars` or `performers/documents`. */
export function assertFolder(folder: string): void {
  const segments = folder.split('/');
  if (segments.length < 1 || segments.length > 3 || !segments.every((s) => FOLDER_SEGMENT.test(s))) {
    throw new Error(`Invalid storage folder "${folder}": use up to three lowercase segments of letters, digits, - and _.`);
  }
}

export function normaliseExt(ext: string): string {
  const clean = ext.replace(/^\./, '').toLowerCase();
  if (!EXT.test(clean)) throw new Error(`Invalid file extension "${ext}": use 1-10 letters or digits.`);
  return clean;
}

/** A new key with 128 random bits in its name, so keys cannot be guessed or enumerated. */
export function newKey(visibility: Visibility, folder: string, ext: string): string {
  assertFolder(folder);
  return `${visibility}/${folder}/${randomBytes(16).toString('base64url')}.${normaliseExt(ext)}`;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  '3gp': 'video/3gpp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  aiff: 'audio/aiff',
  mka: 'audio/x-matroska',
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  // Live video (media/live): HLS playlists and their MPEG-TS segments.
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/**
 * The content type a file is served with follows its extension. Anything not listed (SVG and HTML
 * included, which could carry scripts) is served as an opaque download.
 */
export function contentTypeOfExt(ext: string): string {
  return CONTENT_TYPES[ext.toLowerCase()] ?? 'application/octet-stream';
}
