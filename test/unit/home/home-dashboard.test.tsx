// /home for a fresh account: the welcome card and what the account still lacks, with the ways to fix it.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import { HomeDashboard } from '@/components/home/home-dashboard';
import { currentUserFactory } from '../../helpers/current-user';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';

// The suggestions card asks for performers on every render of /home; here there are none.
const noSuggestions = { 'GET /performers/top': okList([]), 'GET /performers/search/random': okList([]) };
let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  api = fakeApi(noSuggestions);
});
afterEach(() => api?.restore());

describe('home', () => {
  it('welcomes the user by name and lists what the account still lacks', async () => {
    renderWithStore(<HomeDashboard />, {
      user: currentUserFactory({ name: 'New Fan', username: 'newfan', verifiedEmail: false, avatar: AVATAR_PLACEHOLDER }),
    });
    const welcome = screen.getByTestId('home-welcome');
    expect(welcome).toHaveTextContent('Welcome, New Fan');
    expect(welcome).toHaveTextContent('@newfan');
    expect(screen.getByTestId('home-check-email')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('home-check-username')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('home-check-verified')).toHaveAttribute('data-done', 'false');
    expect(screen.getByTestId('home-check-avatar')).toHaveAttribute('data-done', 'false');
    expect(within(screen.getByTestId('home-check-avatar')).getByRole('link')).toHaveAttribute('href', '/user/account');
    expect(screen.getByTestId('home-account-link')).toHaveAttribute('href', '/user/account');
    // Fans have no creator section.
    expect(screen.queryByTestId('verification-status')).toBeNull();
    expect(document.body).not.toHaveTextContent(/coming soon/i);
    expect(await screen.findByText('No performers to suggest yet.')).toBeInTheDocument();
  });

  it('sends the verification link again to the account address', async () => {
    api?.restore();
    api = fakeApi({ ...noSuggestions, 'POST /auth/email-verification': ok({ message: 'We sent a new verification link. Check your inbox.' }) });
    renderWithStore(<HomeDashboard />, { user: currentUserFactory({ verifiedEmail: false }) });
    await act(async () => {
      fireEvent.click(screen.getByTestId('home-resend-verification'));
    });
    expect(await screen.findByText('We sent a new verification link. Check your inbox.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'ann@example.com' });
  });

  it('shows a performer their public profile link and verification state', async () => {
    renderWithStore(<HomeDashboard />, {
      user: currentUserFactory({ username: 'luna', isPerformer: true, performer: { bio: '', verificationStatus: 'pending' } }),
    });
    expect(screen.getByTestId('home-public-profile')).toHaveAttribute('href', '/luna');
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Pending review');
    expect(screen.getByTestId('home-account-link')).toHaveAttribute('href', '/creator/account');
    await screen.findByText('No performers to suggest yet.');
  });
});
