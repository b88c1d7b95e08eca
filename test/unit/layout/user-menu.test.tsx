import { act, fireEvent, screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/site-header';
import { BottomBar, SideRail } from '@/components/layout/site-nav';
import { logout } from '@/redux/auth/actions';
import { initialState, loggedInState, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

async function openMenu() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('user-menu'));
  });
  return screen.findByRole('menu');
}

describe('header user menu', () => {
  it('offers Log in and Sign up to an anonymous visitor, and no account menu', () => {
    renderWithStore(<SiteHeader />);
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(screen.getByTestId('header-login')).toHaveAttribute('href', '/auth/login');
    expect(screen.getByTestId('header-login')).toHaveTextContent('Log in');
    expect(screen.getByTestId('header-signup')).toHaveAttribute('href', '/auth/register');
  });

  it('shows a fan their name and a menu with Account and Log out, and logs out on click', async () => {
    const fan = currentUserFactory({ name: 'Ann Fan' });
    const { store, actionsOfType } = renderWithStore(<SiteHeader />, { state: loggedInState(fan) });
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Ann Fan');
    expect(screen.queryByTestId('header-login')).toBeNull();

    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/account');
    expect(within(menu).queryByText('My profile')).toBeNull();
    expect(within(menu).queryByText('Admin settings')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByTestId('logout-button'));
    });
    expect(actionsOfType(logout.type)).toHaveLength(1);
    expect(store.getState().auth.loggedIn).toBe(false);
    // The header now treats the visitor as anonymous.
    expect(screen.getByTestId('header-login')).toBeInTheDocument();
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });

  it('links a performer to their profile by username (or id) and the creator account page', async () => {
    const performer = currentUserFactory({ _id: 'p-9', username: 'luna', name: 'Luna', isPerformer: true });
    renderWithStore(<SiteHeader />, { state: loggedInState(performer) });
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/luna');
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/creator/account');
  });

  it('gives admins the site settings', async () => {
    const admin = currentUserFactory({ roles: ['user', 'admin'] });
    renderWithStore(<SiteHeader />, { state: loggedInState(admin) });
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Admin settings' })).toHaveAttribute('href', '/admin/settings');
  });
});

describe('phone menu drawer', () => {
  async function openDrawer() {
    await act(async () => {
      fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
    });
    return screen.findByTestId('mobile-menu');
  }

  it('gives an anonymous visitor the header menus, Log in and Sign up', async () => {
    const base = initialState();
    const state = { ...base, settings: { ...base.settings, menus: [{ title: 'Explore', path: '/explore', section: 'header' as const, isNewTab: false }] } };
    renderWithStore(<SiteHeader />, { state });
    const nav = await openDrawer();
    expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByTestId('mobile-logout-button')).toBeNull();
  });

  it('is for visitors only: a logged-in person has the bottom bar’s More instead', () => {
    renderWithStore(<SiteHeader />, { state: loggedInState(currentUserFactory()) });
    expect(screen.queryByTestId('mobile-menu-toggle')).toBeNull();
  });
});

describe('the header’s wallet and cart', () => {
  it.each([
    { who: 'a fan', user: currentUserFactory({ balance: 12.5 }), shown: true },
    { who: 'a performer', user: currentUserFactory({ balance: 12.5, isPerformer: true, username: 'luna' }), shown: false },
    { who: 'an admin', user: currentUserFactory({ balance: 12.5, roles: ['user', 'admin'] }), shown: false },
  ])('show to $who: $shown', ({ user, shown }) => {
    renderWithStore(
      <>
        <SiteHeader />
        <SideRail />
        <BottomBar />
      </>,
      { state: loggedInState(user) },
    );
    expect(screen.queryByTestId('header-balance') !== null).toBe(shown);
    expect(screen.queryByTestId('header-cart') !== null).toBe(shown);
    if (shown) expect(screen.getByTestId('header-balance')).toHaveTextContent('$12.50');
    // Messages stay for everyone logged in, on the rail and the bottom bar rather than twice in the header.
    expect(screen.getByTestId('rail-messages')).toHaveAttribute('href', '/messages');
    expect(screen.getByTestId('bar-messages')).toHaveAttribute('href', '/messages');
    expect(screen.getByRole('banner').querySelector('a[href="/messages"]')).toBeNull();
  });

  it('do not show to a visitor', () => {
    renderWithStore(<SiteHeader />);
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(screen.queryByTestId('header-cart')).toBeNull();
  });
});
