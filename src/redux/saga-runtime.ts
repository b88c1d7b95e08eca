// redux-saga's runtime and the shell's sagas, in a chunk the browser loads after the page's first code
// (./deferred-sagas.ts explains why). Started the way redux-saga's middleware starts them: one channel fed
// with every action after the reducers have seen it, and the store's dispatch and getState.
import type { Action, Dispatch, MiddlewareAPI } from 'redux';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import type { LazyKey } from './root-reducer';
import { rootSaga } from './sagas';

export interface StartedSagas {
  /** Hands an action to the sagas (the middleware calls it for each one, after the reducers). */
  deliver(action: Action): void;
  task: Task;
}

/** Starts the root saga, then hands it the actions dispatched while its code was on its way. */
export function startSagas(
  store: MiddlewareAPI<Dispatch, unknown>,
  lazySagas: ReadonlyMap<LazyKey, Saga<[]>>,
  backlog: readonly Action[],
): StartedSagas {
  const channel = stdChannel<Action>();
  const task = runSaga({ channel, dispatch: store.dispatch, getState: store.getState }, rootSaga, lazySagas);
  // A saga answering a kept action with a put dispatches before the middleware delivers directly, so its action
  // joins the end of `backlog`: the loop reaches it in the same pass (an array's iterator reads its length anew).
  for (const action of backlog) channel.put(action);
  return { deliver: (action) => channel.put(action), task };
}

export type SagaRuntime = { startSagas: typeof startSagas };
