// The name a buyer's browser saves a digital product under. Stored files have random names, so this is
// the name it was uploaded with when that was kept, else the product's name; either way it ends in the
// extension of what the file really is (its bytes were checked on upload), so a file uploaded as
// "song.exe" cannot reach a buyer's disk as an executable.
import { parseKey } from '../../media/storage-keys';
import type { MediaFileRow } from '../media-files/media-files.table';

const MAX_BASE_CHARS = 120;
const SAME_TYPE: Record<string, string[]> = { jpg: ['jpeg'], m4a: ['mp4'], mp4: ['m4v'] };

/** Letters, digits and a few safe marks; no path separators, quotes or control characters. */
function cleanBase(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_BASE_CHARS)
    .trim();
}

export function downloadNameOf(productName: string, file: Pick<MediaFileRow, 'originalName' | 'mainKey'>): string {
  const ext = (file.mainKey && parseKey(file.mainKey)?.ext) || 'bin';
  const uploaded = file.originalName ? cleanBase(file.originalName) : '';
  const dot = uploaded.lastIndexOf('.');
  const uploadedExt = dot > 0 ? uploaded.slice(dot + 1).toLowerCase() : '';
  if (uploaded && (uploadedExt === ext || SAME_TYPE[ext]?.includes(uploadedExt))) return uploaded;
  const base = (dot > 0 ? uploaded.slice(0, dot) : uploaded) || cleanBase(productName) || 'download';
  return `${base}.${ext}`;
}
