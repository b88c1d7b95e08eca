/**
 * @jest-environment node
 */
// On the server a store lives for one request: a page adds its slices to that store while it renders (after
// the shell's state was serialised and END was dispatched), and no other request's store gets them.
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { END } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { AppProviders } from '@/components/app/app-providers';
import { sessionRestored } from '@/redux/auth/actions';
import { makeStore, type AppStore } from '@/redux/store';
import MessagesPage from '../../../pages/messages';

const router = { pathname: '/messages', route: '/messages', asPath: '/messages', query: {}, basePath: '', isReady: true, push: jest.fn(), prefetch: jest.fn(), events: { on: jest.fn(), off: jest.fn() } } as unknown as NextRouter;

/** What _app does on the server before the page renders: the session, then END and the sagas' end. */
async function requestStore(): Promise<AppStore> {
  const store = makeStore();
  store.dispatch(sessionRestored({ _id: 'a0000000-0000-4000-8000-000000000001', isPerformer: false, roles: ['user'] }));
  store.dispatch(END as unknown as Action);
  await store.sagaTask.toPromise();
  return store;
}

const render = (store: AppStore) =>
  renderToString(
    <Provider store={store}>
      <RouterContext.Provider value={router}>
        <AppProviders theme="light">
          <MessagesPage />
        </AppProviders>
      </RouterContext.Provider>
    </Provider>,
  );

describe('a page with slices, rendered on the server', () => {
  it('adds them to the request\'s store as it renders; the state sent before holds the shell\'s slices only', async () => {
    const store = await requestStore();
    const sent = JSON.parse(JSON.stringify(store.getState())) as Record<string, unknown>;
    expect(Object.keys(sent)).not.toEqual(expect.arrayContaining(['conversation']));
    expect(sent).not.toHaveProperty('message');

    const html = render(store);
    expect(html).toContain('data-testid="messages-page"');
    expect(store.getState()).toHaveProperty('conversation.list.data', []);
    expect(store.getState()).toHaveProperty('message.conversationMap', {});

    // Another request's store is not touched, and gets the slices only when it renders the page too.
    const next = await requestStore();
    expect(next.getState()).not.toHaveProperty('conversation');
    render(next);
    expect(next.getState()).toHaveProperty('conversation');
  });
});
