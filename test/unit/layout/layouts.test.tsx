import { screen, within } from '@testing-library/react';
import { safeMenuHref } from '@/components/layout/menu-link';
import { layouts } from '@/layouts';
import type { LayoutName } from '@/lib/page';
import type { RootState } from '@/redux/root-reducer';
import { initialState, loggedInState, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

function site(patch: Partial<RootState['settings']> = {}, ui: Partial<RootState['ui']> = {}): RootState {
  const base = initialState();
  return { ...base, settings: { ...base.settings, ...patch }, ui: { ...base.ui, ...ui } };
}

describe('layouts', () => {
  it('has exactly the layouts the app shell chooses from', () => {
    const names: LayoutName[] = ['primary', 'public', 'blank', 'home', 'maintenance', 'geoBlock'];
    expect(Object.keys(layouts).sort()).toEqual([...names].sort());
  });

  it('primary: header brand, the page, footer menus and the copyright with the site name', () => {
    const state = site(
      {
        menus: [
          { title: 'About', path: '/page/about', section: 'footer', isNewTab: false },
          { title: 'Blog', path: 'https://blog.example.com', section: 'footer', isNewTab: true },
          { title: 'Explore', path: '/explore', section: 'header', isNewTab: false },
          { title: 'Evil', path: 'javascript:alert(1)', section: 'footer', isNewTab: false },
        ],
      },
      { siteName: 'Starlight' },
    );
    renderWithStore(<layouts.primary>page body</layouts.primary>, { state });
    expect(screen.getByRole('main')).toHaveTextContent('page body');
    // A visitor's brand leads to the front page.
    expect(screen.getByRole('link', { name: 'Starlight home' })).toHaveAttribute('href', '/');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/page/about');
    const blog = within(footer).getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).queryByText('Explore')).toBeNull();
    expect(within(footer).queryByText('Evil')).toBeNull();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Starlight`);

    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
  });

  it('home: the page in the primary frame, with no navigation rail or bar for a visitor', () => {
    renderWithStore(<layouts.home>feed</layouts.home>);
    expect(screen.getByRole('main')).toHaveTextContent('feed');
    expect(screen.queryByTestId('side-rail')).toBeNull();
    expect(screen.queryByTestId('bottom-bar')).toBeNull();
  });

  it('home: a logged-in performer gets the rail and the bar, with their profile and a way to post', () => {
    const performer = currentUserFactory({ name: 'Luna', username: 'luna', isPerformer: true });
    renderWithStore(<layouts.home>feed</layouts.home>, { state: loggedInState(performer) });
    const rail = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(rail).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/luna');
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/creator/my-post');
  });

  it('public: the page inside a card with the brand and a theme toggle', () => {
    renderWithStore(<layouts.public>login form</layouts.public>, { state: site({}, { siteName: 'Starlight' }) });
    expect(screen.getByRole('main')).toHaveTextContent('login form');
    expect(screen.getByTestId('theme-toggle')).toBeInTheDocument();
    expect(screen.getByText('Starlight')).toBeInTheDocument();
  });

  it('blank: only the page', () => {
    const { container } = renderWithStore(
      <layouts.blank>
        <p>bare</p>
      </layouts.blank>,
    );
    expect(container.innerHTML).toBe('<p>bare</p>');
  });

  // The two notices load on demand (next/dynamic): wait for them.
  it('maintenance: a full-page notice with the site name and a staff login link', async () => {
    renderWithStore(<layouts.maintenance />, { state: site({}, { siteName: 'Starlight' }) });
    const page = await screen.findByTestId('maintenance-page');
    expect(page).toHaveTextContent("We'll be back soon");
    expect(page).toHaveTextContent('Starlight');
    expect(within(page).getByRole('link', { name: 'Staff login' })).toHaveAttribute('href', '/auth/login');
  });

  it('geo-block: says the site is not available in the visitor’s country', async () => {
    renderWithStore(<layouts.geoBlock />);
    expect(await screen.findByTestId('geoblock-page')).toHaveTextContent('This site is not available in your country');
  });
});

describe('admin menu links', () => {
  it('allows site paths and web/mail addresses only', () => {
    expect(safeMenuHref('/page/terms')).toBe('/page/terms');
    expect(safeMenuHref('https://x.example')).toBe('https://x.example');
    expect(safeMenuHref('mailto:hi@x.example')).toBe('mailto:hi@x.example');
    expect(safeMenuHref('javascript:alert(1)')).toBeNull();
    expect(safeMenuHref('//evil.example')).toBeNull();
  });
});
