// A live session's chat: its lines with tips marked, sending a line, the socket's lines joining it, and
// moderation (the performer deletes any line and clears the chat; a viewer deletes only their own lines).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LiveChat } from '@/components/live/live-chat';
import { receiveStreamMessage } from '@/redux/stream-message/actions';
import { fakeApi, ok, okList, type FakeCall } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { CHAT_ID, FAN_ID, LUNA_ID, chatLine } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const fromFan = chatLine({ _id: 'l-fan', senderId: FAN_ID, text: 'Hello Luna' });
const fromOther = chatLine({ _id: 'l-other', senderId: 'someone-else', sender: { _id: 'someone-else', name: 'Bob', username: null, avatar: '' }, text: 'Hi all' });
const tip = chatLine({ _id: 'l-tip', senderId: FAN_ID, type: 'tip', text: 'tipped 20.00', amount: 20 });

function renderChat(as: 'performer' | 'fan') {
  const user = as === 'performer' ? currentUserFactory({ _id: LUNA_ID, isPerformer: true }) : currentUserFactory({ _id: FAN_ID });
  return renderWithStore(<LiveChat conversationId={CHAT_ID} performerId={LUNA_ID} meId={user._id} moderator={as === 'performer'} canSend />, {
    user,
    sagas: true,
  });
}

it('shows the newest lines oldest first, with tips marked, and takes the room’s new lines', async () => {
  // The server pages newest first.
  api = fakeApi({ [`GET /messages/stream/${CHAT_ID}`]: okList([tip, fromOther, fromFan]) });
  const { store } = renderChat('fan');
  await waitFor(() => expect(screen.getAllByTestId('live-chat-line')).toHaveLength(3));
  const lines = screen.getAllByTestId('live-chat-line');
  expect(lines.map((l) => l.getAttribute('data-type'))).toEqual(['text', 'text', 'tip']);
  expect(within(lines[2]).getByTestId('live-chat-tip')).toHaveTextContent('tipped $20.00');

  act(() => {
    store.dispatch(receiveStreamMessage(chatLine({ _id: 'l-new', text: 'Just arrived' })));
  });
  expect(screen.getAllByTestId('live-chat-line')).toHaveLength(4);
  expect(screen.getByText('Just arrived')).toBeInTheDocument();
});

it('sends a line and empties the composer once it went through', async () => {
  const sent: FakeCall[] = [];
  api = fakeApi({
    [`GET /messages/stream/${CHAT_ID}`]: okList([]),
    [`POST /messages/stream/${CHAT_ID}`]: (call) => {
      sent.push(call);
      return ok(chatLine({ _id: 'l-mine', text: 'Great show' }));
    },
  });
  renderChat('fan');
  const input = await screen.findByTestId('live-chat-input');
  fireEvent.change(input, { target: { value: '  Great show ' } });
  await click(screen.getByTestId('live-chat-send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({ text: 'Great show' });
  await waitFor(() => expect(input).toHaveValue(''));
  expect(screen.getByText('Great show')).toBeInTheDocument();
});

it('shows why a line was refused', async () => {
  api = fakeApi({
    [`GET /messages/stream/${CHAT_ID}`]: okList([]),
    [`POST /messages/stream/${CHAT_ID}`]: { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'You are sending chat messages too fast.' } },
  });
  renderChat('fan');
  fireEvent.change(await screen.findByTestId('live-chat-input'), { target: { value: 'Again' } });
  await click(screen.getByTestId('live-chat-send'));
  expect(await screen.findByTestId('live-chat-error')).toHaveTextContent('You are sending chat messages too fast.');
  expect(screen.getByTestId('live-chat-input')).toHaveValue('Again');
});

it('lets a viewer delete only their own lines, and offers them no clearing', async () => {
  api = fakeApi({ [`GET /messages/stream/${CHAT_ID}`]: okList([fromOther, fromFan]) });
  renderChat('fan');
  await waitFor(() => expect(screen.getAllByTestId('live-chat-line')).toHaveLength(2));
  const [own, other] = screen.getAllByTestId('live-chat-line');
  expect(within(own).getByTestId('live-chat-delete')).toBeInTheDocument();
  expect(within(other).queryByTestId('live-chat-delete')).toBeNull();
  expect(screen.queryByTestId('live-chat-clear')).toBeNull();
});

it('lets the performer delete any line and clear the chat', async () => {
  api = fakeApi({
    [`GET /messages/stream/${CHAT_ID}`]: okList([fromOther, fromFan]),
    'DELETE /messages/l-other': ok({ deleted: true, messageId: 'l-other', conversationId: CHAT_ID }),
    [`DELETE /messages/stream/${CHAT_ID}/remove-all-message`]: ok({ conversationId: CHAT_ID, cleared: 2 }),
  });
  renderChat('performer');
  await waitFor(() => expect(screen.getAllByTestId('live-chat-line')).toHaveLength(2));
  const other = screen.getAllByTestId('live-chat-line')[1];
  await click(within(other).getByTestId('live-chat-delete'));
  await waitFor(() => expect(screen.getAllByTestId('live-chat-line')[1]).toHaveAttribute('data-deleted', 'true'));
  expect(screen.getAllByTestId('live-chat-line')[1]).toHaveTextContent('Message deleted');

  await click(screen.getByTestId('live-chat-clear'));
  await click(await screen.findByTestId('live-chat-clear-confirm'));
  await waitFor(() => expect(screen.queryAllByTestId('live-chat-line')).toHaveLength(0));
  expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    `GET /messages/stream/${CHAT_ID}`,
    'DELETE /messages/l-other',
    `DELETE /messages/stream/${CHAT_ID}/remove-all-message`,
  ]);
});
