// The performer's private-show requests: read from the server on arrival (replacing what the store had), the
// fan's name and picture, the price per minute and the time left; requests added and removed by the socket;
// Accept starts the show and opens its page, Decline turns the request down; a refusal in the server's words,
// and the list read again.
import '../../helpers/browser-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PrivateRequests } from '@/components/live/private/private-requests';
import type { StreamSession } from '@/contracts/streams';
import { addPrivateRequest, removePrivateRequest } from '@/redux/private-request/actions';
import { getSocket } from '@/services/socket';
import { fail, fakeApi, ok, okList, type FakeCall } from '../../helpers/fake-api';
import { click, fakeRouter, initialState, loggedInState, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { LUNA_ID, streamFactory, useFakeSocket, type FakeSocket } from './fixtures';

jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null) };
});

const REQUESTS = 'GET /streaming/private/requests';
const ANN = 'f0000000-0000-4000-8000-000000000001';
const BEN = 'f0000000-0000-4000-8000-000000000002';
const FIRST = 'b1000000-0000-4000-8000-000000000001';
const SECOND = 'b1000000-0000-4000-8000-000000000002';

const request = (id: string, fanId: string, overrides: Partial<StreamSession> = {}) =>
  streamFactory({
    _id: id,
    type: 'private',
    status: 'pending',
    fanId,
    pricePerMinute: 2.5,
    conversationId: null,
    startedAt: null,
    title: 'Private show',
    createdAt: new Date(Date.now() - 30_000).toISOString(),
    ...overrides,
  });
const people = {
  [`GET /users/view/${ANN}`]: ok({ _id: ANN, name: 'Ann Fan', username: 'ann', avatar: '/files/ann.jpg', cover: null, isPerformer: false, bio: null }),
  [`GET /users/view/${BEN}`]: ok({ _id: BEN, name: 'Ben Fan', username: 'ben', avatar: '', cover: null, isPerformer: false, bio: null }),
};
const performer = () => currentUserFactory({ _id: LUNA_ID, name: 'Luna Star', username: 'luna', isPerformer: true, roles: ['user', 'performer'] });

let api: ReturnType<typeof fakeApi> | undefined;
let socket: FakeSocket;
useFakeSocket(getSocket, (s) => (socket = s));
afterEach(() => api?.restore());

const rows = () => screen.queryAllByTestId('private-request-item');
const rowOf = (id: string) => rows().find((r) => r.getAttribute('data-stream-id') === id)!;

function renderList(state = loggedInState(performer())) {
  const router = fakeRouter('/creator/private-shows');
  return renderWithStore(<PrivateRequests />, { state, router });
}

it('lists the requests waiting, read on arrival, with the fan, the price and the time left', async () => {
  const reads: FakeCall[] = [];
  // Made before the page: asked 30 seconds or more ago by the page's clock.
  const waiting = request(FIRST, ANN);
  api = fakeApi({
    ...people,
    [REQUESTS]: (call) => {
      reads.push(call);
      return okList([waiting]);
    },
  });
  // Something left in the store from before is replaced by the server's list.
  const state = loggedInState(performer());
  const stale = request('b1000000-0000-4000-8000-00000000dead', BEN);
  const { store } = renderList({ ...state, privateRequest: { items: [{ conversationId: stale._id, session: stale }] } });

  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(reads[0].params).toEqual({ pageSize: '100' });
  const row = rowOf(FIRST);
  expect(await within(row).findByText('Ann Fan')).toBeInTheDocument();
  expect(within(row).getByTestId('private-request-price')).toHaveTextContent('$2.50/min');
  const left = Number(within(row).getByTestId('private-request-time').getAttribute('data-seconds-left'));
  expect(left).toBeGreaterThan(80);
  expect(left).toBeLessThanOrEqual(90);
  expect(within(row).getByTestId('private-request-time')).toHaveTextContent(/Asked 0:3\d ago · 1:[23]\d left to answer/);
  // Kept in the store by key: a waiting request has no chat, so its own id.
  expect(store.getState().privateRequest.items.map((i) => i.conversationId)).toEqual([FIRST]);
});

it('says when nothing waits', async () => {
  api = fakeApi({ [REQUESTS]: okList([]) });
  renderList();
  expect(await screen.findByTestId('private-requests-empty')).toHaveTextContent('No requests waiting.');
});

