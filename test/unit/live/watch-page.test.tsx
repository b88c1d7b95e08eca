// The fan's watch page: what the join answer decides (watch, log in, subscribe, buy a ticket, ended), the room
// followed while watching, the player started once the video is playable, the ticket bought from the wallet
// with an Idempotency-Key, tips sent with the session, and the session read again after a reconnect.
import '../../helpers/browser-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LiveWatch } from '@/components/live/live-watch';
import type { LivePlayerFactory } from '@/components/live/live-player';
import { setSocketStatus } from '@/redux/socket/actions';
import { followStream, getSocket } from '@/services/socket';
import { fail, fakeApi, ok, okList, type FakeCall } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { performerFactory } from '../performers/fixtures';
import { FAN_ID, LUNA_ID, STREAM_ID, chatLine, fakeSocket, joinFactory, type FakeSocket, WATCH_ROUTES } from './fixtures';

jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: jest.fn(() => null), followStream: jest.fn(() => jest.fn()) };
});

const { join: JOIN, playlist: PLAYLIST, chat: CHAT } = WATCH_ROUTES;

let api: ReturnType<typeof fakeApi> | undefined;
let socket: FakeSocket;
let player: jest.Mock;

beforeEach(() => {
  socket = fakeSocket();
  (getSocket as jest.Mock).mockReturnValue(socket);
  (followStream as jest.Mock).mockClear();
  player = jest.fn(async () => ({ destroy: jest.fn() }));
});
afterEach(() => api?.restore());

const fan = (balance = 50) => currentUserFactory({ _id: FAN_ID, balance });

function renderWatch(options: { user?: ReturnType<typeof fan> | null } = {}) {
  const user = options.user === undefined ? fan() : options.user;
  return renderWithStore(<LiveWatch streamId={STREAM_ID} player={player as unknown as LivePlayerFactory} />, { ...(user ? { user } : {}), sagas: true });
}

