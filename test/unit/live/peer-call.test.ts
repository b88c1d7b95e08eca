// The private show's peer connection logic, two PeerCalls against each other through a fake relay: offer,
// answer and candidates whoever arrives first; both offering at once (the polite side gives way); signals
// overtaking each other or lost; a page that reloads; fresh ICE servers; a camera switched; and the end.
import { waitFor } from '@testing-library/react';
import { PeerCall, parseSignal, type PeerCallState, type PeerSignal } from '@/components/live/private/peer-call';
import { FakePeerConnection, fakeMediaStream, fakeRelay, type FakeSender, type Side } from './fake-peer';

type Relay = ReturnType<typeof fakeRelay>;

interface Page {
  call: PeerCall;
  states: PeerCallState[];
  remote: (MediaStream | null)[];
  errors: unknown[];
  pcs: () => FakePeerConnection[];
}

/** One participant's page: the performer is the impolite side, the fan the polite one. */
interface PageOptions {
  stream?: MediaStream | null;
  gapTimeoutMs?: number;
  helloRepeatMs?: number;
  connectTimeoutMs?: number;
}

function openPage(relay: Relay, side: Side, options: PageOptions = {}): Page {
  const states: PeerCallState[] = [];
  const remote: (MediaStream | null)[] = [];
  const errors: unknown[] = [];
  const mine: FakePeerConnection[] = [];
  const call = new PeerCall({
    polite: side === 'fan',
    createPeerConnection: (configuration) => {
      const pc = new FakePeerConnection(configuration);
      mine.push(pc);
      return pc as never;
    },
    transport: relay.transport(side),
    iceServers: [{ urls: ['stun:stun.example.org:3478'] }],
    onStateChange: (s) => states.push(s),
    onRemoteStream: (s) => remote.push(s),
    onError: (e) => errors.push(e),
    gapTimeoutMs: options.gapTimeoutMs,
    helloRepeatMs: options.helloRepeatMs,
    connectTimeoutMs: options.connectTimeoutMs,
  });
  call.setLocalStream(options.stream === undefined ? fakeMediaStream(`${side}-camera`) : options.stream);
  call.start();
  return { call, states, remote, errors, pcs: () => mine };
}

const lastRemote = (page: Page) => page.remote.at(-1) ?? null;
const descriptions = (relay: Relay, from: Side, type: RTCSdpType) => relay.sent.filter((s) => s.from === from && s.signal.description?.type === type);

async function connected(a: Page, b: Page) {
  await waitFor(() => {
    expect(a.call.state).toBe('connected');
    expect(b.call.state).toBe('connected');
  });
}

let pages: Page[] = [];
const open = (...args: Parameters<typeof openPage>) => {
  const page = openPage(...args);
  pages.push(page);
  return page;
};

beforeEach(() => FakePeerConnection.reset());
afterEach(() => {
  for (const page of pages) page.call.close();
  pages = [];
});

