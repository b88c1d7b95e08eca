// Publishing what ffmpeg writes into the working directory to storage, playlist last: every time the
// playlist changes, the segments it lists that storage lacks are uploaded, then the playlist itself, so a
// viewer never reads a playlist naming a segment that is not there yet. Segments that left the list are
// removed from storage a few segments later (a viewer who fetched the previous playlist may still want
// them) and from the disk at once, unless the session is recorded.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../storage';
import { LOCAL_PLAYLIST } from './ffmpeg-args';
import { parsePlaylist, withEndList, type ParsedPlaylist } from './hls-playlist';
import { liveKey, PLAYLIST_NAME, segmentName, segmentNumber } from './live-keys';
import type { LiveLog } from './live-log';

export interface HlsPublisherOptions {
  storage: Storage;
  sessionId: string;
  dir: string;
  log: LiveLog;
  /** Keep segments on disk after publishing them (for the recording). */
  keepLocal: boolean;
  /** Segments kept in storage after they left the playlist. */
  graceSegments: number;
  /** Called after each playlist is published. */
  onPublished?: (playlist: ParsedPlaylist) => void;
}

export interface HlsPublisher {
  /** Something in the directory changed: look at the playlist (calls made while a look runs are merged). */
  poke(): void;
  /**
   * ffmpeg has exited: publish its last playlist, and make sure the one in storage ends the stream
   * (#EXT-X-ENDLIST) even when ffmpeg could not write that itself.
   */
  finish(): Promise<void>;
  /** Every segment ever listed, in order, with its length: what a recording is made of. */
  listed(): Array<{ name: string; seconds: number }>;
  /** How many segments have been uploaded. */
  publishedCount(): number;
}

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export function createHlsPublisher(opts: HlsPublisherOptions): HlsPublisher {
  const { storage, sessionId, dir, log } = opts;
  /** Segment numbers in storage now. */
  const inStorage = new Set<number>();
  /** Every segment seen in a playlist: number -> seconds. */
  const seen = new Map<number, number>();
  let uploaded = 0;
  /** Segments below this number are gone from the disk. */
  let localFloor = 0;
  let lastText: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function readPlaylist(): Promise<string | null> {
    try {
      return await fsp.readFile(path.join(dir, LOCAL_PLAYLIST), 'utf8');
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async function publishOnce(): Promise<void> {
    const text = await readPlaylist();
    if (text === null || text === lastText) return;
    // Caught mid-write (empty or cut short): the write's own change event brings it back whole.
    const playlist = parsePlaylist(text);
    if (!playlist) return;
    const numbers: number[] = [];
    for (const segment of playlist.segments) {
      const n = segmentNumber(segment.uri);
      if (n === null) {
        log.warn({ sessionId, uri: segment.uri }, 'live playlist names a file the pipeline did not write; not published');
        return;
      }
      numbers.push(n);
      seen.set(n, segment.seconds);
    }
    for (const n of numbers) {
      if (inStorage.has(n)) continue;
      const name = segmentName(n);
      await storage.saveAs(liveKey(sessionId, name), await fsp.readFile(path.join(dir, name)));
      inStorage.add(n);
      uploaded++;
    }
    await storage.saveAs(liveKey(sessionId, PLAYLIST_NAME), Buffer.from(text, 'utf8'));
    lastText = text;
    opts.onPublished?.(playlist);

    const first = numbers[0]!;
    for (const n of [...inStorage]) {
      if (n >= first - opts.graceSegments) continue;
      await storage.remove(liveKey(sessionId, segmentName(n)));
      inStorage.delete(n);
    }
    if (!opts.keepLocal) {
      for (; localFloor < first; localFloor++) await fsp.rm(path.join(dir, segmentName(localFloor)), { force: true });
    }
  }

  async function publishLogged(): Promise<void> {
    try {
      await publishOnce();
    } catch (err) {
      // Storage out of reach, a segment gone: this playlist is skipped, the next change tries again.
      log.warn({ sessionId, err }, 'live playlist not published; retrying with the next one');
    }
  }

  function poke(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await publishLogged();
      } while (again);
    })().finally(() => {
      running = null;
    });
  }

  return {
    poke,
    async finish() {
      while (running) await running;
      await publishLogged();
      if (lastText !== null && !parsePlaylist(lastText)?.ended) {
        try {
          await storage.saveAs(liveKey(sessionId, PLAYLIST_NAME), Buffer.from(withEndList(lastText), 'utf8'));
        } catch (err) {
          log.warn({ sessionId, err }, 'could not mark the live playlist as ended');
        }
      }
    },
    listed: () => [...seen.entries()].sort(([a], [b]) => a - b).map(([n, seconds]) => ({ name: segmentName(n), seconds })),
    publishedCount: () => uploaded,
  };
}
