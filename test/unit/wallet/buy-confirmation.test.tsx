// Buying a locked item from the wallet: a confirmation naming the price and the balance, the charge route
// called with an Idempotency-Key (the same one when the call is retried), the item read again so it shows
// unlocked, and a too-low wallet answered with the way to top up.
import '../../helpers/browser-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { FeedCard } from '@/components/feed/feed-card';
import { LockedPreview } from '@/components/feed/locked-preview';
import { fail, fakeApi, ok, type FakeResponse } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { feedFactory, fileFactory } from '../../helpers/content-fixtures';
import { fanState, UUID } from '../../helpers/fan-state';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const POST_ID = 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f601';
const TOO_LOW = 'Your wallet balance is too low for this purchase. Top up your wallet first.';
const locked = feedFactory({
  _id: POST_ID,
  type: 'photo',
  access: 'sale',
  price: 9.95,
  isLocked: true,
  files: [fileFactory({ _id: 'f-a', url: null, thumbnails: [], preview: '/api/files/public/previews/a.webp' })],
});
const unlocked = feedFactory({ ...locked, isLocked: false, isBought: true, files: [fileFactory({ _id: 'f-a', url: '/api/files/private/a.jpg?sig=1' })] });
const charged = ok({ transactionId: 't-1', balance: 10.05, type: 'feed', itemId: POST_ID });

const charges = () => api!.calls.filter((c) => c.method === 'POST' && c.url.startsWith('/wallet/charges/'));

async function openDialog() {
  await click(screen.getByTestId('feed-unlock'));
  return screen.findByTestId('buy-dialog');
}

it('asks to confirm with the price and the balance, then charges once with a key and shows the post unlocked', async () => {
  api = fakeApi({ [`POST /wallet/charges/feed/${POST_ID}`]: charged, [`GET /user/feeds/${POST_ID}`]: ok(unlocked) });
  const { store } = renderWithStore(<FeedCard feed={locked} />, { state: fanState({ balance: 20 }) });
  expect(screen.getByTestId('feed-unlock')).toHaveTextContent('Unlock for $9.95');

  const dialog = await openDialog();
  expect(within(dialog).getByTestId('buy-question')).toHaveTextContent('Unlock for $9.95 from your wallet (balance $20.00)?');
  expect(charges()).toHaveLength(0);
  await click(screen.getByTestId('buy-confirm'));

  await waitFor(() => expect(screen.getByTestId('feed-card')).toHaveAttribute('data-locked', 'false'));
  expect(charges()).toHaveLength(1);
  expect(charges()[0].headers['idempotency-key']).toMatch(UUID);
  // The balance changes with the server's push, not here: adding it as well would count it twice.
  expect(store.getState().user.current.balance).toBe(20);
});

it('does not charge when the dialog is cancelled', async () => {
  api = fakeApi({});
  renderWithStore(<FeedCard feed={locked} />, { state: fanState({ balance: 20 }) });
  await openDialog();
  await click(screen.getByTestId('buy-cancel'));
  expect(charges()).toHaveLength(0);
});

it('answers a too-low wallet with a link to top up, leaving the post locked', async () => {
  api = fakeApi({ [`POST /wallet/charges/feed/${POST_ID}`]: fail(422, TOO_LOW) });
  // The balance here is stale (another tab spent it): the server's answer decides.
  renderWithStore(<FeedCard feed={locked} />, { state: fanState({ balance: 50 }) });
  await openDialog();
  expect(screen.queryByTestId('buy-too-low')).toBeNull();
  await click(screen.getByTestId('buy-confirm'));

  expect(await screen.findByTestId('buy-too-low')).toHaveTextContent('Your wallet balance is too low for this purchase.');
  expect(screen.getByTestId('buy-top-up')).toHaveAttribute('href', '/wallet');
  expect(screen.getByTestId('buy-confirm')).toBeDisabled();
  expect(screen.getByTestId('feed-card')).toHaveAttribute('data-locked', 'true');
  expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(0);
});

it('warns before paying when the balance is known to be short', async () => {
  api = fakeApi({});
  renderWithStore(<FeedCard feed={locked} />, { state: fanState({ balance: 3 }) });
  await openDialog();
  expect(screen.getByTestId('buy-too-low')).toBeInTheDocument();
});

it('retries a failed call with the same key, and a new purchase gets a new key', async () => {
  let answer: FakeResponse = fail(503, 'The service is busy, try again.');
  api = fakeApi({ [`POST /wallet/charges/feed/${POST_ID}`]: () => answer, [`GET /user/feeds/${POST_ID}`]: ok(locked) });
  renderWithStore(<FeedCard feed={locked} />, { state: fanState({ balance: 20 }) });
  await openDialog();
  await click(screen.getByTestId('buy-confirm'));
  expect(await screen.findByTestId('buy-problem')).toHaveTextContent('The service is busy, try again.');
  answer = charged;
  await click(screen.getByTestId('buy-confirm'));
  await waitFor(() => expect(charges()).toHaveLength(2));
  expect(charges()[1].headers['idempotency-key']).toBe(charges()[0].headers['idempotency-key']);

  await waitFor(() => expect(screen.queryByTestId('buy-dialog')).toBeNull());
  await openDialog();
  await click(screen.getByTestId('buy-confirm'));
  await waitFor(() => expect(charges()).toHaveLength(3));
  expect(charges()[2].headers['idempotency-key']).not.toBe(charges()[0].headers['idempotency-key']);
});

it('buys a gallery through its own route and reloads the page to show it', async () => {
  const GALLERY_ID = 'a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c65';
  api = fakeApi({ [`POST /wallet/charges/gallery/${GALLERY_ID}`]: ok({ transactionId: 't-2', balance: 10.05, type: 'gallery', itemId: GALLERY_ID }) });
  const router = fakeRouter(`/gallery/${GALLERY_ID}`);
  renderWithStore(<LockedPreview feed={{ ...locked, _id: GALLERY_ID }} noun="gallery" kind="gallery" />, { state: fanState({ balance: 20 }), router });
  await openDialog();
  await click(screen.getByTestId('buy-confirm'));
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/gallery/${GALLERY_ID}`, undefined, { scroll: false }));
  expect(charges().map((c) => c.url)).toEqual([`/wallet/charges/gallery/${GALLERY_ID}`]);
});

it('sends an anonymous visitor to log in', async () => {
  api = fakeApi({});
  const { router } = renderWithStore(<FeedCard feed={locked} />);
  await click(screen.getByTestId('feed-unlock'));
  expect(router.push).toHaveBeenCalledWith('/auth/login');
  expect(screen.queryByTestId('buy-dialog')).toBeNull();
});
