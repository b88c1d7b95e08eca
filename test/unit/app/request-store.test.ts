/**
 * @jest-environment node
 */
// The stores next-redux-wrapper makes on the server: the one getInitialProps fills (with the request's context)
// runs the sagas until END; the one the render reads (an empty context) starts none, yet takes the state and
// the page's slices.
import type { Action } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
import { END } from 'redux-saga';
import { updateUIValue } from '@/redux/ui/actions';
import { messagingSlices } from '@/redux/page-slices/messaging';
import { makeRequestStore } from '@/redux/store';

const requestContext = { ctx: { req: { headers: {} } } } as never;

it('the getInitialProps store runs its sagas until END', async () => {
  const store = makeRequestStore(requestContext);
  expect(store.sagaTask.isRunning()).toBe(true);
  store.dispatch(END as unknown as Action);
  await expect(store.sagaTask.toPromise()).resolves.toBeUndefined();
});

it('the render store starts no saga, and still takes the state it is given and the page\'s slices', async () => {
  const filled = makeRequestStore(requestContext);
  filled.dispatch(updateUIValue({ siteName: 'Fanstage test' }));
  filled.dispatch(END as unknown as Action);
  await filled.sagaTask.toPromise();

  const render = makeRequestStore({});
  expect(render.sagaTask.isRunning()).toBe(false);
  await expect(render.sagaTask.toPromise()).resolves.toBeUndefined();
  render.dispatch({ type: HYDRATE, payload: filled.getState() });
  expect(render.getState().ui.siteName).toBe('Fanstage test');
  render.injectSlices(messagingSlices);
  expect(render.getState()).toHaveProperty('conversation.list.data', []);
  expect(render.sagaTask.isRunning()).toBe(false);
});
