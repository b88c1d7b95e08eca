/**
 * @jest-environment node
 */
// The stores next-redux-wrapper makes on the server, the one getInitialProps fills and the one the render reads:
// neither starts a saga (an action a saga would answer calls nothing), yet each takes the state it is given and
// the page's slices.
import { HYDRATE } from 'next-redux-wrapper';
import { follow } from '@/redux/follow/actions';
import { network } from '@/lib/http-core';
import { updateUIValue } from '@/redux/ui/actions';
import { messagingSlices } from '@/redux/page-slices/messaging';
import { makeRequestStore } from '@/redux/store';

afterEach(() => jest.restoreAllMocks());

it('a server store starts no saga: what a saga would answer sends nothing', async () => {
  const sent = jest.spyOn(network, 'fetch');
  const store = makeRequestStore();
  expect(store.sagaTask.isRunning()).toBe(false);
  await expect(store.sagaTask.toPromise()).resolves.toBeUndefined();
  store.dispatch(follow('a0000000-0000-4000-8000-000000000001'));
  await new Promise((resolve) => setImmediate(resolve));
  expect(sent).not.toHaveBeenCalled();
});

it('the render store takes the state getInitialProps filled, and the page\'s slices', () => {
  const filled = makeRequestStore();
  filled.dispatch(updateUIValue({ siteName: 'Fanstage test' }));

  const render = makeRequestStore();
  render.dispatch({ type: HYDRATE, payload: filled.getState() });
  expect(render.getState().ui.siteName).toBe('Fanstage test');
  render.injectSlices(messagingSlices);
  expect(render.getState()).toHaveProperty('conversation.list.data', []);
  expect(render.sagaTask.isRunning()).toBe(false);
});
