// The Agora player: a subscriber token from the token route (the request helper's real code, only the network
// replaced), the audience role, the join with exactly what the server answered, the performer's (uid 1) picture
// and sound subscribed as they are published and played in the page's one <video>, the token renewed when the
// SDK warns (asked again a few times when the server could not be reached), playback ended with the server's
// sentence when it refuses, and the channel left on destroy.
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { AGORA_REMOVED, AGORA_UNREACHABLE, agoraPlayer } from '@/components/live/agora-player';
import { RENEW_RETRY_MS, TOKEN_EXPIRED } from '@/components/live/agora-sdk';
import { PLAYBACK_FAILED, PLAYBACK_UNSUPPORTED, type LivePlayer } from '@/components/live/live-player';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { FakeAgoraSdk, agoraToken, fakeLoader, installMediaStream, shownTracks } from './fake-agora';
import { STREAM_ID } from './fixtures';

const TOKEN_ROUTE = 'POST /streaming/agora/token';
const ENDED = 'This session has ended: there is nothing left to join.';

const sdk = new FakeAgoraSdk();
let api: ReturnType<typeof fakeApi> | undefined;
let restoreMediaStream: () => void;
let player: LivePlayer | undefined;

beforeEach(() => {
  sdk.reset();
  restoreMediaStream = installMediaStream();
  Cookies.set('token', 'session-token');
});
afterEach(() => {
  player?.destroy();
  player = undefined;
  api?.restore();
  restoreMediaStream();
  Cookies.remove('token');
  jest.useRealTimers();
});

/** The token route answers each call in turn with the next of `answers` (the last one repeats). */
function tokenRoute(...answers: ReturnType<typeof ok>[]) {
  let call = 0;
  api = fakeApi({ [TOKEN_ROUTE]: () => answers[Math.min(call++, answers.length - 1)] });
  return () => api!.calls.filter((c: FakeCall) => `${c.method} ${c.url}` === TOKEN_ROUTE);
}

function videoElement() {
  const video = document.createElement('video');
  video.play = jest.fn(() => Promise.resolve());
  return video;
}

async function start(video = videoElement(), onFatal = jest.fn(), onBlocked = jest.fn()) {
  const load = fakeLoader(sdk);
  player = await agoraPlayer(load)({ streamId: STREAM_ID, video, onFatal, onBlocked });
  return { video, onFatal, onBlocked, load, player };
}

it("joins the session's channel as an audience member with the token route's answer", async () => {
  const tokenCalls = tokenRoute(ok(agoraToken({ uid: 4242, token: '007-abc' })));
  const { onFatal } = await start();
  expect(tokenCalls()).toHaveLength(1);
  expect(tokenCalls()[0].body).toEqual({ streamId: STREAM_ID, role: 'subscriber' });
  expect(tokenCalls()[0].headers.authorization).toBe('session-token');
  const { client } = sdk;
  expect(client.config).toEqual({ mode: 'live', codec: 'vp8' });
  expect(client.calls.slice(0, 2)).toEqual(['setClientRole:audience', 'join']);
  expect(client.joins).toEqual([{ appId: agoraToken().appId, channel: agoraToken().channel, token: '007-abc', uid: 4242 }]);
  expect(onFatal).not.toHaveBeenCalled();
});

it("subscribes to the performer's picture and sound as they are published, and plays them in the page's <video>", async () => {
  tokenRoute(ok(agoraToken()));
  const { video } = await start();
  const { client } = sdk;
  expect(shownTracks(video)).toBeNull();

  // Someone else in the channel (another uid) is not the performer, and data is not shown: both ignored.
  client.userPublished(5000, 'video');
  client.userPublished(1, 'datachannel');
  client.userPublished(1, 'video');
  await waitFor(() => expect(shownTracks(video)).toEqual(['remote-video-1']));
  expect(client.subscriptions).toEqual([{ uid: 1, mediaType: 'video' }]);
  expect(video.play).toHaveBeenCalledTimes(1);

  client.userPublished(1, 'audio');
  await waitFor(() => expect(shownTracks(video)).toEqual(['remote-video-1', 'remote-audio-2']));

  // The performer stops the picture (a camera switch): the sound plays on, and a new picture joins it.
  client.emit('user-unpublished', { uid: 1, hasAudio: true, hasVideo: false }, 'video');
  expect(shownTracks(video)).toEqual(['remote-audio-2']);
  client.userPublished(1, 'video');
  await waitFor(() => expect(shownTracks(video)).toEqual(['remote-audio-2', 'remote-video-3']));
});

it('offers the play button when the browser wants a tap before playing with sound', async () => {
  tokenRoute(ok(agoraToken()));
  const video = videoElement();
  video.play = jest.fn(() => Promise.reject(new DOMException('play() needs a gesture', 'NotAllowedError')));
  const { onBlocked } = await start(video);
  sdk.client.userPublished(1, 'video');
  await waitFor(() => expect(onBlocked).toHaveBeenCalledTimes(1));
});

