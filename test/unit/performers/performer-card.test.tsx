// A performer card: what it shows, where it leads, and its follow button.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PerformerCard } from '@/components/performers/performer-card';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';
import { fakeApi, ok } from '../../helpers/fake-api';
import { performerFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

describe('performer card', () => {
  it('shows name, @username, monthly price and links to the profile', () => {
    renderWithStore(<PerformerCard performer={performerFactory({ cover: '/files/covers/luna.webp' })} />);
    const card = screen.getByTestId('performer-card');
    expect(card).toHaveAttribute('data-username', 'luna');
    expect(within(card).getByTestId('performer-name')).toHaveTextContent('Luna Star');
    expect(card).toHaveTextContent('@luna');
    expect(within(card).getByTestId('performer-price')).toHaveTextContent('$9.95 / month');
    expect(within(card).getByRole('link', { name: 'Luna Star' })).toHaveAttribute('href', '/luna');
    expect(within(card).queryByTestId('performer-live')).toBeNull();
    expect(within(card).queryByTestId('performer-free-trial')).toBeNull();
  });

  it('badges a free trial and a live stream; an account without username links by id', () => {
    const p = performerFactory({ username: null, isStreaming: true, isFreeSubscription: true });
    renderWithStore(<PerformerCard performer={p} />);
    expect(screen.getByTestId('performer-live')).toHaveTextContent('Live');
    expect(screen.getByTestId('performer-free-trial')).toHaveTextContent('Free trial');
    expect(screen.getByRole('link', { name: 'Luna Star' })).toHaveAttribute('href', `/${p._id}`);
  });

  it('follows from the card for a logged-in fan', async () => {
    const p = performerFactory();
    api = fakeApi({ [`POST /follows/${p._id}`]: ok({ performerId: p._id, isFollowed: true, followers: 13 }) });
    renderWithStore(<PerformerCard performer={p} />, { user: currentUserFactory(), sagas: true });
    await act(async () => {
      fireEvent.click(screen.getByTestId('performer-follow'));
    });
    await waitFor(() => expect(screen.getByTestId('performer-follow')).toHaveTextContent('Following'));
  });

  it('has no follow button on the performer\'s own card', () => {
    const p = performerFactory();
    renderWithStore(<PerformerCard performer={p} />, { user: currentUserFactory({ _id: p._id, isPerformer: true }) });
    expect(screen.queryByTestId('performer-follow')).toBeNull();
  });
});