describe('a viewer who may watch', () => {
  it('gets the player, the chat, tips and the viewer count, follows the room and starts the player once playable', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory()), [PLAYLIST]: { status: 200, body: '#EXTM3U' }, [CHAT]: okList([chatLine({ text: 'Hello Luna' })]) });
    renderWatch();

    expect(await screen.findByTestId('live-player')).toBeInTheDocument();
    expect(screen.getByTestId('live-watch')).toHaveAttribute('data-state', 'watch');
    expect(screen.getByTestId('live-chat')).toBeInTheDocument();
    expect(screen.getByTestId('live-tip')).toBeInTheDocument();
    expect(screen.getByTestId('live-viewers')).toHaveAttribute('data-count', '3');
    expect(screen.getByTestId('live-title')).toHaveTextContent('Friday night live');
    expect(followStream).toHaveBeenCalledWith(STREAM_ID);

    await waitFor(() => expect(player).toHaveBeenCalledTimes(1));
    expect(player.mock.calls[0][0]).toMatchObject({ streamId: STREAM_ID });
    expect(await screen.findByText('Hello Luna')).toBeInTheDocument();

    act(() => socket.serverSends('stream/viewers', { streamId: STREAM_ID, count: 7 }));
    expect(screen.getByTestId('live-viewers')).toHaveAttribute('data-count', '7');
    // Another session's count is not this one's.
    act(() => socket.serverSends('stream/viewers', { streamId: 'another', count: 99 }));
    expect(screen.getByTestId('live-viewers')).toHaveAttribute('data-count', '7');
  });

  it('waits for stream/playable before starting the player when the playlist is not there yet', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory()), [PLAYLIST]: fail(404, 'Not found.'), [CHAT]: okList([]) });
    renderWatch();
    expect(await screen.findByTestId('live-player-waiting')).toHaveTextContent('Waiting for the video to start');
    await waitFor(() => expect(api!.calls.some((c) => c.url === `/live/${STREAM_ID}/index.m3u8`)).toBe(true));
    expect(player).not.toHaveBeenCalled();

    await act(async () => socket.serverSends('stream/playable', { streamId: STREAM_ID }));
    await waitFor(() => expect(player).toHaveBeenCalledTimes(1));
  });

  it('sends a tip with the session named and its own Idempotency-Key', async () => {
    const tips: FakeCall[] = [];
    api = fakeApi({
      [JOIN]: ok(joinFactory()),
      [PLAYLIST]: fail(404, 'Not found.'),
      [CHAT]: okList([]),
      [`POST /wallet/charges/tip/${LUNA_ID}`]: (call) => {
        tips.push(call);
        return ok({ transactionId: 't-1', balance: 30, type: 'tip', itemId: LUNA_ID });
      },
    });
    renderWatch();
    const box = await screen.findByTestId('live-tip');
    await click(within(box).getByTestId('live-tip-preset-20'));
    expect(within(box).getByTestId('live-tip-send')).toHaveTextContent('Send a $20.00 tip');
    await click(within(box).getByTestId('live-tip-send'));
    await waitFor(() => expect(tips).toHaveLength(1));
    expect(tips[0].body).toEqual({ amount: 20, streamId: STREAM_ID });
    expect(tips[0].headers['idempotency-key']).toEqual(expect.any(String));
  });

  it('shows the end when the session ends while watching', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory()), [PLAYLIST]: fail(404, 'Not found.'), [CHAT]: okList([]) });
    renderWatch();
    await screen.findByTestId('live-player');
    await act(async () => socket.serverSends('stream/ended', { streamId: STREAM_ID, reason: 'performer' }));
    expect(screen.getByTestId('live-ended')).toHaveTextContent('This live has ended');
    expect(screen.queryByTestId('live-player')).toBeNull();
  });

  it('reads the session again when the socket comes back after a drop', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory()), [PLAYLIST]: fail(404, 'Not found.'), [CHAT]: okList([]) });
    const { store } = renderWatch();
    await screen.findByTestId('live-player');
    const joins = () => api!.calls.filter((c) => c.url === `/streaming/join/${STREAM_ID}`).length;
    expect(joins()).toBe(1);
    act(() => {
      store.dispatch(setSocketStatus('connected'));
    });
    expect(joins()).toBe(1);
    await act(async () => {
      store.dispatch(setSocketStatus('disconnect'));
    });
    await act(async () => {
      store.dispatch(setSocketStatus('connected'));
    });
    await waitFor(() => expect(joins()).toBe(2));
  });
});

