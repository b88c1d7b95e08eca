// A conversation's thread: oldest first with the viewer's own on the right, deleted messages in italics,
// media, deleting one's own, older pages on scrolling up, and unlocking a pay-per-view message.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConversationPane } from '@/components/messages/conversation-pane';
import { deleteMessage, loadMoreMessages, messageBought } from '@/redux/message/actions';
import { fail, fakeApi, ok, okList } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';
import { UUID } from '../../helpers/fan-state';
import { ME, conversationFactory, messageFactory, messageFileFactory, messagesState } from './ui-fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const conversation = conversationFactory();
const mine = { _id: ME, name: 'Ann Fan', username: 'annfan', avatar: '' };
const fromLuna = messageFactory({ _id: 'm-1', text: 'Hello there' });
const fromMe = messageFactory({ _id: 'm-2', senderId: ME, sender: mine, text: 'Hi Luna', createdAt: '2025-03-03T14:01:00.000Z' });
const deleted = messageFactory({ _id: 'm-3', text: 'Message deleted!', isDeleted: true, createdAt: '2025-03-03T14:02:00.000Z' });
const photo = messageFactory({ _id: 'm-4', type: 'photo', text: '', files: [messageFileFactory()], createdAt: '2025-03-03T14:03:00.000Z' });
const video = messageFactory({
  _id: 'm-5',
  type: 'video',
  text: '',
  files: [messageFileFactory({ _id: 'mf-2', type: 'message-video', mimeType: 'video/mp4', url: '/api/files/private/mf-2.mp4?sig=1' })],
  createdAt: '2025-03-03T14:04:00.000Z',
});
const locked = messageFactory({
  _id: 'm-6',
  type: 'photo',
  text: 'Something special',
  price: 4.99,
  isLocked: true,
  files: [messageFileFactory({ _id: 'mf-3', url: null, thumbnails: [], preview: '/api/files/public/previews/mf-3.webp' })],
  createdAt: '2025-03-03T14:05:00.000Z',
});
const unlocked = { ...locked, isLocked: false, isBought: true, files: [messageFileFactory({ _id: 'mf-3' })] };

function renderThread(items = [fromLuna, fromMe, deleted, photo, video, locked], total = items.length) {
  const state = messagesState({ conversations: [conversation], active: conversation, threads: { 'c-1': { items, total } } });
  return renderWithStore(<ConversationPane conversation={conversation} onBack={() => undefined} />, { state, sagas: true });
}

it('shows messages oldest first, the viewer’s own on the right, deleted ones in italics and media', () => {
  renderThread();
  const thread = screen.getByTestId('thread');
  const ids = within(thread)
    .getAllByTestId(/^message-m-\d$/)
    .map((el) => el.getAttribute('data-testid'));
  expect(ids).toEqual(['message-m-1', 'message-m-2', 'message-m-3', 'message-m-4', 'message-m-5', 'message-m-6']);

  expect(screen.getByTestId('message-m-1')).toHaveAttribute('data-own', 'false');
  expect(screen.getByTestId('message-m-1')).toHaveStyle({ justifyContent: 'flex-start' });
  expect(screen.getByTestId('message-m-2')).toHaveAttribute('data-own', 'true');
  expect(screen.getByTestId('message-m-2')).toHaveStyle({ justifyContent: 'flex-end' });
  // Only the sender may delete, and not twice.
  expect(screen.getByTestId('message-delete-m-2')).toBeInTheDocument();
  expect(screen.queryByTestId('message-delete-m-1')).toBeNull();

  const gone = screen.getByTestId('message-m-3');
  expect(gone).toHaveAttribute('data-deleted', 'true');
  expect(within(gone).getByTestId('message-text')).toHaveTextContent('Message deleted!');
  expect(within(gone).getByText('Message deleted!').tagName).toBe('I');

  expect(within(screen.getByTestId('message-m-4')).getByRole('img', { name: 'Photo in this message' })).toHaveAttribute('src', '/api/files/private/mf-1-thumb.webp?sig=1');
  expect(within(screen.getByTestId('message-m-5')).getByTestId('message-video')).toHaveAttribute('src', '/api/files/private/mf-2.mp4?sig=1');

  const ppv = screen.getByTestId('message-m-6');
  expect(ppv).toHaveAttribute('data-locked', 'true');
  expect(within(ppv).getByTestId('message-price')).toHaveTextContent('1 file · $4.99');
  expect(within(ppv).queryByTestId('message-photo')).toBeNull();
  expect(screen.getByTestId('message-unlock-m-6')).toHaveTextContent('Unlock for $4.99');
});

it('deletes the viewer’s own message after confirming', async () => {
  api = fakeApi({ 'DELETE /messages/m-2': ok({ deleted: true, messageId: 'm-2', conversationId: 'c-1' }) });
  const { actionsOfType } = renderThread([fromLuna, fromMe]);
  await click(screen.getByTestId('message-delete-m-2'));
  expect(actionsOfType(deleteMessage.type)).toHaveLength(0);
  await click(await screen.findByTestId('message-delete-confirm'));
  expect(actionsOfType(deleteMessage.type).map((a) => a.payload)).toEqual([{ messageId: 'm-2', conversationId: 'c-1' }]);
  await waitFor(() => expect(screen.queryByTestId('message-m-2')).toBeNull());
});

