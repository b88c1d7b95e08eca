// Reading the media playlists ffmpeg writes, and giving each viewer a copy whose addresses are signed for them.
// ffmpeg rewrites its playlist in place every segment (older builds truncate and write the file, newer ones
// rename a finished copy over it), so a read can catch it empty or cut short: parsePlaylist accepts only a
// whole one.

export interface PlaylistSegment {
  /** The segment's file name as the playlist names it. */
  uri: string;
  /** Its length in seconds (#EXTINF). */
  seconds: number;
}

export interface ParsedPlaylist {
  /** The number of the first listed segment (#EXT-X-MEDIA-SEQUENCE). */
  mediaSequence: number;
  segments: PlaylistSegment[];
  /** #EXT-X-ENDLIST: the stream is over and the list will not grow. */
  ended: boolean;
}

/**
 * The playlist's segments, or null when the text is not a whole media playlist: no #EXTM3U first, no final
 * newline, a #EXTINF without its address, or nothing listed yet.
 */
export function parsePlaylist(text: string): ParsedPlaylist | null {
  if (!text.startsWith('#EXTM3U') || !text.endsWith('\n')) return null;
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  let mediaSequence = 0;
  let ended = false;
  let pendingSeconds: number | null = null;
  const segments: PlaylistSegment[] = [];
  for (const line of lines) {
    if (!line) continue;
    if (line.startsWith('#')) {
      if (pendingSeconds !== null) return null;
      if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) {
        const n = Number(line.slice('#EXT-X-MEDIA-SEQUENCE:'.length));
        if (!Number.isInteger(n) || n < 0) return null;
        mediaSequence = n;
      } else if (line.startsWith('#EXTINF:')) {
        const seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
        if (!Number.isFinite(seconds) || seconds < 0) return null;
        pendingSeconds = seconds;
      } else if (line === '#EXT-X-ENDLIST') {
        ended = true;
      }
      continue;
    }
    if (pendingSeconds === null) return null;
    segments.push({ uri: line, seconds: pendingSeconds });
    pendingSeconds = null;
  }
  if (pendingSeconds !== null || segments.length === 0) return null;
  return { mediaSequence, segments, ended };
}

/** The playlist with #EXT-X-ENDLIST added when it lacks one, so players stop asking for more. */
export function withEndList(text: string): string {
  if (/^#EXT-X-ENDLIST\r?$/m.test(text)) return text;
  return `${text.endsWith('\n') ? text : `${text}\n`}#EXT-X-ENDLIST\n`;
}

/**
 * A copy of `text` with every address in it replaced by `sign(address)`: the lines naming segments, and the
 * URI="..." of tags that name a file (#EXT-X-KEY, #EXT-X-MAP). Everything else is kept as it is.
 */
export function rewritePlaylistUris(text: string, sign: (uri: string) => string): string {
  return text
    .split('\n')
    .map((raw) => {
      const line = raw.replace(/\r$/, '');
      if (!line) return raw;
      if (!line.startsWith('#')) return sign(line);
      if (line.startsWith('#EXT-X-KEY:') || line.startsWith('#EXT-X-MAP:')) {
        return line.replace(/URI="([^"]*)"/, (_m, uri: string) => `URI="${sign(uri)}"`);
      }
      return line;
    })
    .join('\n');
}
