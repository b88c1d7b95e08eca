// Recognises an upload by its first bytes (the formats' magic numbers), never by its name or the type the
// client claims: video, audio, PDF and ZIP here, images through image.ts. Each upload kind accepts only the
// formats it can use, so a renamed script or executable never reaches storage.
import { detectImageType, WEB_IMAGE_TYPES, type ImageExt } from './image';

export type UploadKind = 'image' | 'video' | 'audio' | 'file' | 'document';

export interface SniffedType {
  ext: string;
  contentType: string;
}

/** Enough for an ISO-BMFF ftyp box with its brands, an EBML header with its DocType, or an Ogg codec header. */
export const SNIFF_BYTES = 64;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');
const startsWith = (head: Buffer, magic: string, at = 0) => head.length >= at + magic.length && ascii(head, at, at + magic.length) === magic;

// ISO-BMFF (MP4 family) brands: the major brand after "ftyp", then the compatible ones.
const MP4_VIDEO_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9', 'mp41', 'mp42', 'mp71', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v ', 'XAVC']);
const THREE_GP_BRANDS = new Set(['3gp4', '3gp5', '3gp6', '3gp7', '3ge6', '3ge7', '3gg6', '3g2a', '3g2b', '3g2c']);
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
// QuickTime files written before ftyp existed start with one of these atoms.
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide']);

function isoBrands(head: Buffer): string[] | null {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return null;
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 12)];
  // Compatible brands follow the major brand and its four-byte minor version.
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

/** The DocType of a Matroska/WebM file ("webm" or "matroska"), or null for anything else. */
function ebmlDocType(head: Buffer): 'webm' | 'matroska' | null {
  if (head.length < 4 || head.readUInt32BE(0) !== 0x1a45dfa3) return null;
  // The DocType element (id 0x4282) sits in the first few dozen bytes of the EBML header.
  if (head.includes('webm', 4, 'latin1')) return 'webm';
  if (head.includes('matroska', 4, 'latin1')) return 'matroska';
  return null;
}

export function detectVideoType(head: Buffer): SniffedType | null {
  const brands = isoBrands(head);
  if (brands) {
    // The major brand says what the file is; compatible brands only say which players can read it.
    if (brands[0] === 'qt  ') return { ext: 'mov', contentType: 'video/quicktime' };
    if (M4A_BRANDS.has(brands[0])) return null; // audio in the MP4 container
    if (THREE_GP_BRANDS.has(brands[0])) return { ext: '3gp', contentType: 'video/3gpp' };
    if (brands.some((b) => MP4_VIDEO_BRANDS.has(b))) return { ext: 'mp4', contentType: 'video/mp4' };
    return null; // HEIC/AVIF pictures and other ISO-BMFF files
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8))) return { ext: 'mov', contentType: 'video/quicktime' };
  const docType = ebmlDocType(head);
  if (docType === 'webm') return { ext: 'webm', contentType: 'video/webm' };
  if (docType === 'matroska') return { ext: 'mkv', contentType: 'video/x-matroska' };
  return null;
}

