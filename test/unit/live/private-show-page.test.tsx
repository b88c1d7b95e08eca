// The private show's page: the running show for the fan (time, price, minutes, cost and wallet from the
// server's charges, the one-minute warning with its top-up link) and the performer; the video call with the
// other side through the socket; heartbeats; the End button; every end (the other side, funds, a refused
// heartbeat) closing the peer connection and the camera at once, with a sentence per reason and the total;
// a request still waiting; and someone who is not in the show.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PeerCall } from '@/components/live/private/peer-call';
import { PrivateShowPage } from '@/components/live/private/private-show-page';
import { refreshDelay } from '@/components/live/private/use-peer-call';
import { endedSentence } from '@/components/live/private/private-show-bits';
import { streamEndReasons, type StreamSession } from '@/contracts/streams';
import { getSocket } from '@/services/socket';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { FakePeerConnection, fakeMediaStream } from './fake-peer';
import { FAN_ID, LUNA_ID, STREAM_ID, fakeSocket, joinFactory, streamFactory, type FakeSocket } from './fixtures';

jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null) };
});

const JOIN = `GET /streaming/join/${STREAM_ID}`;
const ICE = `GET /streaming/private/${STREAM_ID}/ice-servers`;
const HEARTBEAT = `POST /streaming/private/${STREAM_ID}/heartbeat`;
const END = `PUT /streaming/live/${STREAM_ID}`;
const ICE_SERVERS = [{ urls: ['stun:stun.example.org:3478'] }];

const started = () => new Date(Date.now() - 90_000).toISOString();
const show = (overrides: Partial<StreamSession> = {}) =>
  streamFactory({ type: 'private', status: 'live', fanId: FAN_ID, pricePerMinute: 2.5, title: 'Private show', startedAt: started(), ...overrides });
const fan = (balance = 10) => currentUserFactory({ _id: FAN_ID, name: 'Ann Fan', balance });
const luna = () => currentUserFactory({ _id: LUNA_ID, name: 'Luna Star', username: 'luna', isPerformer: true, roles: ['user', 'performer'] });

interface Devices {
  tracks: { kind: string; stop: jest.Mock; enabled: boolean }[];
}
function installDevices(): Devices {
  const track = (kind: 'video' | 'audio', id: string) => ({ kind, id, enabled: true, stop: jest.fn(), getSettings: () => ({ deviceId: `${kind}-1` }) });
  const tracks = [track('audio', 'my-audio'), track('video', 'my-video')];
  const stream = { id: 'my-camera', getTracks: () => tracks, getVideoTracks: () => [tracks[1]], getAudioTracks: () => [tracks[0]] };
  Object.defineProperty(window.navigator, 'mediaDevices', {
    value: {
      getUserMedia: jest.fn(async () => stream),
      enumerateDevices: jest.fn(async () => [
        { kind: 'videoinput', deviceId: 'video-1', label: 'Front camera' },
        { kind: 'audioinput', deviceId: 'audio-1', label: 'Microphone' },
      ]),
    },
    configurable: true,
  });
  return { tracks };
}

let api: ReturnType<typeof fakeApi> | undefined;
let socket: FakeSocket;
let devices: Devices;
let others: PeerCall[] = [];
beforeEach(() => {
  FakePeerConnection.reset();
  socket = fakeSocket();
  (getSocket as jest.Mock).mockReturnValue(socket);
  devices = installDevices();
  // jsdom plays nothing; the page only needs play() to answer.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
});
afterEach(() => {
  api?.restore();
  for (const call of others) call.close();
  others = [];
  jest.restoreAllMocks();
});

const root = () => screen.getByTestId('private-show');
const myConnection = () => FakePeerConnection.all[0];

function routes(stream: StreamSession, extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  const beats: FakeCall[] = [];
  const ends: FakeCall[] = [];
  api = fakeApi({
    [JOIN]: ok(joinFactory(stream)),
    [ICE]: ok({ iceServers: ICE_SERVERS, expiresAt: null }),
    [HEARTBEAT]: (call) => {
      beats.push(call);
      return ok({ ok: true, aliveUntil: new Date(Date.now() + 30_000).toISOString() });
    },
    [END]: (call) => {
      ends.push(call);
      return ok({ ...stream, status: 'ended', endReason: 'fan', endedAt: new Date().toISOString() });
    },
    [`GET /users/view/${FAN_ID}`]: ok({ _id: FAN_ID, name: 'Ann Fan', username: 'ann', avatar: '', cover: null, isPerformer: false, bio: null }),
    ...extra,
  });
  return { beats, ends };
}

