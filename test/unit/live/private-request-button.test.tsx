// The fan's "Request a private show" button: shown only to a logged-in fan when the performer offers private
// shows; the confirmation with the price, when minutes are charged and the wallet (a wallet short of a minute
// gets the top-up link instead of a Send); the request sent, then the wait: accepted goes to the show's page,
// declined, expired or closed for funds is said; withdrawing, or leaving while it waits, ends the request;
// the server's refusal in its words. Also on the page that finds a performer's live, and on the profile.
import '../../helpers/browser-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LiveWatch } from '@/components/live/live-watch';
import { PerformerLive } from '@/components/live/performer-live';
import { RequestPrivateShow, RequestPrivateShowFor, WAITING_RECHECK_MS } from '@/components/live/private/request-private-show';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { getSocket } from '@/services/socket';
import { fail, fakeApi, ok, okList, type FakeCall } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { performerFactory } from '../performers/fixtures';
import { FAN_ID, LUNA_ID, STREAM_ID, joinFactory, streamFactory, useFakeSocket, type FakeSocket } from './fixtures';

jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null) };
});

const REQUEST = 'POST /streaming/private/request';
const END = `PUT /streaming/live/${STREAM_ID}`;
const luna = performerFactory({ _id: LUNA_ID, name: 'Luna Star', username: 'luna', privateShowPrice: 2.5 });
const fan = (balance = 10) => currentUserFactory({ _id: FAN_ID, balance });
const pending = streamFactory({ type: 'private', status: 'pending', fanId: FAN_ID, pricePerMinute: 2.5, conversationId: null, startedAt: null, title: 'Private show' });

let api: ReturnType<typeof fakeApi> | undefined;
let socket: FakeSocket;
useFakeSocket(getSocket, (s) => (socket = s));
afterEach(() => api?.restore());

function renderButton(options: { user?: ReturnType<typeof fan> | null; performer?: typeof luna } = {}) {
  const router = fakeRouter('/luna');
  const user = options.user === undefined ? fan() : options.user;
  const view = renderWithStore(<RequestPrivateShow performer={options.performer ?? luna} />, { ...(user ? { user } : {}), router });
  return { ...view, router };
}

async function sendRequest() {
  const sent: FakeCall[] = [];
  const ended: FakeCall[] = [];
  api = fakeApi({
    [REQUEST]: (call) => {
      sent.push(call);
      return ok(pending);
    },
    [END]: (call) => {
      ended.push(call);
      return ok({ ...pending, status: 'ended', endReason: 'fan' });
    },
  });
  const view = renderButton();
  await click(screen.getByTestId('private-request-button'));
  await click(screen.getByTestId('private-request-confirm'));
  expect(await screen.findByTestId('private-request-waiting')).toHaveTextContent('Waiting for Luna Star to answer…');
  expect(sent[0].body).toEqual({ performerId: LUNA_ID });
  return { ...view, sent, ended };
}