it('renews the token when the SDK warns that it expires: the route is asked again and the SDK gets the new token', async () => {
  const tokenCalls = tokenRoute(ok(agoraToken({ token: '007-first' })), ok(agoraToken({ token: '007-second' })));
  const { onFatal } = await start();
  const { client } = sdk;
  client.emit('token-privilege-will-expire');
  await waitFor(() => expect(client.renewals).toEqual(['007-second']));
  expect(tokenCalls()).toHaveLength(2);
  expect(tokenCalls()[1].body).toEqual({ streamId: STREAM_ID, role: 'subscriber' });
  expect(client.leaves).toBe(0);
  expect(onFatal).not.toHaveBeenCalled();
});

it("stops playback with the server's sentence when the renewal is refused", async () => {
  tokenRoute(ok(agoraToken()), fail(409, ENDED));
  const { video, onFatal } = await start();
  const { client } = sdk;
  client.userPublished(1, 'video');
  await waitFor(() => expect(shownTracks(video)).not.toBeNull());

  client.emit('token-privilege-will-expire');
  await waitFor(() => expect(onFatal).toHaveBeenCalledWith(ENDED));
  expect(onFatal).toHaveBeenCalledTimes(1);
  expect(client.renewals).toEqual([]);
  expect(client.leaves).toBe(1);
  expect(shownTracks(video)).toBeNull();
  // Nothing the SDK says afterwards reaches the page.
  client.emit('token-privilege-did-expire');
  expect(onFatal).toHaveBeenCalledTimes(1);
});

it('asks again when the renewal got no answer, while the old token lasts', async () => {
  jest.useFakeTimers();
  const tokenCalls = tokenRoute(ok(agoraToken()), fail(503, 'Service Unavailable'), ok(agoraToken({ token: '007-later' })));
  const { onFatal } = await start();
  const { client } = sdk;
  client.emit('token-privilege-will-expire');
  await waitFor(() => expect(tokenCalls()).toHaveLength(2));
  expect(client.renewals).toEqual([]);
  // A second warning while a renewal is under way asks nothing more.
  client.emit('token-privilege-will-expire');
  await jest.advanceTimersByTimeAsync(RENEW_RETRY_MS);
  await waitFor(() => expect(client.renewals).toEqual(['007-later']));
  expect(tokenCalls()).toHaveLength(3);
  expect(onFatal).not.toHaveBeenCalled();
});

it('stops when the token expired all the same', async () => {
  tokenRoute(ok(agoraToken()));
  const { onFatal } = await start();
  sdk.client.emit('token-privilege-did-expire');
  expect(onFatal).toHaveBeenCalledWith(TOKEN_EXPIRED);
  expect(sdk.client.leaves).toBe(1);
});

it("says why when the server refuses the first token, without making a client", async () => {
  const refusal = 'Subscribe to this performer to watch this session.';
  tokenRoute(fail(403, refusal));
  const { onFatal } = await start();
  expect(onFatal).toHaveBeenCalledWith(refusal);
  expect(sdk.clients).toHaveLength(0);
});

it('tells the viewer when Agora removes them (the session ended, or their access did)', async () => {
  tokenRoute(ok(agoraToken()));
  const { onFatal } = await start();
  sdk.client.emit('connection-state-change', 'DISCONNECTED', 'CONNECTED', 'UID_BANNED');
  expect(onFatal).toHaveBeenCalledWith(AGORA_REMOVED);
  expect(sdk.client.leaves).toBe(1);
});

it('gives up when the SDK could not stay connected, but not while it reconnects', async () => {
  tokenRoute(ok(agoraToken()));
  const { onFatal } = await start();
  sdk.client.emit('connection-state-change', 'RECONNECTING', 'CONNECTED');
  sdk.client.emit('connection-state-change', 'CONNECTED', 'RECONNECTING');
  expect(onFatal).not.toHaveBeenCalled();
  sdk.client.emit('connection-state-change', 'DISCONNECTED', 'RECONNECTING', 'NETWORK_ERROR');
  expect(onFatal).toHaveBeenCalledWith(PLAYBACK_FAILED);
});

it('says so when the join fails, and leaves', async () => {
  tokenRoute(ok(agoraToken()));
  sdk.prepareClient = (client) => {
    client.joinResult = () => Promise.reject(new Error('AgoraRTCError CAN_NOT_GET_GATEWAY_SERVER'));
  };
  const { onFatal } = await start();
  expect(onFatal).toHaveBeenCalledWith(AGORA_UNREACHABLE);
  expect(sdk.client.leaves).toBe(1);
});

it('says so in a browser the SDK cannot work in', async () => {
  tokenRoute(ok(agoraToken()));
  sdk.supported = false;
  const { onFatal } = await start();
  expect(onFatal).toHaveBeenCalledWith(PLAYBACK_UNSUPPORTED);
  expect(sdk.clients).toHaveLength(0);
});

it('leaves the channel and lets go of the <video> on destroy, once', async () => {
  tokenRoute(ok(agoraToken()));
  const { video, onFatal, player: made } = await start();
  const { client } = sdk;
  client.userPublished(1, 'video');
  await waitFor(() => expect(shownTracks(video)).not.toBeNull());
  made.destroy();
  made.destroy();
  expect(client.leaves).toBe(1);
  expect(client.calls).toContain('removeAllListeners');
  expect(shownTracks(video)).toBeNull();
  expect(onFatal).not.toHaveBeenCalled();
});
