// Which way live video goes is the site's public settings' choice: Agora only when agoraEnable is on and an
// app id is set, the built-in path otherwise. The watch page then plays from the session's Agora channel at
// once (there is no playlist to wait for), and the performer's broadcast publishes to the channel while its
// heartbeat goes on as before.
import '../../helpers/browser-globals';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createAgoraPlayer } from '@/components/live/agora-player';
import { selectLiveOnAgora } from '@/components/live/agora-sdk';
import { createHlsPlayer } from '@/components/live/live-player';
import { RECORDING_UNSUPPORTED } from '@/components/live/live-publisher';
import { LiveWatch, playerFor } from '@/components/live/live-watch';
import { useBroadcast, type Broadcast } from '@/components/live/use-broadcast';
import { HEARTBEAT_INTERVAL_SECONDS, type StreamSession } from '@/contracts/streams';
import type { RootState } from '@/redux/root-reducer';
import { getSocket } from '@/services/socket';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { initialState, loggedInState, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { APP_ID, FakeAgoraSdk, FakeMediaStream, FakeMediaTrack, agoraToken, fakeLoader, installMediaStream, shownTracks } from './fake-agora';
import { FAN_ID, LUNA_ID, STREAM_ID, fakeSocket, joinFactory, streamFactory, type FakeSocket, WATCH_ROUTES } from './fixtures';

// The watch page loads the SDK itself (no loader to pass it): the module is replaced by the stand-in.
const mockSdk = new FakeAgoraSdk();
jest.mock('agora-rtc-sdk-ng', () => ({ __esModule: true, default: mockSdk }));
jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null), followStream: jest.fn(() => jest.fn()) };
});

const { join: JOIN, playlist: PLAYLIST, chat: CHAT } = WATCH_ROUTES;
const TOKEN_ROUTE = 'POST /streaming/agora/token';
const HEARTBEAT = 'PUT /streaming/set-duration';

let api: ReturnType<typeof fakeApi> | undefined;
let socket: FakeSocket;
let restoreMediaStream: () => void;

beforeEach(() => {
  mockSdk.reset();
  socket = fakeSocket({ 'stream/publish': { ok: true } });
  (getSocket as jest.Mock).mockReturnValue(socket);
  restoreMediaStream = installMediaStream();
});
afterEach(() => {
  api?.restore();
  restoreMediaStream();
  jest.useRealTimers();
});

const routeCalls = (route: string) => api!.calls.filter((c) => `${c.method} ${c.url}` === route);

function siteState(settings: Partial<RootState['settings']>, user = currentUserFactory({ _id: FAN_ID })): RootState {
  const base = initialState();
  return loggedInState(user, { ...base, settings: { ...base.settings, ...settings } });
}

describe('the choice', () => {
  it('is Agora only when agoraEnable is on and an app id is set', () => {
    const on = (settings: Partial<RootState['settings']>) => selectLiveOnAgora(siteState(settings));
    expect(on({ agoraEnable: true, agoraAppId: APP_ID })).toBe(true);
    expect(on({ agoraEnable: true, agoraAppId: '' })).toBe(false);
    expect(on({ agoraEnable: false, agoraAppId: APP_ID })).toBe(false);
    expect(on({ agoraEnable: false, agoraAppId: '' })).toBe(false);
    expect(playerFor(true)).toBe(createAgoraPlayer);
    expect(playerFor(false)).toBe(createHlsPlayer);
  });
});

