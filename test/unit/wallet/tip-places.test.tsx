// Tipping with presets and a note, and from the places a fan meets a performer besides the profile: a post's
// action bar and a chat's header. The dialog is the same one; each place names its button.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FeedCard } from '@/components/feed/feed-card';
import { ConversationPane } from '@/components/messages/conversation-pane';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { tipPresets } from '@/components/wallet/tip-presets';
import { feedFactory } from '../../helpers/content-fixtures';
import { fakeApi, ok } from '../../helpers/fake-api';
import { fanState } from '../../helpers/fan-state';
import { renderWithStore } from '../../helpers/render';
import { conversationFactory, messagesState } from '../messages/ui-fixtures';
import { performerFactory } from '../performers/fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const luna = performerFactory();
const limits = { minimumTipPrice: 5, maximumTipPrice: 200 };
const tips = () => api!.calls.filter((c) => c.url.startsWith('/wallet/charges/tip/'));
const sent = { transactionId: 't-1', balance: 30, type: 'tip', itemId: luna._id };

const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};

it('offers the usual amounts the site limits allow, or the limits themselves when none fits', () => {
  expect(tipPresets(5, 200)).toEqual([5, 10, 20, 50]);
  expect(tipPresets(10, 30)).toEqual([10, 20]);
  expect(tipPresets(60, 500)).toEqual([60, 500]);
  expect(tipPresets(3, 3)).toEqual([3]);
});

it('sends a preset amount with the note, trimmed, and leaves the note out when blank', async () => {
  api = fakeApi({ [`POST /wallet/charges/tip/${luna._id}`]: ok(sent) });
  renderWithStore(<PerformerProfile performer={luna} />, { state: fanState({ balance: 50 }, { minimumTipPrice: 10, maximumTipPrice: 200 }) });
  await click('profile-tip');
  const presets = within(await screen.findByTestId('tip-presets'));
  expect(presets.getAllByRole('button').map((b) => b.textContent)).toEqual(['$10.00', '$20.00', '$50.00']);
  await click('tip-preset-20');
  expect(screen.getByTestId('tip-preset-20')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('tip-send')).toHaveTextContent('Send $20.00');
  const note = screen.getByTestId('tip-message');
  expect(note).toHaveAttribute('maxlength', '200');
  fireEvent.change(note, { target: { value: '  Thank you for the stream!  ' } });
  await click('tip-send');
  await waitFor(() => expect(tips()).toHaveLength(1));
  expect(tips()[0].body).toEqual({ amount: 20, message: 'Thank you for the stream!' });

  await waitFor(() => expect(screen.queryByTestId('tip-dialog')).toBeNull());
  await click('profile-tip');
  await screen.findByTestId('tip-dialog');
  await click('tip-preset-10');
  fireEvent.change(screen.getByTestId('tip-message'), { target: { value: '   ' } });
  await click('tip-send');
  await waitFor(() => expect(tips()).toHaveLength(2));
  expect(tips()[1].body).toEqual({ amount: 10 });
});

it('puts a Tip action on someone else’s post, not on one’s own', async () => {
  api = fakeApi({ [`POST /wallet/charges/tip/${feedFactory().performerId}`]: ok(sent) });
  const post = feedFactory();
  const { unmount } = renderWithStore(<FeedCard feed={post} />, { state: fanState({ balance: 50 }, limits) });
  await click('feed-tip');
  expect(await screen.findByTestId('tip-dialog')).toHaveTextContent('Tips are $5.00 to $200.00');
  expect(screen.getByRole('dialog')).toHaveTextContent(`Send ${post.performer.name} a tip`);
  await click('tip-preset-5');
  await click('tip-send');
  await waitFor(() => expect(tips()).toHaveLength(1));
  unmount();
  renderWithStore(<FeedCard feed={post} />, { state: fanState({ _id: post.performerId, isPerformer: true }, limits) });
  expect(screen.queryByTestId('feed-tip')).toBeNull();
});

it('puts a Tip action in the header of a chat with a performer, sent from that chat, and none when blocked or with a fan', async () => {
  const chat = conversationFactory();
  api = fakeApi({ [`POST /wallet/charges/tip/${chat.recipientInfo._id}`]: ok(sent) });
  const state = { ...messagesState({ conversations: [chat], active: chat }), settings: { ...messagesState().settings, ...limits } };
  const { unmount } = renderWithStore(<ConversationPane conversation={chat} onBack={() => undefined} />, { state });
  await click('chat-tip');
  await screen.findByTestId('tip-dialog');
  await click('tip-preset-50');
  await click('tip-send');
  await waitFor(() => expect(tips()).toHaveLength(1));
  expect(tips()[0].body).toEqual({ amount: 50, conversationId: chat._id });
  unmount();

  for (const other of [conversationFactory({ isBlocked: true }), conversationFactory({ recipientInfo: { ...chat.recipientInfo, isPerformer: false } })]) {
    const { unmount: done } = renderWithStore(<ConversationPane conversation={other} onBack={() => undefined} />, { state });
    expect(screen.queryByTestId('chat-tip')).toBeNull();
    done();
  }
});
