// The video call of a private show: one RTCPeerConnection to the other participant's browser, its offers,
// answers and ICE candidates carried by a signal transport (the socket's stream/signal in the app). Plain
// TypeScript with the peer connection and the transport passed in, so it runs without a browser in tests.
//
// Negotiation is "perfect negotiation": either side offers whenever its connection needs it; when both offer
// at once, the polite side gives way (its offer is rolled back and it answers) and the impolite side ignores
// the offer it did not expect. Neither side waits for the other, so either may arrive first.
//
// Arriving and reloading. A page that starts makes a connection and says hello. Signals made before the
// other side is known are kept and sent once it is (its hello, or its first signal, names it), so nothing
// sent into an empty room is lost. A side paired with a connection that receives a hello from a newer one of
// the other side (that page reloaded) drops its connection, which belonged to the page that went away, and
// makes a fresh one paired with the newcomer. Only a start says hello, never such a reset, so the two sides
// never keep resetting each other.
//
// A hello can be lost (the other page was loading, its socket was between connections): a connection that
// is not paired says hello again every `helloRepeatMs` until the other side answers. And a negotiation can
// stall in ways neither side can see (an answer lost for good, candidates that never fit): when a paired
// connection has not connected after `connectTimeoutMs`, the impolite side starts again with a fresh
// connection and a hello, which the polite side follows as it follows a reload. Only one side does it, so the
// two never restart each other in turn.
//
// The server relays each signal on its own (it checks the show at every signal), so one signal can overtake
// another. Each carries its connection's id, the id of the connection it is for and a sequence number; the
// receiver drops signals from or for connections that are gone and uses the others in the order they were
// sent. A gap the relay never fills (a signal it dropped) is skipped after `gapTimeoutMs`.

/** What the call uses of RTCPeerConnection (tests pass a fake one). */
export type PeerConnectionLike = Pick<
  RTCPeerConnection,
  | 'signalingState'
  | 'connectionState'
  | 'localDescription'
  | 'onnegotiationneeded'
  | 'onicecandidate'
  | 'ontrack'
  | 'onconnectionstatechange'
  | 'setLocalDescription'
  | 'setRemoteDescription'
  | 'addIceCandidate'
  | 'addTrack'
  | 'setConfiguration'
  | 'restartIce'
  | 'close'
>;

export type PeerConnectionFactory = (configuration: RTCConfiguration) => PeerConnectionLike;

/** The browser's own peer connection, or null where there is none (an old browser, the server's render). */
export const browserPeerConnection: PeerConnectionFactory | null =
  typeof RTCPeerConnection === 'undefined' ? null : (configuration) => new RTCPeerConnection(configuration);

/** The `data` of a stream/signal event. */
export interface PeerSignal {
  /** The sending connection. */
  from: string;
  /** A page started this connection: the other side pairs with it, leaving any older one. */
  hello?: true;
  /** The connection the signal is for (every signal but a hello). */
  to?: string;
  /** Its place among the signals `from` sent to `to`, from 0. */
  n?: number;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
}

export interface SignalTransport {
  send(signal: PeerSignal): void;
  /** Calls `listener` with the data of each signal from the other side; answers the unsubscribe. */
  subscribe(listener: (data: unknown) => void): () => void;
}

/**
 * idle: not started; waiting: nobody on the other side yet; connecting: negotiating with the other side;
 * connected; reconnecting: the connection dropped and may come back; failed: ICE failed (being restarted);
 * closed: ended here.
 */
export type PeerCallState = 'idle' | 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface PeerCallOptions {
  /** The polite side gives way when both sides offer at once; the two sides must differ. */
  polite: boolean;
  createPeerConnection: PeerConnectionFactory;
  transport: SignalTransport;
  iceServers?: RTCIceServer[];
  /** The other side's media, or null when there is none (yet, or any more). */
  onRemoteStream?: (stream: MediaStream | null) => void;
  onStateChange?: (state: PeerCallState) => void;
  /** A step of the negotiation failed (the call goes on: a later signal or an ICE restart may mend it). */
  onError?: (error: unknown) => void;
  /** How long a missing signal is waited for before the ones after it are used anyway. */
  gapTimeoutMs?: number;
  /** How often a connection nobody answered says hello again. */
  helloRepeatMs?: number;
  /** How long a paired connection may take to connect before the impolite side starts again. */
  connectTimeoutMs?: number;
}

export const GAP_TIMEOUT_MS = 3000;
export const HELLO_REPEAT_MS = 2000;
/** ICE on the same network connects in well under a second; through TURN in a few. */
export const CONNECT_TIMEOUT_MS = 15_000;
const MAX_ID_LENGTH = 100;

