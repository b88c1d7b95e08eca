// The /messages page: the conversation list with unread badges and search, opening a conversation from
// the list or from the address (the profile's Message button), the way back on phones, and a blocked one.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MessagesPage } from '@/components/messages/messages-page';
import { activateConversation, deselectConversation, searchConversations } from '@/redux/conversation/actions';
import { fakeApi, okList } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { LUNA, conversationFactory, messageFactory, messagesState } from './ui-fixtures';

const luna = conversationFactory({ _id: 'c-1', totalNotSeenMessages: 0, lastMessage: 'See you tonight' });
const mia = conversationFactory({
  _id: 'c-2',
  recipientInfo: { _id: 'u-mia', name: 'Mia Moon', username: 'mia', avatar: '', isPerformer: true },
  lastMessage: 'New photos for you',
  totalNotSeenMessages: 3,
});

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

it('lists the conversations with their last message and unread badges, and searches them', async () => {
  api = fakeApi({ 'GET /conversations/search': (call) => okList((call.params as { q?: string }).q ? [mia] : [mia, luna]) });
  const { actionsOfType } = renderWithStore(<MessagesPage />, { state: messagesState(), router: fakeRouter('/messages'), sagas: true });
  expect(actionsOfType(searchConversations.type).map((a) => a.payload)).toEqual([{ offset: 0, limit: 20 }]);

  const unread = await screen.findByTestId('conversation-item-c-2');
  expect(unread).toHaveAttribute('data-unread', '3');
  expect(within(unread).getByText('3')).toBeInTheDocument();
  expect(unread).toHaveTextContent('Mia Moon');
  expect(unread).toHaveTextContent('New photos for you');
  expect(screen.getByTestId('conversation-item-c-1')).toHaveAttribute('data-unread', '0');
  expect(screen.queryByTestId('conversation-load-more')).toBeNull();

  const search = screen.getByTestId('conversation-search');
  fireEvent.change(search, { target: { value: ' mia ' } });
  await act(async () => {
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
  });
  expect(actionsOfType(searchConversations.type).at(-1)?.payload).toEqual({ q: 'mia', offset: 0, limit: 20 });
  expect(api.calls.at(-1)?.params).toEqual({ q: 'mia', offset: '0', limit: '20' });
  expect(screen.queryByTestId('conversation-item-c-1')).toBeNull();
  expect(screen.getByTestId('conversation-item-c-2')).toBeInTheDocument();
});

it('asks for more conversations after those already listed', async () => {
  api = fakeApi({ 'GET /conversations/search': okList([mia, luna], 30) });
  const { actionsOfType } = renderWithStore(<MessagesPage />, { state: messagesState(), router: fakeRouter('/messages'), sagas: true });
  await click(await screen.findByTestId('conversation-load-more'));
  expect(actionsOfType(searchConversations.type).at(-1)?.payload).toEqual({ offset: 2, limit: 20, loadMore: true });
  expect(api.calls.at(-1)?.params).toEqual({ offset: '2', limit: '20' });
});

it('opens a conversation chosen from the list and keeps it in the address', async () => {
  const router = fakeRouter('/messages');
  const { actionsOfType } = renderWithStore(<MessagesPage />, { state: messagesState({ conversations: [mia, luna] }), router });
  expect(actionsOfType(activateConversation.type)).toHaveLength(0);
  await click(screen.getByTestId('conversation-item-c-2'));
  expect(actionsOfType(activateConversation.type).map((a) => a.payload)).toEqual([{ conversationId: 'c-2' }]);
  expect(router.replace).toHaveBeenCalledWith({ pathname: '/messages', query: { conversationId: 'c-2' } }, undefined, { shallow: true, scroll: false });
});

it('starts the conversation with the performer the address names', () => {
  const router = fakeRouter('/messages', { toSource: 'performer', toId: LUNA });
  const { actionsOfType } = renderWithStore(<MessagesPage />, { state: messagesState(), router });
  expect(actionsOfType(activateConversation.type).map((a) => a.payload)).toEqual([{ source: 'performer', sourceId: LUNA }]);
});

it('opens the conversation the address names by id', () => {
  const router = fakeRouter('/messages', { conversationId: 'c-1' });
  const { actionsOfType } = renderWithStore(<MessagesPage />, { state: messagesState({ conversations: [luna] }), router });
  expect(actionsOfType(activateConversation.type).map((a) => a.payload)).toEqual([{ conversationId: 'c-1' }]);
});

it('shows the open conversation, and goes back to the list on phones', async () => {
  const router = fakeRouter('/messages');
  const state = messagesState({ conversations: [luna], active: luna, threads: { 'c-1': { items: [messageFactory()] } } });
  const { actionsOfType, store } = renderWithStore(<MessagesPage />, { state, router });
  expect(screen.getByTestId('messages-page')).toHaveAttribute('data-active', 'c-1');
  expect(screen.getByTestId('thread-title')).toHaveTextContent('Luna Star');
  expect(screen.getByTestId('composer-input')).toBeInTheDocument();

  await click(screen.getByTestId('thread-back'));
  expect(actionsOfType(deselectConversation.type)).toHaveLength(1);
  expect(store.getState().conversation.activeConversation).toBeNull();
  expect(router.replace).toHaveBeenCalledWith('/messages', undefined, { shallow: true, scroll: false });
  expect(screen.queryByTestId('composer-input')).toBeNull();
});

it('explains a blocked conversation and offers no composer', () => {
  const blocked = conversationFactory({ isBlocked: true });
  renderWithStore(<MessagesPage />, { state: messagesState({ conversations: [blocked], active: blocked }), router: fakeRouter('/messages') });
  expect(screen.getByTestId('thread-blocked')).toHaveTextContent('one of you has blocked the other');
  expect(screen.queryByTestId('composer-input')).toBeNull();
  expect(screen.queryByTestId('composer-send')).toBeNull();
});