describe('who sees the button', () => {
  it('a logged-in fan, when the performer offers private shows, with the price per minute on it', () => {
    renderButton();
    expect(screen.getByTestId('private-request-button')).toHaveTextContent('Request a private show · $2.50/min');
  });

  it('nobody when the performer offers none, and not a visitor, the performer, or another performer', () => {
    const cases = [
      renderButton({ performer: { ...luna, privateShowPrice: null } }),
      renderButton({ user: null }),
      renderButton({ user: currentUserFactory({ _id: LUNA_ID, isPerformer: true }) }),
      renderButton({ user: currentUserFactory({ _id: 'p-2', isPerformer: true }) }),
    ];
    expect(screen.queryByTestId('private-request-button')).toBeNull();
    for (const c of cases) c.unmount();
  });

  it('on the profile, and on the page that finds the performer’s live when they are not live', async () => {
    api = fakeApi({ [`GET /performers/luna`]: ok(luna), 'GET /streaming/user/search': okList([]) });
    renderWithStore(<PerformerProfile performer={luna} />, { user: fan() });
    // The profile loads the button on demand, for a viewer who may ask.
    expect(await within(screen.getByTestId('performer-profile')).findByTestId('private-request-button')).toBeInTheDocument();
    renderWithStore(<PerformerLive profileId="luna" />, { user: fan() });
    const notLive = await screen.findByTestId('performer-live-not-live');
    expect(within(notLive).getByTestId('private-request-button')).toHaveTextContent('$2.50/min');
  });

  it('in the live watch page’s header', async () => {
    api = fakeApi({ [`GET /streaming/join/${STREAM_ID}`]: ok(joinFactory({}, { canWatch: false, needs: 'ticket', price: 5 })), [`GET /performers/${LUNA_ID}`]: ok(luna) });
    renderWithStore(<LiveWatch streamId={STREAM_ID} />, { user: fan() });
    const header = await screen.findByTestId('live-header');
    expect(await within(header).findByTestId('private-request-button')).toHaveTextContent('Request a private show · $2.50/min');
  });

  it('where only the performer’s id is known (the live watch page), once their profile is read', async () => {
    api = fakeApi({ [`GET /performers/${LUNA_ID}`]: ok(luna) });
    renderWithStore(<RequestPrivateShowFor performerId={LUNA_ID} />, { user: fan() });
    expect(await screen.findByTestId('private-request-button')).toHaveTextContent('$2.50/min');
  });
});

describe('the confirmation', () => {
  it('states the price, when minutes are charged and the wallet', async () => {
    renderButton({ user: fan(10) });
    await click(screen.getByTestId('private-request-button'));
    const terms = screen.getByTestId('private-request-terms');
    expect(terms).toHaveTextContent('Luna Star charges $2.50 a minute.');
    expect(terms).toHaveTextContent('Minute 1 is charged from your wallet when Luna Star accepts, then every minute that starts after that');
    expect(screen.getByTestId('private-request-balance')).toHaveTextContent('Your wallet: $10.00 (enough for 4 minutes).');
    expect(screen.getByTestId('private-request-confirm')).toBeEnabled();
    expect(screen.queryByTestId('private-request-too-low')).toBeNull();
  });

  it('a wallet short of one minute gets the top-up link, and nothing is sent', async () => {
    api = fakeApi({});
    renderButton({ user: fan(2) });
    await click(screen.getByTestId('private-request-button'));
    expect(screen.getByTestId('private-request-too-low')).toHaveTextContent('Your wallet must cover at least one minute ($2.50) to send the request.');
    expect(screen.getByTestId('private-request-top-up')).toHaveAttribute('href', '/wallet');
    expect(screen.getByTestId('private-request-confirm')).toBeDisabled();
    await click(screen.getByTestId('private-request-confirm'));
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s refusal in its words, the wallet one with the top-up link', async () => {
    api = fakeApi({ [REQUEST]: fail(409, 'You already have a request waiting for this performer. Wait for their answer, or withdraw it first.') });
    renderButton();
    await click(screen.getByTestId('private-request-button'));
    await click(screen.getByTestId('private-request-confirm'));
    expect(await screen.findByTestId('private-request-problem')).toHaveTextContent('You already have a request waiting for this performer.');
    api.restore();

    api = fakeApi({ [REQUEST]: fail(422, 'Your wallet must cover at least one minute of the show (2.50). Top up your wallet first.') });
    await click(screen.getByTestId('private-request-confirm'));
    expect(await screen.findByTestId('private-request-too-low')).toHaveTextContent('Your wallet must cover at least one minute of the show (2.50).');
    expect(screen.getByTestId('private-request-top-up')).toHaveAttribute('href', '/wallet');
  });
});

