// One post as a viewer sees it: locked posts show only blurred previews (never a media address) with the
// way to unlock; open posts show their media, processing files poll until ready; polls and likes update.
import '../../helpers/browser-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FeedCard } from '@/components/feed/feed-card';
import { STATUS_POLL_MS } from '@/components/creator/use-processing-status';
import { DEFAULT_FEED_THUMBNAIL } from '@/contracts/feeds';
import { setSubscription } from '@/redux/subscription/actions';
import { currentUserFactory } from '../../helpers/current-user';
import { click, renderWithStore } from '../../helpers/render';
import { fakeApi, ok } from '../../helpers/fake-api';
import { feedFactory, fileFactory, LUNA_ID, pollFactory } from '../../helpers/content-fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const fan = currentUserFactory();
/** Every picture, video and audio address in a card, except the author's avatar. */
const mediaSources = (root: HTMLElement) =>
  [...root.querySelectorAll('img, video, audio, source')]
    .filter((el) => !el.closest('.fs-avatar')).flatMap((el) => [el.getAttribute('src'), el.getAttribute('poster')]).filter((s): s is string => !!s);

describe('a locked post', () => {
  const privateUrl = '/api/media/private/secret.mp4?sig=x';
  const locked = feedFactory({
    _id: 'locked-1',
    type: 'photo',
    access: 'subscribers',
    isLocked: true,
    text: 'Behind the scenes',
    files: [
      fileFactory({ _id: 'f-a', url: null, thumbnails: [], preview: '/api/files/public/previews/a.webp' }),
      fileFactory({ _id: 'f-b', url: null, thumbnails: [], preview: '/api/files/public/previews/b.webp' }),
    ],
  });

  it('shows text and blurred previews only, with "Subscribe to unlock" opening the subscription dialog', async () => {
    const { actions } = renderWithStore(<FeedCard feed={locked} />, { user: fan });
    const card = screen.getByTestId('feed-card');
    expect(card).toHaveAttribute('data-locked', 'true');
    expect(card).toHaveAttribute('data-feed-id', 'locked-1');
    expect(within(card).getByTestId('feed-body')).toHaveTextContent('Behind the scenes');
    expect(mediaSources(card)).toEqual(['/api/files/public/previews/a.webp', '/api/files/public/previews/b.webp']);
    expect(card.querySelector('video, audio')).toBeNull();
    expect(within(card).queryByTestId('feed-photo')).toBeNull();

    await click(within(card).getByTestId('feed-subscribe'));
    const opened = actions.filter(setSubscription.match).map((a) => a.payload);
    expect(opened).toEqual([{ showModal: true, performer: expect.objectContaining({ _id: LUNA_ID, username: 'luna' }), subscriptionType: 'monthly' }]);
  });

  it('never renders a media address even if one slipped into a locked answer', () => {
    const leaky = feedFactory({
      ...locked,
      type: 'video',
      files: [fileFactory({ _id: 'f-v', type: 'feed-video', url: privateUrl, thumbnails: ['/api/media/private/poster.jpg'], preview: null })],
    });
    renderWithStore(<FeedCard feed={leaky} />, { user: fan });
    const card = screen.getByTestId('feed-card');
    // No preview: the post's thumbnail stands in, and nothing private is used.
    expect(mediaSources(card)).toEqual([DEFAULT_FEED_THUMBNAIL]);
    expect(card.innerHTML).not.toContain('/private/');
  });

  it('plays the free teaser and offers a post for sale at its price, bought from the wallet', () => {
    const forSale = feedFactory({
      ...locked,
      access: 'sale',
      price: 4.99,
      teaser: { url: '/api/files/public/teasers/t.mp4', thumbnails: ['/api/files/public/teasers/t.jpg'] },
    });
    renderWithStore(<FeedCard feed={forSale} />, { user: fan });
    const card = screen.getByTestId('feed-card');
    expect(within(card).getByTestId('feed-teaser')).toHaveAttribute('src', '/api/files/public/teasers/t.mp4');
    const unlock = within(card).getByTestId('feed-unlock');
    expect(unlock).toHaveTextContent('Unlock for $4.99');
    expect(unlock).toBeEnabled();
    expect(within(card).queryByTestId('feed-subscribe')).toBeNull();
  });

  it('sends an anonymous visitor to log in instead of opening the dialog', async () => {
    const { router, actions } = renderWithStore(<FeedCard feed={locked} />);
    await click(screen.getByTestId('feed-subscribe'));
    expect(router.push).toHaveBeenCalledWith('/auth/login');
    expect(actions.filter(setSubscription.match)).toEqual([]);
  });
});

