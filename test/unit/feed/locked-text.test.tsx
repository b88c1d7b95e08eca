// A locked post's text: the API sends none of it unless it is a teaser, and the card shows it locked
// ("Unlock to read") with the blurred treatment of locked media. Buying the post, or starting a free trial
// from the timeline, reads it again and shows the text at once; on /post/[id] the comment box opens too.
import '../../helpers/browser-globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Feed } from '@/contracts/feeds';
import { FeedCard } from '@/components/feed/feed-card';
import { FeedList } from '@/components/feed/feed-list';
import { UNLOCK_TO_READ } from '@/components/feed/locked-preview';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { performerFactory } from '../performers/fixtures';
import { subscriptionFactory } from '../subscriptions/fixtures';
import { fanState } from '../../helpers/fan-state';
import { feedFactory, fileFactory } from '../../helpers/content-fixtures';
import PostPage from '../../../pages/post/[id]';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const POST_ID = 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f6aa';
const SECRET = 'The whole 30-day program, day by day';
/** A text post for sale as a fan who has not bought it gets it: no text, and a flag saying there is some. */
const lockedText = feedFactory({ _id: POST_ID, type: 'text', access: 'sale', price: 9.99, isLocked: true, text: '', isTextLocked: true });
const boughtText = feedFactory({ ...lockedText, isLocked: false, isBought: true, text: SECRET, isTextLocked: false });
const charged = ok({ transactionId: 't-1', balance: 10.01, type: 'feed', itemId: POST_ID });

async function buy() {
  await click(screen.getByTestId('feed-unlock'));
  await screen.findByTestId('buy-dialog');
  await click(screen.getByTestId('buy-confirm'));
}

describe('a locked text post', () => {
  it('shows "Unlock to read" over blurred stand-in lines, and none of the text', () => {
    renderWithStore(<FeedCard feed={lockedText} />, { state: fanState({ balance: 20 }) });
    const card = screen.getByTestId('feed-card');
    expect(card).toHaveAttribute('data-locked', 'true');
    expect(within(card).queryByTestId('feed-body')).toBeNull();
    const box = within(card).getByTestId('feed-locked');
    expect(within(box).getByTestId('feed-text-locked')).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveTextContent(UNLOCK_TO_READ);
    expect(within(box).getByTestId('feed-unlock')).toHaveTextContent('Unlock for $9.99');
    // No pictures for a post that has none: the lines stand in for its words.
    expect(within(box).queryByTestId('feed-preview')).toBeNull();
  });

  it('shows the text at once once bought, without loading the page again', async () => {
    api = fakeApi({ [`POST /wallet/charges/feed/${POST_ID}`]: charged, [`GET /user/feeds/${POST_ID}`]: ok(boughtText) });
    const { router } = renderWithStore(<FeedCard feed={lockedText} />, { state: fanState({ balance: 20 }) });
    await buy();
    expect(await screen.findByTestId('feed-body')).toHaveTextContent(SECRET);
    expect(screen.getByTestId('feed-card')).toHaveAttribute('data-locked', 'false');
    expect(screen.queryByTestId('feed-text-locked')).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows a teaser text while the rest stays locked', () => {
    const teaser = feedFactory({ ...lockedText, text: 'Day one is free to read', isTextLocked: false, textIsTeaser: true });
    renderWithStore(<FeedCard feed={teaser} />, { state: fanState() });
    expect(screen.getByTestId('feed-body')).toHaveTextContent('Day one is free to read');
    expect(screen.getByTestId('feed-locked')).not.toHaveTextContent(UNLOCK_TO_READ);
  });
});

describe('a locked media post whose text is locked', () => {
  it('says the text unlocks with it, above the blurred previews', () => {
    const photo = feedFactory({
      type: 'photo',
      access: 'subscribers',
      isLocked: true,
      text: '',
      isTextLocked: true,
      files: [fileFactory({ url: null, thumbnails: [], preview: '/api/files/public/previews/a.webp' })],
    });
    renderWithStore(<FeedCard feed={photo} />, { state: fanState() });
    const card = screen.getByTestId('feed-card');
    expect(within(card).getByTestId('feed-text-locked')).toHaveTextContent(`${UNLOCK_TO_READ} the text`);
    expect(within(card).queryByTestId('feed-body')).toBeNull();
    expect(within(card).getByTestId('feed-preview')).toHaveAttribute('src', '/api/files/public/previews/a.webp');
  });
});

