// What the live pages use of agora-rtc-sdk-ng, when a site carries its live video on Agora (docs/live.md,
// "Agora"): the part of the SDK they call, the loader that brings it in only when a live page needs it, which
// mode the site is in (its public settings), and the token renewal both the viewer and the performer need.
import type { AgoraRole, AgoraToken } from '@/contracts/agora';
import type { RootState } from '@/redux/store';
import { streamingService } from '@/services/streaming.api';

/** The uid the server binds the session's performer to; viewers never get it. */
export { AGORA_PERFORMER_UID } from '@/contracts/list-values';
/** One codec for everyone in a channel: VP8 is encoded and decoded by every browser the site supports. */
export const AGORA_CODEC = 'vp8';

/** The tracks of a remote user (the performer), as the viewer subscribes to them. */
export interface AgoraTrack {
  getMediaStreamTrack(): MediaStreamTrack;
}
export interface AgoraLocalTrack extends AgoraTrack {
  /** Releases the track (and the MediaStreamTrack it was made from). */
  close(): void;
}
export interface AgoraRemoteUser {
  uid: number | string;
  hasAudio: boolean;
  hasVideo: boolean;
}
export type AgoraMediaType = 'audio' | 'video' | 'datachannel';

/** The calls and events of the SDK's client (IAgoraRTCClient) the live pages use. */
export interface AgoraClient {
  on(event: 'user-published' | 'user-unpublished', listener: (user: AgoraRemoteUser, mediaType: AgoraMediaType) => void): void;
  on(event: 'token-privilege-will-expire' | 'token-privilege-did-expire', listener: () => void): void;
  on(event: 'connection-state-change', listener: (current: string, previous: string, reason?: string) => void): void;
  removeAllListeners(): void;
  setClientRole(role: 'host' | 'audience'): Promise<void>;
  join(appId: string, channel: string, token: string, uid: number): Promise<unknown>;
  subscribe(user: AgoraRemoteUser, mediaType: 'audio' | 'video'): Promise<AgoraTrack>;
  publish(tracks: AgoraLocalTrack | AgoraLocalTrack[]): Promise<unknown>;
  unpublish(tracks?: AgoraLocalTrack | AgoraLocalTrack[]): Promise<void>;
  renewToken(token: string): Promise<void>;
  leave(): Promise<void>;
}

/** The SDK's entry point (the module's default export) as the live pages use it. */
export interface AgoraSdk {
  checkSystemRequirements(): boolean;
  createClient(config: { mode: 'live'; codec: typeof AGORA_CODEC }): AgoraClient;
  createCustomVideoTrack(config: { mediaStreamTrack: MediaStreamTrack; bitrateMax?: number }): AgoraLocalTrack;
  createCustomAudioTrack(config: { mediaStreamTrack: MediaStreamTrack }): AgoraLocalTrack;
}

export type LoadAgoraSdk = () => Promise<AgoraSdk>;

/**
 * Loads the SDK on demand. Only live pages call this, so the bundler puts the SDK in a chunk of its own that
 * no other page downloads.
 */
export const loadAgoraSdk: LoadAgoraSdk = async () => {
  const { default: sdk } = await import('agora-rtc-sdk-ng');
  return sdk;
};

/** The site carries its live video on Agora: switched on, with the app id the SDK starts with. */
export const selectLiveOnAgora = (state: RootState) => state.settings.agoraEnable === true && !!state.settings.agoraAppId;

/** A token for this session, in this role. */
export const askAgoraToken = async (streamId: string, role: AgoraRole): Promise<AgoraToken> =>
  (await streamingService.agoraToken({ streamId, role })).data;

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);

/**
 * Whether the server answered no (access ended, the session ended, not this person's session), as opposed to
 * not answering (a network error, an overloaded server, the rate limit), which is worth asking again.
 */
export function isRefusal(e: unknown): boolean {
  const status = statusOf(e);
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * The sentence for a failed token call: the server's (or the request helper's, when the server could not be
 * reached); the fallback for anything else, such as the SDK's own errors, whose messages are for developers.
 */
export function tokenProblem(e: unknown, fallback: string): string {
  if (typeof statusOf(e) !== 'number') return fallback;
  const message = (e as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** A renewal that got no answer is asked again this often, this many times: the SDK warns 30 s ahead. */
export const RENEW_RETRY_MS = 5_000;
export const RENEW_TRIES = 3;

export const TOKEN_EXPIRED = 'The live video stopped: its access could not be renewed. Reload the page to try again.';

export interface TokenRenewal {
  /** Stops renewing (the player or publisher is going away). */
  cancel(): void;
}

/**
 * Keeps a joined client's token fresh: when the SDK warns that it is about to expire, asks the server again
 * (which decides again from scratch) and hands the new token to the SDK. A refusal is final and `onEnded`
 * gets the server's sentence; a call that got no answer is tried again a few times first. A token that expired
 * anyway (the tab slept through the warning) ends it too.
 */
export function renewTokens(client: AgoraClient, ask: () => Promise<AgoraToken>, onEnded: (message: string) => void): TokenRenewal {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing = false;

  const attempt = async (tries: number): Promise<void> => {
    try {
      const next = await ask();
      if (!cancelled) await client.renewToken(next.token);
      renewing = false;
    } catch (e) {
      if (cancelled) return;
      if (!isRefusal(e) && tries > 1) {
        timer = setTimeout(() => void attempt(tries - 1), RENEW_RETRY_MS);
        return;
      }
      renewing = false;
      cancelled = true;
      onEnded(tokenProblem(e, TOKEN_EXPIRED));
    }
  };

  client.on('token-privilege-will-expire', () => {
    if (cancelled || renewing) return;
    renewing = true;
    void attempt(RENEW_TRIES);
  });
  client.on('token-privilege-did-expire', () => {
    if (cancelled) return;
    cancelled = true;
    if (timer) clearTimeout(timer);
    onEnded(TOKEN_EXPIRED);
  });

  return {
    cancel() {
      cancelled = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** Agora closed the connection on the server's word: the uid or the channel was banned (the session ended). */
export const isRemoval = (reason: string | undefined) => reason === 'UID_BANNED' || reason === 'CHANNEL_BANNED' || reason === 'IP_BANNED';
