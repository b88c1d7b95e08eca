// The Go live page's choice of where the video comes from. The camera by default; with "OBS / streaming
// software" the preview gives way to the server address and stream key, the camera is let go, Go live needs no
// camera, and on air the page shows the session's own playback and whether OBS's video arrives, with no
// recorder and no socket publish. Not offered on a site whose live video is on Agora.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GoLivePage } from '@/components/live/go-live-page';
import type { LivePlayerFactory } from '@/components/live/live-player';
import type { MakeRecorder } from '@/components/live/live-publisher';
import { isReceiving } from '@/components/live/obs-on-air';
import { followStream, getSocket } from '@/services/socket';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { click, initialState, loggedInState, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { CHAT_ID, LUNA_ID, STREAM_ID, fakeSocket, streamFactory, type FakeSocket } from './fixtures';

jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null), followStream: jest.fn(() => jest.fn()) };
});

const SEARCH = 'GET /streaming/user/search';
const INGEST = 'GET /streaming/ingest';
const PLAYLIST = `GET /live/${STREAM_ID}/index.m3u8`;
const LIVE_PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:3\n#EXTINF:1.0,\nsegment-00000000.ts?expires=1&viewer=v&sig=s\n';

let api: ReturnType<typeof fakeApi> | undefined;
let socket: FakeSocket;
let recorders: number;
let player: jest.Mock;
const makeRecorder: MakeRecorder = () => {
  recorders += 1;
  throw new Error('No recorder is made for streaming software.');
};

function installDevices(opts: { refuse?: boolean } = {}) {
  const video = { kind: 'video', stop: jest.fn(), getSettings: () => ({ deviceId: 'cam-1' }) };
  const audio = { kind: 'audio', stop: jest.fn(), getSettings: () => ({ deviceId: 'mic-1' }) };
  const stream = { getTracks: () => [video, audio], getVideoTracks: () => [video], getAudioTracks: () => [audio] };
  const mediaDevices = {
    getUserMedia: jest.fn(async () => {
      if (opts.refuse) throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
      return stream;
    }),
    enumerateDevices: jest.fn(async () => [{ kind: 'videoinput', deviceId: 'cam-1', label: 'Front camera' }]),
  };
  Object.defineProperty(window.navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  return { video, audio, mediaDevices };
}

beforeEach(() => {
  recorders = 0;
  socket = fakeSocket({ 'stream/publish': { ok: true } });
  (getSocket as jest.Mock).mockReturnValue(socket);
  (followStream as jest.Mock).mockClear();
  player = jest.fn(async () => ({ destroy: jest.fn() }));
  Object.assign(globalThis, { MediaRecorder: { isTypeSupported: (type: string) => type === 'video/webm;codecs=h264,opus' || type === 'video/webm' } });
});
afterEach(() => api?.restore());

const performer = () =>
  currentUserFactory({ _id: LUNA_ID, name: 'Luna Star', username: 'luna', isPerformer: true, roles: ['user', 'performer'], performer: { bio: '', verificationStatus: 'verified' } });
const page = (state = loggedInState(performer())) =>
  renderWithStore(<GoLivePage makeRecorder={makeRecorder} player={player as unknown as LivePlayerFactory} />, { state, sagas: true });
const ingestInfo = ok({ enabled: true, serverUrl: 'rtmp://fans.example.com:1935/live', hasKey: true, createdAt: '2026-03-01T10:00:00.000Z', lastFour: 'MNOP' });

it('starts with the camera; OBS replaces the preview with the server and key, lets the camera go, and goes live without one', async () => {
  api = fakeApi({ [SEARCH]: okList([]), [INGEST]: ingestInfo });
  const devices = installDevices({ refuse: true });
  page();
  expect(await screen.findByTestId('go-live-camera-error')).toBeInTheDocument();
  expect(screen.getByTestId('go-live-preview')).toBeInTheDocument();
  expect(screen.getByTestId('go-live-start')).toBeDisabled();

  await click(screen.getByTestId('go-live-source-obs'));
  expect(await screen.findByTestId('obs-ingest-panel')).toBeInTheDocument();
  expect(await screen.findByTestId('obs-key')).toHaveTextContent('••••MNOP');
  expect(screen.queryByTestId('go-live-preview')).toBeNull();
  expect(screen.queryByTestId('go-live-camera-error')).toBeNull();
  expect(screen.getByTestId('go-live-start')).toBeEnabled();
  expect(devices.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1);

  // Back to the camera: it is asked for again.
  await click(screen.getByTestId('go-live-source-camera'));
  await waitFor(() => expect(devices.mediaDevices.getUserMedia).toHaveBeenCalledTimes(2));
  expect(screen.getByTestId('go-live-preview')).toBeInTheDocument();
});

it('lets an open camera go when OBS is chosen', async () => {
  api = fakeApi({ [SEARCH]: okList([]), [INGEST]: ingestInfo });
  const devices = installDevices();
  page();
  await waitFor(() => expect(screen.getByTestId('go-live-start')).toBeEnabled());
  await click(screen.getByTestId('go-live-source-obs'));
  expect(devices.video.stop).toHaveBeenCalled();
  expect(devices.audio.stop).toHaveBeenCalled();
});

it('on air with OBS: the session’s own playback and whether OBS’s video arrives; no recorder, no socket publish; End ends it', async () => {
  let playlist: { status: number; body?: unknown } = { status: 404, body: { message: 'Not started yet.' } };
  api = fakeApi({
    [SEARCH]: okList([]),
    [INGEST]: ingestInfo,
    'POST /streaming/live': ok(streamFactory({ title: 'OBS night', startedAt: new Date().toISOString() })),
    [`GET /messages/stream/${CHAT_ID}`]: okList([]),
    [PLAYLIST]: () => playlist,
    [`PUT /streaming/live/${STREAM_ID}`]: ok(streamFactory({ status: 'ended', duration: 30 })),
  });
  installDevices({ refuse: true });
  page();
  await click(await screen.findByTestId('go-live-source-obs'));
  fireEvent.change(screen.getByTestId('go-live-title'), { target: { value: 'OBS night' } });
  await click(screen.getByTestId('go-live-start'));

  const onAir = await screen.findByTestId('go-live-on-air');
  expect(onAir).toHaveAttribute('data-source', 'obs');
  expect(await screen.findByTestId('go-live-video-state')).toHaveAttribute('data-state', 'waiting');
  expect(screen.getByTestId('go-live-video-state')).toHaveTextContent('Waiting for OBS');
  expect(screen.getByTestId('go-live-obs-waiting')).toBeInTheDocument();
  expect(screen.getByTestId('live-player')).toHaveAttribute('data-state', 'waiting');
  expect(followStream).toHaveBeenCalledWith(STREAM_ID);

  // OBS starts: the server says the session plays; its playlist is there and not ended.
  playlist = { status: 200, body: LIVE_PLAYLIST };
  act(() => socket.serverSends('stream/playable', { streamId: STREAM_ID }));
  await waitFor(() => expect(screen.getByTestId('go-live-video-state')).toHaveAttribute('data-state', 'receiving'));
  expect(screen.getByTestId('go-live-video-state')).toHaveTextContent('Receiving from OBS');
  await waitFor(() => expect(player).toHaveBeenCalledTimes(1));
  expect(player.mock.calls[0][0]).toMatchObject({ streamId: STREAM_ID });

  // The server could not take it: said in its words, and the page waits for OBS again.
  act(() => socket.serverSends('stream/ingest-failed', { streamId: STREAM_ID, message: 'Send H.264 video with AAC sound.' }));
  expect(await screen.findByTestId('go-live-video-problem')).toHaveTextContent('Send H.264 video with AAC sound.');
  expect(screen.getByTestId('go-live-video-state')).toHaveAttribute('data-state', 'waiting');

  expect(socket.emittedOf('stream/publish')).toEqual([]);
  expect(recorders).toBe(0);

  await click(screen.getByTestId('go-live-end'));
  await click(await screen.findByTestId('go-live-end-confirm'));
  expect(await screen.findByTestId('go-live-ended')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: `/streaming/live/${STREAM_ID}`, body: { status: 'ended' } });
});