it('adds a request the socket announces and removes one the socket takes away', async () => {
  api = fakeApi({ ...people, [REQUESTS]: okList([request(FIRST, ANN)]) });
  const { actionsOfType } = renderList();
  await waitFor(() => expect(rows()).toHaveLength(1));

  await act(async () => socket.serverSends('stream/private-request', { request: request(SECOND, BEN, { createdAt: new Date().toISOString() }) }));
  expect(rows().map((r) => r.getAttribute('data-stream-id'))).toEqual([FIRST, SECOND]);
  expect(await within(rowOf(SECOND)).findByText('Ben Fan')).toBeInTheDocument();
  expect(actionsOfType(addPrivateRequest.type).at(-1)?.payload).toMatchObject({ conversationId: SECOND });
  // Another performer's request is not this one's.
  await act(async () => socket.serverSends('stream/private-request', { request: request('b1000000-0000-4000-8000-000000000003', BEN, { performerId: 'someone-else' }) }));
  expect(rows()).toHaveLength(2);

  await act(async () => socket.serverSends('stream/private-request-removed', { streamId: FIRST, reason: 'expired' }));
  expect(rows().map((r) => r.getAttribute('data-stream-id'))).toEqual([SECOND]);
  expect(actionsOfType(removePrivateRequest.type).at(-1)?.payload).toBe(FIRST);
});

it('accepts: the show starts and its page opens', async () => {
  const accepts: FakeCall[] = [];
  api = fakeApi({
    ...people,
    [REQUESTS]: okList([request(FIRST, ANN)]),
    [`POST /streaming/private/${FIRST}/accept`]: (call) => {
      accepts.push(call);
      return ok(request(FIRST, ANN, { status: 'live', startedAt: new Date().toISOString() }));
    },
  });
  const { router } = renderList();
  await waitFor(() => expect(rows()).toHaveLength(1));
  await click(within(rowOf(FIRST)).getByTestId('private-request-accept'));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/live/private/${FIRST}`));
  expect(accepts).toHaveLength(1);
  expect(rows()).toHaveLength(0);
});

it('declines: the request leaves the list', async () => {
  const declines: FakeCall[] = [];
  api = fakeApi({
    ...people,
    [REQUESTS]: okList([request(FIRST, ANN), request(SECOND, BEN)]),
    [`POST /streaming/private/${SECOND}/decline`]: (call) => {
      declines.push(call);
      return ok(request(SECOND, BEN, { status: 'ended', endReason: 'declined' }));
    },
  });
  const { router } = renderList();
  await waitFor(() => expect(rows()).toHaveLength(2));
  await click(within(rowOf(SECOND)).getByTestId('private-request-decline'));
  await waitFor(() => expect(rows().map((r) => r.getAttribute('data-stream-id'))).toEqual([FIRST]));
  expect(declines).toHaveLength(1);
  expect(router.push).not.toHaveBeenCalled();
});

it('shows a refusal in the server’s words and reads the list again', async () => {
  let reads = 0;
  api = fakeApi({
    ...people,
    [REQUESTS]: () => {
      reads += 1;
      return reads === 1 ? okList([request(FIRST, ANN)]) : okList([]);
    },
    [`POST /streaming/private/${FIRST}/accept`]: fail(409, 'This request has expired: nobody answered it in time. The fan can send a new one.'),
  });
  const { router } = renderList();
  await waitFor(() => expect(rows()).toHaveLength(1));
  await click(within(rowOf(FIRST)).getByTestId('private-request-accept'));
  expect(await screen.findByText('This request has expired: nobody answered it in time. The fan can send a new one.')).toBeInTheDocument();
  await waitFor(() => expect(reads).toBe(2));
  await waitFor(() => expect(rows()).toHaveLength(0));
  expect(router.push).not.toHaveBeenCalled();
});

it('keeps a request the socket announced while the list was being read', async () => {
  let answer: (value: ReturnType<typeof okList>) => void = () => undefined;
  api = fakeApi({ ...people, [REQUESTS]: () => new Promise((resolve) => (answer = resolve)) });
  renderList();
  await waitFor(() => expect(api!.calls.some((c) => c.url === '/streaming/private/requests')).toBe(true));
  await act(async () => socket.serverSends('stream/private-request', { request: request(SECOND, BEN) }));
  await act(async () => answer(okList([request(FIRST, ANN)])));
  await waitFor(() => expect(rows().map((r) => r.getAttribute('data-stream-id'))).toEqual([FIRST, SECOND]));
});

it('is for performers only: nothing is read or shown for a fan', () => {
  api = fakeApi({ [REQUESTS]: okList([request(FIRST, ANN)]) });
  renderList(loggedInState(currentUserFactory(), initialState()));
  expect(screen.queryByTestId('private-requests')).toBeNull();
  expect(api.calls).toHaveLength(0);
});
