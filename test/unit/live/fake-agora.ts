// A stand-in for agora-rtc-sdk-ng, the outside boundary of the live pages on Agora: it records what the page
// asks of it (clients, roles, joins, subscriptions, publications, renewals, leaves) and plays the SDK's
// events (a user publishing, a token about to expire, a connection lost) to the listeners the page bound.
// Also a MediaStream for jsdom, which has none, and the token route's answers.
import type { AgoraToken } from '@/contracts/agora';
import type { AgoraClient, AgoraLocalTrack, AgoraMediaType, AgoraRemoteUser, AgoraSdk, AgoraTrack } from '@/components/live/agora-sdk';
import { STREAM_ID } from './fixtures';

export const APP_ID = '0123456789abcdef0123456789abcdef';
export const CHANNEL = `live-${STREAM_ID}`;

export function agoraToken(overrides: Partial<AgoraToken> = {}): AgoraToken {
  return {
    appId: APP_ID,
    channel: CHANNEL,
    uid: 123_456,
    role: 'subscriber',
    token: '007-first',
    expiresAt: '2026-03-06T20:10:00.000Z',
    expiresIn: 600,
    ...overrides,
  };
}

/** A MediaStreamTrack as far as the pages use one. */
export class FakeMediaTrack {
  stopped = false;
  clones: FakeMediaTrack[] = [];
  constructor(
    public kind: 'audio' | 'video',
    public id: string,
    private height?: number,
  ) {}
  getSettings() {
    return { height: this.height };
  }
  clone() {
    const copy = new FakeMediaTrack(this.kind, `${this.id}-clone${this.clones.length + 1}`, this.height);
    this.clones.push(copy);
    return copy;
  }
  stop() {
    this.stopped = true;
  }
}

/** jsdom has no MediaStream: the players only make one from tracks and hand it to the <video>. */
export class FakeMediaStream {
  constructor(private tracks: FakeMediaTrack[] = []) {}
  getTracks() {
    return [...this.tracks];
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
}

export function installMediaStream() {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'MediaStream');
  Object.defineProperty(globalThis, 'MediaStream', { value: FakeMediaStream, configurable: true, writable: true });
  return () => {
    if (had) Object.defineProperty(globalThis, 'MediaStream', had);
    else delete (globalThis as { MediaStream?: unknown }).MediaStream;
  };
}

/** The ids of the tracks a <video> was given, or null when it has none. */
export function shownTracks(video: HTMLVideoElement): string[] | null {
  const stream = video.srcObject as unknown as FakeMediaStream | null;
  return stream ? stream.getTracks().map((t) => t.id) : null;
}

export class FakeRemoteTrack implements AgoraTrack {
  constructor(public media: FakeMediaTrack) {}
  getMediaStreamTrack() {
    return this.media as unknown as MediaStreamTrack;
  }
}

export class FakeLocalTrack implements AgoraLocalTrack {
  closed = false;
  constructor(
    public kind: 'audio' | 'video',
    public config: { mediaStreamTrack: MediaStreamTrack; bitrateMax?: number },
  ) {}
  getMediaStreamTrack() {
    return this.config.mediaStreamTrack;
  }
  close() {
    this.closed = true;
    (this.config.mediaStreamTrack as unknown as FakeMediaTrack).stop();
  }
}

export const remoteUser = (uid: number): AgoraRemoteUser => ({ uid, hasAudio: true, hasVideo: true });

/** Any of the SDK's listeners; each event's own arguments are the test's to give. */
type Listener = (...args: never[]) => void;

export class FakeAgoraClient implements AgoraClient {
  /** Every call, in order, by name. */
  calls: string[] = [];
  roles: string[] = [];
  joins: { appId: string; channel: string; token: string; uid: number }[] = [];
  subscriptions: { uid: number | string; mediaType: string }[] = [];
  published: AgoraLocalTrack[][] = [];
  unpublished: (AgoraLocalTrack[] | undefined)[] = [];
  renewals: string[] = [];
  leaves = 0;
  /** What join does: resolve, or fail as the SDK does (a bad token, no network). */
  joinResult: () => Promise<unknown> = () => Promise.resolve(this.joins.length);
  private listeners = new Map<string, Set<Listener>>();

  constructor(public config: { mode: string; codec: string }) {}

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }
  removeAllListeners() {
    this.calls.push('removeAllListeners');
    this.listeners.clear();
  }
  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
  /** The SDK fires an event. */
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...given: unknown[]) => void)(...args);
  }
  /** The performer (or anyone) publishes a track: the listeners hear it, and subscribing gives `media`. */
  userPublished(uid: number, mediaType: AgoraMediaType) {
    this.emit('user-published', remoteUser(uid), mediaType);
  }

  async setClientRole(role: 'host' | 'audience') {
    this.calls.push(`setClientRole:${role}`);
    this.roles.push(role);
  }
  async join(appId: string, channel: string, token: string, uid: number) {
    this.calls.push('join');
    this.joins.push({ appId, channel, token, uid });
    return this.joinResult();
  }
  async subscribe(user: AgoraRemoteUser, mediaType: 'audio' | 'video') {
    this.calls.push(`subscribe:${user.uid}:${mediaType}`);
    this.subscriptions.push({ uid: user.uid, mediaType });
    return new FakeRemoteTrack(new FakeMediaTrack(mediaType, `remote-${mediaType}-${this.subscriptions.length}`));
  }
  async publish(tracks: AgoraLocalTrack | AgoraLocalTrack[]) {
    this.calls.push('publish');
    this.published.push(Array.isArray(tracks) ? tracks : [tracks]);
  }
  async unpublish(tracks?: AgoraLocalTrack | AgoraLocalTrack[]) {
    this.calls.push('unpublish');
    this.unpublished.push(tracks === undefined ? undefined : Array.isArray(tracks) ? tracks : [tracks]);
  }
  async renewToken(token: string) {
    this.calls.push('renewToken');
    this.renewals.push(token);
  }
  async leave() {
    this.calls.push('leave');
    this.leaves += 1;
  }
}

export class FakeAgoraSdk implements AgoraSdk {
  clients: FakeAgoraClient[] = [];
  localTracks: FakeLocalTrack[] = [];
  supported = true;
  /** Set before a client is made to shape it (a failing join...). */
  prepareClient: (client: FakeAgoraClient) => void = () => undefined;

  checkSystemRequirements() {
    return this.supported;
  }
  createClient(config: { mode: 'live'; codec: 'vp8' }) {
    const client = new FakeAgoraClient(config);
    this.prepareClient(client);
    this.clients.push(client);
    return client;
  }
  createCustomVideoTrack(config: { mediaStreamTrack: MediaStreamTrack; bitrateMax?: number }) {
    const track = new FakeLocalTrack('video', config);
    this.localTracks.push(track);
    return track;
  }
  createCustomAudioTrack(config: { mediaStreamTrack: MediaStreamTrack }) {
    const track = new FakeLocalTrack('audio', config);
    this.localTracks.push(track);
    return track;
  }
  reset() {
    this.clients = [];
    this.localTracks = [];
    this.supported = true;
    this.prepareClient = () => undefined;
  }
  /** The one client made so far. */
  get client(): FakeAgoraClient {
    if (this.clients.length !== 1) throw new Error(`expected one Agora client, there are ${this.clients.length}`);
    return this.clients[0];
  }
}

/** A loader handing out this fake, counting its calls. */
export function fakeLoader(sdk: FakeAgoraSdk) {
  const load = jest.fn(async () => sdk as AgoraSdk);
  return load;
}
