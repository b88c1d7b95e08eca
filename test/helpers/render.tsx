// Renders UI the way the app does: the app's own store (makeStore: its reducers, middleware and, when a
// test asks for them, its sagas) holding every slice a page can add (the pages that show these components add
// theirs), the antd theme providers following the store's theme, the toast bridge and a Next router. Every
// action the UI dispatches is recorded.
import './jsdom-polyfills';
import type { Action } from '@reduxjs/toolkit';
import { act, fireEvent, render } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { AppProviders } from '@/components/app/app-providers';
import type { CurrentUser } from '@/contracts/users';
import { useAppSelector } from '@/redux/hooks';
import type { RootState } from '@/redux/root-reducer';
import { makeStore } from '@/redux/store';
import { ALL_PAGE_SLICES, fullInitialState, type FullState } from './page-slices';
import { fakeRouter } from './router';

export { fakeRouter };

/** Clicks `el` and lets what the click starts (state updates, effects) settle. */
export const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

/** The state of a store holding every slice, each as it starts. */
export const initialState = (): FullState => fullInitialState();

/** The store's state with `user` logged in (every slice by default, or `base`'s). */
export function loggedInState<S extends RootState = FullState>(user: CurrentUser, base: S = initialState() as S): S {
  return {
    ...base,
    auth: { ...base.auth, loggedIn: true, authUser: { _id: user._id, isPerformer: user.isPerformer, roles: user.roles } },
    user: { ...base.user, current: user },
  };
}

export interface RenderOptions {
  /** Starts logged in as this user (ignored when `state` is given). */
  user?: CurrentUser;
  state?: RootState;
  router?: NextRouter;
  /**
   * Runs the app's sagas, so a dispatched request reaches the API (fake it with fakeApi). Off by default:
   * then an action only meets the reducers, and a test of what the UI dispatches calls no API.
   */
  sagas?: boolean;
  /**
   * Renders the tree on the server first and hydrates that markup, calling this in between with the markup's
   * container: what a person does before the page's script runs (typing into a box, say).
   */
  beforeHydrate?: (container: HTMLElement) => void;
}

function hydrateServerMarkup(tree: ReactElement, beforeHydrate: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  beforeHydrate(container);
  return render(tree, { container, hydrate: true });
}

type RecordedAction = Action & { payload?: unknown };

function ThemedProviders({ children }: { children: ReactNode }) {
  const theme = useAppSelector((s) => s.ui.theme);
  return <AppProviders theme={theme}>{children}</AppProviders>;
}

export function renderWithStore(ui: ReactElement, options: RenderOptions = {}) {
  const { user, state, router = fakeRouter(), sagas = false } = options;
  const store = makeStore(state ?? (user ? loggedInState(user) : initialState()), ALL_PAGE_SLICES);
  if (!sagas) store.sagaTask.cancel();
  const actions: RecordedAction[] = [];
  const dispatch = store.dispatch;
  // Records what the UI dispatches, while still running it through the real middleware and reducers.
  store.dispatch = ((action: RecordedAction) => {
    actions.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const tree = (
    <Provider store={store}>
      <RouterContext.Provider value={router}>
        <ThemedProviders>{ui}</ThemedProviders>
      </RouterContext.Provider>
    </Provider>
  );
  const utils = options.beforeHydrate ? hydrateServerMarkup(tree, options.beforeHydrate) : render(tree);
  const actionsOfType = (type: string) => actions.filter((a) => a.type === type);
  return { ...utils, store, actions, actionsOfType, router };
}
