// A stand-in for RTCPeerConnection and for the socket's signal relay, enough to run two PeerCalls against
// each other without a browser. The fake keeps the signalling state machine of the real one (offers,
// answers, the implicit rollback of a local offer when a remote one is applied, "wrong state" errors),
// gathers candidates for its ICE credentials, fires negotiationneeded when its tracks or an ICE restart are
// not in its description yet, and "connects" two fakes once each holds the other's current description and
// one of them has a candidate of the other (ICE finds the way back from one side's candidates).
import type { PeerConnectionLike, PeerSignal, SignalTransport } from '@/components/live/private/peer-call';

type Handler<E> = ((event: E) => void) | null;
type Description = { type: RTCSdpType; sdp: string };

interface FakeSdp {
  pc: string;
  ufrag: string;
  kinds: string[];
  stream: string | null;
  version: number;
}

const registry = new Map<string, FakePeerConnection>();
let made = 0;
let credentials = 0;
const freshUfrag = () => `ufrag${++credentials}`;
const parse = (d: { sdp?: string } | null): FakeSdp | null => (d?.sdp ? (JSON.parse(d.sdp) as FakeSdp) : null);
const later = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface FakeTrack {
  kind: 'audio' | 'video';
  id: string;
}

export interface FakeSender {
  kind: string;
  track: FakeTrack | null;
  replaced: (FakeTrack | null)[];
  replaceTrack(track: FakeTrack | null): Promise<void>;
}

export function fakeMediaStream(id: string): MediaStream {
  const tracks: FakeTrack[] = [
    { kind: 'audio', id: `${id}-audio` },
    { kind: 'video', id: `${id}-video` },
  ];
  return { id, getTracks: () => tracks, getVideoTracks: () => tracks.filter((t) => t.kind === 'video') } as unknown as MediaStream;
}

