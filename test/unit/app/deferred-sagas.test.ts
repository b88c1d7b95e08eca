// The store's sagas start when their chunk arrives (src/redux/deferred-sagas.ts): what was dispatched before
// reaches the reducers at once and the sagas afterwards, in order; a cancel before the chunk arrives means they
// never start; a chunk that failed to load is fetched again at the next action.
import { applyMiddleware, legacy_createStore as createStore, type Action } from 'redux';
import type { Saga, SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { deferredSagas } from '@/redux/deferred-sagas';
import type { LazyKey } from '@/redux/root-reducer';
import { sliceSagaAdded } from '@/redux/inject';
import * as runtime from '@/redux/saga-runtime';

type Log = { reduced: string[]; heard: string[] };

/** What the sagas heard of the answers they put. */
const answersHeard: string[] = [];

/** A store that logs what its reducer sees, with a page saga (under the root saga) that logs what it hears. */
function storeWithDeferredSagas(load: () => Promise<typeof runtime>) {
  const log: Log = { reduced: [], heard: [] };
  function* pageSaga(): SagaIterator {
    yield takeEvery((action: Action) => action.type.startsWith('test/'), function* hear(action: Action): SagaIterator {
      log.heard.push(action.type);
      if (action.type === 'test/ask') yield put({ type: 'test-answer' });
    });
    yield takeEvery('test-answer', (action: Action) => {
      answersHeard.push(action.type);
    });
  }
  const lazySagas = new Map<LazyKey, Saga<[]>>([['privateRequest', pageSaga]]);
  const sagas = deferredSagas(lazySagas, load);
  const reducer = (state: null = null, action: Action) => {
    if (action.type.startsWith('test')) log.reduced.push(action.type);
    return state;
  };
  const store = createStore(reducer, applyMiddleware(sagas.middleware));
  return { store, sagas, log };
}

/** A runtime whose arrival the test decides. */
function heldRuntime() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const loads: Promise<typeof runtime>[] = [];
  const load = () => {
    const loaded = new Promise<typeof runtime>((resolve, reject) => {
      arrive = () => resolve(runtime);
      fail = reject;
    });
    loads.push(loaded);
    return loaded;
  };
  return { load, loads, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

describe('sagas that start when their code arrives', () => {
  it('hand the sagas every action dispatched before, in order, after the reducers saw them at once', async () => {
    const held = heldRuntime();
    const { store, sagas, log } = storeWithDeferredSagas(held.load);
    sagas.start();
    store.dispatch(sliceSagaAdded('privateRequest'));
    store.dispatch({ type: 'test/one' });
    store.dispatch({ type: 'test/ask' });
    expect(log.reduced).toEqual(['test/one', 'test/ask']);
    expect(log.heard).toEqual([]);
    expect(sagas.handle.isRunning()).toBe(true);

    held.arrive();
    await sagas.handle.whenStarted();
    expect(log.heard).toEqual(['test/one', 'test/ask']);
    // The saga's own answer went through the store like any action, and reached the sagas too.
    expect(log.reduced).toEqual(['test/one', 'test/ask', 'test-answer']);
    expect(answersHeard).toEqual(['test-answer']);

    store.dispatch({ type: 'test/two' });
    expect(log.heard).toEqual(['test/one', 'test/ask', 'test/two']);
    expect(held.loads).toHaveLength(1);
  });

  it('never start when cancelled before their code arrives, and keep nothing meanwhile', async () => {
    const held = heldRuntime();
    const { store, sagas, log } = storeWithDeferredSagas(held.load);
    sagas.start();
    store.dispatch(sliceSagaAdded('privateRequest'));
    sagas.handle.cancel();
    store.dispatch({ type: 'test/one' });
    expect(sagas.handle.isRunning()).toBe(false);
    held.arrive();
    await sagas.handle.toPromise();
    store.dispatch({ type: 'test/two' });
    expect(log.heard).toEqual([]);
    expect(log.reduced).toEqual(['test/one', 'test/two']);
  });

  it('fetch their code again at the next action when it failed to arrive, and lose none of the actions', async () => {
    const held = heldRuntime();
    const { store, sagas, log } = storeWithDeferredSagas(held.load);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    sagas.start();
    store.dispatch(sliceSagaAdded('privateRequest'));
    held.fail(new Error('chunk failed'));
    await sagas.handle.whenStarted();
    expect(quiet).toHaveBeenCalledTimes(1);
    quiet.mockRestore();

    store.dispatch({ type: 'test/one' });
    expect(held.loads).toHaveLength(2);
    held.arrive();
    await sagas.handle.whenStarted();
    expect(log.heard).toEqual(['test/one']);
  });

  it('stop answering once cancelled after they started', async () => {
    const { store, sagas, log } = storeWithDeferredSagas(() => Promise.resolve(runtime));
    sagas.start();
    store.dispatch(sliceSagaAdded('privateRequest'));
    await sagas.handle.whenStarted();
    store.dispatch({ type: 'test/one' });
    sagas.handle.cancel();
    await sagas.handle.toPromise();
    store.dispatch({ type: 'test/two' });
    expect(log.heard).toEqual(['test/one']);
    expect(sagas.handle.isRunning()).toBe(false);
  });
});