describe('two sides connecting', () => {
  it('exchange offer, answer and candidates, and each gets the other side’s camera', async () => {
    const relay = fakeRelay();
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan');
    await connected(performer, fan);

    expect(lastRemote(performer)?.id).toBe('fan-camera');
    expect(lastRemote(fan)?.id).toBe('performer-camera');
    expect(relay.sent.some((s) => s.signal.candidate)).toBe(true);
    expect(performer.pcs()[0].configurations[0]).toEqual({ iceServers: [{ urls: ['stun:stun.example.org:3478'] }] });
    // One connection each: nobody had to start again.
    expect(performer.pcs()).toHaveLength(1);
    expect(fan.pcs()).toHaveLength(1);
    expect(performer.errors).toEqual([]);
    expect(fan.errors).toEqual([]);
  });

  it('connects when one side arrives long after the other, whichever it is', async () => {
    for (const first of ['performer', 'fan'] as const) {
      FakePeerConnection.reset();
      const relay = fakeRelay();
      const early = open(relay, first);
      // Its hello and its offer went to nobody: the other page is not open.
      await waitFor(() => expect(early.pcs()[0].signalingState).toBe('have-local-offer'));
      expect(early.call.state).toBe('waiting');
      const late = open(relay, first === 'performer' ? 'fan' : 'performer');
      await connected(early, late);
      expect(lastRemote(early)).not.toBeNull();
      expect(lastRemote(late)).not.toBeNull();
    }
  });

  it('settles offers crossing each other: the polite fan gives way, the performer’s offer wins', async () => {
    const relay = fakeRelay();
    relay.hold = true;
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan');
    // Both have made an offer before hearing anything of the other.
    await waitFor(() => {
      expect(performer.pcs()[0].signalingState).toBe('have-local-offer');
      expect(fan.pcs()[0].signalingState).toBe('have-local-offer');
    });
    relay.hold = false;
    relay.flush();
    await connected(performer, fan);

    expect(descriptions(relay, 'performer', 'offer')).toHaveLength(1);
    expect(descriptions(relay, 'fan', 'offer')).toHaveLength(1);
    expect(fan.pcs()[0].rollbacks).toBeGreaterThanOrEqual(1);
    expect(performer.pcs()[0].rollbacks).toBe(0);
    // The fan answered the performer's offer; the performer never answered the fan's.
    expect(descriptions(relay, 'fan', 'answer')).toHaveLength(1);
    expect(descriptions(relay, 'performer', 'answer')).toHaveLength(0);
    expect(lastRemote(performer)?.id).toBe('fan-camera');
    expect(lastRemote(fan)?.id).toBe('performer-camera');
  });

  it('uses signals in the order they were sent when the relay mixes them up', async () => {
    const relay = fakeRelay();
    relay.reverse = true;
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan');
    await connected(performer, fan);
    expect(performer.errors).toEqual([]);
    expect(fan.errors).toEqual([]);
  });

  it('goes on past a signal the relay lost, once it has waited for it', async () => {
    const relay = fakeRelay();
    let lost: PeerSignal | null = null;
    relay.drop = (signal, from) => {
      if (lost || from !== 'performer' || !signal.candidate) return false;
      lost = signal;
      return true;
    };
    const performer = open(relay, 'performer', { gapTimeoutMs: 20 });
    const fan = open(relay, 'fan', { gapTimeoutMs: 20 });
    await connected(performer, fan);
    expect(lost).not.toBeNull();
  });

  it('says hello again until the other side answers, so lost hellos on both sides do not leave them waiting', async () => {
    const relay = fakeRelay();
    const lostHellos = { performer: 0, fan: 0 };
    // Nothing else reaches the other side before its hello is heard, so losing the first two of each leaves
    // both pages waiting unless they say hello again.
    relay.drop = (signal, from) => {
      if (!signal.hello || lostHellos[from] >= 2) return false;
      lostHellos[from] += 1;
      return true;
    };
    const performer = open(relay, 'performer', { helloRepeatMs: 20 });
    const fan = open(relay, 'fan', { helloRepeatMs: 20 });
    await connected(performer, fan);
    expect(lostHellos).toEqual({ performer: 2, fan: 2 });
    expect(performer.pcs()).toHaveLength(1);
    expect(fan.pcs()).toHaveLength(1);
    // Once paired, nobody says hello any more.
    const hellos = relay.sent.filter((s) => s.signal.hello).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(relay.sent.filter((s) => s.signal.hello)).toHaveLength(hellos);
  });

  it('the performer starts again when a paired connection does not connect in time, and the fan follows', async () => {
    const relay = fakeRelay();
    // The fan's answers to the performer's first connection are lost: that negotiation can never finish.
    relay.drop = (signal, from) => from === 'fan' && signal.description?.type === 'answer' && performer.pcs().length === 1;
    const performer = open(relay, 'performer', { connectTimeoutMs: 100 });
    const fan = open(relay, 'fan', { connectTimeoutMs: 100 });
    await waitFor(() => expect(performer.pcs()).toHaveLength(2), { timeout: 2000 });
    await connected(performer, fan);
    expect(performer.pcs()[0].closed).toBe(true);
    expect(fan.pcs()).toHaveLength(2);
    expect(fan.pcs()[0].closed).toBe(true);
  });

  it('receives when this side has no camera', async () => {
    const relay = fakeRelay();
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan', { stream: null });
    await connected(performer, fan);
    expect(lastRemote(fan)?.id).toBe('performer-camera');
    expect(performer.remote).toEqual([]);
  });
});

