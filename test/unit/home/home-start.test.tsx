// /home reads who is live, the suggestions and the first page of the timeline with the page, so its first
// render (the server's) already holds them and nothing arrives afterwards to push the cards below down.
import '../../helpers/browser-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { HOME_FIRST_POSTS } from '@/components/home/load-home';
import HomePage, { type HomePageProps } from '../../../pages/home';
import { currentUserFactory } from '../../helpers/current-user';
import { fail, fakeApi, okList } from '../../helpers/fake-api';
import { loadPageProps } from '../../helpers/page-props';
import { renderWithStore } from '../../helpers/render';
import { feedFactory, feedsFrom } from '../../helpers/content-fixtures';
import { performerFactory } from '../performers/fixtures';
import { streamFactory } from '../live/fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const fan = currentUserFactory({ name: 'Fan One', username: 'fan1' });
const loadHome = () => loadPageProps<HomePageProps>(HomePage, '/home', {}, '/home');

describe('/home', () => {
  it('renders who is live, the suggestions and the first posts at once, without asking again in the browser', async () => {
    api = fakeApi({
      'GET /streaming/user/search': okList([streamFactory()]),
      'GET /performers/top': okList([performerFactory({ _id: 'p-1', username: 'luna', name: 'Luna' })]),
      'GET /performers/search/random': okList([performerFactory({ _id: 'p-2', username: 'ava', name: 'Ava' })]),
      'GET /user/feeds': okList([feedFactory({ _id: 'f-1', text: 'Good morning' }), feedFactory({ _id: 'f-2', text: 'New set' })], 12),
    });
    const { props } = await loadHome();
    expect(api.calls.find((c) => c.url === '/user/feeds')?.params).toEqual({ offset: '0', limit: String(HOME_FIRST_POSTS) });
    const asked = api.calls.length;

    renderWithStore(<HomePage {...props} />, { user: fan });
    // No waiting: this is the first render, the one the server sends.
    expect(screen.getAllByTestId('live-now-item')).toHaveLength(1);
    expect(within(screen.getByTestId('home-suggestions')).getAllByTestId('performer-name').map((n) => n.textContent)).toEqual(['Luna', 'Ava']);
    expect(within(screen.getByTestId('timeline')).getAllByTestId('feed-card').map((c) => c.getAttribute('data-feed-id'))).toEqual(['f-1', 'f-2']);
    // Twelve posts, two held: the list reads on from there when its end comes into view.
    expect(screen.getByTestId('feed-load-more')).toHaveTextContent('Load more posts');
    expect(screen.queryByTestId('feed-loading')).toBeNull();
    expect(api.calls).toHaveLength(asked);
  });

  it('reads in the browser the parts the page could not read', async () => {
    api = fakeApi({
      'GET /streaming/user/search': fail(500, 'Down'),
      'GET /performers/top': okList([performerFactory({ _id: 'p-1', username: 'luna', name: 'Luna' })]),
      'GET /performers/search/random': okList([]),
      'GET /user/feeds': fail(500, 'Down'),
    });
    const { props } = await loadHome();
    expect(props.start).toEqual({ live: null, suggestions: [expect.objectContaining({ _id: 'p-1' })], timeline: null });

    api.restore();
    api = fakeApi({ 'GET /streaming/user/search': okList([streamFactory()]), 'GET /user/feeds': okList(feedsFrom(1, 2)) });
    renderWithStore(<HomePage {...props} />, { user: fan });
    expect(await screen.findByTestId('live-now-strip')).toBeInTheDocument();
    // The timeline waits for its end to come into view, as without a server render (the button does the same).
    expect(screen.getByTestId('feed-load-more')).toHaveTextContent('Show posts');
    await waitFor(() => expect(api?.calls.map((c) => c.url)).toEqual(['/streaming/user/search']));
  });
});
