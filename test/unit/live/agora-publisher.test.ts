// The performer's video on Agora: a publisher token from the token route, the host role, the join with the
// server's answer, the camera's tracks published as custom tracks (made from clones, so the preview keeps its
// own), the token renewed when the SDK warns, the server's refusals in its words, and on stop the tracks
// unpublished, the channel left and the clones released.
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import {
  AGORA_PUBLISH_FAILED,
  AGORA_PUBLISH_REMOVED,
  AGORA_PUBLISH_UNSUPPORTED,
  PUBLISH_STOPPED,
  createAgoraPublisher,
} from '@/components/live/agora-publisher';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { FakeAgoraSdk, FakeMediaStream, FakeMediaTrack, agoraToken, fakeLoader } from './fake-agora';
import { STREAM_ID } from './fixtures';

const TOKEN_ROUTE = 'POST /streaming/agora/token';
const NOT_YOURS = 'Only the performer of this session can publish to it.';

const sdk = new FakeAgoraSdk();
let api: ReturnType<typeof fakeApi> | undefined;
let camera: FakeMediaTrack;
let microphone: FakeMediaTrack;

beforeEach(() => {
  sdk.reset();
  camera = new FakeMediaTrack('video', 'camera', 720);
  microphone = new FakeMediaTrack('audio', 'microphone');
  Cookies.set('token', 'session-token');
});
afterEach(() => {
  api?.restore();
  Cookies.remove('token');
});

function tokenRoute(...answers: ReturnType<typeof ok>[]) {
  let call = 0;
  api = fakeApi({ [TOKEN_ROUTE]: () => answers[Math.min(call++, answers.length - 1)] });
  return () => api!.calls.filter((c: FakeCall) => `${c.method} ${c.url}` === TOKEN_ROUTE);
}

const publisherToken = (overrides = {}) => agoraToken({ uid: 1, role: 'publisher', token: '007-host', ...overrides });

function publisher(tracks: FakeMediaTrack[] = [camera, microphone]) {
  const onFailure = jest.fn();
  const load = fakeLoader(sdk);
  const made = createAgoraPublisher({ streamId: STREAM_ID, media: new FakeMediaStream(tracks) as unknown as MediaStream, onFailure, loadSdk: load });
  return { made, onFailure, load };
}

it("joins as the host with the performer's token and publishes the camera's tracks as custom tracks", async () => {
  const tokenCalls = tokenRoute(ok(publisherToken()));
  const { made } = publisher();
  await expect(made.start()).resolves.toEqual({ ok: true });

  expect(tokenCalls()).toHaveLength(1);
  expect(tokenCalls()[0].body).toEqual({ streamId: STREAM_ID, role: 'publisher' });
  expect(tokenCalls()[0].headers.authorization).toBe('session-token');
  const { client } = sdk;
  expect(client.config).toEqual({ mode: 'live', codec: 'vp8' });
  expect(client.calls).toEqual(['setClientRole:host', 'join', 'publish']);
  expect(client.joins).toEqual([{ appId: agoraToken().appId, channel: agoraToken().channel, token: '007-host', uid: 1 }]);

  const [video, audio] = sdk.localTracks;
  expect(video.kind).toBe('video');
  expect(video.config.mediaStreamTrack).toBe(camera.clones[0]);
  // The same picture rate as the built-in path: about 1.5 Mb/s at 720p.
  expect(video.config.bitrateMax).toBe(1500);
  expect(audio.kind).toBe('audio');
  expect(audio.config.mediaStreamTrack).toBe(microphone.clones[0]);
  expect(client.published).toEqual([[video, audio]]);
});

it('renews the token when the SDK warns that it expires', async () => {
  const tokenCalls = tokenRoute(ok(publisherToken()), ok(publisherToken({ token: '007-renewed' })));
  const { made, onFailure } = publisher();
  await made.start();
  sdk.client.emit('token-privilege-will-expire');
  await waitFor(() => expect(sdk.client.renewals).toEqual(['007-renewed']));
  expect(tokenCalls()[1].body).toEqual({ streamId: STREAM_ID, role: 'publisher' });
  expect(onFailure).not.toHaveBeenCalled();
});