describe('/post/[id]', () => {
  it('opens the comment box once the post is bought, without loading the page again', async () => {
    api = fakeApi({
      [`GET /user/feeds/${POST_ID}`]: ok(lockedText),
      'GET /comments': okList([]),
      [`POST /wallet/charges/feed/${POST_ID}`]: charged,
    });
    const props = (await PostPage.getInitialProps!({ query: { id: POST_ID } } as never)) as React.ComponentProps<typeof PostPage>;
    // From here on the post is read as the buyer now sees it.
    api.restore();
    api = fakeApi({ [`GET /user/feeds/${POST_ID}`]: ok(boughtText), 'GET /comments': okList([]), [`POST /wallet/charges/feed/${POST_ID}`]: charged });
    const { router } = renderWithStore(<PostPage {...props} />, { state: fanState({ balance: 20 }) });
    expect(await screen.findByTestId('comments-locked')).toHaveTextContent('Unlock this post to comment');
    expect(screen.queryByTestId('comment-composer')).toBeNull();

    await buy();
    expect(await screen.findByTestId('feed-body')).toHaveTextContent(SECRET);
    await waitFor(() => expect(screen.queryByTestId('comments-locked')).toBeNull());
    expect(screen.getByTestId('comment-composer')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('a list of posts', () => {
  it('reads the locked posts of a performer again when a free trial starts from the list', async () => {
    const locked = feedFactory({ _id: 'sub-1', type: 'text', access: 'subscribers', isLocked: true, text: '', isTextLocked: true });
    const other = feedFactory({ _id: 'other-1', performerId: 'someone-else', type: 'text', access: 'subscribers', isLocked: true, text: '', isTextLocked: true });
    const opened: Feed = { ...locked, isLocked: false, isSubscribed: true, text: 'Notes for subscribers', isTextLocked: false };
    const luna = performerFactory({ isFreeSubscription: true, freeSubscriptionDays: 3 });
    const trial = subscriptionFactory({ subscriptionType: 'free', price: 0, expiredAt: '2026-11-22T12:00:00.000Z', gateway: null });
    api = fakeApi({
      'GET /user/feeds/sub-1': ok(opened),
      [`GET /performers/${luna.username}`]: ok(luna),
      'POST /payment/subscribe/performers': ok({ paymentId: null, checkoutUrl: null, amount: 0, status: 'succeeded', testMode: false, subscription: trial }),
    });
    const load = () => Promise.resolve({ status: 0 as const, data: { data: [locked, other], total: 2 } });
    const router = fakeRouter('/home');
    renderWithStore(<FeedList load={load} testId="list" empty={null} />, { state: fanState(), router });
    await click(screen.getByTestId('feed-load-more'));
    const card = (await screen.findAllByTestId('feed-card')).find((c) => c.getAttribute('data-feed-id') === 'sub-1')!;
    expect(within(card).getByTestId('feed-locked')).toHaveTextContent(UNLOCK_TO_READ);

    await click(within(card).getByTestId('feed-subscribe'));
    await click(await screen.findByTestId('subscribe-try-free'));
    await click(screen.getByTestId('trial-start'));

    await waitFor(() => expect(screen.getByText('Notes for subscribers')).toBeInTheDocument());
    const cards = screen.getAllByTestId('feed-card');
    expect(cards.map((c) => [c.getAttribute('data-feed-id'), c.getAttribute('data-locked')])).toEqual([
      ['sub-1', 'false'],
      ['other-1', 'true'],
    ]);
    // Only the locked post of the performer subscribed to was read again.
    expect(api.calls.filter((c) => c.url.startsWith('/user/feeds/')).map((c) => c.url)).toEqual(['/user/feeds/sub-1']);
  });
});
