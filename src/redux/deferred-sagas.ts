// The store's sagas start once their code has arrived, not before the page can draw. redux-saga's runtime and
// the shell's sagas (with the services they call) are a chunk of their own (./saga-runtime.ts) that the browser
// fetches when the tab's store is made, so they are not part of the code every page must load and run before
// it hydrates. Until the chunk is there, every action still reaches the reducers at once and is also kept;
// when it arrives the sagas start and see the kept actions first, in the order they were dispatched, exactly
// as redux-saga's own middleware hands them over (after the reducers). Nothing a person does is lost: a click
// in the first instant is answered a few milliseconds later.
import type { Action, Dispatch, Middleware, MiddlewareAPI } from 'redux';
import type { Saga } from 'redux-saga';
import type { LazyKey } from './root-reducer';
import type { SagaRuntime } from './saga-runtime';

/** What a test or tool can do with the store's sagas (the part of redux-saga's Task the app relies on). */
export interface SagaHandle {
  /** Ends the sagas; when they have not started yet, they never will. */
  cancel(): void;
  /** True while the sagas answer actions, or will once their code has arrived. */
  isRunning(): boolean;
  /** Settles when the root saga ends (cancelled, or after END). */
  toPromise(): Promise<void>;
  /** Settles once the sagas have started and seen the actions dispatched before (or will not start). */
  whenStarted(): Promise<void>;
}

/** A store that runs no sagas (the server's per-request stores): nothing to start, already done. */
export const NO_SAGAS: SagaHandle = {
  cancel() {},
  isRunning: () => false,
  toPromise: () => Promise.resolve(),
  whenStarted: () => Promise.resolve(),
};

type LoadRuntime = () => Promise<SagaRuntime>;

const loadRuntime: LoadRuntime = () => import('./saga-runtime');

/**
 * A middleware that holds actions until the saga runtime has loaded, and the handle on the sagas it then
 * starts. `start` is called once the store exists (the middleware needs its dispatch and getState).
 */
export function deferredSagas(lazySagas: ReadonlyMap<LazyKey, Saga<[]>>, load: LoadRuntime = loadRuntime) {
  let backlog: Action[] = [];
  let deliver: ((action: Action) => void) | null = null;
  let store: MiddlewareAPI<Dispatch, unknown> | null = null;
  let cancelled = false;
  let loading: Promise<void> | null = null;
  let finished: Promise<void> | null = null;
  let cancelTask: (() => void) | null = null;
  let taskRunning: (() => boolean) | null = null;
  let wanted = false;

  const middleware: Middleware = (api) => {
    store = api;
    return (next) => (action) => {
      const result = next(action);
      if (deliver) {
        deliver(action as Action);
      } else if (!cancelled) {
        backlog.push(action as Action);
        if (wanted && !loading) void begin();
      }
      return result;
    };
  };

  function begin(): Promise<void> {
    loading ??= load().then(
      (runtime) => {
        if (cancelled || !store) return;
        const run = runtime.startSagas(store, lazySagas, backlog);
        backlog = [];
        deliver = run.deliver;
        cancelTask = () => run.task.cancel();
        taskRunning = () => run.task.isRunning();
        finished = run.task.toPromise() as Promise<void>;
      },
      (error: unknown) => {
        // The chunk did not arrive (a dropped connection): the next action tries again.
        loading = null;
        console.error('The store could not load its sagas', error);
      },
    );
    return loading;
  }

  const handle: SagaHandle = {
    cancel() {
      cancelled = true;
      backlog = [];
      cancelTask?.();
    },
    isRunning: () => (taskRunning ? taskRunning() : !cancelled),
    toPromise: async () => {
      await begin();
      await finished;
    },
    whenStarted: () => begin(),
  };

  return {
    middleware,
    handle,
    /** Fetches the runtime and starts the sagas when it is there (the browser calls it as the store is made). */
    start() {
      wanted = true;
      void begin();
    },
  };
}