it('asks for older messages after those it holds when scrolled to the top', async () => {
  api = fakeApi({ 'GET /messages/conversations/c-1': okList([], 40) });
  const { actionsOfType } = renderThread([fromLuna, fromMe], 40);
  const thread = screen.getByTestId('thread');
  thread.scrollTop = 0;
  await act(async () => {
    fireEvent.scroll(thread);
  });
  expect(actionsOfType(loadMoreMessages.type).map((a) => a.payload)).toEqual([{ conversationId: 'c-1', offset: 2, limit: 25 }]);
});

it('does not ask for older messages once it holds them all', async () => {
  const { actionsOfType } = renderThread([fromLuna, fromMe], 2);
  await act(async () => {
    fireEvent.scroll(screen.getByTestId('thread'));
  });
  expect(actionsOfType(loadMoreMessages.type)).toHaveLength(0);
});

it('unlocks a pay-per-view message through the wallet and shows its media', async () => {
  api = fakeApi({
    'POST /wallet/charges/message/m-6': ok({ transactionId: 't-1', balance: 15.01, type: 'message', itemId: 'm-6' }),
    'GET /messages/conversations/c-1': okList([unlocked, video, photo], 6),
  });
  const { actionsOfType } = renderThread();
  await click(screen.getByTestId('message-unlock-m-6'));
  expect(await screen.findByTestId('buy-question')).toHaveTextContent('Unlock for $4.99 from your wallet (balance $20.00)?');
  await click(screen.getByTestId('buy-confirm'));

  await waitFor(() => expect(screen.getByTestId('message-m-6')).toHaveAttribute('data-locked', 'false'));
  const charge = api.calls.filter((c) => c.method === 'POST');
  expect(charge.map((c) => c.url)).toEqual(['/wallet/charges/message/m-6']);
  expect(charge[0].headers['idempotency-key']).toMatch(UUID);
  expect(actionsOfType(messageBought.type).map((a) => a.payload)).toEqual([unlocked]);
  expect(within(screen.getByTestId('message-m-6')).getByTestId('message-photo')).toBeInTheDocument();
});

it('answers a too-low wallet with the way to top up and leaves the message locked', async () => {
  api = fakeApi({ 'POST /wallet/charges/message/m-6': fail(422, 'Your wallet balance is too low for this purchase.') });
  renderThread();
  await click(screen.getByTestId('message-unlock-m-6'));
  await click(await screen.findByTestId('buy-confirm'));
  expect(await screen.findByTestId('buy-top-up')).toHaveAttribute('href', '/wallet');
  expect(screen.getByTestId('message-m-6')).toHaveAttribute('data-locked', 'true');
  expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(0);
});

it('shows a file being prepared, then its media once the server has finished it', async () => {
  jest.useFakeTimers();
  try {
    const preparing = messageFactory({ _id: 'm-7', senderId: ME, sender: mine, type: 'photo', text: '', files: [messageFileFactory({ _id: 'mf-7', status: 'processing', url: null, thumbnails: [] })] });
    const ready = { ...preparing, files: [messageFileFactory({ _id: 'mf-7' })] };
    api = fakeApi({
      'GET /messages/m-7/file/mf-7/status': ok({ _id: 'mf-7', status: 'finished', progress: 100, error: null }),
      'GET /messages/conversations/c-1': okList([ready], 1),
    });
    renderThread([preparing]);
    expect(screen.getByTestId('message-file-processing')).toBeInTheDocument();
    expect(screen.queryByTestId('message-photo')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(within(screen.getByTestId('message-m-7')).getByTestId('message-photo')).toBeInTheDocument();
    expect(screen.queryByTestId('message-file-processing')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

describe('a thread with pictures', () => {
  // jsdom lays nothing out: the box's heights are set by hand, and its content "resizes" when the test says so.
  const RealObserver = globalThis.ResizeObserver;
  let resized: (() => void) | null = null;
  const size = { scroll: 0, client: 300 };

  beforeEach(() => {
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        resized = () => callback([], this as unknown as ResizeObserver);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        resized = null;
      }
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = RealObserver;
  });

  function renderLaidOut() {
    renderThread([fromLuna, photo, fromMe]);
    const thread = screen.getByTestId('thread');
    Object.defineProperty(thread, 'scrollHeight', { configurable: true, get: () => size.scroll });
    Object.defineProperty(thread, 'clientHeight', { configurable: true, get: () => size.client });
    return thread;
  }
  const grow = (to: number) =>
    act(() => {
      size.scroll = to;
      resized?.();
    });

  it('keeps the newest message in view while the pictures above take their height', () => {
    const thread = renderLaidOut();
    grow(400);
    expect(thread.scrollTop).toBe(400);
    // The photo has loaded: the content grew by its height.
    grow(900);
    expect(thread.scrollTop).toBe(900);
  });

  it('leaves a person who scrolled up where they are', () => {
    const thread = renderLaidOut();
    grow(900);
    thread.scrollTop = 200;
    fireEvent.scroll(thread);
    grow(1200);
    expect(thread.scrollTop).toBe(200);
    // Back at the bottom, it follows the newest again.
    thread.scrollTop = 900;
    fireEvent.scroll(thread);
    grow(1300);
    expect(thread.scrollTop).toBe(1300);
  });

  it("reserves a picture's box from its size before the picture loads", () => {
    renderLaidOut();
    const img = within(screen.getByTestId('message-photo')).getByRole('img');
    expect(img.style.aspectRatio).toBe('800 / 600');
  });
});