it("stops sending with the server's sentence when the renewal is refused", async () => {
  const ended = 'This session has ended: there is nothing left to join.';
  tokenRoute(ok(publisherToken()), fail(409, ended));
  const { made, onFailure } = publisher();
  await made.start();
  const { client } = sdk;
  client.emit('token-privilege-will-expire');
  await waitFor(() => expect(onFailure).toHaveBeenCalledWith(ended));
  await waitFor(() => expect(client.leaves).toBe(1));
  expect(client.renewals).toEqual([]);
  expect(client.calls.slice(-2)).toEqual(['unpublish', 'leave']);
});

it('stop unpublishes the tracks, leaves the channel and releases the clones, leaving the camera on', async () => {
  tokenRoute(ok(publisherToken()));
  const { made } = publisher();
  await made.start();
  const { client } = sdk;
  made.stop();
  await waitFor(() => expect(client.leaves).toBe(1));
  expect(client.unpublished).toEqual([sdk.localTracks]);
  expect(client.calls).toEqual(['setClientRole:host', 'join', 'publish', 'removeAllListeners', 'unpublish', 'leave']);
  expect(sdk.localTracks.every((t) => t.closed)).toBe(true);
  expect(camera.clones[0].stopped).toBe(true);
  expect(camera.stopped).toBe(false);
  expect(microphone.stopped).toBe(false);
});

it("answers the server's refusal in its words, without making a client", async () => {
  tokenRoute(fail(403, NOT_YOURS));
  const { made } = publisher();
  await expect(made.start()).resolves.toEqual({ ok: false, message: NOT_YOURS });
  expect(sdk.clients).toHaveLength(0);
});

it('a retry after a failed join starts afresh in a new client', async () => {
  tokenRoute(ok(publisherToken()));
  let joins = 0;
  sdk.prepareClient = (client) => {
    joins += 1;
    if (joins === 1) client.joinResult = () => Promise.reject(new Error('AgoraRTCError CAN_NOT_GET_GATEWAY_SERVER'));
  };
  const { made } = publisher();
  await expect(made.start()).resolves.toEqual({ ok: false, message: AGORA_PUBLISH_FAILED });
  await waitFor(() => expect(sdk.clients[0].leaves).toBe(1));
  await expect(made.start()).resolves.toEqual({ ok: true });
  expect(sdk.clients).toHaveLength(2);
  expect(sdk.clients[1].published).toHaveLength(1);
});

it('a stop while joining lets the channel go and publishes nothing', async () => {
  tokenRoute(ok(publisherToken()));
  let joined: () => void = () => undefined;
  sdk.prepareClient = (client) => {
    client.joinResult = () => new Promise<void>((resolve) => (joined = resolve));
  };
  const { made } = publisher();
  const starting = made.start();
  await waitFor(() => expect(sdk.clients).toHaveLength(1));
  await waitFor(() => expect(sdk.client.joins).toHaveLength(1));
  made.stop();
  joined();
  await expect(starting).resolves.toEqual({ ok: false, message: PUBLISH_STOPPED });
  await waitFor(() => expect(sdk.client.leaves).toBe(1));
  expect(sdk.client.published).toEqual([]);
});

it('tells the page when Agora removes the performer from the channel', async () => {
  tokenRoute(ok(publisherToken()));
  const { made, onFailure } = publisher();
  await made.start();
  sdk.client.emit('connection-state-change', 'DISCONNECTED', 'CONNECTED', 'CHANNEL_BANNED');
  expect(onFailure).toHaveBeenCalledWith(AGORA_PUBLISH_REMOVED);
  await waitFor(() => expect(sdk.client.leaves).toBe(1));
});

it('says so in a browser the SDK cannot work in', async () => {
  tokenRoute(ok(publisherToken()));
  sdk.supported = false;
  const { made } = publisher();
  await expect(made.start()).resolves.toEqual({ ok: false, message: AGORA_PUBLISH_UNSUPPORTED });
  expect(sdk.clients).toHaveLength(0);
});
