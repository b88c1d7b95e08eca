// The performer's heartbeat while on air: PUT /streaming/set-duration every HEARTBEAT_INTERVAL_SECONDS with
// the seconds on air; a 409 (the session is no longer live) ends the broadcast on the page.
import '../../helpers/browser-globals';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { HEARTBEAT_INTERVAL_SECONDS, type StreamSession } from '@/contracts/streams';
import { useBroadcast } from '@/components/live/use-broadcast';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { STREAM_ID, streamFactory } from './fixtures';

jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null) };
});

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

let endSession: () => void = () => undefined;

function Heartbeat({ initial, onGone }: { initial: StreamSession; onGone: () => void }) {
  const [stream, setStream] = useState<StreamSession | null>(initial);
  endSession = () => setStream(null);
  useBroadcast({ stream, media: null, onGone });
  return null;
}

const STARTED = Date.parse('2026-03-06T20:00:00.000Z');

it('sends the seconds on air every ten seconds, and stops with the session', async () => {
  jest.useFakeTimers({ now: STARTED + 5_000 });
  api = fakeApi({ 'PUT /streaming/set-duration': ok({ ok: true }) });
  const onGone = jest.fn();
  renderWithStore(<Heartbeat initial={streamFactory({ startedAt: new Date(STARTED).toISOString() })} onGone={onGone} />);
  expect(api.calls).toHaveLength(0);
  await act(async () => {
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_SECONDS * 1000);
  });
  await act(async () => {
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_SECONDS * 1000);
  });
  expect(api.calls.map((c) => c.body)).toEqual([
    { streamId: STREAM_ID, duration: 15 },
    { streamId: STREAM_ID, duration: 25 },
  ]);

  act(() => endSession());
  await act(async () => {
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_SECONDS * 3000);
  });
  expect(api.calls).toHaveLength(2);
  expect(onGone).not.toHaveBeenCalled();
});

it('tells the page when the server says the session is no longer live', async () => {
  jest.useFakeTimers({ now: STARTED });
  api = fakeApi({ 'PUT /streaming/set-duration': fail(409, 'This session is not live anymore.') });
  const onGone = jest.fn();
  renderWithStore(<Heartbeat initial={streamFactory({ startedAt: new Date(STARTED).toISOString() })} onGone={onGone} />);
  await act(async () => {
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_SECONDS * 1000);
  });
  jest.useRealTimers();
  await waitFor(() => expect(onGone).toHaveBeenCalledTimes(1));
});