describe('the watch page', () => {
  it('on an Agora site joins the channel at once, without waiting for a playlist, and plays the performer', async () => {
    // jsdom plays nothing: starting the <video> is all the page asks of it here.
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    api = fakeApi({ [JOIN]: ok(joinFactory()), [TOKEN_ROUTE]: ok(agoraToken({ uid: 777 })), [CHAT]: okList([]) });
    renderWithStore(<LiveWatch streamId={STREAM_ID} />, { state: siteState({ agoraEnable: true, agoraAppId: APP_ID }) });

    await waitFor(() => expect(mockSdk.clients).toHaveLength(1));
    await waitFor(() => expect(mockSdk.client.joins).toEqual([{ appId: APP_ID, channel: agoraToken().channel, token: agoraToken().token, uid: 777 }]));
    expect(routeCalls(TOKEN_ROUTE)[0].body).toEqual({ streamId: STREAM_ID, role: 'subscriber' });
    expect(routeCalls(PLAYLIST)).toHaveLength(0);

    act(() => mockSdk.client.userPublished(1, 'video'));
    const video = screen.getByTestId('live-player').querySelector('video')!;
    await waitFor(() => expect(shownTracks(video)).toEqual(['remote-video-1']));
    expect(play).toHaveBeenCalled();
    play.mockRestore();
  });

  it('on a site with Agora switched on but no app id plays the HLS playlist', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory()), [PLAYLIST]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not yet.' } }, [CHAT]: okList([]) });
    renderWithStore(<LiveWatch streamId={STREAM_ID} />, { state: siteState({ agoraEnable: true, agoraAppId: '' }) });
    await waitFor(() => expect(routeCalls(PLAYLIST)).toHaveLength(1));
    expect(screen.getByTestId('live-player')).toHaveAttribute('data-state', 'waiting');
    expect(routeCalls(TOKEN_ROUTE)).toHaveLength(0);
    expect(mockSdk.clients).toHaveLength(0);
  });
});

describe("the performer's broadcast", () => {
  let broadcast: Broadcast;
  let endSession: () => void = () => undefined;
  let loadSdk: ReturnType<typeof fakeLoader>;
  beforeEach(() => {
    loadSdk = fakeLoader(mockSdk);
  });
  const STARTED = Date.parse('2026-03-06T20:00:00.000Z');

  function OnAir({ initial, media }: { initial: StreamSession; media: MediaStream }) {
    const [stream, setStream] = useState<StreamSession | null>(initial);
    endSession = () => setStream(null);
    broadcast = useBroadcast({ stream, media, onGone: () => undefined, loadAgoraSdk: loadSdk });
    return null;
  }

  const camera = () => new FakeMediaStream([new FakeMediaTrack('video', 'camera', 720), new FakeMediaTrack('audio', 'microphone')]) as unknown as MediaStream;
  const luna = currentUserFactory({ _id: LUNA_ID, isPerformer: true });

  it('on an Agora site publishes to the channel, keeps the heartbeat going, and unpublishes with the session', async () => {
    jest.useFakeTimers({ now: STARTED + 5_000, doNotFake: ['queueMicrotask'] });
    api = fakeApi({ [TOKEN_ROUTE]: ok(agoraToken({ uid: 1, role: 'publisher' })), [HEARTBEAT]: ok({ ok: true }) });
    renderWithStore(<OnAir initial={streamFactory({ startedAt: new Date(STARTED).toISOString() })} media={camera()} />, {
      state: siteState({ agoraEnable: true, agoraAppId: APP_ID }, luna),
    });

    await waitFor(() => expect(broadcast.video).toBe('sending'));
    expect(routeCalls(TOKEN_ROUTE)[0].body).toEqual({ streamId: STREAM_ID, role: 'publisher' });
    const { client } = mockSdk;
    expect(client.roles).toEqual(['host']);
    expect(client.published).toHaveLength(1);
    // Nothing goes over the socket.
    expect(socket.emittedOf('stream/publish')).toEqual([]);

    await act(async () => {
      jest.advanceTimersByTime(HEARTBEAT_INTERVAL_SECONDS * 1000);
    });
    await waitFor(() => expect(routeCalls(HEARTBEAT).map((c) => c.body)).toEqual([{ streamId: STREAM_ID, duration: 15 }]));

    act(() => endSession());
    await waitFor(() => expect(client.leaves).toBe(1));
    expect(client.calls).toContain('unpublish');
  });

  it('on a site without an app id keeps the built-in path', async () => {
    api = fakeApi({ [TOKEN_ROUTE]: ok(agoraToken()), [HEARTBEAT]: ok({ ok: true }) });
    renderWithStore(<OnAir initial={streamFactory()} media={camera()} />, { state: siteState({ agoraEnable: true, agoraAppId: '' }, luna) });
    // jsdom records nothing: the built-in publisher says so, and Agora is never asked.
    await waitFor(() => expect(broadcast.problem).toBe(RECORDING_UNSUPPORTED));
    expect(routeCalls(TOKEN_ROUTE)).toHaveLength(0);
    expect(loadSdk).not.toHaveBeenCalled();
  });
});