it('resumes a session on air from OBS without a camera', async () => {
  api = fakeApi({ [SEARCH]: okList([streamFactory()]), [INGEST]: ingestInfo, [`GET /messages/stream/${CHAT_ID}`]: okList([]) });
  installDevices({ refuse: true });
  page();
  const resume = await screen.findByTestId('go-live-resume');
  await waitFor(() => expect(resume).toBeDisabled());
  await click(screen.getByTestId('go-live-source-obs'));
  expect(screen.getByTestId('go-live-existing')).toHaveTextContent('start streaming from OBS');
  await click(screen.getByTestId('go-live-resume'));
  expect(await screen.findByTestId('go-live-on-air')).toHaveAttribute('data-source', 'obs');
  expect(socket.emittedOf('stream/publish')).toEqual([]);
});

it('offers no choice on a site whose live video is on Agora', async () => {
  api = fakeApi({ [SEARCH]: okList([]) });
  installDevices();
  const base = initialState();
  page(loggedInState(performer(), { ...base, settings: { ...base.settings, agoraEnable: true, agoraAppId: 'a'.repeat(32) } }));
  await waitFor(() => expect(screen.getByTestId('go-live-start')).toBeEnabled());
  expect(screen.queryByTestId('go-live-source')).toBeNull();
  expect(screen.getByTestId('go-live-preview')).toBeInTheDocument();
});

it('tells a playlist that is arriving from one that ended or is not there', () => {
  expect(isReceiving(LIVE_PLAYLIST)).toBe(true);
  expect(isReceiving(`${LIVE_PLAYLIST}#EXT-X-ENDLIST\n`)).toBe(false);
  expect(isReceiving(null)).toBe(false);
  expect(isReceiving('{"message":"Not found."}')).toBe(false);
});
