// The performer's Go live page: the form's checks before anything is sent, going live (the session, then the
// video published and sent in chunks), the server's refusals in its own words, a session already on air offered
// to resume or end, and End stopping the chunks.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GoLivePage } from '@/components/live/go-live-page';
import { CHUNK_MS } from '@/components/live/live-publisher';
import { followStream, getSocket } from '@/services/socket';
import { fail, fakeApi, ok, okList, type FakeCall } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { FakeRecorder, makeRecorder } from './fake-recorder';
import { CHAT_ID, LUNA_ID, STREAM_ID, fakeSocket, streamFactory, type FakeSocket } from './fixtures';

jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null), followStream: jest.fn(() => jest.fn()) };
});

const H264 = 'video/webm;codecs=h264,opus';


function fakeTrack(kind: 'video' | 'audio', deviceId: string) {
  return { kind, stop: jest.fn(), getSettings: () => ({ deviceId, height: kind === 'video' ? 720 : undefined }) };
}
function installDevices() {
  const video = fakeTrack('video', 'cam-1');
  const audio = fakeTrack('audio', 'mic-1');
  const stream = { getTracks: () => [video, audio], getVideoTracks: () => [video], getAudioTracks: () => [audio] };
  const mediaDevices = {
    getUserMedia: jest.fn(async () => stream),
    enumerateDevices: jest.fn(async () => [
      { kind: 'videoinput', deviceId: 'cam-1', label: 'Front camera' },
      { kind: 'audioinput', deviceId: 'mic-1', label: 'Built-in microphone' },
    ]),
  };
  Object.defineProperty(window.navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  return { stream, video, audio, mediaDevices };
}

const SEARCH = 'GET /streaming/user/search';
let api: ReturnType<typeof fakeApi> | undefined;
let socket: FakeSocket;

beforeEach(() => {
  FakeRecorder.made = [];
  socket = fakeSocket({ 'stream/publish': { ok: true } });
  (getSocket as jest.Mock).mockReturnValue(socket);
  (followStream as jest.Mock).mockClear();
  Object.assign(globalThis, { MediaRecorder: { isTypeSupported: (type: string) => type === H264 || type === 'video/webm' } });
});
afterEach(() => api?.restore());

const performer = () =>
  currentUserFactory({ _id: LUNA_ID, name: 'Luna Star', username: 'luna', isPerformer: true, roles: ['user', 'performer'], performer: { bio: '', verificationStatus: 'verified' } });
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function renderReady() {
  const devices = installDevices();
  const view = renderWithStore(<GoLivePage makeRecorder={makeRecorder} />, { user: performer(), sagas: true });
  await waitFor(() => expect(screen.getByTestId('go-live-start')).toBeEnabled());
  return { ...view, devices };
}

describe('before going live', () => {
  it('previews the camera and lists the devices by name', async () => {
    api = fakeApi({ [SEARCH]: okList([]) });
    const { devices } = await renderReady();
    expect(devices.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('go-live-camera')).toHaveTextContent('Front camera');
    expect(screen.getByTestId('go-live-microphone')).toHaveTextContent('Built-in microphone');
    expect(screen.getByTestId('go-live-page')).toHaveAttribute('data-phase', 'setup');
  });

  it('checks the title and a group show’s ticket price before sending anything', async () => {
    api = fakeApi({ [SEARCH]: okList([]) });
    await renderReady();
    await click(screen.getByTestId('go-live-start'));
    expect(await screen.findByText('Give the session a title')).toBeInTheDocument();

    type('go-live-title', 'Ticketed night');
    await click(screen.getByTestId('go-live-type-group'));
    await click(screen.getByTestId('go-live-start'));
    expect(await screen.findByText('A group show needs a ticket price above $0.00')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(socket.emitted).toEqual([]);
  });

  it('shows the server’s refusal in its own words', async () => {
    api = fakeApi({ [SEARCH]: okList([]), 'POST /streaming/live': fail(403, 'Your ID documents must be verified before you can go live.') });
    await renderReady();
    type('go-live-title', 'Hello');
    await click(screen.getByTestId('go-live-start'));
    expect(await screen.findByTestId('go-live-refusal')).toHaveTextContent('Your ID documents must be verified before you can go live.');
    expect(socket.emittedOf('stream/publish')).toEqual([]);
  });

  it('offers to resume or end a session already on air, also after a start refused for it', async () => {
    const onAir = streamFactory({ title: 'Still on air' });
    let found: unknown[] = [];
    api = fakeApi({
      [SEARCH]: () => okList(found),
      'POST /streaming/live': () => {
        found = [onAir];
        return fail(409, 'You are already live. End your current session before starting another one.');
      },
      [`PUT /streaming/live/${STREAM_ID}`]: ok({ ...onAir, status: 'ended' }),
    });
    await renderReady();
    type('go-live-title', 'Second');
    await click(screen.getByTestId('go-live-start'));
    expect(await screen.findByTestId('go-live-refusal')).toHaveTextContent('You are already live.');
    const existing = await screen.findByTestId('go-live-existing');
    expect(existing).toHaveTextContent('“Still on air” (Subscribers) is on air.');

    await click(within(existing).getByTestId('go-live-end-existing'));
    await click(await screen.findByTestId('go-live-end-existing-confirm'));
    await waitFor(() => expect(screen.queryByTestId('go-live-existing')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'ended' });
    expect(screen.getByTestId('go-live-start')).toBeInTheDocument();
  });

  it('resumes a session found on arrival without starting another', async () => {
    api = fakeApi({ [SEARCH]: okList([streamFactory()]), [`GET /messages/stream/${CHAT_ID}`]: okList([]) });
    installDevices();
    renderWithStore(<GoLivePage makeRecorder={makeRecorder} />, { user: performer(), sagas: true });
    const resume = await screen.findByTestId('go-live-resume');
    await waitFor(() => expect(resume).toBeEnabled());
    await click(resume);
    await waitFor(() => expect(socket.emittedOf('stream/publish')).toEqual([{ streamId: STREAM_ID, mimeType: H264 }]));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('on air', () => {
  it('starts the session, then publishes and sends the chunks; End stops them and ends the session', async () => {
    const started: FakeCall[] = [];
    api = fakeApi({
      [SEARCH]: okList([]),
      'POST /streaming/live': (call) => {
        started.push(call);
        return ok(streamFactory({ title: 'Friday night live', startedAt: new Date().toISOString() }));
      },
      [`GET /messages/stream/${CHAT_ID}`]: okList([]),
      [`PUT /streaming/live/${STREAM_ID}`]: ok(streamFactory({ status: 'ended', duration: 61 })),
    });
    await renderReady();
    type('go-live-title', '  Friday night live ');
    await click(screen.getByTestId('go-live-start'));

    expect(await screen.findByTestId('go-live-on-air')).toBeInTheDocument();
    expect(started.map((c) => c.body)).toEqual([{ type: 'public', title: 'Friday night live', description: '', price: 0, keepRecording: false }]);
    await waitFor(() => expect(screen.getByTestId('go-live-video-state')).toHaveAttribute('data-state', 'sending'));
    expect(socket.emittedOf('stream/publish')).toEqual([{ streamId: STREAM_ID, mimeType: H264 }]);
    expect(followStream).toHaveBeenCalledWith(STREAM_ID);
    expect(screen.getByTestId('live-chat')).toBeInTheDocument();
    expect(screen.getByTestId('live-chat-clear')).toBeInTheDocument();

    const [recorder] = FakeRecorder.made;
    expect(recorder.timeslice).toBe(CHUNK_MS);
    expect(recorder.options.mimeType).toBe(H264);
    await act(async () => recorder.chunk('first'));
    await waitFor(() => expect(socket.emittedOf('stream/chunk')).toHaveLength(1));

    act(() => socket.serverSends('stream/viewers', { streamId: STREAM_ID, count: 4 }));
    expect(screen.getByTestId('live-viewers')).toHaveAttribute('data-count', '4');

    await click(screen.getByTestId('go-live-end'));
    await click(await screen.findByTestId('go-live-end-confirm'));
    expect(await screen.findByTestId('go-live-ended')).toHaveTextContent('Your live has ended');
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: `/streaming/live/${STREAM_ID}`, body: { status: 'ended' } });
    expect(recorder.state).toBe('inactive');
    expect(socket.emittedOf('stream/unpublish')).toEqual([{ streamId: STREAM_ID }]);

    await act(async () => recorder.chunk('late'));
    expect(socket.emittedOf('stream/chunk')).toHaveLength(1);
  });

  it('says when the server cannot take the video, and publishes again on Try again', async () => {
    api = fakeApi({ [SEARCH]: okList([]), 'POST /streaming/live': ok(streamFactory()), [`GET /messages/stream/${CHAT_ID}`]: okList([]) });
    await renderReady();
    type('go-live-title', 'Hello');
    await click(screen.getByTestId('go-live-start'));
    await waitFor(() => expect(screen.getByTestId('go-live-video-state')).toHaveAttribute('data-state', 'sending'));

    act(() => socket.serverSends('stream/ingest-failed', { streamId: STREAM_ID, message: 'The video could not be read.' }));
    expect(screen.getByTestId('go-live-video-problem')).toHaveTextContent('The video could not be read.');
    await click(screen.getByTestId('go-live-retry'));
    await waitFor(() => expect(screen.getByTestId('go-live-video-state')).toHaveAttribute('data-state', 'sending'));
    expect(socket.emittedOf('stream/publish')).toHaveLength(2);
    expect(FakeRecorder.made[0].state).toBe('inactive');
    expect(FakeRecorder.made[1].state).toBe('recording');
  });
});