let lastEpoch = 0;
/** A connection id: its creation time first (always increasing in this page), so a newer one can be told apart. */
function newConnectionId(): string {
  lastEpoch = Math.max(Date.now(), lastEpoch + 1);
  return `${lastEpoch.toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
}
const epochOf = (id: string) => parseInt(id.split('.')[0] ?? '', 36) || 0;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_LENGTH;
const sdpTypes: readonly string[] = ['offer', 'answer', 'pranswer', 'rollback'];

function descriptionOf(v: unknown): RTCSessionDescriptionInit | null {
  if (!isRecord(v) || typeof v.type !== 'string' || !sdpTypes.includes(v.type)) return null;
  if (v.sdp !== undefined && typeof v.sdp !== 'string') return null;
  return { type: v.type as RTCSdpType, sdp: v.sdp as string | undefined };
}

function candidateOf(v: unknown): RTCIceCandidateInit | null {
  if (!isRecord(v) || typeof v.candidate !== 'string') return null;
  const candidate: RTCIceCandidateInit = { candidate: v.candidate };
  if (typeof v.sdpMid === 'string' || v.sdpMid === null) candidate.sdpMid = v.sdpMid;
  if (typeof v.sdpMLineIndex === 'number' || v.sdpMLineIndex === null) candidate.sdpMLineIndex = v.sdpMLineIndex;
  if (typeof v.usernameFragment === 'string' || v.usernameFragment === null) candidate.usernameFragment = v.usernameFragment;
  return candidate;
}

/** A signal as sent by the other side's PeerCall, or null for anything else (it comes from the network). */
export function parseSignal(data: unknown): PeerSignal | null {
  if (!isRecord(data) || !isId(data.from)) return null;
  if (data.hello === true) return { from: data.from, hello: true };
  if (!isId(data.to) || typeof data.n !== 'number' || !Number.isInteger(data.n) || data.n < 0) return null;
  const base = { from: data.from, to: data.to, n: data.n };
  const description = data.description === undefined ? null : descriptionOf(data.description);
  if (description) return { ...base, description };
  const candidate = data.candidate === undefined ? null : candidateOf(data.candidate);
  return candidate ? { ...base, candidate } : null;
}

type Payload = Pick<PeerSignal, 'description' | 'candidate'>;

/** One RTCPeerConnection and what its negotiation with one connection of the other side needs. */
interface Link {
  id: string;
  pc: PeerConnectionLike;
  remoteId: string | null;
  /** Made before the other side was known; sent once it is. */
  unsent: Payload[];
  sent: number;
  expected: number;
  early: Map<number, PeerSignal>;
  gapTimer: ReturnType<typeof setTimeout> | null;
  /** Says hello again while nobody answered; the connect watchdog once paired. */
  helloTimer: ReturnType<typeof setInterval> | null;
  connectTimer: ReturnType<typeof setTimeout> | null;
  senders: Map<string, RTCRtpSender>;
  makingOffer: boolean;
  ignoreOffer: boolean;
  answerPending: boolean;
  /** The other side's signals are used one at a time, in order. */
  work: Promise<void>;
  hadRemote: boolean;
  closed: boolean;
}

const toInit = (d: RTCSessionDescriptionInit): RTCSessionDescriptionInit => ({ type: d.type, sdp: d.sdp });

export class PeerCall {
  private link: Link | null = null;
  private stream: MediaStream | null = null;
  private iceServers: RTCIceServer[];
  private unsubscribe: (() => void) | null = null;
  private current: PeerCallState = 'idle';
  private remoteStream: MediaStream | null = null;
  private readonly gapTimeoutMs: number;
  private readonly helloRepeatMs: number;
  private readonly connectTimeoutMs: number;

  constructor(private readonly options: PeerCallOptions) {
    this.iceServers = options.iceServers ?? [];
    this.gapTimeoutMs = options.gapTimeoutMs ?? GAP_TIMEOUT_MS;
    this.helloRepeatMs = options.helloRepeatMs ?? HELLO_REPEAT_MS;
    this.connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  }

  get state(): PeerCallState {
    return this.current;
  }

  /** The peer connection in use now (for its stats), or null. */
  get connection(): PeerConnectionLike | null {
    return this.link?.pc ?? null;
  }

  /** Listens to the other side, makes the connection and says hello. */
  start(): void {
    if (this.current !== 'idle') return;
    this.unsubscribe = this.options.transport.subscribe((data) => this.receive(data));
    this.begin();
  }

  /**
   * Starts afresh with a new connection and a hello, as a reloaded page would (after this page's socket came
   * back: signals may have been lost meanwhile). The other side pairs with the new connection.
   */
  rejoin(): void {
    if (!this.link || this.current === 'closed') return;
    this.drop(this.link);
    this.begin();
  }

  /** The camera and microphone to send (null: send nothing); a new device replaces the old one's track. */
  setLocalStream(stream: MediaStream | null): void {
    this.stream = stream;
    if (this.link) this.attach(this.link);
  }

  /** New STUN/TURN servers (fresh TURN credentials): used from now on, ICE restarted to use them. */
  setIceServers(iceServers: RTCIceServer[]): void {
    this.iceServers = iceServers;
    const link = this.link;
    if (!link) return;
    link.pc.setConfiguration({ iceServers });
    if (link.remoteId) link.pc.restartIce();
  }

  /** Ends the call here at once: the connection is closed and nothing more is sent or heard. */
  close(): void {
    if (this.current === 'closed') return;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.link) this.drop(this.link);
    this.link = null;
    this.setState('closed');
  }

  private setState(state: PeerCallState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onStateChange?.(state);
  }

  /** Told once per change (each track of one stream comes with its own event). */
  private setRemote(stream: MediaStream | null): void {
    if (stream === this.remoteStream) return;
    this.remoteStream = stream;
    this.options.onRemoteStream?.(stream);
  }

  private fail(error: unknown): void {
    this.options.onError?.(error);
  }

  private begin(): void {
    const link = this.makeLink(null);
    this.link = link;
    this.setState('waiting');
    const hello = () => this.options.transport.send({ from: link.id, hello: true });
    hello();
    link.helloTimer = setInterval(hello, this.helloRepeatMs);
  }

  private makeLink(remoteId: string | null): Link {
    const pc = this.options.createPeerConnection({ iceServers: this.iceServers });
    const link: Link = {
      id: newConnectionId(),
      pc,
      remoteId,
      unsent: [],
      sent: 0,
      expected: 0,
      early: new Map(),
      gapTimer: null,
      helloTimer: null,
      connectTimer: null,
      senders: new Map(),
      makingOffer: false,
      ignoreOffer: false,
      answerPending: false,
      work: Promise.resolve(),
      hadRemote: false,
      closed: false,
    };
    pc.onnegotiationneeded = () => void this.offer(link);
    pc.onicecandidate = (event) => {
      if (event.candidate) this.emit(link, { candidate: event.candidate.toJSON() });
    };
    pc.ontrack = (event) => {
      const stream = event.streams[0];
      if (link.closed || !stream) return;
      link.hadRemote = true;
      this.setRemote(stream);
    };
    pc.onconnectionstatechange = () => this.connectionChanged(link);
    this.attach(link);
    if (remoteId) this.watchConnect(link);
    return link;
  }

  /** Sends the current tracks: a sender per kind, its track replaced when the device changes. */
  private attach(link: Link): void {
    const tracks = this.stream?.getTracks() ?? [];
    for (const track of tracks) {
      const sender = link.senders.get(track.kind);
      if (!sender) link.senders.set(track.kind, link.pc.addTrack(track, this.stream!));
      else if (sender.track !== track) sender.replaceTrack(track).catch((e: unknown) => this.fail(e));
    }
    for (const [kind, sender] of link.senders) {
      if (sender.track && !tracks.some((t) => t.kind === kind)) sender.replaceTrack(null).catch((e: unknown) => this.fail(e));
    }
  }

  private drop(link: Link): void {
    link.closed = true;
    if (link.gapTimer) clearTimeout(link.gapTimer);
    link.gapTimer = null;
    this.stopTimers(link);
    link.pc.onnegotiationneeded = null;
    link.pc.onicecandidate = null;
    link.pc.ontrack = null;
    link.pc.onconnectionstatechange = null;
    link.pc.close();
    if (link.hadRemote) this.setRemote(null);
  }

  private emit(link: Link, payload: Payload): void {
    if (link.closed) return;
    if (!link.remoteId) {
      link.unsent.push(payload);
      return;
    }
    this.options.transport.send({ from: link.id, to: link.remoteId, n: link.sent++, ...payload });
  }

  private stopTimers(link: Link): void {
    if (link.helloTimer) clearInterval(link.helloTimer);
    if (link.connectTimer) clearTimeout(link.connectTimer);
    link.helloTimer = null;
    link.connectTimer = null;
  }

  /** Once paired: the impolite side starts again if this connection has not connected in time. */
  private watchConnect(link: Link): void {
    if (this.options.polite) return;
    link.connectTimer = setTimeout(() => {
      link.connectTimer = null;
      if (link === this.link && !link.closed && link.pc.connectionState !== 'connected') this.rejoin();
    }, this.connectTimeoutMs);
  }

  private pair(link: Link, remoteId: string): void {
    link.remoteId = remoteId;
    this.stopTimers(link);
    this.watchConnect(link);
    const unsent = link.unsent;
    link.unsent = [];
    for (const payload of unsent) this.emit(link, payload);
    if (link === this.link && this.current === 'waiting') this.setState('connecting');
  }

  private receive(data: unknown): void {
    const signal = parseSignal(data);
    const link = this.link;
    if (!signal || !link || signal.from === link.id) return;
    if (signal.hello) {
      this.hello(link, signal.from);
      return;
    }
    // For a connection of this page that is gone: its successor has said hello, the other side will reply to it.
    if (signal.to !== link.id) return;
    if (link.remoteId === null) this.pair(link, signal.from);
    else if (link.remoteId !== signal.from) return;
    this.inOrder(link, signal);
  }

  private hello(link: Link, from: string): void {
    if (link.remoteId === from) return;
    if (link.remoteId === null) {
      this.pair(link, from);
      return;
    }
    // An older connection's hello, overtaken on the way: the newer one is already paired.
    if (epochOf(from) <= epochOf(link.remoteId)) return;
    // The other page started again: this connection was for the one that went away.
    this.drop(link);
    this.link = this.makeLink(from);
    this.setState('connecting');
  }

  private inOrder(link: Link, signal: PeerSignal): void {
    const n = signal.n!;
    if (n < link.expected || link.early.has(n)) return;
    link.early.set(n, signal);
    this.drain(link);
  }

  private drain(link: Link): void {
    while (link.early.has(link.expected)) {
      const next = link.early.get(link.expected)!;
      link.early.delete(link.expected);
      link.expected += 1;
      this.use(link, next);
    }
    if (link.early.size === 0) {
      if (link.gapTimer) clearTimeout(link.gapTimer);
      link.gapTimer = null;
    } else if (!link.gapTimer) {
      link.gapTimer = setTimeout(() => {
        link.gapTimer = null;
        if (link.closed || link.early.size === 0) return;
        link.expected = Math.min(...link.early.keys());
        this.drain(link);
      }, this.gapTimeoutMs);
    }
  }

  private use(link: Link, signal: PeerSignal): void {
    link.work = link.work
      .then(() => (signal.description ? this.description(link, signal.description) : this.candidate(link, signal.candidate!)))
      .catch((e: unknown) => this.fail(e));
  }

  private async offer(link: Link): Promise<void> {
    if (link.closed) return;
    try {
      link.makingOffer = true;
      await link.pc.setLocalDescription();
      const local = link.pc.localDescription;
      if (!link.closed && local) this.emit(link, { description: toInit(local) });
    } catch (e) {
      this.fail(e);
    } finally {
      link.makingOffer = false;
    }
  }

  private async description(link: Link, description: RTCSessionDescriptionInit): Promise<void> {
    if (link.closed) return;
    const pc = link.pc;
    const readyForOffer = !link.makingOffer && (pc.signalingState === 'stable' || link.answerPending);
    const collision = description.type === 'offer' && !readyForOffer;
    link.ignoreOffer = !this.options.polite && collision;
    if (link.ignoreOffer) return;
    link.answerPending = description.type === 'answer';
    try {
      // On the polite side, an offer arriving over its own rolls that one back first.
      await pc.setRemoteDescription(description);
    } finally {
      link.answerPending = false;
    }
    if (description.type !== 'offer' || link.closed) return;
    await pc.setLocalDescription();
    const local = pc.localDescription;
    if (!link.closed && local) this.emit(link, { description: toInit(local) });
  }

  private async candidate(link: Link, candidate: RTCIceCandidateInit): Promise<void> {
    if (link.closed) return;
    try {
      await link.pc.addIceCandidate(candidate);
    } catch (e) {
      // The candidates of an offer this side ignored do not fit: expected, not a failure.
      if (!link.ignoreOffer) throw e;
    }
  }

  private connectionChanged(link: Link): void {
    if (link !== this.link || link.closed) return;
    switch (link.pc.connectionState) {
      case 'connected':
        if (link.connectTimer) clearTimeout(link.connectTimer);
        link.connectTimer = null;
        this.setState('connected');
        break;
      case 'disconnected':
        this.setState('reconnecting');
        break;
      case 'failed':
        this.setState('failed');
        // One side restarts ICE (the other answers the new offer); the impolite one, whose offer wins anyway.
        if (!this.options.polite) link.pc.restartIce();
        break;
      case 'new':
      case 'connecting':
        this.setState(link.remoteId ? 'connecting' : 'waiting');
        break;
      default:
        break;
    }
  }
}
