// The /home timeline and a profile's Posts tab: pages of 10 (offset/limit) load as the end of the list
// scrolls into view, "You're all caught up" at the end, an empty state pointing to /performers.
// IntersectionObserver is the browser's; here a stand-in lets the test say when the end is in view.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ALL_CAUGHT_UP } from '@/components/feed/feed-list';
import { HomeTimeline } from '@/components/home/home-timeline';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';
import { fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { performerFactory } from '../performers/fixtures';
import { feedFactory, feedsFrom } from '../../helpers/content-fixtures';

/** Observers the page made, alive until disconnected; `scrollIntoView` reports the watched elements visible. */
class TestIntersectionObserver {
  static live = new Set<TestIntersectionObserver>();
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    TestIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  static scrollIntoView() {
    for (const o of [...TestIntersectionObserver.live]) {
      o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
    }
  }
}

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  TestIntersectionObserver.live.clear();
  Object.assign(window, { IntersectionObserver: TestIntersectionObserver });
});
afterEach(() => {
  api?.restore();
  api = undefined;
  delete (window as Partial<typeof window>).IntersectionObserver;
});

const fan = currentUserFactory();
const cards = () => screen.queryAllByTestId('feed-card');
const pageOf = (call: FakeCall) => ({ offset: Number(call.params.offset), limit: Number(call.params.limit) });
const scroll = async () => {
  await act(async () => {
    TestIntersectionObserver.scrollIntoView();
  });
};

/** 23 posts served in the pages asked for. */
const timeline = (call: FakeCall) => {
  const { offset, limit } = pageOf(call);
  return ok({ data: feedsFrom(offset + 1, Math.max(0, Math.min(limit, 23 - offset))), total: 23 });
};

describe('the home timeline', () => {
  it('loads pages of 10 as the end scrolls into view, then says all is caught up', async () => {
    api = fakeApi({ 'GET /user/feeds': timeline });
    renderWithStore(<HomeTimeline />, { user: fan });
    expect(screen.getByTestId('timeline')).toBeInTheDocument();

    await scroll();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(cards()[0]).toHaveAttribute('data-feed-id', 'feed-1');
    expect(cards()[0]).toHaveAttribute('data-locked', 'false');

    await scroll();
    await waitFor(() => expect(cards()).toHaveLength(20));
    await scroll();
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(screen.getByTestId('feed-end')).toHaveTextContent(ALL_CAUGHT_UP);
    expect(api.calls.map(pageOf)).toEqual([
      { offset: 0, limit: 10 },
      { offset: 10, limit: 10 },
      { offset: 20, limit: 10 },
    ]);
    // At the end nothing is watched any more.
    await scroll();
    expect(api.calls).toHaveLength(3);
  });

  it('asks for one page at a time however often the end is reported in view', async () => {
    let answer: (() => void) | undefined;
    api = fakeApi({
      'GET /user/feeds': (call) =>
        new Promise((resolve) => {
          answer = () => resolve(timeline(call));
        }),
    });
    renderWithStore(<HomeTimeline />, { user: fan });
    await scroll();
    await scroll();
    expect(api.calls).toHaveLength(1);
    await act(async () => answer?.());
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it('points to the performers directory when there is nothing to show', async () => {
    api = fakeApi({ 'GET /user/feeds': ok({ data: [], total: 0 }) });
    renderWithStore(<HomeTimeline />, { user: fan });
    await scroll();
    expect(await screen.findByTestId('timeline-empty')).toBeInTheDocument();
    expect(screen.getByTestId('timeline-find-performers')).toHaveAttribute('href', '/performers');
    expect(screen.queryByTestId('feed-end')).toBeNull();
  });

  it('offers the next page as a button where scrolling cannot be observed', async () => {
    delete (window as Partial<typeof window>).IntersectionObserver;
    api = fakeApi({ 'GET /user/feeds': timeline });
    renderWithStore(<HomeTimeline />, { user: fan });
    expect(api.calls).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByTestId('feed-load-more'));
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByTestId('feed-load-more')).toHaveTextContent('Load more posts');
  });

  it('shows the server message and tries again on request', async () => {
    let fail = true;
    api = fakeApi({
      'GET /user/feeds': (call) => (fail ? { status: 500, body: { statusCode: 500, error: 'Error', message: 'Database is down' } } : timeline(call)),
    });
    renderWithStore(<HomeTimeline />, { user: fan });
    await scroll();
    expect(await screen.findByTestId('feed-error')).toHaveTextContent('Database is down');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(pageOf(api.calls[1])).toEqual({ offset: 0, limit: 10 });
  });
});

describe("a performer's Posts tab", () => {
  it("lists the performer's posts from GET /user/feeds/search/{username}, locked ones marked", async () => {
    const luna = performerFactory();
    api = fakeApi({
      'GET /user/feeds/search/luna': ok({ data: [feedFactory({ _id: 'free-1' }), feedFactory({ _id: 'locked-1', access: 'subscribers', isLocked: true })], total: 2 }),
    });
    renderWithStore(<PerformerProfile performer={luna} />, { user: fan });
    expect(screen.getByRole('tab', { name: 'Posts' })).toBeInTheDocument();
    // The tab's list is a chunk of its own, loaded when the tab shows.
    await screen.findByTestId('profile-posts');
    await scroll();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((c) => [c.getAttribute('data-feed-id'), c.getAttribute('data-locked')])).toEqual([
      ['free-1', 'false'],
      ['locked-1', 'true'],
    ]);
    expect(screen.getByTestId('profile-posts')).toContainElement(screen.getByTestId('feed-end'));
  });
});
