// /home: the feed first, the suggestions beside it (or between its posts where the column does not fit), the
// account checklist only while something is missing, and a performer's welcome and creator cards.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import { HomeDashboard, SUGGESTIONS_AFTER_POSTS } from '@/components/home/home-dashboard';
import { checklistOf, needsSetup } from '@/components/home/account-checklist';
import { currentUserFactory } from '../../helpers/current-user';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { feedsFrom } from '../../helpers/content-fixtures';
import { performerFactory } from '../performers/fixtures';

// The suggestions card asks for performers on every render of /home; here there are none.
const noSuggestions = { 'GET /performers/top': okList([]), 'GET /performers/search/random': okList([]) };
let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  api = fakeApi(noSuggestions);
});
afterEach(() => api?.restore());

const complete = { email: 'ann@example.com', verifiedEmail: true, username: 'ann', avatar: 'https://cdn.example.com/ann.jpg' };

describe('the account checklist rule', () => {
  it('asks for set-up only while something is missing', () => {
    expect(needsSetup(currentUserFactory(complete))).toBe(false);
    expect(needsSetup(currentUserFactory({ ...complete, verifiedEmail: false }))).toBe(true);
    expect(needsSetup(currentUserFactory({ ...complete, username: null }))).toBe(true);
    expect(needsSetup(currentUserFactory({ ...complete, avatar: AVATAR_PLACEHOLDER }))).toBe(true);
    expect(needsSetup(currentUserFactory({ ...complete, email: null, verifiedEmail: false }))).toBe(true);
    expect(checklistOf(currentUserFactory(complete)).every((item) => item.done)).toBe(true);
  });
});

describe('home for a fan', () => {
  it('lists what the account still lacks, with the ways to fix it', async () => {
    renderWithStore(<HomeDashboard />, {
      user: currentUserFactory({ name: 'New Fan', username: 'newfan', verifiedEmail: false, avatar: AVATAR_PLACEHOLDER }),
    });
    expect(screen.getByTestId('home-setup')).toHaveTextContent('Finish setting up your account');
    expect(screen.getByTestId('home-check-email')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('home-check-username')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('home-check-verified')).toHaveAttribute('data-done', 'false');
    expect(screen.getByTestId('home-check-avatar')).toHaveAttribute('data-done', 'false');
    expect(within(screen.getByTestId('home-check-avatar')).getByRole('link')).toHaveAttribute('href', '/user/account');
    // Fans have no welcome or creator card: the feed comes first.
    expect(screen.queryByTestId('home-welcome')).toBeNull();
    expect(screen.queryByTestId('home-creator')).toBeNull();
    expect(document.body).not.toHaveTextContent(/coming soon/i);
    expect(await screen.findAllByText('No performers to suggest yet.')).not.toHaveLength(0);
  });

  it('shows no checklist once the account is complete: the feed is first', async () => {
    renderWithStore(<HomeDashboard />, { user: currentUserFactory(complete) });
    expect(screen.queryByTestId('home-setup')).toBeNull();
    expect(screen.queryByTestId('home-checklist')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    await screen.findAllByText('No performers to suggest yet.');
  });

  it('puts the suggestions beside the feed and, for narrow screens, after the first posts', () => {
    const suggestions = [performerFactory({ _id: 'p-1', username: 'luna', name: 'Luna' })];
    const timeline = { data: feedsFrom(1, 4), total: 4 };
    renderWithStore(<HomeDashboard start={{ live: [], suggestions, timeline }} />, { user: currentUserFactory(complete) });
    expect(within(screen.getByRole('complementary', { name: 'Suggestions' })).getByTestId('home-suggestions')).toHaveTextContent('Luna');

    const list = screen.getByTestId('timeline');
    const inline = within(list).getByTestId('home-suggestions-inline');
    expect(inline).toHaveTextContent('Luna');
    const cards = within(list).getAllByTestId('feed-card');
    // After the second post, before the third.
    expect(cards[SUGGESTIONS_AFTER_POSTS - 1].compareDocumentPosition(inline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(inline.compareDocumentPosition(cards[SUGGESTIONS_AFTER_POSTS]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends the suggestions once in the server\'s HTML (between the posts); the side column fills after hydration', async () => {
    const suggestions = [performerFactory({ _id: 'p-1', username: 'luna', name: 'Luna' })];
    const timeline = { data: feedsFrom(1, 4), total: 4 };
    let serverCards: string[] = [];
    let serverSide = '';
    renderWithStore(<HomeDashboard start={{ live: [], suggestions, timeline }} />, {
      user: currentUserFactory(complete),
      beforeHydrate: (container) => {
        serverCards = [...container.querySelectorAll('[data-testid="performer-card"]')].map((c) => c.closest('[data-testid]:not([data-testid="performer-card"]):not([data-testid="performer-grid"])')!.getAttribute('data-testid')!);
        serverSide = container.querySelector('aside')!.textContent ?? '';
      },
    });
    expect(serverCards).toEqual(['home-suggestions-inline']);
    expect(serverSide).not.toContain('Luna');
    await act(async () => undefined);
    expect(within(screen.getByRole('complementary', { name: 'Suggestions' })).getByTestId('home-suggestions')).toHaveTextContent('Luna');
  });

  it('shows the inline suggestions under an empty feed too', () => {
    const suggestions = [performerFactory({ _id: 'p-1', username: 'luna', name: 'Luna' })];
    renderWithStore(<HomeDashboard start={{ live: [], suggestions, timeline: { data: [], total: 0 } }} />, { user: currentUserFactory(complete) });
    expect(screen.getByTestId('timeline-empty')).toBeInTheDocument();
    expect(within(screen.getByTestId('timeline')).getByTestId('home-suggestions-inline')).toHaveTextContent('Luna');
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
});

describe('home for a performer', () => {
  it('welcomes them and shows their public profile link and verification state', async () => {
    renderWithStore(<HomeDashboard />, {
      user: currentUserFactory({ ...complete, name: 'Luna', username: 'luna', isPerformer: true, performer: { bio: '', verificationStatus: 'pending' } }),
    });
    expect(screen.getByTestId('home-welcome')).toHaveTextContent('Welcome, Luna');
    expect(screen.getByTestId('home-welcome')).toHaveTextContent('@luna');
    // A complete account: no checklist in the welcome card.
    expect(screen.queryByTestId('home-checklist')).toBeNull();
    expect(screen.getByTestId('home-public-profile')).toHaveAttribute('href', '/luna');
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Pending review');
    expect(screen.getByTestId('home-account-link')).toHaveAttribute('href', '/creator/account');
    await screen.findAllByText('No performers to suggest yet.');
  });

  it('lists in the welcome card what a performer’s account lacks', async () => {
    renderWithStore(<HomeDashboard />, {
      user: currentUserFactory({ ...complete, avatar: AVATAR_PLACEHOLDER, isPerformer: true, performer: { bio: '', verificationStatus: 'verified' } }),
    });
    expect(within(screen.getByTestId('home-welcome')).getByTestId('home-check-avatar')).toHaveAttribute('data-done', 'false');
    await screen.findAllByText('No performers to suggest yet.');
  });
});