function renderShow(user = fan()) {
  return renderWithStore(<PrivateShowPage streamId={STREAM_ID} createPeerConnection={FakePeerConnection.factory} />, { user, router: fakeRouter(`/live/private/${STREAM_ID}`) });
}

/** The other participant's browser, on the far side of the socket's relay. */
function otherSide(polite: boolean, cameraId: string): PeerCall {
  const listeners = new Set<(data: unknown) => void>();
  const emit = socket.emit;
  socket.emit = (event: string, payload: unknown, ack?: (answer: unknown) => void) => {
    emit(event, payload, ack);
    if (event === 'stream/signal') {
      const data = JSON.parse(JSON.stringify((payload as { data: unknown }).data));
      setTimeout(() => listeners.forEach((l) => l(data)), 0);
    }
    return socket;
  };
  const call = new PeerCall({
    polite,
    createPeerConnection: FakePeerConnection.factory,
    transport: {
      send: (signal) => {
        const data = JSON.parse(JSON.stringify(signal));
        setTimeout(() => act(() => socket.serverSends('stream/signal', { streamId: STREAM_ID, data })), 0);
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  });
  call.setLocalStream(fakeMediaStream(cameraId));
  call.start();
  others.push(call);
  return call;
}

describe('the fan during the show', () => {
  it('shows the time, the price, the minutes and cost so far and the wallet, then follows each charge', async () => {
    const { beats } = routes(show());
    renderShow(fan(10));
    expect(await screen.findByTestId('private-show-room')).toBeInTheDocument();
    expect(root()).toHaveAttribute('data-state', 'running');
    expect(root()).toHaveAttribute('data-role', 'fan');
    expect(screen.getByText('Private show with Luna Star')).toBeInTheDocument();

    const seconds = Number(screen.getByTestId('private-show-timer').getAttribute('data-seconds'));
    expect(seconds).toBeGreaterThanOrEqual(90);
    expect(seconds).toBeLessThan(100);
    expect(screen.getByTestId('private-show-price')).toHaveTextContent('$2.50/min');
    // Until the first charge is heard: counted from the start (minutes 0 and 1 have started).
    expect(screen.getByTestId('private-show-minutes')).toHaveTextContent('2');
    expect(screen.getByTestId('private-show-cost')).toHaveTextContent('$5.00');
    expect(screen.getByTestId('private-show-cost')).toHaveAttribute('data-exact', 'false');
    expect(screen.getByTestId('private-show-balance')).toHaveTextContent('$10.00');
    await waitFor(() => expect(beats).toHaveLength(1));

    await act(async () => socket.serverSends('stream/private-billed', { streamId: STREAM_ID, minutes: 3, charged: 7.5, balance: 2.5 }));
    expect(screen.getByTestId('private-show-minutes')).toHaveTextContent('3');
    expect(screen.getByTestId('private-show-cost')).toHaveTextContent('$7.50');
    expect(screen.getByTestId('private-show-cost')).toHaveAttribute('data-exact', 'true');
    expect(screen.getByTestId('private-show-balance')).toHaveTextContent('$2.50');
    // Another show's charge is not this one's.
    await act(async () => socket.serverSends('stream/private-billed', { streamId: 'other', minutes: 9, charged: 99, balance: 0 }));
    expect(screen.getByTestId('private-show-cost')).toHaveTextContent('$7.50');
  });

  it('warns a minute before the wallet runs out, with a top-up link that keeps the show open', async () => {
    routes(show());
    renderShow(fan(10));
    await screen.findByTestId('private-show-room');
    expect(screen.queryByTestId('private-show-warning')).toBeNull();
    await act(async () => socket.serverSends('stream/private-billed', { streamId: STREAM_ID, minutes: 3, charged: 7.5, balance: 2 }));
    await act(async () =>
      socket.serverSends('stream/private-warning', { streamId: STREAM_ID, endsAt: new Date(Date.now() + 45_000).toISOString(), pricePerMinute: 2.5, balance: 2 }),
    );
    const warning = screen.getByTestId('private-show-warning');
    expect(warning).toHaveTextContent('Your wallet cannot pay the next minute ($2.50).');
    expect(warning).toHaveTextContent(/The show ends in 0:4\d unless you top up/);
    const topUp = within(warning).getByTestId('private-show-top-up');
    expect(topUp).toHaveAttribute('href', '/wallet');
    expect(topUp).toHaveAttribute('target', '_blank');
    // The next minute paid (a top-up in time): the warning goes.
    await act(async () => socket.serverSends('stream/private-billed', { streamId: STREAM_ID, minutes: 4, charged: 10, balance: 20 }));
    expect(screen.queryByTestId('private-show-warning')).toBeNull();
  });

  it('warns a fan who arrives with less than a minute left, the warning having gone out before the page opened', async () => {
    // Started 90 s ago: minutes 0 and 1 are paid, minute 2 starts 30 s from now.
    routes(show());
    renderShow(fan(2));
    await screen.findByTestId('private-show-room');
    const warning = screen.getByTestId('private-show-warning');
    expect(warning).toHaveTextContent('Your wallet cannot pay the next minute ($2.50).');
    expect(warning).toHaveTextContent(/The show ends in 0:[23]\d unless you top up/);
  });

  it('connects the video with the performer’s browser through the socket', async () => {
    routes(show());
    renderShow();
    await screen.findByTestId('private-show-room');
    // The page starts the call once the camera has answered, with the show's ICE servers, and says hello.
    await waitFor(() => expect(socket.emittedOf('stream/signal')).toHaveLength(1));
    expect(socket.emittedOf('stream/signal')[0]).toMatchObject({ streamId: STREAM_ID, data: { hello: true } });
    expect(myConnection().configurations[0]).toEqual({ iceServers: ICE_SERVERS });

    const performerCall = otherSide(false, 'luna-camera');
    await waitFor(() => expect(screen.getByTestId('private-remote-video')).toHaveAttribute('data-connection', 'connected'));
    expect(performerCall.state).toBe('connected');
    const remote = screen.getByTestId('private-remote-video') as HTMLVideoElement & { srcObject: MediaStream | null };
    await waitFor(() => expect(remote.srcObject?.id).toBe('luna-camera'));
    expect(remote).toHaveAttribute('autoplay');
    expect(remote).toHaveAttribute('playsinline');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    fireEvent.playing(remote);
    expect(remote).toHaveAttribute('data-state', 'playing');
    const local = screen.getByTestId('private-local-video') as HTMLVideoElement & { srcObject: MediaStream | null };
    expect(local.srcObject?.id).toBe('my-camera');
    expect(local.muted).toBe(true);
  });

  it('ends at once when the wallet could not pay the next minute: the call and the camera closed, the reason and the total said', async () => {
    let ended = false;
    routes(show(), {
      [JOIN]: () => ok(joinFactory(ended ? show({ status: 'ended', endReason: 'funds', endedAt: new Date().toISOString() }) : show())),
    });
    renderShow();
    await screen.findByTestId('private-show-room');
    await waitFor(() => expect(FakePeerConnection.all).toHaveLength(1));
    await act(async () => socket.serverSends('stream/private-billed', { streamId: STREAM_ID, minutes: 3, charged: 7.5, balance: 1 }));

    ended = true;
    await act(async () => socket.serverSends('stream/ended', { streamId: STREAM_ID, reason: 'funds' }));
    expect(myConnection().closed).toBe(true);
    for (const track of devices.tracks) expect(track.stop).toHaveBeenCalled();
    expect(root()).toHaveAttribute('data-state', 'ended');
    expect(screen.getByTestId('private-show-ended')).toHaveAttribute('data-reason', 'funds');
    expect(screen.getByTestId('private-show-ended-reason')).toHaveTextContent('The show ended: your wallet could not pay the next minute.');
    expect(screen.getByTestId('private-show-total')).toHaveTextContent('Total: $7.50 for 3 minutes at $2.50/min.');
    expect(screen.getByTestId('private-show-ended-top-up')).toHaveAttribute('href', '/wallet');
    expect(screen.queryByTestId('private-remote-video')).toBeNull();
  });

  it('a fan who heard no charge sees the total only once the server’s end is read, without the minute the wallet could not pay', async () => {
    // Minute 0 was charged at acceptance, before this page opened; the show is 61 s old when it ends for
    // funds, at the start of minute 1, which this page's own clock would count.
    const startedAt = Date.now() - 61_000;
    let ended = false;
    let answerRead: () => void = () => undefined;
    routes(show({ startedAt: new Date(startedAt).toISOString() }), {
      [JOIN]: () =>
        ended
          ? new Promise((resolve) => {
              answerRead = () => resolve(ok(joinFactory(show({ status: 'ended', endReason: 'funds', startedAt: new Date(startedAt).toISOString(), endedAt: new Date(startedAt + 60_000).toISOString() }))));
            })
          : ok(joinFactory(show({ startedAt: new Date(startedAt).toISOString() }))),
    });
    renderShow(fan(1));
    await screen.findByTestId('private-show-room');
    ended = true;
    await act(async () => socket.serverSends('stream/ended', { streamId: STREAM_ID, reason: 'funds' }));
    expect(screen.getByTestId('private-show-ended')).toHaveAttribute('data-reason', 'funds');
    expect(screen.queryByTestId('private-show-total')).toBeNull();
    expect(screen.getByTestId('private-show-total-pending')).toHaveTextContent('Working out the total…');
    await act(async () => answerRead());
    expect(await screen.findByTestId('private-show-total')).toHaveTextContent('Total: $2.50 for 1 minute at $2.50/min.');
    expect(screen.getByTestId('private-show-total')).toHaveAttribute('data-amount', '2.5');
  });

  it('ends the show with the End button', async () => {
    const { ends } = routes(show());
    renderShow();
    await screen.findByTestId('private-show-room');
    await waitFor(() => expect(FakePeerConnection.all).toHaveLength(1));
    await click(screen.getByTestId('private-show-end'));
    await click(await screen.findByTestId('private-show-end-confirm'));
    await waitFor(() => expect(ends).toHaveLength(1));
    expect(ends[0].body).toEqual({ status: 'ended' });
    expect(await screen.findByTestId('private-show-ended-reason')).toHaveTextContent('You ended the show.');
    expect(myConnection().closed).toBe(true);
  });

  it('ends when the server refuses a heartbeat, reading the show again for the reason', async () => {
    let beats = 0;
    routes(show(), {
      [HEARTBEAT]: () => {
        beats += 1;
        return fail(409, 'This private show has ended: a side went silent for too long.');
      },
      [JOIN]: () => ok(joinFactory(beats ? show({ status: 'ended', endReason: 'heartbeat', endedAt: new Date().toISOString() }) : show())),
    });
    renderShow();
    expect(await screen.findByTestId('private-show-ended-reason')).toHaveTextContent('The show ended: one side was not heard from for 30 seconds');
    expect(screen.getByTestId('private-show-ended')).toHaveAttribute('data-reason', 'heartbeat');
  });
});

describe('the performer during the show', () => {
  it('sees the fan’s name, the time and what the fan has paid so far, and no wallet', async () => {
    routes(show());
    renderShow(luna());
    await screen.findByTestId('private-show-room');
    expect(root()).toHaveAttribute('data-role', 'performer');
    expect(await screen.findByText('Private show with Ann Fan')).toBeInTheDocument();
    expect(screen.getByTestId('private-show-cost')).toHaveTextContent('$5.00');
    expect(screen.queryByTestId('private-show-balance')).toBeNull();
  });

  it('hears the fan end the show', async () => {
    let ended = false;
    routes(show(), { [JOIN]: () => ok(joinFactory(ended ? show({ status: 'ended', endReason: 'fan', endedAt: new Date().toISOString() }) : show())) });
    renderShow(luna());
    await screen.findByTestId('private-show-room');
    await waitFor(() => expect(FakePeerConnection.all).toHaveLength(1));
    ended = true;
    await act(async () => socket.serverSends('stream/ended', { streamId: STREAM_ID, reason: 'fan' }));
    expect(myConnection().closed).toBe(true);
    expect(await screen.findByTestId('private-show-ended-reason')).toHaveTextContent('Ann Fan ended the show.');
  });
});

describe('an ended show read afresh', () => {
  it('counts the total from its start and end', async () => {
    const start = Date.parse('2026-03-06T20:00:00.000Z');
    routes(show({ status: 'ended', endReason: 'performer', startedAt: new Date(start).toISOString(), endedAt: new Date(start + 150_000).toISOString() }));
    renderShow();
    expect(await screen.findByTestId('private-show-ended-reason')).toHaveTextContent('Luna Star ended the show.');
    expect(screen.getByTestId('private-show-total')).toHaveTextContent('Total: $7.50 for 3 minutes at $2.50/min.');
    expect(FakePeerConnection.all).toHaveLength(0);
  });
});

describe('a request still waiting', () => {
  it('the fan waits, and the show starts on the page when the performer accepts', async () => {
    routes(show({ status: 'pending', startedAt: null }));
    renderShow();
    expect(await screen.findByTestId('private-show-pending')).toHaveTextContent('Waiting for Luna Star to answer…');
    expect(root()).toHaveAttribute('data-state', 'pending');
    await act(async () => socket.serverSends('stream/private-accepted', { stream: show() }));
    expect(await screen.findByTestId('private-show-room')).toBeInTheDocument();
  });

  it('the performer gets Accept and Decline', async () => {
    routes(show({ status: 'pending', startedAt: null }));
    renderShow(luna());
    const pending = await screen.findByTestId('private-show-pending');
    expect(within(pending).getByTestId('private-request-accept')).toBeInTheDocument();
    expect(within(pending).getByTestId('private-request-decline')).toBeInTheDocument();
  });
});

it('tells anyone else the show is not theirs', async () => {
  routes(show());
  renderShow(currentUserFactory({ _id: 'admin-1', roles: ['user', 'admin'] }));
  expect(await screen.findByText(/only they take part in it/)).toBeInTheDocument();
  expect(root()).toHaveAttribute('data-state', 'not-participant');
  expect(FakePeerConnection.all).toHaveLength(0);
});

describe('the sentence for each end', () => {
  const words = (role: 'fan' | 'performer', started: boolean) => ({ role, started, performerName: 'Luna Star', fanName: 'Ann Fan' });

  it('says why a show ended, to each side', () => {
    expect(endedSentence('funds', words('fan', true))).toBe('The show ended: your wallet could not pay the next minute.');
    expect(endedSentence('funds', words('performer', true))).toBe("The show ended: Ann Fan's wallet could not pay the next minute.");
    expect(endedSentence('fan', words('fan', true))).toBe('You ended the show.');
    expect(endedSentence('fan', words('performer', true))).toBe('Ann Fan ended the show.');
    expect(endedSentence('performer', words('fan', true))).toBe('Luna Star ended the show.');
    expect(endedSentence('performer', words('performer', true))).toBe('You ended the show.');
    expect(endedSentence('heartbeat', words('fan', true))).toBe(
      'The show ended: one side was not heard from for 30 seconds (a page was closed or its connection was lost).',
    );
    expect(endedSentence('admin', words('performer', true))).toBe('The show was ended by the site’s staff.');
  });

  it('says why a request closed, to each side', () => {
    expect(endedSentence('declined', words('fan', false))).toBe('Luna Star declined your request.');
    expect(endedSentence('declined', words('performer', false))).toBe('You declined this request.');
    expect(endedSentence('expired', words('fan', false))).toBe('Your request expired: Luna Star did not answer within 2 minutes.');
    expect(endedSentence('fan', words('performer', false))).toBe('Ann Fan withdrew the request.');
    expect(endedSentence('funds', words('fan', false))).toBe('Your request was closed: your wallet no longer covers a minute of the show.');
  });

  it('has a sentence for every reason, on both sides', () => {
    for (const reason of streamEndReasons) {
      for (const role of ['fan', 'performer'] as const) {
        for (const started of [true, false]) expect(endedSentence(reason, words(role, started))).toMatch(/\.$/);
      }
    }
  });
});

it('asks for fresh ICE servers a minute before the TURN credentials expire, and not in a loop when they are short', () => {
  const now = Date.parse('2026-03-06T20:00:00.000Z');
  expect(refreshDelay(new Date(now + 3_600_000).toISOString(), now)).toBe(3_540_000);
  expect(refreshDelay(new Date(now + 30_000).toISOString(), now)).toBe(10_000);
  expect(refreshDelay(new Date(now - 5_000).toISOString(), now)).toBe(10_000);
});
