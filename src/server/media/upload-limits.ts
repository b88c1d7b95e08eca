// Upload size limits per kind (UPLOAD_MAX_*_MB) and the checks every streamed upload goes through: the
// first bytes decide the type (file-sniff.ts), and a byte counter stops the stream the moment it passes the
// limit, so an oversized upload is refused while it streams instead of after it has filled the disk.
import { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { AppError, unprocessable } from '../http/errors';
import { ACCEPTED_FORMATS, detectUploadType, SNIFF_BYTES, type SniffedType, type UploadKind } from './file-sniff';
import { peekStream } from './upload';

export type { UploadKind } from './file-sniff';

/** The largest upload of each kind, in MB. */
export type UploadLimits = Record<UploadKind, number>;

const MB = 1024 * 1024;

export function uploadLimitsOf(
  config: Pick<AppConfig, 'UPLOAD_MAX_IMAGE_MB' | 'UPLOAD_MAX_VIDEO_MB' | 'UPLOAD_MAX_AUDIO_MB' | 'UPLOAD_MAX_FILE_MB' | 'UPLOAD_MAX_DOCUMENT_MB'>,
): UploadLimits {
  return {
    image: config.UPLOAD_MAX_IMAGE_MB,
    video: config.UPLOAD_MAX_VIDEO_MB,
    audio: config.UPLOAD_MAX_AUDIO_MB,
    file: config.UPLOAD_MAX_FILE_MB,
    document: config.UPLOAD_MAX_DOCUMENT_MB,
  };
}

/** The largest of the limits: what the multipart parser itself must allow for a route taking several kinds. */
export const largestLimitMb = (limits: UploadLimits, kinds: readonly UploadKind[] = Object.keys(limits) as UploadKind[]) =>
  Math.max(...kinds.map((kind) => limits[kind]));

export const megabytes = (mb: number) => mb * MB;

export function fileTooLarge(maxMb: number, label = 'This file'): AppError {
  return new AppError(413, `${label} is larger than ${maxMb} MB, the most we accept. Choose a smaller file, or shorten or compress it.`);
}

/**
 * Passes `source` through until more than `maxMb` MB have gone by, then fails with a 413. A multipart file
 * stream that its parser cut short at its own limit (marked `truncated`, or as `opts.truncated` tells) fails
 * the same way. What remains
 * of the source after the limit is read and discarded, so an HTTP client gets the answer instead of a
 * stalled upload.
 */
export function limitStream(source: Readable, maxMb: number, opts: { label?: string; truncated?: () => boolean } = {}): Readable {
  const { label } = opts;
  const truncated = opts.truncated ?? (() => Boolean((source as Readable & { truncated?: boolean }).truncated));
  const maxBytes = megabytes(maxMb);
  async function* limited() {
    let seen = 0;
    for await (const chunk of source.iterator({ destroyOnReturn: false })) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      seen += buf.length;
      if (seen > maxBytes) break;
      yield buf;
    }
    if (seen > maxBytes) {
      void discardRest(source);
      throw fileTooLarge(maxMb, label);
    }
    if (truncated()) throw fileTooLarge(maxMb, label);
  }
  return Readable.from(limited(), { objectMode: false });
}

/** Reads a stream to its end and drops the bytes; a connection breaking meanwhile is no error of ours. */
async function discardRest(source: Readable): Promise<void> {
  try {
    for await (const _chunk of source);
  } catch {
    // The upload was already refused; the client going away now changes nothing.
  }
}

export interface CheckedUpload {
  type: SniffedType;
  /** All of the upload's bytes, failing with a 413 past the limit. */
  stream: Readable;
}

/**
 * Checks an upload of `kind` by its first bytes and gives back its type and a size-limited stream of all of
 * it; anything `kind` does not accept is refused with a 422 that says what to send instead.
 */
export async function openUpload(source: Readable, kind: UploadKind, opts: { maxMb: number; label?: string }): Promise<CheckedUpload> {
  const label = opts.label ?? 'This file';
  const { head, stream } = await peekStream(source, SNIFF_BYTES);
  const type = detectUploadType(head, kind);
  if (!type) {
    // Let the rest drain so the client gets the answer; a connection breaking meanwhile is no error of ours.
    stream.on('error', () => undefined).resume();
    throw unprocessable(
      head.length === 0 ? `${label} is empty. Choose ${ACCEPTED_FORMATS[kind]}.` : `${label} is not a format we accept here. Choose ${ACCEPTED_FORMATS[kind]}.`,
    );
  }
  // The multipart parser marks the original stream, not the peeked copy, when it cut the file short.
  const truncated = () => Boolean((source as Readable & { truncated?: boolean }).truncated);
  return { type, stream: limitStream(stream, opts.maxMb, { label, truncated }) };
}
