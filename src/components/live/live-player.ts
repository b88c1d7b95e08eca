// Playing a live session in a <video>. A player is anything that implements LivePlayer; the one here plays the
// server's HLS playlist (hls.js, loaded only when a live session is watched, or Safari's own HLS). A site that
// carries its live video on Agora (the public setting agoraEnable) plays it with the Agora player
// (agora-player.ts), chosen where the watch page picks its player factory (live-watch.tsx).
import { getTokenCookie } from '@/lib/cookies';
import { apiBaseUrl, fetchText } from '@/lib/request';

export interface LivePlayer {
  /** Stops loading and playing, and lets go of the <video>. */
  destroy(): void;
}

export interface LivePlayerOptions {
  streamId: string;
  video: HTMLVideoElement;
  /** Playback cannot go on (the playlist refused, the media broken beyond repair): a sentence for the viewer. */
  onFatal: (message: string) => void;
  /** The browser refused to start with sound without a tap: the page offers a play button. */
  onBlocked?: () => void;
}

export type LivePlayerFactory = (options: LivePlayerOptions) => Promise<LivePlayer>;

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
export const PLAYBACK_FAILED = 'The live video stopped. Reload the page to try again.';
export const PLAYBACK_UNSUPPORTED = 'This browser cannot play live video. Use a current version of Chrome, Edge, Firefox or Safari.';

/** The session's playlist, on the site's own address (the token cookie goes with it). */
export const playlistUrl = (streamId: string) => `${apiBaseUrl()}/live/${encodeURIComponent(streamId)}/index.m3u8`;

/**
 * hls.js settings for one-second segments: start two segments behind the live edge, catch up (slightly faster
 * playback) when more than five behind, and keep little behind the play position. The transmuxer runs on the
 * page's own thread (the page's content policy allows no workers from blob: addresses); a one-second segment
 * takes it a few milliseconds.
 */
export const HLS_SETTINGS = {
  liveSyncDurationCount: 2,
  liveMaxLatencyDurationCount: 5,
  maxLiveSyncPlaybackRate: 1.2,
  lowLatencyMode: false,
  maxBufferLength: 6,
  backBufferLength: 10,
  enableWorker: false,
} as const;

/** Adds the session token to hls.js's requests (the playlist and its segments), as the API helper does. */
export function addAuthorization(xhr: Pick<XMLHttpRequest, 'setRequestHeader'>): void {
  const token = getTokenCookie();
  if (token) xhr.setRequestHeader('Authorization', token);
}

/**
 * Whether the session's playlist exists yet, for a viewer arriving after the session announced it. A refusal
 * or a missing playlist is "not yet"; the page waits for stream/playable or asks again.
 */
export async function playlistReady(streamId: string): Promise<boolean> {
  try {
    const res = await fetchText(`/live/${encodeURIComponent(streamId)}/index.m3u8`);
    return res.status === 200;
  } catch {
    return false;
  }
}

function play(video: HTMLVideoElement, onBlocked?: () => void) {
  const started = video.play();
  if (started && typeof started.catch === 'function') started.catch(() => onBlocked?.());
}

/** Safari (and iOS browsers) play HLS themselves; the request carries the token cookie. */
function nativePlayer({ streamId, video, onFatal, onBlocked }: LivePlayerOptions): LivePlayer {
  const onError = () => onFatal(PLAYBACK_FAILED);
  video.addEventListener('error', onError);
  video.src = playlistUrl(streamId);
  play(video, onBlocked);
  return {
    destroy() {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}

/** A fatal error is retried this many times before the viewer is told. */
const RECOVERIES = 3;

export const createHlsPlayer: LivePlayerFactory = async (options) => {
  const { streamId, video, onFatal, onBlocked } = options;
  // hls.js wherever the browser has Media Source Extensions: it sends the session header, starts near the live
  // edge with our settings and recovers from stalls. The browser's own HLS only where hls.js cannot run (older
  // iPhones): Chromium 156 also answers "maybe" for HLS, but its own player could not parse these segments.
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    if (video.canPlayType(HLS_MIME_TYPE)) return nativePlayer(options);
    onFatal(PLAYBACK_UNSUPPORTED);
    return { destroy: () => undefined };
  }
  const hls = new Hls({ ...HLS_SETTINGS, xhrSetup: (xhr) => addAuthorization(xhr) });
  let recoveries = 0;
  let destroyed = false;
  // Playing again after a stall means the last recovery worked: the next trouble gets its full set of tries.
  const recovered = () => {
    recoveries = 0;
  };
  video.addEventListener('playing', recovered);
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    video.removeEventListener('playing', recovered);
    hls.destroy();
  };
  const fail = () => {
    destroy();
    onFatal(PLAYBACK_FAILED);
  };
  hls.on(Hls.Events.MANIFEST_PARSED, () => play(video, onBlocked));
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    const refused = data.response?.code === 403 || data.response?.code === 404;
    if (!refused && recoveries < RECOVERIES) {
      recoveries += 1;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      else if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
      else fail();
      return;
    }
    fail();
  });
  hls.loadSource(playlistUrl(streamId));
  hls.attachMedia(video);
  return { destroy };
};