describe('waiting for the answer', () => {
  it('goes to the show’s page when the performer accepts', async () => {
    const { router } = await sendRequest();
    expect(screen.getByTestId('private-request-expires')).toHaveTextContent('2:00');
    // Another show's acceptance is not this one's.
    await act(async () => socket.serverSends('stream/private-accepted', { stream: streamFactory({ _id: 'other', type: 'private' }) }));
    expect(router.push).not.toHaveBeenCalled();
    await act(async () => socket.serverSends('stream/private-accepted', { stream: { ...pending, status: 'live', startedAt: new Date().toISOString() } }));
    expect(router.push).toHaveBeenCalledWith(`/live/private/${STREAM_ID}`);
  });

  it('says the performer declined', async () => {
    await sendRequest();
    await act(async () => socket.serverSends('stream/private-declined', { streamId: STREAM_ID }));
    expect(screen.getByTestId('private-request-answer')).toHaveAttribute('data-reason', 'declined');
    expect(screen.getByTestId('private-request-answer')).toHaveTextContent('Luna Star declined your request.');
    // The end that follows changes nothing.
    await act(async () => socket.serverSends('stream/ended', { streamId: STREAM_ID, reason: 'declined' }));
    await click(screen.getByTestId('private-request-close'));
    await waitFor(() => expect(screen.queryByTestId('private-request-answer')).toBeNull());
  });

  it('says the request expired, or was closed for funds with the top-up link', async () => {
    const first = await sendRequest();
    await act(async () => socket.serverSends('stream/ended', { streamId: STREAM_ID, reason: 'expired' }));
    expect(screen.getByTestId('private-request-answer')).toHaveTextContent('Your request expired: Luna Star did not answer within 2 minutes.');
    first.unmount();
    api?.restore();

    await sendRequest();
    await act(async () => socket.serverSends('stream/ended', { streamId: STREAM_ID, reason: 'funds' }));
    expect(screen.getByTestId('private-request-answer-too-low')).toHaveTextContent('Your request was closed: your wallet no longer covers a minute of the show.');
    expect(screen.getByTestId('private-request-answer-top-up')).toHaveAttribute('href', '/wallet');
  });

  it('withdraws the request with the end call', async () => {
    const { ended } = await sendRequest();
    await click(screen.getByTestId('private-request-withdraw'));
    await waitFor(() => expect(ended).toHaveLength(1));
    expect(ended[0].body).toEqual({ status: 'ended' });
    await waitFor(() => expect(screen.queryByTestId('private-request-waiting')).toBeNull());
  });

  it('withdraws the request when the page is left while it waits', async () => {
    const { ended, unmount } = await sendRequest();
    unmount();
    await waitFor(() => expect(ended).toHaveLength(1));
  });

  it('finds the answer whose event never came by reading the request again while it waits', async () => {
    // Fake timers that still move with the clock, so the clicks of the request go through as usual.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { router } = await sendRequest();
      api!.restore();
      api = fakeApi({ [`GET /streaming/join/${STREAM_ID}`]: ok(joinFactory({ ...pending, status: 'live', startedAt: new Date().toISOString() })) });
      await act(async () => {
        jest.advanceTimersByTime(WAITING_RECHECK_MS - 500);
      });
      expect(api.calls).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(500);
      });
      await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/live/private/${STREAM_ID}`));
    } finally {
      jest.useRealTimers();
    }
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET /streaming/join/${STREAM_ID}`]);
  });

  it('finds the answer it missed by reading the request again when the socket comes back', async () => {
    const { router, store } = await sendRequest();
    api!.restore();
    api = fakeApi({ [`GET /streaming/join/${STREAM_ID}`]: ok(joinFactory({ ...pending, status: 'live', startedAt: new Date().toISOString() })) });
    const { setSocketStatus } = await import('@/redux/socket/actions');
    await act(async () => {
      store.dispatch(setSocketStatus('disconnect'));
    });
    await act(async () => {
      store.dispatch(setSocketStatus('connected'));
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/live/private/${STREAM_ID}`));
  });
});
