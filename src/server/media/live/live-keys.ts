// Where a live session's files live in storage: private/live/<sessionId>/, one playlist rewritten as the
// stream goes on and numbered segments. The names are fixed (not random like uploads) because the playlist
// names its segments; nothing here is served as it is stored: viewers get them through the live routes, which
// check the viewer and a signature of their own.
import { parseKey } from '../storage-keys';

export const LIVE_VISIBILITY = 'private' as const;

/** Session ids are UUIDs in lowercase, as the database writes them. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What ffmpeg names segments (segment-%08d.ts); long enough to be a storage key name. */
export const SEGMENT_NAME = /^segment-(\d{8,10})\.ts$/;

/** The playlist as ffmpeg wrote it, under one name per session. */
export const PLAYLIST_NAME = 'playlist-current.m3u8';

export function isLiveSessionId(id: string): boolean {
  return typeof id === 'string' && SESSION_ID.test(id);
}

export function assertLiveSessionId(id: string): void {
  if (!isLiveSessionId(id)) throw new Error(`Invalid live session id ${JSON.stringify(id)}: use a lowercase UUID.`);
}

/** The folder of one session's files (without visibility). */
export function liveFolder(sessionId: string): string {
  assertLiveSessionId(sessionId);
  return `live/${sessionId}`;
}

/** The storage key of a file of the session: its playlist or one of its segments. */
export function liveKey(sessionId: string, name: string): string {
  if (name !== PLAYLIST_NAME && !SEGMENT_NAME.test(name)) throw new Error(`Not a live file name: ${JSON.stringify(name)}`);
  const key = `${LIVE_VISIBILITY}/${liveFolder(sessionId)}/${name}`;
  // The key shape is the storage's; a name that passes the checks above always fits it.
  if (!parseKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The number in a segment's name, or null for anything else. */
export function segmentNumber(name: string): number | null {
  const m = SEGMENT_NAME.exec(name);
  return m ? Number(m[1]) : null;
}

export const segmentName = (n: number) => `segment-${String(n).padStart(8, '0')}.ts`;
