// Playing a live session from its Agora channel, behind the same LivePlayer interface as the HLS player. The
// viewer joins as an audience member with a subscriber token from the server, subscribes to the performer's
// picture and sound as they are published, and plays them in the page's own <video> (one MediaStream made of
// the SDK's tracks), so the controls, the play button and the states of LiveVideo work as they do for HLS.
// The token is renewed before it expires; the server's refusal ends playback with its sentence.
import type { AgoraToken } from '@/contracts/agora';
import {
  AGORA_CODEC,
  AGORA_PERFORMER_UID,
  askAgoraToken,
  isRemoval,
  loadAgoraSdk,
  renewTokens,
  tokenProblem,
  type AgoraMediaType,
  type AgoraSdk,
  type LoadAgoraSdk,
  type TokenRenewal,
} from './agora-sdk';
import { PLAYBACK_FAILED, PLAYBACK_UNSUPPORTED, type LivePlayer, type LivePlayerFactory } from './live-player';

export const AGORA_UNREACHABLE = 'The live video could not be reached. Check your connection, then try again.';
export const AGORA_REMOVED = 'This live video is no longer open to you.';

type Shown = Exclude<AgoraMediaType, 'datachannel'>;
const isShown = (type: AgoraMediaType): type is Shown => type === 'audio' || type === 'video';

/** A player that has nothing to let go of (playback never started). */
const idle: LivePlayer = { destroy: () => undefined };

function play(video: HTMLVideoElement, onBlocked?: () => void) {
  const started = video.play();
  if (started && typeof started.catch === 'function') started.catch(() => onBlocked?.());
}

/** The Agora player, with the SDK loaded by `loadSdk` (tests pass a stand-in). */
export function agoraPlayer(loadSdk: LoadAgoraSdk = loadAgoraSdk): LivePlayerFactory {
  return async ({ streamId, video, onFatal, onBlocked }) => {
    // The SDK downloads while the server decides; a refusal needs no SDK at all.
    const loading = loadSdk();
    loading.catch(() => undefined);
    let first: AgoraToken;
    try {
      first = await askAgoraToken(streamId, 'subscriber');
    } catch (e) {
      onFatal(tokenProblem(e, PLAYBACK_FAILED));
      return idle;
    }
    let sdk: AgoraSdk;
    try {
      sdk = await loading;
    } catch {
      onFatal(AGORA_UNREACHABLE);
      return idle;
    }
    if (!sdk.checkSystemRequirements()) {
      onFatal(PLAYBACK_UNSUPPORTED);
      return idle;
    }

    const client = sdk.createClient({ mode: 'live', codec: AGORA_CODEC });
    /** What the performer publishes now, and which of it plays in the <video>. */
    const published = new Set<Shown>();
    const shown = new Map<Shown, MediaStreamTrack>();
    let destroyed = false;
    let joined = false;
    let renewal: TokenRenewal | null = null;

    const show = () => {
      const tracks = [...shown.values()];
      video.srcObject = tracks.length > 0 ? new MediaStream(tracks) : null;
      if (tracks.length > 0) play(video, onBlocked);
    };
    const destroy = () => {
      if (destroyed) return;
      destroyed = true;
      renewal?.cancel();
      client.removeAllListeners();
      shown.clear();
      video.srcObject = null;
      client.leave().catch(() => undefined);
    };
    const fail = (message: string) => {
      if (destroyed) return;
      destroy();
      onFatal(message);
    };

    // Registered before joining: the SDK reports what is already published right after the join.
    client.on('user-published', (user, mediaType) => {
      if (user.uid !== AGORA_PERFORMER_UID || !isShown(mediaType)) return;
      published.add(mediaType);
      client.subscribe(user, mediaType).then(
        (track) => {
          if (destroyed || !published.has(mediaType)) return;
          shown.set(mediaType, track.getMediaStreamTrack());
          show();
        },
        () => {
          // Unpublished in the meantime: the next publication subscribes again.
          if (published.has(mediaType)) fail(PLAYBACK_FAILED);
        },
      );
    });
    client.on('user-unpublished', (user, mediaType) => {
      if (user.uid !== AGORA_PERFORMER_UID || !isShown(mediaType)) return;
      published.delete(mediaType);
      if (shown.delete(mediaType)) show();
    });
    // The SDK reconnects by itself after a drop; disconnected means it gave up, or Agora removed the viewer.
    client.on('connection-state-change', (current, _previous, reason) => {
      if (joined && current === 'DISCONNECTED') fail(isRemoval(reason) ? AGORA_REMOVED : PLAYBACK_FAILED);
    });
    renewal = renewTokens(client, () => askAgoraToken(streamId, 'subscriber'), fail);

    try {
      await client.setClientRole('audience');
      await client.join(first.appId, first.channel, first.token, first.uid);
      joined = true;
    } catch {
      fail(AGORA_UNREACHABLE);
    }
    return { destroy };
  };
}

export const createAgoraPlayer: LivePlayerFactory = agoraPlayer();
