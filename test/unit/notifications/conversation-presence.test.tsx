// The messages pane tells the server which chat it shows: 'conversation/open' once the socket is connected (and
// again after a reconnection), 'conversation/close' when it shows another or goes.
import '../../helpers/browser-globals';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { useConversationPresence } from '@/components/notifications/use-conversation-presence';
import { setSocketStatus } from '@/redux/socket/actions';
import { fanState } from '../../helpers/fan-state';
import { renderWithStore } from '../../helpers/render';

const emitted: Array<[string, unknown]> = [];
const socket = { connected: true, emit: (event: string, payload: unknown) => emitted.push([event, payload]) };
jest.mock('@/services/socket', () => {
  const actual = jest.requireActual('@/services/socket');
  return { ...actual, getSocket: () => socket };
});

let show: (id: string | null) => void = () => undefined;
function Pane() {
  const [id, setId] = useState<string | null>('c-1');
  show = setId;
  useConversationPresence(id);
  return null;
}

beforeEach(() => emitted.splice(0));

it('says which chat is open once connected, again after a reconnection, and when it closes', () => {
  const { store, unmount } = renderWithStore(<Pane />, { state: fanState() });
  // Not connected yet: nothing to say.
  expect(emitted).toEqual([]);
  act(() => {
    store.dispatch(setSocketStatus('connected'));
  });
  expect(emitted).toEqual([['conversation/open', { conversationId: 'c-1' }]]);

  act(() => {
    store.dispatch(setSocketStatus('reconnecting'));
  });
  act(() => {
    store.dispatch(setSocketStatus('connected'));
  });
  expect(emitted.slice(-1)).toEqual([['conversation/open', { conversationId: 'c-1' }]]);

  emitted.splice(0);
  act(() => show('c-2'));
  expect(emitted).toEqual([
    ['conversation/close', { conversationId: 'c-1' }],
    ['conversation/open', { conversationId: 'c-2' }],
  ]);
  emitted.splice(0);
  act(() => show(null));
  expect(emitted).toEqual([['conversation/close', { conversationId: 'c-2' }]]);
  unmount();
  expect(emitted).toHaveLength(1);
});
