/** @jest-environment node */
// Who gets the picture: the live routes on an instance of their own (the app's error handler and auth guard),
// over a playlist and segments put in storage as the pipeline writes them. The playlist asks canWatch on
// every fetch; a segment address opens only for its session, its segment, its viewer and until it expires.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { liveKey, PLAYLIST_NAME } from '@/server/media/live/live-keys';
import { signLiveQuery } from '@/server/media/live/live-urls';
import { signQuery } from '@/server/media/signed-url';
import { createLocalStorage, type Storage } from '@/server/media/storage';
import { LIVE_SECRET, startLiveApp } from '../../../helpers/live-pipeline';
import { makeTempDir } from '../../../helpers/media-fixtures';

const PLAYLIST = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:1
#EXT-X-MEDIA-SEQUENCE:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXTINF:1.000000,
segment-00000007.ts
#EXTINF:1.000000,
segment-00000008.ts
`;
const SEGMENT_BYTES = Buffer.from(Array.from({ length: 188 * 20 }, (_, i) => (i % 188 === 0 ? 0x47 : i & 0xff)));

let media: ReturnType<typeof makeTempDir>;
let storage: Storage;
let now: number;
let sessionId: string;
/** What canWatch answers, per viewer ("anonymous" for none); the calls it got. */
let allowed: Record<string, boolean | 'missing'>;
let checks: Array<[string | null, string]>;
let app: Awaited<ReturnType<typeof startLiveApp>>;

beforeEach(async () => {
  media = makeTempDir('fanstage-live-routes-');
  storage = createLocalStorage(path.join(media.dir, 'media'), 'unused-media-secret-unused-media-secret');
  now = 1_800_000_000;
  sessionId = randomUUID();
  allowed = { 'fan-1': true, 'fan-2': true, anonymous: false };
  checks = [];
  await storage.saveAs(liveKey(sessionId, PLAYLIST_NAME), Buffer.from(PLAYLIST));
  for (const n of [7, 8]) await storage.saveAs(liveKey(sessionId, `segment-0000000${n}.ts`), SEGMENT_BYTES);
  app = await startLiveApp({
    storage,
    nowSeconds: () => now,
    canWatch: async (viewerId, id, request) => {
      checks.push([viewerId, id]);
      // The request carries the viewer as the auth guard would have set it, for checks that read the request.
      expect(request.user?.id ?? null).toBe(viewerId);
      return allowed[viewerId ?? 'anonymous'] ?? false;
    },
  });
});
afterEach(async () => {
  await app.close();
  await media.remove();
});

const as = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const playlistOf = (token?: string, id = sessionId) => app.inject({ method: 'GET', url: `/api/live/${id}/index.m3u8`, headers: as(token) });
/** The segment addresses of a playlist answer, as paths the app takes. */
const segmentUrls = (body: string, id = sessionId) =>
  body
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((uri) => {
      const url = new URL(uri, `http://site/api/live/${id}/index.m3u8`);
      return `${url.pathname}${url.search}`;
    });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the playlist', () => {
  it('is the viewer\'s own copy, checked on every fetch, never cached', async () => {
    const res = await playlistOf('token-fan');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'application/vnd.apple.mpegurl', 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' });
    const urls = segmentUrls(res.body);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(new RegExp(`^/api/live/${sessionId}/segment-0000000[78]\\.ts\\?expires=\\d+&viewer=fan-1&sig=[\\w-]+$`));
    await playlistOf('token-fan');
    await playlistOf('token-fan');
    expect(checks).toEqual([
      ['fan-1', sessionId],
      ['fan-1', sessionId],
      ['fan-1', sessionId],
    ]);
  });

  it('is refused (403) on the next fetch once the viewer may no longer watch, and given again if they may', async () => {
    expect((await playlistOf('token-fan')).statusCode).toBe(200);
    allowed['fan-1'] = false;
    const refused = await playlistOf('token-fan');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'You cannot watch this live stream. Open it from its page to see what it takes.' });
    // Another viewer of the same session is not affected.
    expect((await playlistOf('token-other')).statusCode).toBe(200);
    allowed['fan-1'] = true;
    expect((await playlistOf('token-fan')).statusCode).toBe(200);
  });

  it('answers 404 for a session the viewer may not know of, an unknown or malformed id, or one not on air', async () => {
    allowed['fan-1'] = 'missing';
    expect((await playlistOf('token-fan')).json()).toMatchObject({ statusCode: 404, message: 'This live stream does not exist.' });
    allowed['fan-1'] = true;
    for (const bad of ['not-a-session', sessionId.toUpperCase(), '..', `${sessionId}x`]) {
      const res = await get(`/api/live/${encodeURIComponent(bad)}/index.m3u8`, as('token-fan'));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/\.$/);
    }
    // Malformed ids never reach canWatch.
    expect(checks.map(([, id]) => id)).toEqual([sessionId]);
    const notOnAir = await playlistOf('token-fan', randomUUID());
    expect(notOnAir.json()).toMatchObject({ statusCode: 404, message: 'This live stream has not started yet or is over.' });
  });

  it('asks canWatch about the logged-out and asks them to log in when it says no; a free stream plays for them unbound', async () => {
    const refused = await playlistOf();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please log in to watch this live stream.');
    expect(checks).toEqual([[null, sessionId]]);
    allowed.anonymous = true;
    const res = await playlistOf();
    expect(res.statusCode).toBe(200);
    const [url] = segmentUrls(res.body);
    expect(url).not.toContain('viewer=');
    expect((await get(url!)).statusCode).toBe(200);
    // An ended or unknown session token is someone logged out.
    expect((await playlistOf('token-expired')).statusCode).toBe(200);
    expect(checks.at(-1)).toEqual([null, sessionId]);
  });

  it('takes the session from the token cookie, as a player built into the browser sends it', async () => {
    const res = await get(`/api/live/${sessionId}/index.m3u8`, { cookie: 'theme=dark; token=token-fan' });
    expect(res.statusCode).toBe(200);
    expect(checks).toEqual([['fan-1', sessionId]]);
    const [url] = segmentUrls(res.body);
    expect((await get(url!, { cookie: 'token=token-fan' })).statusCode).toBe(200);
  });
});

