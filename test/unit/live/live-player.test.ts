// The HLS player: hls.js wherever it runs (loaded on demand), the browser's own player only where it cannot,
// with live settings for one-second segments and the session token on every request; fatal errors are
// retried a few times, and a refused playlist is reported at once.
import Cookies from 'js-cookie';
import { HLS_SETTINGS, PLAYBACK_FAILED, PLAYBACK_UNSUPPORTED, addAuthorization, createHlsPlayer, playlistReady, playlistUrl } from '@/components/live/live-player';
import { fail, fakeApi } from '../../helpers/fake-api';
import { STREAM_ID } from './fixtures';

type Listener = (event: string, data: Record<string, unknown>) => void;
const made: FakeHls[] = [];
class FakeHls {
  static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'error' };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError', OTHER_ERROR: 'otherError' };
  static isSupported = () => true;
  listeners = new Map<string, Listener>();
  source: string | null = null;
  media: HTMLVideoElement | null = null;
  recovered = 0;
  reloaded = 0;
  destroyed = 0;
  constructor(public config: Record<string, unknown>) {
    made.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(video: HTMLVideoElement) {
    this.media = video;
  }
  recoverMediaError() {
    this.recovered += 1;
  }
  startLoad() {
    this.reloaded += 1;
  }
  destroy() {
    this.destroyed += 1;
  }
  fire(event: string, data: Record<string, unknown> = {}) {
    this.listeners.get(event)?.(event, data);
  }
}
jest.mock('hls.js', () => ({ __esModule: true, default: FakeHls }));

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  made.length = 0;
  Cookies.set('token', 'session-token');
});
afterEach(() => {
  api?.restore();
  Cookies.remove('token');
});

function videoElement(nativeHls: boolean) {
  const video = document.createElement('video');
  video.canPlayType = () => (nativeHls ? 'maybe' : '');
  video.play = jest.fn(() => Promise.resolve());
  video.load = jest.fn();
  return video;
}

it('addresses the playlist on the site and sends the session token with hls.js requests', () => {
  expect(playlistUrl(STREAM_ID)).toBe(`/api/live/${STREAM_ID}/index.m3u8`);
  const xhr = { setRequestHeader: jest.fn() };
  addAuthorization(xhr);
  expect(xhr.setRequestHeader).toHaveBeenCalledWith('Authorization', 'session-token');
});

it('plays HLS natively only where hls.js cannot run (no Media Source Extensions: older iPhones)', async () => {
  FakeHls.isSupported = () => false;
  try {
    const video = videoElement(true);
    const player = await createHlsPlayer({ streamId: STREAM_ID, video, onFatal: jest.fn() });
    expect(video.getAttribute('src') ?? video.src).toContain(`/api/live/${STREAM_ID}/index.m3u8`);
    expect(video.play).toHaveBeenCalled();
    expect(made).toHaveLength(0);
    player.destroy();
    expect(video.hasAttribute('src')).toBe(false);

    const onFatal = jest.fn();
    await createHlsPlayer({ streamId: STREAM_ID, video: videoElement(false), onFatal });
    expect(onFatal).toHaveBeenCalledWith(PLAYBACK_UNSUPPORTED);
  } finally {
    FakeHls.isSupported = () => true;
  }
});

it('prefers hls.js where the browser also says it plays HLS itself (Chromium 156 says "maybe")', async () => {
  const video = videoElement(true);
  await createHlsPlayer({ streamId: STREAM_ID, video, onFatal: jest.fn() });
  expect(made).toHaveLength(1);
  expect(video.hasAttribute('src')).toBe(false);
});

it('plays with hls.js elsewhere: two segments behind live, the token on each request, playing once parsed', async () => {
  const video = videoElement(false);
  const player = await createHlsPlayer({ streamId: STREAM_ID, video, onFatal: jest.fn() });
  const [hls] = made;
  expect(hls.config).toMatchObject({ ...HLS_SETTINGS, liveSyncDurationCount: 2 });
  const xhr = { setRequestHeader: jest.fn() };
  (hls.config.xhrSetup as (x: typeof xhr) => void)(xhr);
  expect(xhr.setRequestHeader).toHaveBeenCalledWith('Authorization', 'session-token');
  expect(hls.source).toBe(`/api/live/${STREAM_ID}/index.m3u8`);
  expect(hls.media).toBe(video);
  hls.fire('manifestParsed');
  expect(video.play).toHaveBeenCalled();
  player.destroy();
  player.destroy();
  expect(hls.destroyed).toBe(1);
});

it('recovers from fatal media and network errors a few times (counted afresh once playing again), then gives up', async () => {
  const onFatal = jest.fn();
  const video = videoElement(false);
  await createHlsPlayer({ streamId: STREAM_ID, video, onFatal });
  const [hls] = made;
  hls.fire('error', { fatal: false, type: 'networkError' });
  hls.fire('error', { fatal: true, type: 'mediaError' });
  hls.fire('error', { fatal: true, type: 'networkError' });
  hls.fire('error', { fatal: true, type: 'networkError' });
  expect([hls.recovered, hls.reloaded, onFatal.mock.calls.length]).toEqual([1, 2, 0]);
  // Playing again resets the count.
  video.dispatchEvent(new Event('playing'));
  for (let i = 0; i < 3; i += 1) hls.fire('error', { fatal: true, type: 'networkError' });
  expect([hls.reloaded, onFatal.mock.calls.length]).toEqual([5, 0]);
  hls.fire('error', { fatal: true, type: 'networkError' });
  expect(onFatal).toHaveBeenCalledWith(PLAYBACK_FAILED);
  expect(hls.destroyed).toBe(1);
});

it('reports a refused playlist at once', async () => {
  const onFatal = jest.fn();
  await createHlsPlayer({ streamId: STREAM_ID, video: videoElement(false), onFatal });
  made[0].fire('error', { fatal: true, type: 'networkError', response: { code: 403 } });
  expect(onFatal).toHaveBeenCalledTimes(1);
  expect(made[0].reloaded).toBe(0);
});

it('knows whether the playlist is there yet, asking with the session token', async () => {
  api = fakeApi({ [`GET /live/${STREAM_ID}/index.m3u8`]: { status: 200, body: '#EXTM3U' } });
  expect(await playlistReady(STREAM_ID)).toBe(true);
  expect(api.calls[0].headers.authorization).toBe('session-token');
  api.restore();
  api = fakeApi({ [`GET /live/${STREAM_ID}/index.m3u8`]: fail(404, 'Not found.') });
  expect(await playlistReady(STREAM_ID)).toBe(false);
});
