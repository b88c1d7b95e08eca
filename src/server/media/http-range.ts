// Parses an HTTP Range header (RFC 9110, section 14) for one file. Video players seek with these.
import type { ByteRange } from './storage';

/**
 * - `undefined`: no usable single range (absent, malformed, several ranges): serve the whole file.
 * - `'unsatisfiable'`: a well-formed range that lies outside the file: answer 416.
 * - a range, clamped to the file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    // Suffix range: the last N bytes.
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
