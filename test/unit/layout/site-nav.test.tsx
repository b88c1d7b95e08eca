// The logged-in navigation: the rail and the bottom bar name every entry, mark the page shown, count unread
// messages, and open the grouped More menu; visitors get neither.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BottomBar, SideRail } from '@/components/layout/site-nav';
import { setUnreadTotal } from '@/redux/unread-messages/actions';
import { setNotificationUnread } from '@/redux/unread-notifications/actions';
import { currentUserFactory } from '../../helpers/current-user';
import { fakeRouter, loggedInState, renderWithStore } from '../../helpers/render';

const fan = currentUserFactory({ username: 'fan1' });
const luna = currentUserFactory({ username: 'luna', isPerformer: true });

it('shows nothing to a visitor', () => {
  renderWithStore(
    <>
      <SideRail />
      <BottomBar />
    </>,
  );
  expect(screen.queryByRole('navigation')).toBeNull();
});

it('gives a fan a named rail with icons that add nothing to the names, the shown page marked', () => {
  renderWithStore(<SideRail />, { state: loggedInState(fan), router: fakeRouter('/user/bookmarks') });
  const rail = screen.getByRole('navigation', { name: 'Main navigation' });
  const labels = ['Home', 'Notifications', 'Messages', 'Bookmarks', 'Subscriptions', 'Wallet', 'My profile'];
  expect(within(rail).getAllByRole('link').map((link) => link.textContent)).toEqual(labels);
  // The names are the labels alone (exact match): the icons are hidden from screen readers.
  for (const label of labels) expect(within(rail).getByRole('link', { name: label })).toBeInTheDocument();
  expect(within(rail).getByRole('link', { name: 'Bookmarks' })).toHaveAttribute('aria-current', 'page');
  expect(within(rail).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  expect(within(rail).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
});

it('counts unread messages and notifications on their entries, in their names too', () => {
  const { store } = renderWithStore(<BottomBar />, { state: loggedInState(fan) });
  const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
  expect(within(bar).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  expect(within(bar).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  act(() => {
    store.dispatch(setUnreadTotal(3));
    store.dispatch(setNotificationUnread(120));
  });
  // The count follows the label as hidden text (jsdom puts a space between the two spans, browsers do not).
  const messages = within(bar).getByRole('link', { name: /^Messages\s?, 3 unread$/ });
  expect(within(messages).getByTestId('count-badge')).toHaveTextContent('3');
  const notifications = within(bar).getByRole('link', { name: /^Notifications\s?, 120 unread$/ });
  expect(within(notifications).getByTestId('count-badge')).toHaveTextContent('99+');
});

it('gives a performer’s bar a way to post, and More opens their tools in groups with Log out', async () => {
  renderWithStore(<BottomBar />, { state: loggedInState(luna) });
  const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
  expect(within(bar).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Notifications', 'Messages', 'New post']);
  await act(async () => {
    fireEvent.click(within(bar).getByRole('button', { name: 'More' }));
  });
  const menu = await screen.findByTestId('mobile-menu');
  const groups = within(menu).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(groups).toEqual(['Content', 'Audience', 'Money', 'Settings']);
  expect(within(screen.getByTestId('menu-group-money')).getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/creator/earning');
  expect(screen.getByTestId('mobile-logout-button')).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
});