export class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  readonly id = `pc${++made}`;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  onnegotiationneeded: Handler<Event> = null;
  onicecandidate: Handler<{ candidate: { toJSON(): RTCIceCandidateInit } | null }> = null;
  ontrack: Handler<{ track: FakeTrack; streams: MediaStream[] }> = null;
  onconnectionstatechange: Handler<Event> = null;
  configurations: RTCConfiguration[] = [];
  senders: FakeSender[] = [];
  /** Offers of its own given up for the other side's (polite side). */
  rollbacks = 0;
  restarts = 0;
  closed = false;
  private ufrag = freshUfrag();
  private restartPending = false;
  private gathered: string | null = null;
  private streamId: string | null = null;
  private stable: { local: Description | null; remote: Description | null } = { local: null, remote: null };
  private heardUfrags = new Set<string>();
  private tracksFired = new Set<string>();
  /** One stream object per remote stream, as a browser gives (each of its tracks comes with its own event). */
  private remoteStreams = new Map<string, MediaStream>();
  private negotiationScheduled = false;
  private version = 0;

  constructor(configuration: RTCConfiguration) {
    this.configurations.push(configuration);
    registry.set(this.id, this);
    FakePeerConnection.all.push(this);
  }

  static reset(): void {
    FakePeerConnection.all = [];
    registry.clear();
  }

  /** The factory PeerCall takes. */
  static factory = (configuration: RTCConfiguration) => new FakePeerConnection(configuration) as unknown as PeerConnectionLike;

  get peer(): FakePeerConnection | null {
    const remote = parse(this.remoteDescription);
    return remote ? (registry.get(remote.pc) ?? null) : null;
  }

  addTrack(track: FakeTrack, stream: MediaStream): FakeSender {
    const sender: FakeSender = {
      kind: track.kind,
      track,
      replaced: [],
      replaceTrack: async (next) => {
        sender.replaced.push(next);
        sender.track = next;
      },
    };
    this.senders.push(sender);
    this.streamId = stream.id;
    this.negotiate();
    return sender;
  }

  setConfiguration(configuration: RTCConfiguration): void {
    this.configurations.push(configuration);
  }

  restartIce(): void {
    this.restarts += 1;
    this.restartPending = true;
    this.negotiate();
  }

  async setLocalDescription(description?: RTCSessionDescriptionInit): Promise<void> {
    await later();
    this.ensureOpen();
    const type = description?.type ?? (this.signalingState === 'have-remote-offer' ? 'answer' : 'offer');
    if (type === 'rollback') {
      this.rollback();
      return;
    }
    if (type === 'offer') {
      if (this.signalingState !== 'stable' && this.signalingState !== 'have-local-offer') throw new Error(`InvalidStateError: no offer in ${this.signalingState}`);
      if (this.restartPending) {
        this.ufrag = freshUfrag();
        this.restartPending = false;
      }
      this.localDescription = { type: 'offer', sdp: this.sdp() };
      this.signalingState = 'have-local-offer';
    } else {
      if (this.signalingState !== 'have-remote-offer') throw new Error(`InvalidStateError: no answer in ${this.signalingState}`);
      // Answering the same peer's ICE restart restarts this side's credentials too.
      const before = parse(this.stable.remote);
      const offered = parse(this.remoteDescription)!;
      if (this.restartPending || (before && before.pc === offered.pc && before.ufrag !== offered.ufrag)) this.ufrag = freshUfrag();
      this.restartPending = false;
      this.localDescription = { type: 'answer', sdp: this.sdp() };
      this.becomeStable();
    }
    this.gather();
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    await later();
    this.ensureOpen();
    if (description.type === 'offer') {
      if (this.signalingState === 'have-local-offer') this.rollback();
      else if (this.signalingState !== 'stable') throw new Error(`InvalidStateError: no remote offer in ${this.signalingState}`);
      this.remoteDescription = { type: 'offer', sdp: description.sdp! };
      this.signalingState = 'have-remote-offer';
    } else if (description.type === 'answer') {
      if (this.signalingState !== 'have-local-offer') throw new Error(`InvalidStateError: no remote answer in ${this.signalingState}`);
      this.remoteDescription = { type: 'answer', sdp: description.sdp! };
      this.becomeStable();
    } else {
      throw new Error(`Unexpected remote description ${description.type}`);
    }
    if (this.connectionState === 'new') this.changeConnection('connecting');
    this.fireTracks();
    this.checkConnected();
  }

  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    await later();
    this.ensureOpen();
    const remote = parse(this.remoteDescription);
    if (!remote) throw new Error('InvalidStateError: a candidate before any remote description');
    if (candidate.usernameFragment !== remote.ufrag) throw new Error('OperationError: the candidate is for other ICE credentials');
    this.heardUfrags.add(candidate.usernameFragment);
    this.checkConnected();
  }

  close(): void {
    if (this.closed) return;
    const partner = this.connectionState === 'connected' ? this.peer : null;
    this.closed = true;
    this.signalingState = 'closed';
    this.connectionState = 'closed';
    // The other end notices its partner is gone (a real one after a few seconds).
    if (partner && !partner.closed && partner.connectionState === 'connected') partner.changeConnection('disconnected');
  }

  private ensureOpen(): void {
    if (this.closed) throw new Error('InvalidStateError: the connection is closed');
  }

  private sdp(): string {
    this.version += 1;
    const sdp: FakeSdp = { pc: this.id, ufrag: this.ufrag, kinds: this.senders.map((s) => s.kind), stream: this.streamId, version: this.version };
    return JSON.stringify(sdp);
  }

  private rollback(): void {
    this.rollbacks += 1;
    this.localDescription = this.stable.local;
    this.remoteDescription = this.stable.remote;
    this.signalingState = 'stable';
  }

  private becomeStable(): void {
    this.signalingState = 'stable';
    this.stable = { local: this.localDescription, remote: this.remoteDescription };
    if (this.needsNegotiation()) this.negotiate();
  }

  private needsNegotiation(): boolean {
    if (this.restartPending) return true;
    const local = parse(this.stable.local);
    return this.senders.some((s) => !local?.kinds.includes(s.kind));
  }

  private negotiate(): void {
    if (this.closed || this.negotiationScheduled) return;
    this.negotiationScheduled = true;
    setTimeout(() => {
      this.negotiationScheduled = false;
      if (this.closed || this.signalingState !== 'stable' || !this.needsNegotiation()) return;
      this.onnegotiationneeded?.(new Event('negotiationneeded'));
    }, 0);
  }

  private gather(): void {
    if (this.gathered === this.ufrag) return;
    const ufrag = this.ufrag;
    this.gathered = ufrag;
    setTimeout(() => {
      for (const n of [1, 2]) {
        if (this.closed) return;
        const init = { candidate: `candidate:${n} 1 udp 2122260223 10.0.0.${n} 5000${n} typ host`, sdpMid: '0', sdpMLineIndex: 0, usernameFragment: ufrag };
        this.onicecandidate?.({ candidate: { ...init, toJSON: () => init } });
      }
    }, 0);
  }

  private fireTracks(): void {
    const remote = parse(this.remoteDescription);
    if (!remote?.stream) return;
    for (const kind of remote.kinds) {
      const key = `${remote.pc}:${kind}`;
      if (this.tracksFired.has(key)) continue;
      this.tracksFired.add(key);
      const id = remote.stream;
      if (!this.remoteStreams.has(id)) this.remoteStreams.set(id, { id } as MediaStream);
      this.ontrack?.({ track: { kind: kind as FakeTrack['kind'], id: `${id}-${kind}` }, streams: [this.remoteStreams.get(id)!] });
    }
  }

  private changeConnection(state: RTCPeerConnectionState): void {
    if (this.connectionState === state || this.closed) return;
    this.connectionState = state;
    this.onconnectionstatechange?.(new Event('connectionstatechange'));
  }

  /** Both ends hold each other's current descriptions, and one has a candidate of the other. */
  private checkConnected(): void {
    const peer = this.peer;
    if (!peer || peer.closed || this.signalingState !== 'stable' || peer.signalingState !== 'stable') return;
    if (peer.localDescription?.sdp !== this.remoteDescription?.sdp || peer.remoteDescription?.sdp !== this.localDescription?.sdp) return;
    const heard = this.heardUfrags.has(parse(this.remoteDescription)!.ufrag) || peer.heardUfrags.has(parse(peer.remoteDescription)!.ufrag);
    if (!heard) return;
    this.changeConnection('connected');
    peer.changeConnection('connected');
  }
}