/** An MPEG audio frame header: 11 sync bits, a real version, layer III, a real bitrate and sample rate. */
function isMp3Frame(head: Buffer): boolean {
  if (head.length < 4 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return false;
  const version = (head[1] >> 3) & 3;
  const layer = (head[1] >> 1) & 3;
  const bitrate = head[2] >> 4;
  const sampleRate = (head[2] >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && sampleRate !== 3;
}

/** An ADTS frame header (raw AAC): 12 sync bits, then layer 00. */
const isAdtsFrame = (head: Buffer) => head.length >= 7 && head[0] === 0xff && (head[1] & 0xf6) === 0xf0;

export function detectAudioType(head: Buffer): SniffedType | null {
  // An ID3v2 tag (version 2 to 4) leads most MP3 files; it can be long, so its presence decides.
  if (startsWith(head, 'ID3') && head.length >= 4 && head[3] >= 2 && head[3] <= 4) return { ext: 'mp3', contentType: 'audio/mpeg' };
  if (isAdtsFrame(head)) return { ext: 'aac', contentType: 'audio/aac' };
  if (isMp3Frame(head)) return { ext: 'mp3', contentType: 'audio/mpeg' };
  if (startsWith(head, 'fLaC')) return { ext: 'flac', contentType: 'audio/flac' };
  if ((startsWith(head, 'RIFF') || startsWith(head, 'RF64')) && startsWith(head, 'WAVE', 8)) return { ext: 'wav', contentType: 'audio/wav' };
  if (startsWith(head, 'FORM') && (startsWith(head, 'AIFF', 8) || startsWith(head, 'AIFC', 8))) return { ext: 'aiff', contentType: 'audio/aiff' };
  // Ogg carries Vorbis, Opus or FLAC audio, but also Theora video: its first packet names the codec.
  if (startsWith(head, 'OggS')) return head.includes('theora', 28, 'latin1') ? null : { ext: 'ogg', contentType: 'audio/ogg' };
  const brands = isoBrands(head);
  // M4A brands are audio; plain MP4 and 3GP files may hold only audio (phone voice notes; processing finds out).
  if (brands && THREE_GP_BRANDS.has(brands[0])) return { ext: '3gp', contentType: 'audio/3gpp' };
  if (brands && (M4A_BRANDS.has(brands[0]) || (brands[0] !== 'qt  ' && brands.some((b) => MP4_VIDEO_BRANDS.has(b))))) {
    return { ext: 'm4a', contentType: 'audio/mp4' };
  }
  const docType = ebmlDocType(head);
  if (docType === 'webm') return { ext: 'webm', contentType: 'audio/webm' };
  if (docType === 'matroska') return { ext: 'mka', contentType: 'audio/x-matroska' };
  return null;
}

export const detectPdf = (head: Buffer): SniffedType | null => (startsWith(head, '%PDF-') ? { ext: 'pdf', contentType: 'application/pdf' } : null);

/** A ZIP archive: a local file header, or the end record of an empty archive (EPUB and Office files are ZIPs too). */
export function detectZip(head: Buffer): SniffedType | null {
  if (!startsWith(head, 'PK') || head.length < 4) return null;
  const marker = head.readUInt16BE(2);
  return marker === 0x0304 || marker === 0x0506 || marker === 0x0708 ? { ext: 'zip', contentType: 'application/zip' } : null;
}

const detectImage = (head: Buffer, types: readonly ImageExt[] = WEB_IMAGE_TYPES): SniffedType | null => {
  const image = detectImageType(head, types);
  return image && { ext: image.ext, contentType: image.contentType };
};

const DETECTORS: Record<UploadKind, ReadonlyArray<(head: Buffer) => SniffedType | null>> = {
  image: [detectImage],
  video: [detectVideoType],
  audio: [detectAudioType],
  // ID and verification papers: a photo (phones take HEIC) or a scanned PDF.
  document: [(head) => detectImage(head, [...WEB_IMAGE_TYPES, 'heic']), detectPdf],
  // A digital product: an archive, a PDF, or one picture, video or recording.
  file: [detectZip, detectPdf, detectImage, detectVideoType, detectAudioType],
};

/** What the upload's first bytes show it to be, or null when `kind` does not accept it. */
export function detectUploadType(head: Buffer, kind: UploadKind): SniffedType | null {
  for (const detect of DETECTORS[kind]) {
    const type = detect(head);
    if (type) return type;
  }
  return null;
}

/** What each kind accepts, for messages that tell the uploader what to send instead. */
export const ACCEPTED_FORMATS: Record<UploadKind, string> = {
  image: 'a JPEG, PNG, GIF, WebP or AVIF picture',
  video: 'an MP4, MOV, WebM or MKV video',
  audio: 'an MP3, AAC, M4A, Ogg, WAV, FLAC, AIFF or WebM recording',
  document: 'a photo (JPEG, PNG, WebP, HEIC) or a PDF',
  file: 'a ZIP archive, a PDF, or a picture, video or audio file',
};
