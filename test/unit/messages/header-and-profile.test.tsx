// The rail's Messages entry counts unread messages (read on login, then pushed by the socket), and a
// performer's profile offers Message, which visitors must log in for.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountLinks } from '@/components/layout/account-links';
import { SiteHeader } from '@/components/layout/site-header';
import { SideRail } from '@/components/layout/site-nav';
import { MessageButton } from '@/components/messages/message-button';
import { LOGIN_PATH } from '@/lib/navigation';
import { setUnreadTotal } from '@/redux/unread-messages/actions';
import { fakeApi, ok } from '../../helpers/fake-api';
import { fakeRouter, initialState, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { LUNA, messagesState } from './ui-fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

it('shows the unread total read at login and follows the socket’s updates', async () => {
  api = fakeApi({ 'GET /messages/total-unread-messages': ok({ total: 4 }) });
  const { store } = renderWithStore(
    <>
      <SiteHeader />
      <SideRail />
    </>,
    { state: messagesState(), sagas: true },
  );
  const entry = screen.getByTestId('rail-messages');
  expect(entry).toHaveAttribute('href', '/messages');
  await waitFor(() => expect(entry).toHaveAttribute('data-count', '4'));
  // jsdom's name computation puts a space between the label and its hidden count.
  expect(entry).toHaveAccessibleName('Messages , 4 unread');

  act(() => {
    store.dispatch(setUnreadTotal(0));
  });
  expect(entry).not.toHaveAttribute('data-count');
  expect(entry).toHaveAccessibleName('Messages');
});

it('lists Messages in the account menu with the unread count', async () => {
  const links = accountLinks(currentUserFactory(), false).map((l) => `${l.key} ${l.label} ${l.href}`);
  expect(links).toContain('messages Messages /messages');

  renderWithStore(
    <>
      <SiteHeader />
      <SideRail />
    </>,
    { state: messagesState({ unreadTotal: 2 }) },
  );
  expect(screen.getByTestId('rail-messages')).toHaveAttribute('data-count', '2');
  await act(async () => {
    fireEvent.click(screen.getByTestId('user-menu'));
  });
  const menu = await screen.findByRole('menu');
  const item = within(menu).getByRole('link', { name: 'Messages' }).closest('li') as HTMLElement;
  expect(within(item).getByTestId('menu-messages-count')).toHaveTextContent('2');
});

it('opens the conversation with the performer from their profile', async () => {
  const router = fakeRouter('/luna');
  renderWithStore(<MessageButton performerId={LUNA} />, { state: messagesState(), router });
  await act(async () => {
    fireEvent.click(screen.getByTestId('profile-message'));
  });
  expect(router.push).toHaveBeenCalledWith(`/messages?toSource=performer&toId=${LUNA}`);
});

it('sends visitors to log in before messaging', async () => {
  const router = fakeRouter('/luna');
  renderWithStore(<MessageButton performerId={LUNA} />, { state: initialState(), router });
  await act(async () => {
    fireEvent.click(screen.getByTestId('profile-message'));
  });
  expect(router.push).toHaveBeenCalledWith(LOGIN_PATH);
});
