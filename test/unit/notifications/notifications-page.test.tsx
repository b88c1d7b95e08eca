// The notifications page: the list (newest first as the server sends it, unread ones marked, each linking to
// its page), the All/Unread filter, "Mark all as read", marking one read when opened, "Load more", the empty
// state, and what the bell's count becomes.
import '../../helpers/browser-globals';
import { EventEmitter } from 'node:events';
import { act, screen, within } from '@testing-library/react';
import type { Notification } from '@/contracts/notifications';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import { NOTIFICATIONS_PAGE_SIZE } from '@/components/notifications/use-notification-list';
import Notifications from '../../../pages/notifications';
import { fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fanState } from '../../helpers/fan-state';
import { click, renderWithStore } from '../../helpers/render';

// The page's socket: an emitter standing in for socket.io's client, to push 'notification/created'.
const socket = new EventEmitter();
jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: () => socket };
});

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const mia = { _id: 'u-mia', name: 'Mia', username: 'mia', avatar: '/mia.jpg', cover: null, isPerformer: false, bio: null };

function aNotification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'like',
    text: `Mia liked your post ${n}`,
    actor: mia,
    targetType: 'feed',
    targetId: 'f-1',
    link: `/post/f-${n}`,
    amount: null,
    read: false,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
    ...overrides,
  };
}

const state = () => ({ ...fanState(), unreadNotifications: { count: 2 } });
const lists = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c: FakeCall) => c.method === 'GET' && c.url === '/notifications');

describe('the notifications page', () => {
  it('is for logged-in users of every role', () => {
    expect(Notifications.authenticate).toBe(true);
    expect(Notifications.onlyPerformer).toBeFalsy();
  });

  it('lists the notifications, the unread ones marked, each with its actor, time and link', async () => {
    api = fakeApi({ 'GET /notifications': ok({ data: [aNotification(1), aNotification(2, { read: true, actor: null, text: 'Your payout of $10.00 was sent.', link: '/creator/payout-request/p-1' })], total: 2 }) });
    renderWithStore(<NotificationsPage />, { state: state() });
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-read', 'false');
    expect(within(items[0]).getByTestId('notification-unread-mark')).toBeInTheDocument();
    expect(within(items[0]).getByText('Mia')).toBeInTheDocument();
    expect(within(items[0]).getByText('1 min ago')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/post/f-1');
    expect(items[1]).toHaveAttribute('data-read', 'true');
    expect(within(items[1]).queryByTestId('notification-unread-mark')).toBeNull();
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/creator/payout-request/p-1');
    expect(lists(api)[0].params).toEqual({ offset: '0', limit: String(NOTIFICATIONS_PAGE_SIZE) });
  });

  it('shows the unread only when asked', async () => {
    api = fakeApi({ 'GET /notifications': (call) => ok(call.params.unread === 'true' ? { data: [aNotification(1)], total: 1 } : { data: [aNotification(1), aNotification(2, { read: true })], total: 2 }) });
    renderWithStore(<NotificationsPage />, { state: state() });
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(2);
    await click(screen.getByText('Unread'));
    await screen.findByText((_, el) => el?.getAttribute('data-testid') === 'notification-list' && el.children.length === 1);
    expect(lists(api).at(-1)?.params.unread).toBe('true');
  });

  it('marks all as read, and the bell takes the count the server answers', async () => {
    api = fakeApi({
      'GET /notifications': ok({ data: [aNotification(1), aNotification(2)], total: 2 }),
      'POST /notifications/read': ok({ marked: 2, unread: 0 }),
    });
    const { store } = renderWithStore(<NotificationsPage />, { state: state() });
    await screen.findAllByTestId('notification-item');
    await click(screen.getByTestId('notifications-mark-all'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ all: true });
    for (const item of screen.getAllByTestId('notification-item')) expect(item).toHaveAttribute('data-read', 'true');
    expect(store.getState().unreadNotifications.count).toBe(0);
    expect(screen.getByTestId('notifications-mark-all')).toBeDisabled();
  });

  it('marks one read when it is opened', async () => {
    const first = aNotification(1);
    api = fakeApi({
      'GET /notifications': ok({ data: [first, aNotification(2)], total: 2 }),
      'POST /notifications/read': ok({ marked: 1, unread: 1 }),
    });
    const { store } = renderWithStore(<NotificationsPage />, { state: state() });
    const [item] = await screen.findAllByTestId('notification-item');
    await click(within(item).getByRole('link'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [first._id] });
    expect(screen.getAllByTestId('notification-item')[0]).toHaveAttribute('data-read', 'true');
    expect(screen.getAllByTestId('notification-item')[1]).toHaveAttribute('data-read', 'false');
    expect(store.getState().unreadNotifications.count).toBe(1);
  });

  it('loads more from where the list ends, until there is no more', async () => {
    const firstPage = Array.from({ length: NOTIFICATIONS_PAGE_SIZE }, (_, i) => aNotification(i + 1));
    api = fakeApi({
      'GET /notifications': (call) => ok(call.params.offset === '0' ? { data: firstPage, total: NOTIFICATIONS_PAGE_SIZE + 1 } : { data: [aNotification(99)], total: NOTIFICATIONS_PAGE_SIZE + 1 }),
    });
    renderWithStore(<NotificationsPage />, { state: state() });
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    await click(screen.getByTestId('notifications-load-more'));
    expect(await screen.findByText('Mia liked your post 99')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification-item')).toHaveLength(NOTIFICATIONS_PAGE_SIZE + 1);
    expect(lists(api).at(-1)?.params.offset).toBe(String(NOTIFICATIONS_PAGE_SIZE));
    expect(screen.queryByTestId('notifications-load-more')).toBeNull();
  });

  it('puts a notification arriving over the socket on top, unread', async () => {
    api = fakeApi({ 'GET /notifications': ok({ data: [aNotification(2, { read: true })], total: 1 }) });
    renderWithStore(<NotificationsPage />, { state: state() });
    await screen.findAllByTestId('notification-item');
    act(() => {
      socket.emit('notification/created', { notification: aNotification(1, { text: 'Mia sent you a tip of $5.00' }) });
    });
    const items = screen.getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Mia sent you a tip of $5.00');
    expect(items[0]).toHaveAttribute('data-read', 'false');
    expect(screen.getByTestId('notifications-mark-all')).toBeEnabled();
  });

  it('says so when there is nothing', async () => {
    api = fakeApi({ 'GET /notifications': ok({ data: [], total: 0 }) });
    renderWithStore(<NotificationsPage />, { state: state() });
    expect(await screen.findByText('No notifications yet. News about your account shows up here.')).toBeInTheDocument();
    expect(screen.getByTestId('notifications-mark-all')).toBeDisabled();
    expect(screen.queryByTestId('notifications-load-more')).toBeNull();
  });
});
