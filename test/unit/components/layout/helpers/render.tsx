// Renders UI the way the app does: a real store on the app's reducers (sagas off, so nothing hits the
// network; every dispatched action is recorded), the antd theme providers and a Next router.
import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppProviders } from '@/components/app/app-providers';
import type { CurrentUser } from '@/contracts/users';
import { useAppSelector } from '@/redux/hooks';
import { rootReducer, type RootState } from '@/redux/root-reducer';
import { uiStorageMiddleware } from '@/redux/ui/middleware';
import { emptyCurrentUser } from '@/redux/user/reducer';
import './jsdom-polyfills';

export function fakeRouter(pathname = '/', query: Record<string, string> = {}): NextRouter {
  const events = { on: () => undefined, off: () => undefined, emit: () => undefined };
  return {
    pathname,
    route: pathname,
    asPath: pathname,
    query,
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: jest.fn().mockResolvedValue(true),
    replace: jest.fn().mockResolvedValue(true),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn().mockResolvedValue(undefined),
    beforePopState: jest.fn(),
    events,
  } as unknown as NextRouter;
}

export const initialState = (): RootState => rootReducer(undefined, { type: '@@init' });

export function userFactory(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...emptyCurrentUser,
    _id: 'u-1',
    name: 'Ann Fan',
    username: 'annfan',
    email: 'ann@example.com',
    avatar: '/files/ann.jpg',
    roles: ['user'],
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** State for a logged-in visitor. */
export function loggedInState(user: CurrentUser, base: RootState = initialState()): RootState {
  return {
    ...base,
    auth: { ...base.auth, loggedIn: true, authUser: { _id: user._id, isPerformer: user.isPerformer, roles: user.roles } },
    user: { ...base.user, current: user },
  };
}

function ThemedProviders({ children }: { children: ReactNode }) {
  const theme = useAppSelector((s) => s.ui.theme);
  return <AppProviders theme={theme}>{children}</AppProviders>;
}

export function renderWithStore(ui: ReactElement, opts: { state?: RootState; router?: NextRouter } = {}) {
  const actions: Action[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: opts.state ?? initialState(),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder, uiStorageMiddleware),
  });
  const router = opts.router ?? fakeRouter();
  const utils = render(
    <Provider store={store}>
      <RouterContext.Provider value={router}>
        <ThemedProviders>{ui}</ThemedProviders>
      </RouterContext.Provider>
    </Provider>,
  );
  const actionsOfType = (type: string) => actions.filter((a) => a.type === type) as (Action & { payload?: unknown })[];
  return { ...utils, store, actions, actionsOfType, router };
}
