// The fan's subscriptions (cards with "Cancel renewal" through the gateway that was paid through) and the
// performer's subscribers (a table whose paging, order and filters live in the address).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MySubscriptions } from '@/components/subscriptions/my-subscriptions';
import { SubscriberList } from '@/components/subscriptions/subscriber-list';
import { fail, fakeApi, ok, okList } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { subscriptionFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const fan = currentUserFactory();
const performer = currentUserFactory({ _id: 'p-1', isPerformer: true, username: 'luna', name: 'Luna Star' });

const monthly = subscriptionFactory({ _id: 's-1' });
const yearlyStripe = subscriptionFactory({
  _id: 's-2',
  performerId: 'p-2',
  performer: { _id: 'p-2', name: 'Mia Moon', username: 'mia', avatar: '' },
  subscriptionType: 'yearly',
  price: 99,
  gateway: 'stripe',
});
const cancelled = subscriptionFactory({ _id: 's-3', status: 'cancelled', cancelledAt: '2026-11-10T10:00:00.000Z' });
const expiredTrial = subscriptionFactory({ _id: 's-4', subscriptionType: 'free', price: 0, isActive: false, gateway: null, expiredAt: '2026-10-02T10:00:00.000Z' });

/** Lists render after the faked call and antd's first paint, which can take a while on a busy machine. */
const found = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5000 });

const clickWhenShown = async (testId: string) => {
  const target = await found(testId);
  await act(async () => {
    fireEvent.click(target);
  });
};

const selectOption = async (combobox: string, option: string) => {
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  });
  await act(async () => {
    fireEvent.click(await screen.findByTitle(option));
  });
};