describe('an open post', () => {
  it('shows photos, the video with its poster and the audio player', () => {
    const feed = feedFactory({
      type: 'video',
      files: [
        fileFactory({ _id: 'p', url: '/m/p.webp' }),
        fileFactory({ _id: 'v', type: 'feed-video', url: '/m/v.mp4', thumbnails: ['/m/v.jpg'] }),
        fileFactory({ _id: 'a', type: 'feed-audio', url: '/m/a.m4a' }),
      ],
    });
    renderWithStore(<FeedCard feed={feed} />, { user: fan });
    expect(screen.getByTestId('feed-card')).toHaveAttribute('data-locked', 'false');
    expect(screen.getByTestId('feed-photo')).toHaveAttribute('src', '/m/p.webp');
    const video = screen.getByTestId('feed-video');
    expect(video).toHaveAttribute('src', '/m/v.mp4');
    expect(video).toHaveAttribute('poster', '/m/v.jpg');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByTestId('feed-audio')).toHaveAttribute('src', '/m/a.m4a');
  });

  it('uses the default thumbnail as the poster of a video without one', () => {
    const feed = feedFactory({ type: 'video', thumbnail: { url: '' }, files: [fileFactory({ _id: 'v', type: 'feed-video', url: '/m/v.mp4' })] });
    renderWithStore(<FeedCard feed={feed} />, { user: fan });
    expect(screen.getByTestId('feed-video')).toHaveAttribute('poster', DEFAULT_FEED_THUMBNAIL);
  });

  it("tells its owner when the moderators hid or removed the post", () => {
    const owner = currentUserFactory({ _id: LUNA_ID, isPerformer: true });
    const { unmount } = renderWithStore(<FeedCard feed={feedFactory({ moderation: 'hidden' })} />, { user: owner });
    expect(screen.getByTestId('moderation-tag')).toHaveTextContent('Hidden by the moderators');
    unmount();
    const second = renderWithStore(<FeedCard feed={feedFactory({ moderation: 'removed' })} />, { user: owner });
    expect(screen.getByTestId('moderation-tag')).toHaveTextContent('Removed by the moderators');
    second.unmount();
    renderWithStore(<FeedCard feed={feedFactory()} />, { user: owner });
    expect(screen.queryByTestId('moderation-tag')).toBeNull();
  });

  it('shows the pinned badge, and the scheduled badge to its owner only', () => {
    const feed = feedFactory({ isPinned: true, status: 'scheduled', scheduledAt: '2099-05-01T10:00:00.000Z' });
    const { unmount } = renderWithStore(<FeedCard feed={feed} />, { user: fan });
    expect(screen.getByTestId('feed-pinned')).toHaveTextContent('Pinned');
    expect(screen.queryByTestId('feed-scheduled')).toBeNull();
    unmount();
    renderWithStore(<FeedCard feed={feed} />, { user: currentUserFactory({ _id: LUNA_ID, isPerformer: true }) });
    expect(screen.getByTestId('feed-scheduled')).toHaveTextContent('Scheduled · May 1, 2099');
  });
});

