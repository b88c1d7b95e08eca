// Renders a component the way the app does: a real store (the app's reducers and sagas), the antd theme
// and the toast bridge. Shared by the account, profile and admin component tests.
import './jsdom-polyfills';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { AppProviders } from '@/components/app/app-providers';
import type { CurrentUser } from '@/contracts/users';
import { rootReducer, type RootState } from '@/redux/root-reducer';
import { makeStore } from '@/redux/store';

/** The store's state with `user` logged in (or an anonymous visitor without one). */
export function stateWith(user?: CurrentUser): RootState {
  const base = rootReducer(undefined, { type: '@@init' });
  if (!user) return base;
  return {
    ...base,
    auth: { ...base.auth, loggedIn: true, authUser: { _id: user._id, isPerformer: user.isPerformer, roles: user.roles } },
    user: { ...base.user, current: user },
  };
}

export function renderWithStore(ui: ReactElement, options: { user?: CurrentUser; state?: RootState } = {}) {
  const store = makeStore(options.state ?? stateWith(options.user));
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  // Records what components dispatch, while still running it through the real reducers and sagas.
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const result = render(
    <Provider store={store}>
      <AppProviders theme="light">{ui}</AppProviders>
    </Provider>,
  );
  return { ...result, store, dispatched };
}
