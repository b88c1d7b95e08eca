// /home's "Suggested performers": top performers first, random ones to fill up, each once.
import '../../helpers/browser-globals';
import { screen } from '@testing-library/react';
import { HomeSuggestions, mergeSuggestions } from '@/components/home/home-suggestions';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';
import { fail, fakeApi, okList } from '../../helpers/fake-api';
import { performerFactory } from './fixtures';

const p = (n: number) => performerFactory({ _id: `00000000-0000-4000-8000-00000000000${n}`, username: `p${n}`, name: `P${n}` });

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

describe('suggestions', () => {
  it('put top performers first and fill up with random ones not already shown', () => {
    expect(mergeSuggestions([p(1), p(2)], [p(2), p(3), p(4)], 3).map((x) => x.username)).toEqual(['p1', 'p2', 'p3']);
  });

  it('are cards from GET /performers/top and /performers/search/random', async () => {
    api = fakeApi({ 'GET /performers/top': okList([p(1), p(2)]), 'GET /performers/search/random': okList([p(2), p(3)]) });
    renderWithStore(<HomeSuggestions />, { user: currentUserFactory() });
    const cards = await screen.findAllByTestId('performer-card');
    expect(cards.map((c) => c.getAttribute('data-username'))).toEqual(['p1', 'p2', 'p3']);
    expect(screen.getByTestId('home-suggestions')).toHaveTextContent('Suggested performers');
    expect(screen.getByTestId('home-see-all-performers')).toHaveAttribute('href', '/performers');
    expect(api.calls.map((c) => [c.url, c.params])).toEqual([
      ['/performers/top', { limit: '6' }],
      ['/performers/search/random', { limit: '6' }],
    ]);
  });

  it('still show the random ones when the top list fails, and say so when there are none', async () => {
    api = fakeApi({ 'GET /performers/top': fail(500, ''), 'GET /performers/search/random': okList([p(3)]) });
    const { unmount } = renderWithStore(<HomeSuggestions />, { user: currentUserFactory() });
    expect((await screen.findAllByTestId('performer-card')).map((c) => c.getAttribute('data-username'))).toEqual(['p3']);
    unmount();
    api.restore();

    api = fakeApi({ 'GET /performers/top': okList([]), 'GET /performers/search/random': okList([]) });
    renderWithStore(<HomeSuggestions />, { user: currentUserFactory() });
    expect(await screen.findByText('No performers to suggest yet.')).toBeInTheDocument();
  });
});
