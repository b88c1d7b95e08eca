// The browser's side of src/redux/page-store.ts: the tab has one store, hydrated at the first render with the
// state the server sent; a client-side navigation's getInitialProps runs on that same store, and its render
// keeps what the browser holds for itself.
import { render } from '@testing-library/react';
import type { AppContext } from 'next/app';
import { contextStore, useAppStore, withStore } from '@/redux/page-store';
import { HYDRATE, rootReducer, type RootState } from '@/redux/root-reducer';
import { setUnreadTotal } from '@/redux/socket/events';
import type { AppStore } from '@/redux/store';
import { updateUIValue } from '@/redux/ui/actions';

function serverState(siteName: string): RootState {
  const state = rootReducer(undefined, { type: '@@init' });
  return JSON.parse(JSON.stringify(rootReducer(state, updateUIValue({ siteName })))) as RootState;
}

const stores: AppStore[] = [];
function Probe(props: Record<string, unknown>) {
  stores.push(useAppStore(props).store);
  return null;
}

it('hydrates the tab store once with the server state, and a navigation reuses it without hydrating again', async () => {
  const first = render(<Probe pageProps={{}} initialState={serverState('From the server')} />);
  const tab = stores[0]!;
  expect(tab.getState().ui.siteName).toBe('From the server');
  await tab.sagaTask.whenStarted();
  // The browser's own: the socket's unread count, which a server's state never carries.
  tab.dispatch(setUnreadTotal(4));

  const ctx = { pathname: '/home', query: {}, AppTree: () => null } as unknown as AppContext['ctx'];
  const navigation = withStore((store) => async () => {
    store.dispatch(updateUIValue({ siteName: 'After navigating' }));
    return { pageProps: {} };
  });
  const { initialState } = await navigation({ ctx } as AppContext);
  expect(contextStore(ctx)).toBe(tab);

  const dispatched: string[] = [];
  const unsubscribe = tab.subscribe(() => dispatched.push('change'));
  first.rerender(<Probe pageProps={{}} initialState={initialState} />);
  unsubscribe();
  expect(stores.at(-1)).toBe(tab);
  expect(dispatched).toEqual([]);
  expect(tab.getState().ui.siteName).toBe('After navigating');
  expect(tab.getState().unreadMessages).toMatchObject({ total: 4 });
  tab.sagaTask.cancel();
});

it('HYDRATE takes what the server fills and keeps what the browser holds for itself', () => {
  const tab = stores[0]!;
  tab.dispatch({ type: HYDRATE, payload: serverState('Sent again') });
  expect(tab.getState().ui.siteName).toBe('Sent again');
  expect(tab.getState().unreadMessages).toMatchObject({ total: 4 });
});