describe('a page that reloads', () => {
  it('the other side leaves its old connection for the new page’s, and they connect again', async () => {
    for (const reloading of ['fan', 'performer'] as const) {
      FakePeerConnection.reset();
      const relay = fakeRelay();
      const staying = open(relay, reloading === 'fan' ? 'performer' : 'fan');
      const before = open(relay, reloading);
      await connected(staying, before);
      const firstConnection = staying.pcs()[0];

      before.call.close();
      await waitFor(() => expect(staying.call.state).toBe('reconnecting'));
      const after = open(relay, reloading);
      await connected(staying, after);

      expect(firstConnection.closed).toBe(true);
      expect(staying.pcs()).toHaveLength(2);
      expect(staying.pcs()[1].peer).toBe(after.pcs()[0]);
      // The old picture went away with the old connection, and the new one came.
      expect(staying.remote.slice(-2).map((s) => s?.id ?? null)).toEqual([null, `${reloading}-camera`]);
    }
  });

  it('a side whose socket came back starts again with a hello, and the two connect again', async () => {
    const relay = fakeRelay();
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan');
    await connected(performer, fan);
    fan.call.rejoin();
    await waitFor(() => expect(fan.pcs()).toHaveLength(2));
    await connected(performer, fan);
    expect(performer.pcs()).toHaveLength(2);
    expect(fan.pcs()[0].closed).toBe(true);
    expect(performer.pcs()[0].closed).toBe(true);
  });

  it('ignores signals from and for connections that are gone', async () => {
    const relay = fakeRelay();
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan');
    await connected(performer, fan);
    const pc = performer.pcs()[0];
    const transport = relay.transport('fan');
    transport.send({ from: 'zz.old', to: fan.pcs()[0].id, n: 0, description: { type: 'offer', sdp: '{}' } });
    transport.send({ from: fan.pcs()[0].id, to: 'not-this-one', n: 99, description: { type: 'offer', sdp: '{}' } });
    // An older connection's hello (its id sorts before the paired one's).
    transport.send({ from: '1.old', hello: true });
    await waitFor(() => expect(relay.delivered).toBeGreaterThanOrEqual(relay.sent.length));
    expect(performer.pcs()).toHaveLength(1);
    expect(pc.signalingState).toBe('stable');
    expect(performer.call.state).toBe('connected');
  });
});

describe('during the show', () => {
  it('takes fresh ICE servers and restarts ICE with them', async () => {
    const relay = fakeRelay();
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan');
    await connected(performer, fan);
    const offers = descriptions(relay, 'fan', 'offer').length;
    const fresh = [{ urls: ['turn:turn.example.org:3478'], username: '1700000000:fan', credential: 'secret' }];
    fan.call.setIceServers(fresh);
    const pc = fan.pcs()[0];
    expect(pc.configurations.at(-1)).toEqual({ iceServers: fresh });
    expect(pc.restarts).toBe(1);
    await waitFor(() => expect(descriptions(relay, 'fan', 'offer').length).toBe(offers + 1));
    await waitFor(() => expect(pc.signalingState).toBe('stable'));
    await connected(performer, fan);
    expect(fan.pcs()).toHaveLength(1);
  });

  it('switches the camera by replacing the track, without negotiating again', async () => {
    const relay = fakeRelay();
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan');
    await connected(performer, fan);
    const sent = relay.sent.length;
    const other = fakeMediaStream('back-camera');
    performer.call.setLocalStream(other);
    const video = performer.pcs()[0].senders.find((s) => s.kind === 'video') as FakeSender;
    await waitFor(() => expect(video.track?.id).toBe('back-camera-video'));
    expect(relay.sent.length).toBe(sent);
  });

  it('closes at once on the end: the connection is closed and nothing more is sent or heard', async () => {
    const relay = fakeRelay();
    const performer = open(relay, 'performer');
    const fan = open(relay, 'fan');
    await connected(performer, fan);
    const pc = fan.pcs()[0];
    fan.call.close();
    expect(pc.closed).toBe(true);
    expect(fan.call.state).toBe('closed');
    expect(fan.call.connection).toBeNull();
    expect(relay.listening('fan')).toBe(0);
    expect(fan.remote.at(-1)).toBeNull();
    const sent = relay.sent.length;
    fan.call.setIceServers([]);
    fan.call.rejoin();
    expect(relay.sent.length).toBe(sent);
    await waitFor(() => expect(performer.call.state).toBe('reconnecting'));
  });
});

describe('signals from the network', () => {
  it('takes only the shapes a PeerCall sends', () => {
    expect(parseSignal({ from: 'a.1', hello: true })).toEqual({ from: 'a.1', hello: true });
    expect(parseSignal({ from: 'a.1', to: 'b.2', n: 0, description: { type: 'offer', sdp: 'v=0' } })).toEqual({
      from: 'a.1',
      to: 'b.2',
      n: 0,
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(parseSignal({ from: 'a.1', to: 'b.2', n: 3, candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0, extra: 'x' } })).toEqual({
      from: 'a.1',
      to: 'b.2',
      n: 3,
      candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
    });
    for (const junk of [
      null,
      'hello',
      { hello: true },
      { from: '', hello: true },
      { from: 'a.1', to: 'b.2', n: -1, candidate: { candidate: 'c' } },
      { from: 'a.1', to: 'b.2', n: 1.5, candidate: { candidate: 'c' } },
      { from: 'a.1', to: 'b.2', n: 0 },
      { from: 'a.1', to: 'b.2', n: 0, description: { type: 'nonsense', sdp: '' } },
      { from: 'a.1', to: 'b.2', n: 0, candidate: { candidate: 5 } },
      { from: 'x'.repeat(101), hello: true },
    ]) {
      expect(parseSignal(junk)).toBeNull();
    }
  });
});