describe('a file still processing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows "Processing…" with the progress it polls, then the playable video', async () => {
    const processing = fileFactory({ _id: 'v', type: 'feed-video', status: 'processing', url: null });
    const statuses = [
      { _id: 'v', status: 'processing', progress: 60, error: null },
      { _id: 'v', status: 'finished', progress: 100, error: null },
    ];
    const ready = feedFactory({ _id: 'feed-v', type: 'video', files: [fileFactory({ _id: 'v', type: 'feed-video', url: '/m/v.mp4' })] });
    api = fakeApi({
      'GET /user/feeds/feed-v/file/v/status': () => ok(statuses.shift()),
      'GET /user/feeds/feed-v': ok(ready),
    });
    renderWithStore(<FeedCard feed={feedFactory({ _id: 'feed-v', type: 'video', files: [processing] })} />, { user: fan });
    expect(screen.getByTestId('feed-file-processing')).toHaveTextContent('Processing…');
    expect(screen.queryByTestId('feed-video')).toBeNull();

    const tick = async () => {
      await act(async () => {
        jest.advanceTimersByTime(STATUS_POLL_MS);
      });
      await act(async () => {
        await Promise.resolve();
      });
    };
    await tick();
    expect(screen.getByTestId('feed-file-processing')).toHaveTextContent('60%');
    await tick();
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(await screen.findByTestId('feed-video')).toHaveAttribute('src', '/m/v.mp4');
    expect(screen.queryByTestId('feed-file-processing')).toBeNull();
    expect(api.calls.map((c) => c.url)).toEqual(['/user/feeds/feed-v/file/v/status', '/user/feeds/feed-v/file/v/status', '/user/feeds/feed-v']);
  });
});

describe('polls and reactions', () => {
  it('votes once and shows the new counts from the answer', async () => {
    const poll = pollFactory();
    api = fakeApi({
      'POST /user/feeds/vote/p-1': ok(pollFactory({ options: [{ _id: 'o-1', text: 'Beach', votes: 2 }, { _id: 'o-2', text: 'City', votes: 2 }], totalVotes: 4, votedOptionId: 'o-2' })),
    });
    renderWithStore(<FeedCard feed={feedFactory({ type: 'poll', poll })} />, { user: fan });
    expect(screen.getByTestId('feed-poll')).toHaveTextContent('3 votes');
    const city = screen.getAllByTestId('feed-poll-vote').find((b) => b.getAttribute('data-option-id') === 'o-2');
    await click(city as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('feed-poll-result')).toHaveLength(2));
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/user/feeds/vote/p-1', body: { optionId: 'o-2' } });
    const votes = screen.getAllByTestId('feed-poll-result').map((r) => [r.getAttribute('data-option-id'), r.getAttribute('data-votes')]);
    expect(votes).toEqual([
      ['o-1', '2'],
      ['o-2', '2'],
    ]);
    expect(screen.getByTestId('feed-poll')).toHaveTextContent('4 votes');
    expect(screen.queryByTestId('feed-poll-vote')).toBeNull();
  });

  it('shows results without vote buttons once the poll closed', () => {
    renderWithStore(<FeedCard feed={feedFactory({ type: 'poll', poll: pollFactory({ closed: true }) })} />, { user: fan });
    expect(screen.queryByTestId('feed-poll-vote')).toBeNull();
    expect(screen.getByTestId('feed-poll')).toHaveTextContent('Closed');
  });

  it('likes and unlikes with objectType feed, and bookmarks', async () => {
    const body = (action: string) => ({ objectId: 'feed-1', objectType: 'feed', action });
    let liked = false;
    api = fakeApi({
      'POST /reactions': (call) => {
        liked = (call.body as { action: string }).action === 'like' ? true : liked;
        return ok({ ...(call.body as object), active: true });
      },
      'DELETE /reactions': ok({ ...body('like'), active: false }),
    });
    renderWithStore(<FeedCard feed={feedFactory()} />, { user: fan });
    const like = screen.getByTestId('feed-like');
    expect(like).toHaveTextContent('4');
    await click(like);
    await waitFor(() => expect(screen.getByTestId('feed-like')).toHaveAttribute('data-liked', 'true'));
    expect(screen.getByTestId('feed-like')).toHaveTextContent('5');
    await click(screen.getByTestId('feed-like'));
    await waitFor(() => expect(screen.getByTestId('feed-like')).toHaveAttribute('data-liked', 'false'));
    expect(screen.getByTestId('feed-like')).toHaveTextContent('4');
    await click(screen.getByTestId('feed-bookmark'));
    await waitFor(() => expect(screen.getByTestId('feed-bookmark')).toHaveAttribute('data-bookmarked', 'true'));
    expect(liked).toBe(true);
    expect(api.calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', body('like')],
      ['DELETE', body('like')],
      ['POST', body('bookmark')],
    ]);
  });
});
