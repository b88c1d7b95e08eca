// Sending the performer's camera to the session's Agora channel, behind the same start/stop the built-in
// publisher offers the go-live page: a publisher token from the server, the host role, the camera's own
// tracks published as custom tracks, the token renewed before it expires, and on stop the tracks unpublished
// and the channel left. The server's refusals come back as its sentences.
import type { AgoraToken } from '@/contracts/agora';
import {
  AGORA_CODEC,
  askAgoraToken,
  isRemoval,
  loadAgoraSdk,
  renewTokens,
  tokenProblem,
  type AgoraClient,
  type AgoraLocalTrack,
  type AgoraSdk,
  type LoadAgoraSdk,
  type TokenRenewal,
} from './agora-sdk';
import { videoBitrateFor, type LivePublisher } from './live-publisher';
import type { PublishAck } from './live-socket';

export const AGORA_PUBLISH_FAILED = 'The video could not be sent to the live service. Check your connection, then try again.';
export const AGORA_PUBLISH_UNSUPPORTED = 'This browser cannot send live video. Use a current version of Chrome, Edge, Firefox or Safari.';
export const AGORA_PUBLISH_LOST = 'The connection to the live service was lost. Try again.';
export const AGORA_PUBLISH_REMOVED = 'The live service stopped taking your video: the session may have ended.';
export const NOTHING_TO_SEND = 'The camera and microphone give nothing to send. Check them, then try again.';
/** What a start the performer stopped before it finished answers (the page no longer listens). */
export const PUBLISH_STOPPED = 'The video was stopped.';

/** What use-broadcast needs of a publisher, whichever way the video goes out. */
export type VideoPublisher = Pick<LivePublisher, 'start' | 'stop'>;

export interface AgoraPublisherOptions {
  streamId: string;
  media: MediaStream;
  /** The video stopped going out after it had started (access ended, Agora removed the performer, the connection gave up). */
  onFailure?: (message: string) => void;
  /** Defaults to loading agora-rtc-sdk-ng. */
  loadSdk?: LoadAgoraSdk;
}

interface Channel {
  client: AgoraClient;
  tracks: AgoraLocalTrack[];
  renewal: TokenRenewal | null;
}

/** Unpublishes, leaves and releases the tracks; each step is tried even when the one before failed. */
async function release({ client, tracks, renewal }: Channel) {
  renewal?.cancel();
  client.removeAllListeners();
  await client.unpublish(tracks).catch(() => undefined);
  await client.leave().catch(() => undefined);
  for (const track of tracks) track.close();
}

/**
 * The SDK's tracks are made from clones of the camera's: closing an SDK track stops the track it was made
 * from, and the camera's own tracks still feed the page's preview and a later start.
 */
function localTracks(sdk: AgoraSdk, media: MediaStream): AgoraLocalTrack[] {
  const tracks: AgoraLocalTrack[] = [];
  const video = media.getVideoTracks()[0];
  const audio = media.getAudioTracks()[0];
  if (video) {
    const bitrateMax = Math.round(videoBitrateFor(video.getSettings?.().height) / 1000);
    tracks.push(sdk.createCustomVideoTrack({ mediaStreamTrack: video.clone(), bitrateMax }));
  }
  if (audio) tracks.push(sdk.createCustomAudioTrack({ mediaStreamTrack: audio.clone() }));
  return tracks;
}

export function createAgoraPublisher(options: AgoraPublisherOptions): VideoPublisher {
  const { streamId, media } = options;
  const loadSdk = options.loadSdk ?? loadAgoraSdk;
  let channel: Channel | null = null;
  /** Bumped on every start and stop: a start overtaken by either lets its channel go. */
  let generation = 0;

  function leaveChannel() {
    const current = channel;
    channel = null;
    if (current) void release(current);
  }

  async function start(): Promise<PublishAck> {
    leaveChannel();
    const mine = ++generation;
    let token: AgoraToken;
    let sdk: AgoraSdk;
    try {
      token = await askAgoraToken(streamId, 'publisher');
    } catch (e) {
      return { ok: false, message: tokenProblem(e, AGORA_PUBLISH_FAILED) };
    }
    try {
      sdk = await loadSdk();
    } catch {
      return { ok: false, message: AGORA_PUBLISH_FAILED };
    }
    if (mine !== generation) return { ok: false, message: PUBLISH_STOPPED };
    if (!sdk.checkSystemRequirements()) return { ok: false, message: AGORA_PUBLISH_UNSUPPORTED };
    const tracks = localTracks(sdk, media);
    if (tracks.length === 0) return { ok: false, message: NOTHING_TO_SEND };

    const current: Channel = { client: sdk.createClient({ mode: 'live', codec: AGORA_CODEC }), tracks, renewal: null };
    channel = current;
    let joined = false;
    const lost = (message: string) => {
      if (channel !== current) return;
      leaveChannel();
      options.onFailure?.(message);
    };
    // The SDK reconnects by itself after a drop; disconnected means it gave up, or Agora removed the performer.
    current.client.on('connection-state-change', (state, _previous, reason) => {
      if (joined && state === 'DISCONNECTED') lost(isRemoval(reason) ? AGORA_PUBLISH_REMOVED : AGORA_PUBLISH_LOST);
    });
    current.renewal = renewTokens(current.client, () => askAgoraToken(streamId, 'publisher'), lost);

    try {
      await current.client.setClientRole('host');
      await current.client.join(token.appId, token.channel, token.token, token.uid);
      joined = true;
      if (channel !== current) return { ok: false, message: PUBLISH_STOPPED };
      await current.client.publish(tracks);
    } catch {
      if (channel !== current) return { ok: false, message: PUBLISH_STOPPED };
      leaveChannel();
      return { ok: false, message: AGORA_PUBLISH_FAILED };
    }
    return channel === current ? { ok: true } : { ok: false, message: PUBLISH_STOPPED };
  }

  function stop() {
    generation += 1;
    leaveChannel();
  }

  return { start, stop };
}