describe('my subscriptions', () => {
  it('shows each performer with plan, price, state and dates, offering "Cancel renewal" only where it renews', async () => {
    api = fakeApi({ 'GET /subscriptions/user/search': okList([monthly, yearlyStripe, cancelled, expiredTrial]) });
    renderWithStore(<MySubscriptions />, { user: fan, router: fakeRouter('/user/my-subscription', { status: 'active', current: '1' }) });
    const row = await found('subscription-row-s-1');
    expect(within(row).getByRole('link', { name: 'Luna Star' })).toHaveAttribute('href', '/luna');
    expect(row).toHaveTextContent('Monthly · $9.95 / month');
    expect(row).toHaveTextContent('Renews Dec 1, 2026');
    expect(within(row).getByTestId('subscription-state')).toHaveTextContent('Active');
    expect(screen.getByTestId('subscription-row-s-2')).toHaveTextContent('Yearly · $99.00 / year');
    expect(screen.getByTestId('subscription-row-s-3')).toHaveTextContent('Renewal cancelled');
    expect(screen.getByTestId('subscription-row-s-3')).toHaveTextContent('Access until Dec 1, 2026');
    expect(screen.getByTestId('subscription-row-s-4')).toHaveTextContent('Expired Oct 2, 2026');
    expect(screen.getByTestId('subscription-row-s-4')).toHaveTextContent('Free trial · Free');
    expect(screen.queryByTestId('subscription-cancel-s-3')).toBeNull();
    expect(screen.queryByTestId('subscription-cancel-s-4')).toBeNull();
    expect(api.calls[0].params).toMatchObject({ status: 'active', current: '1' });
  });

  it('cancels renewal after confirming, through the gateway the subscription was paid with, and reads the list again', async () => {
    let listed = [monthly, yearlyStripe];
    api = fakeApi({
      'GET /subscriptions/user/search': () => okList(listed),
      'POST /payment/stripe/cancel-subscription/s-2': () => {
        listed = [monthly, { ...yearlyStripe, status: 'cancelled', cancelledAt: '2026-11-20T10:00:00.000Z' }];
        return ok(listed[1]);
      },
    });
    renderWithStore(<MySubscriptions />, { user: fan, router: fakeRouter('/user/my-subscription') });
    await clickWhenShown('subscription-cancel-s-2');
    // Nothing is sent before the fan confirms.
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await clickWhenShown('subscription-cancel-confirm');

    expect(await screen.findByText('Renewal cancelled. You keep access until Dec 1, 2026.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/payment/stripe/cancel-subscription/s-2']);
    await waitFor(() => expect(screen.getByTestId('subscription-row-s-2')).toHaveTextContent('Renewal cancelled'), { timeout: 5000 });
    expect(screen.queryByTestId('subscription-cancel-s-2')).toBeNull();
    expect(screen.getByTestId('subscription-cancel-s-1')).toBeInTheDocument();
  });

  it('tells why a cancel was refused and keeps the subscription as it was', async () => {
    api = fakeApi({
      'GET /subscriptions/user/search': okList([monthly]),
      'POST /payment/sandbox/cancel-subscription/s-1': fail(404, 'This subscription does not exist, or is not yours.'),
    });
    renderWithStore(<MySubscriptions />, { user: fan, router: fakeRouter('/user/my-subscription') });
    await clickWhenShown('subscription-cancel-s-1');
    await clickWhenShown('subscription-cancel-confirm');
    expect(await screen.findByText('This subscription does not exist, or is not yours.')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-row-s-1')).toHaveTextContent('Active');
  });
});

describe('subscribers', () => {
  const ann = subscriptionFactory({ _id: 's-1', performerId: 'p-1' });
  const bob = subscriptionFactory({
    _id: 's-5',
    performerId: 'p-1',
    userId: 'u-2',
    user: { _id: 'u-2', name: 'Bob', username: null, avatar: '' },
    subscriptionType: 'free',
    price: 0,
    isActive: false,
    startedAt: '2026-09-01T10:00:00.000Z',
    expiredAt: '2026-09-02T10:00:00.000Z',
  });

  it('lists subscribers with plan, price, dates and status for the page and filters in the address', async () => {
    api = fakeApi({ 'GET /subscriptions/performer/search': okList([ann, bob], 14) });
    const router = fakeRouter('/creator/my-subscriber', { current: '2', pageSize: '10', subscriptionType: 'monthly' });
    renderWithStore(<SubscriberList />, { user: performer, router });
    const row = await found('subscriber-row-s-1');
    expect(within(row).getByRole('link', { name: 'Ann Fan' })).toHaveAttribute('href', '/annfan');
    expect(row).toHaveTextContent(/Monthly.*\$9\.95 \/ month.*Nov 1, 2026.*Dec 1, 2026.*Active/);
    expect(screen.getByTestId('subscriber-row-s-5')).toHaveTextContent(/Bob.*Free trial.*Free.*Sep 1, 2026.*Sep 2, 2026.*Expired/);
    expect(screen.getByRole('link', { name: 'Bob' })).toHaveAttribute('href', '/u-2');
    expect(api.calls[0].params).toMatchObject({ current: '2', pageSize: '10', subscriptionType: 'monthly' });
    expect(screen.getByText('14 in all')).toBeInTheDocument();
  });

  it('puts a status filter in the address, back on page 1, keeping the others', async () => {
    api = fakeApi({ 'GET /subscriptions/performer/search': okList([ann]) });
    const router = fakeRouter('/creator/my-subscriber', { current: '3', subscriptionType: 'monthly' });
    renderWithStore(<SubscriberList />, { user: performer, router });
    await found('subscriber-row-s-1');

    await selectOption('Status', 'Expired');
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/creator/my-subscriber', query: expect.objectContaining({ status: 'expired', subscriptionType: 'monthly', current: '1' }) },
      undefined,
      { shallow: true },
    );
  });

  it('sorts by expiry through the address', async () => {
    api = fakeApi({ 'GET /subscriptions/performer/search': okList([ann]) });
    const router = fakeRouter('/creator/my-subscriber');
    renderWithStore(<SubscriberList />, { user: performer, router });
    await found('subscriber-row-s-1');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('columnheader', { name: /Expires/ })).getByText('Expires'));
    });
    expect(router.push).toHaveBeenCalledWith({ pathname: '/creator/my-subscriber', query: expect.objectContaining({ sortBy: 'expiredAt', sort: 'asc' }) }, undefined, { shallow: true });
  });
});