describe('a segment', () => {
  async function signedUrls(token: string) {
    const res = await playlistOf(token);
    expect(res.statusCode).toBe(200);
    return segmentUrls(res.body);
  }

  it('opens for the viewer it was signed for, with a long private cache', async () => {
    const [url] = await signedUrls('token-fan');
    const res = await get(url!, as('token-fan'));
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'video/mp2t', 'content-length': String(SEGMENT_BYTES.length), 'cache-control': 'private, max-age=86400, immutable' });
    expect(res.rawPayload.equals(SEGMENT_BYTES)).toBe(true);
  });

  it('does not open for another viewer, nobody, another session, or another segment', async () => {
    const [url7, url8] = await signedUrls('token-fan');
    const other = await get(url7!, as('token-other'));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This live stream link was made for another account. Log in and open the stream from its page.');
    expect((await get(url7!)).statusCode).toBe(403);

    // The same signature on another session's address, or on the next segment's.
    const otherSession = randomUUID();
    await storage.saveAs(liveKey(otherSession, 'segment-00000007.ts'), SEGMENT_BYTES);
    const moved = await get(url7!.replace(sessionId, otherSession), as('token-fan'));
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('This live stream link is not valid. Open the stream from its page to get a working one.');
    const query8 = url8!.split('?')[1];
    expect((await get(`${url7!.split('?')[0]}?${query8}`, as('token-fan'))).statusCode).toBe(403);
    // Changing the viewer in the address breaks the signature.
    expect((await get(url7!.replace('viewer=fan-1', 'viewer=fan-2'), as('token-other'))).statusCode).toBe(403);
  });

  it('stops opening once its signature expires', async () => {
    const [url] = await signedUrls('token-fan');
    const expires = Number(new URLSearchParams(url!.split('?')[1]).get('expires'));
    expect(expires - now).toBeGreaterThanOrEqual(30);
    expect(expires - now).toBeLessThan(40);
    now = expires;
    expect((await get(url!, as('token-fan'))).statusCode).toBe(200);
    now = expires + 1;
    const res = await get(url!, as('token-fan'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This live stream link has expired. Reload the player to get a new one.');
  });

  it('is refused without a signature, with a files-route signature, or a malformed one', async () => {
    const base = `/api/live/${sessionId}/segment-00000007.ts`;
    expect((await get(base, as('token-fan'))).statusCode).toBe(403);
    const fileSig = signQuery(LIVE_SECRET, liveKey(sessionId, 'segment-00000007.ts'), { expiresAt: now + 30, viewerId: 'fan-1' });
    expect((await get(`${base}?${fileSig}`, as('token-fan'))).statusCode).toBe(403);
    for (const q of ['expires=abc&sig=x', 'expires=1&sig=', `expires=${now + 30}&sig=${'A'.repeat(43)}`]) {
      const res = await get(`${base}?${q}`, as('token-fan'));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/\.$/);
    }
  });

  it('answers 404 for names the pipeline never writes and for segments gone from storage', async () => {
    const signed = (name: string) => `/api/live/${sessionId}/${name}?${signLiveQuery(LIVE_SECRET, sessionId, name, { expiresAt: now + 30, viewerId: 'fan-1' })}`;
    for (const name of ['playlist-current.m3u8', 'segment-7.ts', '..%2F..%2Fsecret.ts', 'segment-00000007.mp4']) {
      const res = await get(signed(name), as('token-fan'));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This part of the live stream is no longer available.');
    }
    const gone = await get(signed('segment-00000001.ts'), as('token-fan'));
    expect(gone.statusCode).toBe(404);
  });
});

it('reads storage at most once per cache period per session, while still checking every viewer every time', async () => {
  await app.close();
  let reads = 0;
  const counting: Storage = {
    ...storage,
    open: (key, range) => {
      if (key.endsWith(PLAYLIST_NAME)) reads++;
      return storage.open(key, range);
    },
  };
  app = await startLiveApp({ storage: counting, nowSeconds: () => now, playlistCacheMs: 60_000, canWatch: async (viewerId) => allowed[viewerId ?? 'anonymous'] ?? false });
  for (let i = 0; i < 5; i++) expect((await playlistOf('token-fan')).statusCode).toBe(200);
  allowed['fan-1'] = false;
  expect((await playlistOf('token-fan')).statusCode).toBe(403);
  expect(reads).toBe(1);
});
