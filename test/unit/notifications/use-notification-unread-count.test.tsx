// The unread notifications count every frame shows (the rail's and the bottom bar's Notifications entry): read
// from the server once someone is logged in, nothing asked for a visitor, and kept live by what the socket
// dispatches. How the entries draw it is in test/unit/layout/site-nav.test.tsx.
import '../../helpers/browser-globals';
import { act, screen } from '@testing-library/react';
import { useNotificationUnreadCount } from '@/components/notifications/use-notification-unread-count';
import type { Notification } from '@/contracts/notifications';
import { notificationArrived, setNotificationUnread } from '@/redux/unread-notifications/actions';
import { fakeApi, ok } from '../../helpers/fake-api';
import { fanState } from '../../helpers/fan-state';
import { initialState, renderWithStore } from '../../helpers/render';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function ShownCount() {
  return <span data-testid="count">{useNotificationUnreadCount()}</span>;
}

const withCount = (count: number) => ({ ...fanState(), unreadNotifications: { count } });

const arrived: Notification = {
  _id: 'n-1',
  kind: 'tip',
  text: 'Mia sent you a tip of $5.00',
  actor: null,
  targetType: null,
  targetId: null,
  link: '/creator/earning',
  amount: 5,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the unread notifications count', () => {
  it('is read from the server for a logged-in visitor', async () => {
    api = fakeApi({ 'GET /notifications/unread-count': ok({ count: 4 }) });
    renderWithStore(<ShownCount />, { state: withCount(0), sagas: true });
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual(['/notifications/unread-count']);
  });

  it('asks nothing for a visitor and is 0', () => {
    api = fakeApi({});
    renderWithStore(<ShownCount />, { state: { ...initialState(), unreadNotifications: { count: 2 } }, sagas: true });
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(api.calls).toEqual([]);
  });

  it('follows the socket: one more for a new notification, the count left after a read elsewhere', () => {
    const { store } = renderWithStore(<ShownCount />, { state: withCount(1) });
    act(() => {
      store.dispatch(notificationArrived(arrived));
    });
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    act(() => {
      store.dispatch(setNotificationUnread(0));
    });
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });
});
