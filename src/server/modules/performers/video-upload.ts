// Video uploads: the type comes from the file's first bytes (never its name or the type the client
// claims), and the bytes stream on to storage without being held in memory.
import { Readable } from 'node:stream';
import { AppError, unprocessable } from '../../http/errors';
import { peekStream } from '../../media/upload';

export interface VideoType {
  ext: 'mp4' | 'webm' | 'mov';
  contentType: string;
}

/** Enough for the ftyp box with its compatible brands, or the EBML header with its DocType. */
export const VIDEO_SNIFF_BYTES = 64;

// ISO-BMFF brands of MP4 video. HEIC and AVIF pictures share the container but carry other brands.
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v ']);
// QuickTime files written before ftyp existed start with one of these atoms.
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide']);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

function isoBrands(head: Buffer): string[] {
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 12)];
  // Compatible brands follow the major brand (4 bytes) and its minor version (4 bytes).
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

export function detectVideoType(head: Buffer): VideoType | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brands = isoBrands(head);
    if (brands[0] === 'qt  ') return { ext: 'mov', contentType: 'video/quicktime' };
    if (brands.some((b) => MP4_BRANDS.has(b))) return { ext: 'mp4', contentType: 'video/mp4' };
    return null;
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8))) return { ext: 'mov', contentType: 'video/quicktime' };
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML_MAGIC) && head.includes('webm', 4, 'latin1')) {
    return { ext: 'webm', contentType: 'video/webm' };
  }
  return null;
}

/**
 * Checks the upload is an MP4, WebM or QuickTime video and gives back a stream of all its bytes, which
 * fails with a 413 when the upload was cut short at the size limit (multipart marks the stream `truncated`).
 */
export async function openVideoUpload(source: Readable, opts: { label: string; maxMb: number }): Promise<{ type: VideoType; stream: Readable }> {
  const { head, stream } = await peekStream(source, VIDEO_SNIFF_BYTES);
  const type = detectVideoType(head);
  if (!type) {
    // Drain the rest so the client gets the answer rather than a stalled upload.
    stream.on('error', () => undefined).resume();
    throw unprocessable(
      head.length === 0 ? `${opts.label} is empty. Choose a video to upload.` : `${opts.label} must be an MP4, WebM or QuickTime (MOV) video.`,
    );
  }
  async function* untilLimit() {
    yield* stream;
    if ((source as Readable & { truncated?: boolean }).truncated) {
      throw new AppError(413, `${opts.label} is too large. Choose a file of at most ${opts.maxMb} MB.`);
    }
  }
  return { type, stream: Readable.from(untilLimit(), { objectMode: false }) };
}