describe('a viewer who may not watch yet', () => {
  it('is asked to log in', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory({}, { canWatch: false, needs: 'login' })) });
    renderWatch({ user: null });
    expect(await screen.findByTestId('live-gate-text')).toHaveTextContent("Log in to watch Luna Star's live.");
    expect(screen.getByTestId('live-login')).toHaveAttribute('href', '/auth/login');
    expect(screen.getByTestId('live-login')).toHaveTextContent('Log in to watch');
    expect(screen.queryByTestId('live-player')).toBeNull();
    expect(screen.queryByTestId('live-chat')).toBeNull();
    expect(followStream).not.toHaveBeenCalled();
  });

  it('is offered the subscription plans, with the price on the button and no payment on the click', async () => {
    api = fakeApi({
      [JOIN]: ok(joinFactory({}, { canWatch: false, needs: 'subscription' })),
      [`GET /performers/${LUNA_ID}`]: ok(performerFactory({ _id: LUNA_ID, monthlyPrice: 9.99 })),
    });
    renderWatch();
    expect(await screen.findByTestId('live-gate-text')).toHaveTextContent("This live is for Luna Star's subscribers.");
    const subscribe = await screen.findByRole('button', { name: /Subscribe to Luna Star · \$9\.99\/month/ });
    await click(subscribe);
    expect(await screen.findByTestId('subscribe-plans')).toBeInTheDocument();
    // The fan's wallet (10.00) covers the price, so paying from it is offered first.
    expect(screen.getByTestId('subscribe-continue')).toHaveTextContent('Pay $9.99 from wallet');
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(screen.queryByTestId('live-player')).toBeNull();
  });

  it('buys the ticket from the wallet with an Idempotency-Key, then watches', async () => {
    let bought = false;
    const charges: FakeCall[] = [];
    api = fakeApi({
      [JOIN]: () =>
        ok(bought ? joinFactory({ type: 'group', price: 12 }, { hasTicket: true, price: 12 }) : joinFactory({ type: 'group', price: 12 }, { canWatch: false, needs: 'ticket', price: 12 })),
      [`POST /wallet/charges/stream/${STREAM_ID}`]: (call) => {
        charges.push(call);
        bought = true;
        return ok({ transactionId: 't-1', balance: 38, type: 'stream', itemId: STREAM_ID });
      },
      [PLAYLIST]: fail(404, 'Not found.'),
      [CHAT]: okList([]),
    });
    renderWatch();
    expect(await screen.findByTestId('live-gate-text')).toHaveTextContent('This is a ticketed show: a ticket costs $12.00.');
    const buy = screen.getByTestId('live-buy-ticket');
    expect(buy).toHaveTextContent('Buy ticket – $12.00');
    await click(buy);
    expect(await screen.findByTestId('live-ticket-question')).toHaveTextContent('Pay $12.00 from your wallet to watch “Friday night live”? Your balance is $50.00.');
    expect(screen.queryByTestId('live-ticket-too-low')).toBeNull();
    await click(screen.getByTestId('live-ticket-confirm'));

    expect(await screen.findByTestId('live-player')).toBeInTheDocument();
    expect(charges).toHaveLength(1);
    expect(charges[0].headers['idempotency-key']).toEqual(expect.any(String));
    expect(followStream).toHaveBeenCalledWith(STREAM_ID);
  });

  it('offers a top-up instead of a payment the wallet cannot cover', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory({ type: 'group', price: 12 }, { canWatch: false, needs: 'ticket', price: 12 })) });
    renderWatch({ user: fan(5) });
    await click(await screen.findByTestId('live-buy-ticket'));
    expect(await screen.findByTestId('live-ticket-too-low')).toHaveTextContent('Your wallet balance is too low for this ticket.');
    expect(screen.getByTestId('live-ticket-top-up')).toHaveAttribute('href', '/wallet');
    expect(screen.getByTestId('live-ticket-confirm')).toBeDisabled();
  });

  it('says a public session with a price is paid on top by subscribers', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory({ price: 5 }, { canWatch: false, needs: 'ticket', price: 5 })) });
    renderWatch();
    expect(await screen.findByTestId('live-gate-text')).toHaveTextContent('Subscribers pay $5.00 to watch this live.');
    expect(screen.getByTestId('live-buy-ticket')).toHaveTextContent('Buy ticket – $5.00');
  });
});

describe('a session that is over or unknown', () => {
  it('says the live has ended, without player or room', async () => {
    api = fakeApi({ [JOIN]: ok(joinFactory({ status: 'ended', endedAt: '2026-03-06T21:00:00.000Z', endReason: 'performer' }, { canWatch: false })) });
    renderWatch();
    expect(await screen.findByTestId('live-ended')).toHaveTextContent('This live has ended');
    expect(screen.getByTestId('live-ended')).toHaveTextContent("See Luna Star's profile");
    expect(screen.queryByTestId('live-player')).toBeNull();
    expect(screen.queryByTestId('live-viewers')).toBeNull();
    expect(followStream).not.toHaveBeenCalled();
  });

  it('answers a missing session with a not-found page', async () => {
    api = fakeApi({ [JOIN]: fail(404, 'This live session does not exist.') });
    renderWatch();
    expect(await screen.findByTestId('live-not-found')).toHaveTextContent('Live not found');
  });
});