export type Side = 'performer' | 'fan';

/**
 * The socket's relay between the two participants' pages: a signal reaches the other side's listeners a
 * moment later, or nowhere when that page has none (not open yet). `hold` keeps signals until `flush`;
 * `reverse` delivers each batch backwards (the server checks each signal on its own, so they can overtake
 * each other); `drop` loses the signals it picks.
 */
export function fakeRelay() {
  const listeners: Record<Side, Set<(data: unknown) => void>> = { performer: new Set(), fan: new Set() };
  const queue: { to: Side; data: unknown }[] = [];
  const sent: { from: Side; signal: PeerSignal }[] = [];
  let scheduled = false;
  const relay = {
    hold: false,
    reverse: false,
    drop: (_signal: PeerSignal, _from: Side) => false,
    sent,
    delivered: 0,
    transport(side: Side): SignalTransport {
      const other: Side = side === 'performer' ? 'fan' : 'performer';
      return {
        send(signal) {
          sent.push({ from: side, signal });
          if (relay.drop(signal, side)) return;
          // Through JSON, as over the network.
          queue.push({ to: other, data: JSON.parse(JSON.stringify(signal)) });
          if (!relay.hold) schedule();
        },
        subscribe(listener) {
          listeners[side].add(listener);
          return () => listeners[side].delete(listener);
        },
      };
    },
    flush(): void {
      schedule();
    },
    listening: (side: Side) => listeners[side].size,
  };
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      const batch = queue.splice(0);
      if (relay.reverse) batch.reverse();
      for (const { to, data } of batch) {
        relay.delivered += 1;
        for (const listener of [...listeners[to]]) listener(data);
      }
    }, 0);
  }
  return relay;
}
